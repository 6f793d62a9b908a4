import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { ConfigurationSectionTab } from './ConfigurationSectionTab';
import { PortalConfigurationForm } from './PortalConfigurationForm';
import { useConfigurationSection } from './useConfigurationSection';
import { messageGroup } from '../../providers/translation';

/** The configuration screen's portal tab (spec §3). Read-only without update on configuration. */
export function PortalConfigurationTab() {
  const dataProvider = useGuichetDataProvider();
  const configuration = useConfigurationSection('portal', () => dataProvider.portalConfiguration());
  return (
    <ConfigurationSectionTab words={messageGroup('resources.portalConfiguration')} query={configuration}>
      {(record, readOnly) => (
        <PortalConfigurationForm
          record={record}
          readOnly={readOnly}
          onSaved={configuration.replace}
          onReload={configuration.refetch}
        />
      )}
    </ConfigurationSectionTab>
  );
}
