import { Box, Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { ConfigurationSectionTab } from './ConfigurationSectionTab';
import { PortalConfigurationForm } from './PortalConfigurationForm';
import { useConfigurationSection } from './useConfigurationSection';
import { messageGroup, useTranslate } from '../../providers/translation';

/** The configuration screen's portal tab (spec §3). Read-only without update on configuration. */
export function PortalConfigurationTab() {
  const dataProvider = useGuichetDataProvider();
  const translate = useTranslate();
  const configuration = useConfigurationSection('portal', () => dataProvider.portalConfiguration());
  return (
    <ConfigurationSectionTab words={messageGroup('resources.portalConfiguration')} query={configuration}>
      {(record, readOnly) => (
        <>
          {/* What these settings change, as borrowers see it (its own page, in a new tab). */}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Button href="/portal" target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
              {translate('resources.portalConfiguration.openPortal')}
            </Button>
          </Box>
          <PortalConfigurationForm
            record={record}
            readOnly={readOnly}
            onSaved={configuration.replace}
            onReload={configuration.refetch}
          />
        </>
      )}
    </ConfigurationSectionTab>
  );
}
