import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { MAX_CONTACTS_PER_WEEK } from '../../domain/collections';
import { DEGREE_NAME_MAX } from '../../domain/collectionDegrees';
import { MAX_DEGREE_DAY } from '../../domain/loanConfigurationRules';
import { messageKey, useTranslate } from '../../providers/translation';
import { ConfigurationRows, ConfigurationSection } from './ConfigurationRows';

const field = (name: 'fromDays' | 'toDays' | 'nameFr' | 'nameEn') =>
  messageKey(`resources.configuration.loan.fields.${name}`);

/**
 * The delinquency ranges a collection file moves through by its days past due: from day 1, each
 * starting the day after the previous one ends, the last one open-ended; named in both languages.
 */
export function CollectionDegreesInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  return (
    <ConfigurationSection
      title={messageKey('resources.configuration.loan.degrees.title')}
      help={messageKey('resources.configuration.loan.degrees.help')}
    >
      {/* Four inputs a row: on a narrow screen the names go on to a second line rather than off it. */}
      <Box sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } }}>
        <ConfigurationRows
          source="collectionDegrees"
          readOnly={readOnly}
          addLabel={messageKey('resources.configuration.loan.degrees.addDegree')}
          removeLabel={messageKey('resources.configuration.loan.degrees.removeDegree')}
        >
          {(['fromDays', 'toDays'] as const).map((name) => (
            <NumberInput
              key={name}
              source={name}
              label={field(name)}
              step={1}
              min={1}
              max={MAX_DEGREE_DAY}
              helperText={false}
              sx={{ minWidth: 140, maxWidth: 160 }}
            />
          ))}
          {(['nameFr', 'nameEn'] as const).map((name) => (
            <TextInput
              key={name}
              source={name}
              label={field(name)}
              helperText={false}
              slotProps={{ htmlInput: { maxLength: DEGREE_NAME_MAX } }}
              fullWidth={false}
              sx={{ flex: '1 1 200px' }}
            />
          ))}
        </ConfigurationRows>
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.configuration.loan.degrees.pacingTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.configuration.loan.degrees.pacingHelp')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1 }}>
        <NumberInput
          source="contactPacing.contactsPerWeek"
          label={messageKey('resources.configuration.loan.degrees.contactsPerWeek')}
          step={1}
          min={1}
          max={MAX_CONTACTS_PER_WEEK}
          readOnly={readOnly}
          sx={{ minWidth: 220, maxWidth: 260 }}
        />
        <BooleanInput
          source="contactPacing.noContactOnHolidays"
          label={messageKey('resources.configuration.loan.degrees.noContactOnHolidays')}
          readOnly={readOnly}
          helperText={false}
        />
      </Box>
    </ConfigurationSection>
  );
}
