import { keysIn, messageKey } from '../../providers/translation';
import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { MAX_COMPANY_NAME_LENGTH, type GeneralSettingsRecord } from '../../domain/generalSettings';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import {
  generalSettingsResolver,
  toGeneralFormValues,
  toGeneralPayload,
  type GeneralSettingsValues,
} from './generalSettingsForm';
import { SectionForm } from './SectionForm';
import { useSectionSave } from './useSectionSave';

const label = keysIn('resources.generalSettings.fields');

interface Props {
  record: GeneralSettingsRecord;
  readOnly: boolean;
  onSaved: (record: GeneralSettingsRecord) => void;
  /** Reads the settings again (after a 409); what was typed stays. */
  onReload: () => Promise<unknown>;
}

/** Spec §3's general settings: the administrator's email and the company's name, saved at the version read. */
export function GeneralSettingsForm({ record, readOnly, onSaved, onReload }: Props) {
  const dataProvider = useGuichetDataProvider();
  const save = useSectionSave(
    (values: GeneralSettingsValues) => dataProvider.updateGeneralSettings(toGeneralPayload(values)),
    messageKey('messages.GENERAL_SETTINGS_SAVED'),
    onSaved,
  );
  return (
    <SectionForm
      save={save}
      values={toGeneralFormValues(record)}
      resolver={generalSettingsResolver}
      readOnly={readOnly}
      onReload={onReload}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <TextInput
          source="companyName"
          label={label('companyName')}
          helperText={false}
          slotProps={{ htmlInput: { maxLength: MAX_COMPANY_NAME_LENGTH } }}
        />
        <TextInput source="adminEmail" label={label('adminEmail')} type="email" helperText={false} />
      </Box>
    </SectionForm>
  );
}
