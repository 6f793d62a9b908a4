import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, keysIn } from '../../providers/translation';
import { CRIMINAL_RATE_CAP_PERCENT } from '../../domain/annualPercentageRate';
import type { LoanPreview } from '../../domain/loanPreview';
import { formatCad } from '../../providers/formatters';
import { LabelledValues } from '../common/LabelledValues';
import { formatPercent, formatRate } from './loanFormat';

interface Props {
  preview: LoanPreview | null;
  annualInterestRate: number;
}

const label = keysIn('resources.loans.preview');
const column = keysIn('resources.loans.schedule');

/**
 * The schedule as the agent types, computed in the browser by the server's own domain code: its
 * APR, the interest and the whole cost of credit, and a plain refusal above the Criminal Code's cap.
 */
export function LoanPreviewPanel({ preview, annualInterestRate }: Props) {
  const translate = useTranslate();
  if (!preview)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate(label('unavailable'))}
      </Typography>
    );
  const totalPaid = preview.payments.reduce((sum, line) => sum + line.amount, 0);
  return (
    <Box data-testid="loan-preview">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate(label('title'))}
      </Typography>
      {preview.exceedsRateCap && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="rate-cap-warning">
          {translate('errors.RATE_CAP_EXCEEDED', { apr: formatRate(preview.apr), cap: CRIMINAL_RATE_CAP_PERCENT })}
        </Alert>
      )}
      <LabelledValues
        items={[
          { label: label('apr'), value: formatPercent(preview.apr) },
          { label: label('annualInterestRate'), value: formatPercent(annualInterestRate) },
          { label: label('payment'), value: formatCad(preview.payments[0]?.amount) },
          { label: label('totalInterest'), value: formatCad(preview.totalInterest) },
          { label: label('totalCost'), value: formatCad(preview.totalCost) },
          { label: label('totalPaid'), value: formatCad(totalPaid) },
        ]}
      />
      <Box sx={{ maxHeight: 280, overflow: 'auto', mt: 2 }}>
        <Table size="small" stickyHeader aria-label={translate(label('title'))}>
          <TableHead>
            <TableRow>
              {(['number', 'date', 'amount', 'interest', 'capital', 'membershipFee', 'balance'] as const).map(
                (name) => (
                  <TableCell key={name}>{translate(column(name))}</TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.payments.map((line) => (
              <TableRow key={line.number}>
                <TableCell>{line.number}</TableCell>
                <TableCell>{line.date}</TableCell>
                <TableCell>{formatCad(line.amount)}</TableCell>
                <TableCell>{formatCad(line.interest)}</TableCell>
                <TableCell>{formatCad(line.capital)}</TableCell>
                <TableCell>{formatCad(line.membershipFee)}</TableCell>
                <TableCell>{formatCad(line.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
