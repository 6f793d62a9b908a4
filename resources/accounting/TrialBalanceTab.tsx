import {
  Alert,
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TrialBalance } from '../../domain/accounting';
import { TRIAL_BALANCE_EXPORT_FORMATS } from '../../domain/booksExports';
import { isValidIsoDate } from '../../domain/calendarDates';
import { currentLanguage } from '../../providers/i18nProvider';
import { formatCad, formatDate } from '../../providers/formatters';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { DayField } from '../common/DayField';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { accountLedgerPath } from './accountingPaths';
import { ExportBooksButton } from './ExportBooksButton';

const MONEY = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const WORDS = messageGroup('resources.accounting.trialBalance');

/** Each account's balance at the end of a day (the business day first), its debits equal to its credits. */
export function TrialBalanceTab() {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const [typed, setTyped] = useState<string | null>(null);
  // A day still being typed asks nothing: the balance shown stays until the day is whole.
  const date = typed && isValidIsoDate(typed) ? typed : undefined;
  const { data, error } = useQuery({
    queryKey: ['accounting', 'trial-balance', date ?? 'today'],
    queryFn: () => dataProvider.trialBalance(date),
    placeholderData: (previous) => previous,
  });
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 2 }}>
        <DayField label={words('date')} value={typed ?? data?.date ?? ''} onChange={setTyped} sx={{ maxWidth: 240 }} />
        <Box sx={{ ml: 'auto' }}>
          <ExportBooksButton
            label={translate('resources.accounting.exports.button')}
            formats={TRIAL_BALANCE_EXPORT_FORMATS}
            download={(format) => dataProvider.trialBalanceExport(data?.date ?? date, format)}
            disabled={!data}
          />
        </Box>
      </Box>
      {error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : !data ? (
        <Loading />
      ) : (
        <TrialBalanceTable balance={data} words={words} />
      )}
    </Box>
  );
}

function TrialBalanceTable({
  balance,
  words,
}: {
  balance: TrialBalance;
  words: (key: string, params?: Record<string, unknown>) => string;
}) {
  const translate = useTranslate();
  const difference = balance.totalDebitCents - balance.totalCreditCents;
  const moved = balance.lines.some((line) => line.balanceCents !== 0);
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={words('tableLabel', { date: formatDate(balance.date) })}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{words('number')}</TableCell>
              <TableCell scope="col">{words('account')}</TableCell>
              <TableCell scope="col">{words('type')}</TableCell>
              <TableCell scope="col" sx={MONEY}>
                {words('debit')}
              </TableCell>
              <TableCell scope="col" sx={MONEY}>
                {words('credit')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {balance.lines.map((line) => (
              <TableRow key={line.accountId}>
                <TableCell>{line.number}</TableCell>
                <TableCell component="th" scope="row">
                  <LedgerLink accountId={line.accountId} date={balance.date} number={line.number}>
                    {currentLanguage === 'en' ? line.nameEn : line.nameFr}
                  </LedgerLink>
                </TableCell>
                <TableCell>{translate(`resources.accounting.accountTypes.${line.type}`)}</TableCell>
                <TableCell sx={MONEY}>{line.debitCents ? formatCad(line.debitCents) : ''}</TableCell>
                <TableCell sx={MONEY}>{line.creditCents ? formatCad(line.creditCents) : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter
            sx={{ '& .MuiTableCell-root': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' } }}
          >
            <TableRow>
              <TableCell component="th" scope="row" colSpan={3}>
                {words('total')}
              </TableCell>
              <TableCell sx={MONEY}>{formatCad(balance.totalDebitCents)}</TableCell>
              <TableCell sx={MONEY}>{formatCad(balance.totalCreditCents)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
        {!moved
          ? words('empty')
          : difference === 0
            ? words('balanced')
            : words('unbalanced', { difference: formatCad(Math.abs(difference)) })}
      </Typography>
    </>
  );
}

/** An account's name opens its ledger for the month that ends at the trial balance's day. */
function LedgerLink({
  accountId,
  date,
  number,
  children,
}: {
  accountId: number;
  date: string;
  number: string;
  children: string;
}) {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={accountLedgerPath(accountId, { from: `${date.slice(0, 8)}01`, to: date })}
      aria-label={translate('resources.accounting.trialBalance.openLedger', { account: `${number} ${children}` })}
    >
      {children}
    </Link>
  );
}
