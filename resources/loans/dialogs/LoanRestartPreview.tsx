import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { formatCad } from '../../../providers/formatters';
import { restartPreview, type RestartValues } from './restartTerms';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { useLoanRecord } from '../useLoan';

const COLUMNS = ['amount', 'interest', 'capital', 'membershipFee', 'fees', 'balance'] as const;

/** The new payments the restart would write, recomputed as the agent types (domain/loanReschedule.ts). */
export function LoanRestartPreview() {
  const loan = useLoanRecord();
  const labels = useLoanDialogLabels();
  const values = useWatch() as RestartValues;
  const lines = restartPreview(loan, values);
  const titleId = `restart-preview-${loan.id}`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" id={titleId}>
        {labels.text('restart.preview')}
      </Typography>
      {!lines ? (
        <Typography variant="body2" color="text.secondary">
          {labels.text('restart.previewEmpty')}
        </Typography>
      ) : (
        <>
          <Box sx={{ maxHeight: 280, overflow: 'auto' }}>
            <Table size="small" stickyHeader aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>{labels.text('columns.number')}</TableCell>
                  <TableCell>{labels.text('columns.date')}</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align="right">
                      {labels.text(`columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line, index) => (
                  <TableRow key={line.date}>
                    <TableCell>{index + 1}</TableCell>
                    <TableCell>{line.date}</TableCell>
                    {COLUMNS.map((column) => (
                      <TableCell key={column} align="right">
                        {formatCad(line[column])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {labels.text('restart.total', { amount: formatCad(lines.reduce((total, line) => total + line.amount, 0)) })}
          </Typography>
        </>
      )}
    </Box>
  );
}
