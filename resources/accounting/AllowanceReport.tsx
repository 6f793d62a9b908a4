import { Box, Button, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { PeriodRecord } from '../../domain/accountingPeriods';
import { currentLanguage } from '../../providers/i18nProvider';
import { formatCad, formatDate, formatDateTime } from '../../providers/formatters';
import { memberKey, messageGroup, messageKey, useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useMonthAction } from './useMonthAction';

const WORDS = messageGroup('resources.allowance');
const MONEY = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** A basis-point rate as a percentage in the reader's language ("2 %", "2%"). */
const percentOf = (rateBp: number) =>
  new Intl.NumberFormat(currentLanguage === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rateBp / 10_000);

/** The month's allowance for credit losses: the portfolio by collection degree, its rates and allowance; computed here. */
export function AllowanceReport({ month, canCompute }: { month: PeriodRecord; canCompute: boolean }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data: run } = useQuery({
    queryKey: ['accounting', 'allowance', month.id],
    queryFn: () => dataProvider.allowanceRun(month.id),
  });
  const compute = useMonthAction(
    () => dataProvider.computeAllowance(month.id),
    translate(messageKey('resources.allowance.computed')),
    () => undefined,
  );
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  const monthOver = month.checklist.find((check) => check.check === 'MONTH_OVER')?.passed ?? true;
  return (
    <Box component="section" aria-labelledby="allowance-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" id="allowance-title">
          {words('title')}
        </Typography>
        {canCompute && (
          <Button
            sx={{ ml: 'auto' }}
            variant="outlined"
            disabled={!monthOver || compute.isPending}
            onClick={() => compute.mutate(undefined)}
          >
            {run ? words('recompute') : words('compute')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {words('help')}
      </Typography>
      {!run ? (
        <Typography>{words('never')}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {words('asOf', {
              day: formatDate(run.asOf),
              at: formatDateTime(run.computedAt),
              name: run.computedByName ?? '',
            })}{' '}
            {words('change', { amount: formatCad(run.changeCents) })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={words('tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{words('bucket')}</TableCell>
                  <TableCell scope="col" sx={MONEY}>
                    {words('loans')}
                  </TableCell>
                  <TableCell scope="col" sx={MONEY}>
                    {words('owed')}
                  </TableCell>
                  <TableCell scope="col" sx={MONEY}>
                    {words('rate')}
                  </TableCell>
                  <TableCell scope="col" sx={MONEY}>
                    {words('amount')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {run.lines.map((line) => (
                  <TableRow key={line.bucket}>
                    <TableCell component="th" scope="row">
                      {currentLanguage === 'fr' ? line.nameFr : line.nameEn}
                    </TableCell>
                    <TableCell sx={MONEY}>{line.loans}</TableCell>
                    <TableCell sx={MONEY}>{formatCad(line.owedCents)}</TableCell>
                    <TableCell sx={MONEY}>{percentOf(line.rateBp)}</TableCell>
                    <TableCell sx={MONEY}>{formatCad(line.allowanceCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {words('total')}
                  </TableCell>
                  <TableCell sx={MONEY}>{run.lines.reduce((sum, line) => sum + line.loans, 0)}</TableCell>
                  <TableCell sx={MONEY}>{formatCad(run.owedCents)}</TableCell>
                  <TableCell />
                  <TableCell sx={MONEY}>{formatCad(run.allowanceCents)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
