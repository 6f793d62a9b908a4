import { Box } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { DEGREE_NAME_MAX } from '../../domain/collectionDegrees';
import { MAX_DEGREE_DAY } from '../../domain/loanConfigurationRules';
import { messageKey } from '../../providers/translation';
import { ConfigurationRows, ConfigurationSection } from './ConfigurationRows';

const field = (name: 'fromDays' | 'toDays' | 'nameFr' | 'nameEn') =>
  messageKey(`resources.configuration.loan.fields.${name}`);

/**
 * The delinquency ranges a collection file moves through by its days past due: from day 1, each
 * starting the day after the previous one ends, the last one open-ended; named in both languages.
 */
export function CollectionDegreesInput({ readOnly }: { readOnly: boolean }) {
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
    </ConfigurationSection>
  );
}
