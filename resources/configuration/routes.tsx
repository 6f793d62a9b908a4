import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { GuardedScreen } from '../common/GuardedScreen';
import { CONFIGURATION_TAB_PATHS, type ConfigurationTab } from './configurationPaths';

const ConfigurationScreen = lazy(() =>
  import('./ConfigurationScreen').then((module) => ({ default: module.ConfigurationScreen })),
);

const guarded = (tab: ConfigurationTab) => (
  <GuardedScreen action="show" resource="configuration">
    <ConfigurationScreen tab={tab} />
  </GuardedScreen>
);

/**
 * Spec §2's configuration screen, one screen with a URL per tab, downloaded when opened:
 * /apps/configuration opens the loan tab; the message routes open the messages tab.
 */
export const configurationRoutes = [
  <Route
    key="configuration"
    path="/configuration"
    element={<Navigate to={`/apps${CONFIGURATION_TAB_PATHS.loan}`} replace />}
  />,
  ...Object.entries(CONFIGURATION_TAB_PATHS).map(([tab, path]) => (
    <Route key={`configuration-${tab}`} path={path} element={guarded(tab as ConfigurationTab)} />
  )),
  <Route
    key="configuration-messages-settings"
    path="/configuration/messages/configuration"
    element={guarded('messages')}
  />,
  <Route key="configuration-message-detail" path="/configuration/message/detail/:id" element={guarded('messages')} />,
];
