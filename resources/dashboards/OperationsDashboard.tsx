import { Box, Grid, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardFigures } from '../../domain/dashboards';
import { formatCad } from '../../providers/formatters';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { filteredList } from './dashboardPaths';
import { ChartPanel } from './ChartPanel';
import { FigureCard } from './FigureCard';
import { formatCount, formatShare } from './formats';

const REQUESTS = '/apps/requests/all';
const DEPOSITS = '/apps/deposits/all';

/** /apps/dashboards/project: the requests coming in and how many become loans, the money waiting to go out. */
export function OperationsDashboard({ figures }: { figures: DashboardFigures }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const statusWords = messageGroup('resources.requests.status');
  const funnel = figures.requests.byStatus.map((row) => ({
    ...row,
    label: translate(memberKey(statusWords, row.status as never), { _: row.status }),
  }));
  const { waiting, failed } = figures.deposits;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FigureCard
          title={translate('resources.dashboards.approvalRate')}
          value={formatShare(figures.requests.approvalRate)}
          help={translate('resources.dashboards.approvalHelp', {
            approved: formatCount(figures.requests.approved),
            decided: formatCount(figures.requests.approved + figures.requests.denied),
          })}
          to={REQUESTS}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FigureCard
          title={translate('resources.dashboards.depositsWaiting')}
          value={formatCount(waiting.count)}
          help={translate('resources.dashboards.depositsHelp', {
            count: formatCount(waiting.count),
            amount: formatCad(waiting.amount),
          })}
          to={filteredList(DEPOSITS, { status: 'WAITING' })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FigureCard
          title={translate('resources.dashboards.depositsFailed')}
          value={formatCount(failed.count)}
          help={translate('resources.dashboards.depositsHelp', {
            count: formatCount(failed.count),
            amount: formatCad(failed.amount),
          })}
          to={filteredList(DEPOSITS, { status: 'ERROR' })}
        />
      </Grid>
      <Grid size={12}>
        <ChartPanel
          title={translate('resources.dashboards.funnel')}
          rows={funnel}
          rowHeader={{
            label: translate('resources.dashboards.status'),
            value: (step) => (
              <Link component={RouterLink} to={filteredList(REQUESTS, { status: step.status })}>
                {step.label}
              </Link>
            ),
          }}
          columns={[{ label: translate('resources.dashboards.requests'), value: (step) => formatCount(step.count) }]}
        >
          {funnel.length === 0 ? (
            <Typography color="text.secondary">{translate('resources.dashboards.none')}</Typography>
          ) : (
            <Box sx={{ height: Math.max(160, funnel.length * 34) }} data-testid="requests-funnel">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={funnel} layout="vertical" margin={{ left: 24 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} />
                  <YAxis type="category" dataKey="label" width={220} />
                  <Tooltip formatter={(value) => formatCount(Number(value))} />
                  <Bar
                    dataKey="count"
                    fill="#1976d2"
                    cursor="pointer"
                    onClick={(entry) => {
                      const status = (entry as unknown as { status?: string }).status;
                      if (status) navigate(filteredList(REQUESTS, { status }));
                    }}
                  />
                </BarChart>
              </ResponsiveContainer>
            </Box>
          )}
        </ChartPanel>
      </Grid>
    </Grid>
  );
}
