import { useQuery } from '@tanstack/react-query';
import { DataTable, List, NumberInput, SelectInput, TopToolbar, useListContext } from 'react-admin';
import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { JOURNAL_KINDS, JOURNAL_SOURCES, type JournalLineRecord } from '../../domain/accounting';
import { JOURNAL_EXPORT_FORMATS } from '../../domain/booksExports';
import { formatCad, formatDate } from '../../providers/formatters';
import { memberKey, messageGroup, messageKey, useTranslate } from '../../providers/translation';
import { LocalizedDateInput } from '../common/LocalizedDateInput';
import { ONE_LINE, RecordTable } from '../common/dataTable/RecordTable';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { loanPath } from '../loans/loanPaths';
import { accountName } from './accountName';
import { ExportBooksButton } from './ExportBooksButton';
import { journalKindKey } from './journalKindLabel';

const FIELDS = messageGroup('resources.accounting/journal.fields');
const SOURCES = messageGroup('resources.accounting.sources');
/** An account's number and name wrap on two lines at most, not five, on a narrow screen. */
const ACCOUNT_CELL = () => ({ minWidth: 220 });

/** The journal's lines, newest first: each entry's accounts, debits and credits, from the loan that caused it. */
export function JournalTab() {
  const translate = useTranslate();
  const filters = useJournalFilters();
  const money = (cents: number) => (cents ? formatCad(cents) : '');
  return (
    <List<JournalLineRecord>
      resource="accounting/journal"
      title={false}
      filters={filters}
      actions={
        <TopToolbar>
          <ExportJournalButton />
        </TopToolbar>
      }
      sort={{ field: 'date', order: 'DESC' }}
      perPage={50}
      exporter={false}
      empty={false}
      disableSyncWithLocation
      storeKey="accounting.journal"
      sx={{ px: 2, '& .RaList-main': { mt: 0 } }}
    >
      <RecordTable
        label={translate('resources.accounting/journal.name', { smart_count: 2 })}
        emptyLabel={messageKey('resources.accounting/journal.empty')}
        rowClick={false}
      >
        <DataTable.Col
          source="date"
          label={memberKey(FIELDS, 'date')}
          cellSx={ONE_LINE}
          render={(line: JournalLineRecord) => formatDate(line.date)}
        />
        <DataTable.Col source="entryId" label={memberKey(FIELDS, 'entryId')} disableSort />
        <DataTable.Col
          source="kind"
          label={memberKey(FIELDS, 'kind')}
          disableSort
          render={(line: JournalLineRecord) => (
            <>
              {translate(journalKindKey(line.kind))}
              {/* Who recorded it, or the system's own jobs: an auditor's first question. */}
              <Typography variant="body2" color="text.secondary">
                {line.actorName
                  ? translate('resources.accounting/journal.by', { name: line.actorName })
                  : translate('resources.accounting/journal.bySystem')}
              </Typography>
            </>
          )}
        />
        <DataTable.Col
          source="loanId"
          label={memberKey(FIELDS, 'loanId')}
          disableSort
          cellSx={ONE_LINE}
          render={(line: JournalLineRecord) =>
            line.loanId ? (
              <Link component={RouterLink} to={loanPath(line.loanId)}>
                {translate('resources.accounting/journal.loan', { id: line.loanId })}
              </Link>
            ) : null
          }
        />
        <DataTable.Col
          source="accountNumber"
          label={memberKey(FIELDS, 'account')}
          disableSort
          cellSx={ACCOUNT_CELL}
          render={(line: JournalLineRecord) =>
            accountName({ number: line.accountNumber, nameFr: line.accountNameFr, nameEn: line.accountNameEn })
          }
        />
        {(['debit', 'credit'] as const).map((side) => (
          <DataTable.Col
            key={side}
            source={`${side}Cents`}
            label={memberKey(FIELDS, side)}
            disableSort
            align="right"
            cellSx={ONE_LINE}
            render={(line: JournalLineRecord) => money(line[`${side}Cents`])}
          />
        ))}
      </RecordTable>
    </List>
  );
}

/** The journal's filters: a period, an account of the chart, a kind of operation, its source, a loan. */
function useJournalFilters() {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data: accounts = [] } = useQuery({
    queryKey: ['accounting', 'accounts'],
    queryFn: () => dataProvider.accounts(),
    staleTime: 60_000,
  });
  const accountChoices = accounts.map((account) => ({ id: account.id, name: accountName(account) }));
  const kindChoices = JOURNAL_KINDS.map((kind) => ({ id: kind, name: translate(journalKindKey(kind)) }));
  const sourceChoices = JOURNAL_SOURCES.map((source) => ({ id: source, name: translate(memberKey(SOURCES, source)) }));
  return [
    <LocalizedDateInput key="from" source="from" label={memberKey(FIELDS, 'from')} alwaysOn helperText={false} />,
    <LocalizedDateInput key="to" source="to" label={memberKey(FIELDS, 'to')} alwaysOn helperText={false} />,
    <SelectInput
      key="accountId"
      source="accountId"
      label={memberKey(FIELDS, 'accountId')}
      alwaysOn
      choices={accountChoices}
    />,
    <SelectInput key="kind" source="kind" label={memberKey(FIELDS, 'kind')} alwaysOn choices={kindChoices} />,
    <SelectInput key="source" source="source" label={memberKey(FIELDS, 'source')} alwaysOn choices={sourceChoices} />,
    <NumberInput key="loanId" source="loanId" label={memberKey(FIELDS, 'loanId')} alwaysOn min={1} />,
  ];
}

/**
 * The journal of the filtered period (the month to date when none) for the accountant: whole entries,
 * so the other filters (an account, a kind, a loan) are not applied to the file.
 */
function ExportJournalButton() {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { filterValues } = useListContext();
  const period = { from: filterValues.from as string | undefined, to: filterValues.to as string | undefined };
  return (
    <ExportBooksButton
      label={translate('resources.accounting.exports.journalButton')}
      formats={JOURNAL_EXPORT_FORMATS}
      download={(format) => dataProvider.journalExport(period, format)}
    />
  );
}
