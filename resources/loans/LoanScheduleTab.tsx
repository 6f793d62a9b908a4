import { useState } from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useTranslate, keysIn, messageKey } from '../../providers/translation';
import { formatCad } from '../../providers/formatters';
import type { PaymentLineRecord } from '../../providers/loanWire';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { PaymentLineStatusChip } from './LoanStatusChip';
import { SIDEWAYS_SCROLL } from './sidewaysScroll';
import { useLoanRecord } from './useLoan';

const label = keysIn('resources.loans.schedule');

/**
 * Spec §3's payment lines: the schedule as it stands (collected, returned or still to come),
 * numbered 1…n in date order. What deferrals and restarts left behind is folded away, and shows no
 * amounts when unfolded: those lines no longer mean anything owed.
 */
export function LoanScheduleTab() {
  const loan = useLoanRecord();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [showHistory, setShowHistory] = useState(false);
  const historyCount = loan.payments.filter((line) => line.history).length;
  const rows = showHistory ? loan.payments : loan.payments.filter((line) => !line.history);
  const money = (
    name: 'amount' | 'interest' | 'capital' | 'membershipFee' | 'fees' | 'balance',
  ): DataTableColumn<PaymentLineRecord> => ({
    field: name,
    label: label(name),
    text: (line) => (line.history ? '—' : formatCad(line[name])),
  });
  // The status first: a returned payment must not read as paid because its chip is out of sight.
  const columns: DataTableColumn<PaymentLineRecord>[] = [
    {
      field: 'status',
      label: label('status'),
      text: (line) => translate(`resources.loans.lineStatus.${line.status}`),
      render: (line) => <PaymentLineStatusChip status={line.status} debit={line.debit} />,
    },
    { field: 'number', label: label('number'), text: (line) => line.position ?? '' },
    { field: 'date', label: label('date'), noWrap: true },
    money('amount'),
    money('interest'),
    money('capital'),
    money('membershipFee'),
    money('fees'),
    money('balance'),
    {
      field: 'description',
      label: label('description'),
      text: (line) => (locale === 'en' ? line.descriptionEN : line.descriptionFR),
    },
  ];
  return (
    <Box sx={{ p: 2, ...SIDEWAYS_SCROLL }} data-testid="loan-schedule">
      {historyCount > 0 && (
        <FormControlLabel
          control={<Switch checked={showHistory} onChange={(event) => setShowHistory(event.target.checked)} />}
          label={translate('resources.loans.schedule.showHistory', { smart_count: historyCount })}
        />
      )}
      <FilterableDataTable
        label={messageKey('resources.loans.tabs.schedule')}
        rows={rows}
        columns={columns}
        rowKey={(line) => line.id}
        emptyLabel={label('empty')}
      />
    </Box>
  );
}
