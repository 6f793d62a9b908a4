import { Alert, Box, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, Loading } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AccountLedgerLineRecord, AccountRecord } from '../../domain/accounting';
import { LEDGER_EXPORT_FORMATS } from '../../domain/booksExports';
import type { BooksPeriod } from '../../providers/accountingActions';
import { formatCad, formatDate } from '../../providers/formatters';
import { memberKey, messageGroup, messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { ONE_LINE, RecordTable } from '../common/dataTable/RecordTable';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { loanPath } from '../loans/loanPaths';
import { accountName } from './accountName';
import { journalKindKey } from './journalKindLabel';
import { LEDGER_PARAMS } from './accountingPaths';
import { ExportBooksButton } from './ExportBooksButton';
import { LedgerFilters, type LedgerPeriodChoice } from './LedgerFilters';
import { LedgerSummary, useSidedBalance } from './LedgerSummary';

const FIELDS = messageGroup('resources.accounting.ledger.fields');
const SOURCES = messageGroup('resources.accounting.sources');

/** The ledger opens on the loans receivable, the account a lender reads most. */
const defaultAccount = (accounts: AccountRecord[]) =>
  accounts.find((account) => account.role === 'LOANS_RECEIVABLE') ?? accounts[0];

/**
 * One account's general ledger for a period (the month to date unless chosen): its opening and
 * closing balances, and each line with the balance once it counts, linked to its loan. The choices
 * live in the URL, so a trial balance's row opens its account's ledger.
 */
export function AccountLedgerTab() {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const errorText = useApiErrorText();
  const [search, setSearch] = useSearchParams();
  const { data: accounts } = useQuery({
    queryKey: ['accounting', 'accounts'],
    queryFn: () => dataProvider.accounts(),
    staleTime: 60_000,
  });
  const asked = Number(search.get(LEDGER_PARAMS.account));
  const accountId = asked > 0 ? asked : accounts?.length ? defaultAccount(accounts).id : null;
  const period: BooksPeriod = {
    from: search.get(LEDGER_PARAMS.from) ?? undefined,
    to: search.get(LEDGER_PARAMS.to) ?? undefined,
  };
  const summary = useQuery({
    queryKey: ['accounting', 'ledger-summary', accountId, period.from ?? '', period.to ?? ''],
    queryFn: () => dataProvider.accountLedgerSummary(accountId!, period),
    enabled: accountId !== null,
  });
  const choose = (changes: Partial<Record<keyof typeof LEDGER_PARAMS, string | undefined>>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  if (!accounts) return <Loading />;
  const shown: LedgerPeriodChoice = {
    from: period.from ?? summary.data?.from,
    to: period.to ?? summary.data?.to,
  };
  return (
    <Box sx={{ p: 2 }}>
      <LedgerFilters
        accounts={accounts}
        accountId={accountId}
        period={shown}
        onAccount={(id) => choose({ account: String(id) })}
        onPeriod={(next) => choose(next)}
        actions={
          accountId !== null && (
            <ExportBooksButton
              label={translate('resources.accounting.exports.button')}
              formats={LEDGER_EXPORT_FORMATS}
              download={(format) => dataProvider.accountLedgerExport(accountId, period, format)}
            />
          )
        }
      />
      {accountId === null ? (
        <Typography color="text.secondary">{translate('resources.accounting.ledger.chooseAccount')}</Typography>
      ) : summary.error ? (
        <Alert severity="error">{errorText(summary.error)}</Alert>
      ) : (
        <>
          {summary.data && <LedgerSummary summary={summary.data} />}
          <LedgerLines
            key={accountId}
            accountId={accountId}
            period={period}
            label={translate('resources.accounting.ledger.tableLabel', {
              account: summary.data ? accountName(summary.data.account) : '',
              from: formatDate(shown.from ?? null),
              to: formatDate(shown.to ?? null),
            })}
          />
        </>
      )}
    </Box>
  );
}

/** The account's lines in the period, oldest first, 50 a page. */
function LedgerLines({ accountId, period, label }: { accountId: number; period: BooksPeriod; label: string }) {
  const translate = useTranslate();
  const sided = useSidedBalance();
  // Eight columns fit from 1,200 px; narrower, a day of effect other than the entry's goes under it.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const money = (cents: number) => (cents ? formatCad(cents) : '');
  const filter = Object.fromEntries(Object.entries(period).filter(([, day]) => day));
  return (
    <List<AccountLedgerLineRecord>
      resource={`accounting/accounts/${accountId}/ledger`}
      title={false}
      filter={filter}
      sort={{ field: 'date', order: 'ASC' }}
      perPage={50}
      exporter={false}
      actions={false}
      empty={false}
      disableSyncWithLocation
      storeKey={false}
      // Its resource is named by the account (a path under it): the tab's route already asked for
      // `view accounting` (routes.tsx), and the server asks again on every page.
      disableAuthentication
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <RecordTable label={label} emptyLabel={messageKey('resources.accounting.ledger.empty')} rowClick={false}>
        <DataTable.Col
          source="date"
          label={memberKey(FIELDS, 'date')}
          cellSx={ONE_LINE}
          render={(line: AccountLedgerLineRecord) => (
            <>
              {formatDate(line.date)}
              {!wide && line.effectiveDate !== line.date && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {translate('resources.accounting.ledger.effectiveOn', { date: formatDate(line.effectiveDate) })}
                </Typography>
              )}
            </>
          )}
        />
        {wide && (
          <DataTable.Col
            source="effectiveDate"
            label={memberKey(FIELDS, 'effectiveDate')}
            disableSort
            cellSx={ONE_LINE}
            render={(line: AccountLedgerLineRecord) => formatDate(line.effectiveDate)}
          />
        )}
        <DataTable.Col source="entryId" label={memberKey(FIELDS, 'entryId')} disableSort />
        <DataTable.Col
          source="kind"
          label={memberKey(FIELDS, 'kind')}
          disableSort
          render={(line: AccountLedgerLineRecord) => (
            <>
              {translate(journalKindKey(line.kind))}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {translate(memberKey(SOURCES, line.source), { _: line.source })}
              </Typography>
            </>
          )}
        />
        <DataTable.Col
          source="loanId"
          label={memberKey(FIELDS, 'loanId')}
          disableSort
          cellSx={ONE_LINE}
          render={(line: AccountLedgerLineRecord) =>
            line.loanId ? (
              <Link component={RouterLink} to={loanPath(line.loanId)}>
                {translate('resources.accounting.ledger.loan', { id: line.loanId })}
              </Link>
            ) : null
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
            render={(line: AccountLedgerLineRecord) => money(line[`${side}Cents`])}
          />
        ))}
        <DataTable.Col
          source="balanceCents"
          label={memberKey(FIELDS, 'balance')}
          disableSort
          align="right"
          cellSx={ONE_LINE}
          render={(line: AccountLedgerLineRecord) => sided(line.balanceCents)}
        />
      </RecordTable>
    </List>
  );
}
