import { useState } from 'react';
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate, keysIn } from '../../providers/translation';
import type { FeeHistoryRow, LoanConfigurationRecord } from '../../domain/loanConfigurationRules';
import { formatCad } from '../../providers/formatters';
import { AddFeeDialog } from './AddFeeDialog';

const t = keysIn('resources.configuration.fees');

/** Whether a value is charged today, comes later, or was replaced by a later one. */
const statusOf = (fee: FeeHistoryRow, today: string) =>
  fee.inForce ? 'inForce' : fee.effectiveDate > today ? 'upcoming' : 'replaced';

interface Props {
  record: LoanConfigurationRecord;
  readOnly: boolean;
  onAdded: (record: LoanConfigurationRecord) => void;
}

/** Every value each fee has had, newest first, the one charged today marked; administrators add future values. */
export function FeeHistory({ record, readOnly, onAdded }: Props) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const titleId = 'loan-fee-history-title';
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id={titleId}>
          {translate(t('title'))}
        </Typography>
        {!readOnly && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate(t('add'))}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(t('help'))}
      </Typography>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('columns.kind'))}</TableCell>
            <TableCell align="right">{translate(t('columns.amount'))}</TableCell>
            <TableCell>{translate(t('columns.effectiveDate'))}</TableCell>
            <TableCell>{translate(t('columns.status'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.fees.map((fee) => {
            const status = statusOf(fee, record.today);
            return (
              <TableRow key={fee.id} selected={fee.inForce}>
                <TableCell>{translate(t(`kind.${fee.kind}`))}</TableCell>
                <TableCell align="right">{formatCad(fee.amount)}</TableCell>
                <TableCell>{fee.effectiveDate}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={translate(t(`status.${status}`))}
                    color={status === 'inForce' ? 'success' : status === 'upcoming' ? 'info' : 'default'}
                    variant={status === 'inForce' ? 'filled' : 'outlined'}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {adding && <AddFeeDialog today={record.today} onClose={() => setAdding(false)} onAdded={onAdded} />}
    </Box>
  );
}
