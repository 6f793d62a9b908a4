import { Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { CONFIGURATION_TABS, CONFIGURATION_TAB_PATHS, type ConfigurationTab } from './configurationPaths';
import { LoanConfigurationTab } from './LoanConfigurationTab';

/** Spec §2: one configuration screen, its tabs loan, messages, portal, general and API keys. */
export function ConfigurationScreen({ tab }: { tab: ConfigurationTab }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.configuration.title" />
      <Tabs
        value={tab}
        aria-label={translate('resources.configuration.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {CONFIGURATION_TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`resources.configuration.tabs.${name}`)} component={Link} to={`/apps${CONFIGURATION_TAB_PATHS[name]}`} />
        ))}
      </Tabs>
      {tab === 'loan' ? (
        <LoanConfigurationTab />
      ) : (
        <CardContent>
          <Typography color="text.secondary">{translate('resources.configuration.comingSoon')}</Typography>
        </CardContent>
      )}
    </Card>
  );
}
