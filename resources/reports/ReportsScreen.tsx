import { Box, Card, Tab, Tabs } from '@mui/material';
import { Navigate, Link, useParams } from 'react-router-dom';
import { Loading, useCanAccessResources } from 'react-admin';
import { REPORTS, type ReportName } from '../../domain/reports';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { reportPath } from './reportPaths';
import { ReportList } from './ReportList';

const isReport = (tab: string | undefined): tab is ReportName => REPORTS.includes(tab as ReportName);

/**
 * Spec §2's reports screen: one tab per report the user may execute (spec §6's four permissions),
 * /apps/reports/<tab>; a tab they may not open sends them to the first they may.
 */
export function ReportsScreen() {
  const translate = useTranslate();
  const { tab } = useParams<{ tab: string }>();
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: REPORTS.map((name) => `reports/${name}`),
  });
  if (isPending || !canAccess) return <Loading />;
  const allowed = REPORTS.filter((name) => canAccess[`reports/${name}`]);
  if (!isReport(tab) || !allowed.includes(tab))
    return <Navigate to={allowed.length > 0 ? reportPath(allowed[0]) : '/apps/access-denied'} replace />;
  return (
    <Box sx={{ mt: 2 }} className="report-screen">
      <Card sx={{ mb: 1, '@media print': { display: 'none' } }}>
        <Tabs
          value={tab}
          aria-label={translate('resources.reports.title')}
          variant="scrollable"
          allowScrollButtonsMobile
          // Words as written and snug tabs: at 1,280 px every report's tab is in sight, none behind an arrow.
          sx={{ '& .MuiTab-root': { textTransform: 'none', minWidth: 0, px: 1 } }}
        >
          {allowed.map((name) => (
            <Tab
              key={name}
              value={name}
              label={translate(memberKey(messageGroup('resources.reports.tabs'), name))}
              component={Link}
              to={reportPath(name)}
            />
          ))}
        </Tabs>
      </Card>
      <ReportList key={tab} name={tab} />
    </Box>
  );
}
