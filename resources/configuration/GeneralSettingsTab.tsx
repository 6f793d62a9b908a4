import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { CompanyLogoSection } from './CompanyLogoSection';
import { ConfigurationSectionTab } from './ConfigurationSectionTab';
import { GeneralSettingsForm } from './GeneralSettingsForm';
import { useConfigurationSection } from './useConfigurationSection';
import { messageGroup } from '../../providers/translation';

/** The configuration screen's general settings tab (spec §3), with the company logo. Read-only without update on configuration. */
export function GeneralSettingsTab() {
  const dataProvider = useGuichetDataProvider();
  const settings = useConfigurationSection('general', () => dataProvider.generalSettings());
  return (
    <ConfigurationSectionTab words={messageGroup('resources.generalSettings')} query={settings}>
      {(record, readOnly) => (
        <>
          <GeneralSettingsForm
            record={record}
            readOnly={readOnly}
            onSaved={settings.replace}
            onReload={settings.refetch}
          />
          <CompanyLogoSection record={record} readOnly={readOnly} onChanged={settings.replace} />
        </>
      )}
    </ConfigurationSectionTab>
  );
}
