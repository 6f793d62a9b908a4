import { Card, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { ApiKeysTab } from '../apiKeys/ApiKeysTab';
import { MessagesConfigurationTab } from '../messageTemplates/MessagesConfigurationTab';
import { CONFIGURATION_TABS, CONFIGURATION_TAB_PATHS, type ConfigurationTab } from './configurationPaths';
import { GeneralSettingsTab } from './GeneralSettingsTab';
import { LoanConfigurationTab } from './LoanConfigurationTab';
import { PortalConfigurationTab } from './PortalConfigurationTab';
import { withScreenWords } from '../../providers/screenWords';

// Four eyes' words come with its tab (an administrator's, seldom opened).
const ControlsTab = lazy(
  withScreenWords('controls', () => import('../controls/ControlsTab').then((m) => ({ default: m.ControlsTab }))),
);

// The chart of accounts comes with the books' words.
const ChartOfAccountsTab = lazy(
  withScreenWords('books', () =>
    import('../accounting/ChartOfAccountsTab').then((m) => ({ default: m.ChartOfAccountsTab })),
  ),
);

const TAB_CONTENTS: Record<ConfigurationTab, ComponentType> = {
  loan: LoanConfigurationTab,
  messages: MessagesConfigurationTab,
  portal: PortalConfigurationTab,
  general: GeneralSettingsTab,
  apiKeys: ApiKeysTab,
  accounting: ChartOfAccountsTab,
  controls: ControlsTab,
};

/** Spec §2: one configuration screen, its tabs loan, messages, portal, general and API keys. */
export function ConfigurationScreen({ tab }: { tab: ConfigurationTab }) {
  const translate = useTranslate();
  const Content = TAB_CONTENTS[tab];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={messageKey('resources.configuration.title')} />
      <Tabs
        value={tab}
        aria-label={translate('resources.configuration.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {CONFIGURATION_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`resources.configuration.tabs.${name}`)}
            component={Link}
            to={`/apps${CONFIGURATION_TAB_PATHS[name]}`}
          />
        ))}
      </Tabs>
      <Suspense fallback={null}>
        <Content />
      </Suspense>
    </Card>
  );
}
