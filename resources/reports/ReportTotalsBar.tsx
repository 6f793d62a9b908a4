import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import type { ReportName } from '../../domain/reports';
import { formatCad } from '../../providers/formatters';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** Under a dated report: the days read, its rows and amount over the whole filter, and per provider. */
export function ReportTotalsBar({ name }: { name: ReportName }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { filterValues } = useListContext();
  const totals = useQuery({
    queryKey: ['reports', name, 'totals', filterValues],
    queryFn: () => dataProvider.reportTotals(name, { filter: filterValues }),
    retry: false,
  });
  if (!totals.data) return null;
  const { range, rows, amount, byProvider } = totals.data;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: { xs: 0.5, sm: 3 }, px: 2, py: 1.5, flexWrap: 'wrap' }}
      data-testid="report-totals"
    >
      <Typography variant="body2" color="text.secondary">
        {range.from} → {range.to}
      </Typography>
      <Typography variant="body2">{translate('resources.reports.totals.rows', { smart_count: rows })}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate('resources.reports.totals.amount', { amount: formatCad(amount) })}
      </Typography>
      {byProvider.map((row) => (
        <Typography key={row.provider} variant="body2" color="text.secondary">
          {translate('resources.reports.totals.byProvider', {
            provider: translate(memberKey(messageGroup('resources.loans.provider'), row.provider)),
            amount: formatCad(row.amount),
            rows: row.rows,
          })}
        </Typography>
      ))}
    </Stack>
  );
}
