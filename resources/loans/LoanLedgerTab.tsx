import { Box } from '@mui/material';
import { useTranslate, keysIn, messageKey } from '../../providers/translation';
import { formatCad } from '../../providers/formatters';
import type { LedgerEntryRecord } from '../../providers/loanWire';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { SIDEWAYS_SCROLL } from './sidewaysScroll';
import { useLoanRecord } from './useLoan';

const label = keysIn('resources.loans.ledger');

/**
 * The ledger the loan's figures are the sum of (ARCHITECTURE.md): every money event, corrections
 * included, read as a bank statement — in date order, with what was owed after each entry.
 */
export function LoanLedgerTab() {
  const loan = useLoanRecord();
  const translate = useTranslate();
  const money = (
    name: 'capital' | 'interest' | 'fees' | 'total' | 'balanceAfter',
  ): DataTableColumn<LedgerEntryRecord> => ({
    field: name,
    label: label(name),
    text: (entry) => formatCad(entry[name]),
  });
  const columns: DataTableColumn<LedgerEntryRecord>[] = [
    { field: 'date', label: label('date'), noWrap: true },
    { field: 'kind', label: label('kind'), text: (entry) => translate(`resources.loans.ledgerKind.${entry.kind}`) },
    money('capital'),
    money('interest'),
    money('fees'),
    money('total'),
    money('balanceAfter'),
    { field: 'reversed', label: label('reversed'), text: (entry) => translate(`ra.boolean.${entry.reversed}`) },
    { field: 'note', label: label('note'), text: (entry) => entry.note ?? '' },
  ];
  return (
    <Box sx={{ p: 2, ...SIDEWAYS_SCROLL }} data-testid="loan-ledger">
      <FilterableDataTable
        label={messageKey('resources.loans.tabs.ledger')}
        rows={loan.ledger}
        columns={columns}
        rowKey={(entry) => entry.id}
        emptyLabel={label('empty')}
      />
    </Box>
  );
}
