import { Box, Grid, Link as MuiLink, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardFigures } from '../../domain/dashboards';
import { formatCad } from '../../providers/formatters';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { AGREEMENTS_HOME } from '../agreements/agreementPaths';
import { COLLECTIONS_HOME } from '../collections/collectionPaths';
import { reportPath } from '../reports/reportPaths';
import { filteredList } from './dashboardPaths';
import { ChartPanel } from './ChartPanel';
import { FigureCard, Panel } from './FigureCard';
import { formatAxisMoney, formatCount, formatMonth, formatShare } from './formats';

const LENT = '#1976d2';
const COLLECTED = '#2e7d32';
const BALANCE = '#ed6c02';

/** /apps/dashboards/analytics: what the portfolio owes, how much of it is late, how it pays. */
export function PortfolioDashboard({ figures }: { figures: DashboardFigures }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const activeLoans = filteredList('/apps/loans', { status: 'ACTIVE' });
  const months = figures.months.map((month) => ({ ...month, label: formatMonth(month.month) }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard
          title={translate('resources.dashboards.outstanding')}
          value={formatCad(figures.outstanding)}
          to={activeLoans}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard
          title={translate('resources.dashboards.activeLoans')}
          value={formatCount(figures.loans.active)}
          to={activeLoans}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard
          title={translate('resources.dashboards.inCollections')}
          value={formatCount(figures.loans.inCollections)}
          to={COLLECTIONS_HOME}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard
          title={translate('resources.dashboards.inAgreement')}
          value={formatCount(figures.loans.inAgreement)}
          to={AGREEMENTS_HOME}
        />
      </Grid>
      {figures.atRisk.map((par) => (
        <Grid key={par.days} size={{ xs: 6, lg: 3 }}>
          <FigureCard
            title={translate('resources.dashboards.parLabel', { days: par.days })}
            value={formatShare(par.ratio)}
            help={translate('resources.dashboards.parHelp', {
              loans: formatCount(par.loans),
              balance: formatCad(par.balance),
            })}
            to={COLLECTIONS_HOME}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 8 }}>
        <ChartPanel
          title={translate('resources.dashboards.lentCollected')}
          rows={months}
          rowHeader={{
            label: translate('resources.dashboards.month'),
            value: (month) => (
              <MuiLink component={Link} to={reportPath('monthly')}>
                {month.label}
              </MuiLink>
            ),
          }}
          columns={[
            { label: translate('resources.dashboards.lent'), value: (month) => formatCad(month.lent) },
            { label: translate('resources.dashboards.collected'), value: (month) => formatCad(month.collected) },
            { label: translate('resources.dashboards.balance'), value: (month) => formatCad(month.balance) },
          ]}
        >
          {months.length === 0 ? (
            <Typography color="text.secondary">{translate('resources.dashboards.none')}</Typography>
          ) : (
            <Box sx={{ height: 300 }} data-testid="lent-collected-chart">
              <ResponsiveContainer width="100%" height="100%">
                <ComposedChart
                  data={months}
                  accessibilityLayer={false}
                  onClick={(state) => {
                    // A month opens the monthly amounts of its year.
                    if (state?.activeLabel) navigate(reportPath('monthly'));
                  }}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" />
                  <YAxis tickFormatter={formatAxisMoney} width={72} />
                  <Tooltip formatter={(value) => formatCad(Number(value))} />
                  <Legend />
                  <Bar dataKey="lent" name={translate('resources.dashboards.lent')} fill={LENT} cursor="pointer" />
                  <Bar
                    dataKey="collected"
                    name={translate('resources.dashboards.collected')}
                    fill={COLLECTED}
                    cursor="pointer"
                  />
                  <Line
                    dataKey="balance"
                    name={translate('resources.dashboards.balance')}
                    stroke={BALANCE}
                    dot={false}
                  />
                </ComposedChart>
              </ResponsiveContainer>
            </Box>
          )}
        </ChartPanel>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <FigureCard
          title={translate('resources.dashboards.nsfRate')}
          value={formatShare(figures.debits.rate)}
          help={translate('resources.dashboards.nsfHelp', {
            returned: formatCount(figures.debits.returned),
            presented: formatCount(figures.debits.presented),
          })}
          to={reportPath('rejections')}
          fill={false}
        />
        <Box sx={{ mt: 2 }}>
          <Panel title={translate('resources.dashboards.returnReasons')}>
            {figures.debits.reasons.length === 0 ? (
              <Typography color="text.secondary">{translate('resources.dashboards.none')}</Typography>
            ) : (
              <List dense disablePadding>
                {figures.debits.reasons.map((reason) => (
                  <ListItem key={reason.code} disablePadding>
                    <ListItemButton component={Link} to={reportPath('rejections')}>
                      <ListItemText
                        primary={translate(memberKey(messageGroup('resources.deposits.returnCodes'), reason.code), {
                          _: reason.code,
                        })}
                      />
                      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatCount(reason.count)}</Typography>
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Panel>
        </Box>
      </Grid>
    </Grid>
  );
}
