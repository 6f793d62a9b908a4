import { Alert, Box, Card, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { DASHBOARD_TABS, dashboardPath, type DashboardTab } from './dashboardPaths';
import { OperationsDashboard } from './OperationsDashboard';
import { PeriodPicker, type Period } from './PeriodPicker';
import { PortfolioDashboard } from './PortfolioDashboard';
import { useDashboardFigures } from './useDashboardFigures';

const isTab = (tab: string | undefined): tab is DashboardTab => DASHBOARD_TABS.includes(tab as DashboardTab);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Spec §2's dashboards: the portfolio (analytics) and the operations (project), over a period of
 * months kept in the address (?from=&to=), so that Back returns to the same figures.
 */
export function DashboardsScreen() {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const { tab } = useParams<{ tab: string }>();
  const [search, setSearch] = useSearchParams();
  // The period asked in the address, else the server's default (the six months up to its business day).
  const asked = (name: string) => (MONTH.test(search.get(name) ?? '') ? search.get(name)! : undefined);
  const figures = useDashboardFigures({ from: asked('from'), to: asked('to') });
  const shown: Period | undefined = figures.data && { from: figures.data.period.from, to: figures.data.period.to };
  if (!isTab(tab)) return <Navigate to={dashboardPath('analytics')} replace />;
  return (
    <Box sx={{ mt: 2 }}>
      <Card sx={{ mb: 2, px: 2, pt: 1.5 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Typography variant="h6" component="h1">
            {translate('resources.dashboards.title')}
          </Typography>
          {shown && (
            <PeriodPicker
              period={shown}
              onChange={(next) => setSearch({ from: next.from, to: next.to }, { replace: true })}
            />
          )}
        </Stack>
        <Tabs value={tab} aria-label={translate('resources.dashboards.title')}>
          {DASHBOARD_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={translate(`resources.dashboards.tabs.${name}`)}
              component={Link}
              to={`${dashboardPath(name)}?${search.toString()}`}
            />
          ))}
        </Tabs>
      </Card>
      {figures.isPending ? (
        <Loading />
      ) : figures.isError ? (
        <Alert severity="error">{errorText(figures.error)}</Alert>
      ) : tab === 'analytics' ? (
        <PortfolioDashboard figures={figures.data} />
      ) : (
        <OperationsDashboard figures={figures.data} />
      )}
    </Box>
  );
}
