import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { useTranslate, type KeyIn, messageKey, messageGroup } from '../../providers/translation';
import { LOAN_VIEWS, MAX_DEFERRALS_LIMIT, type PortalConfigurationRecord } from '../../domain/portalConfiguration';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { ColourInput } from './ColourInput';
import { SectionForm } from './SectionForm';
import {
  portalConfigurationResolver,
  toPortalFormValues,
  toPortalPayload,
  type PortalConfigurationValues,
} from './portalConfigurationForm';
import { useSectionSave } from './useSectionSave';

const WORDS = messageGroup('resources.portalConfiguration');
const label = (field: string) => `${WORDS}.fields.${field}`;
const LOAN_VIEW_CHOICES = LOAN_VIEWS.map((id) => ({ id, name: `${WORDS}.loanViews.${id}` }));

function Section({ title, children }: { title: KeyIn<'resources.portalConfiguration.sections'>; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${WORDS}.sections.${title}`)}
      </Typography>
      {children}
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } } as const;

interface Props {
  record: PortalConfigurationRecord;
  readOnly: boolean;
  onSaved: (record: PortalConfigurationRecord) => void;
  /** Reads the configuration again (after a 409); what was typed stays. */
  onReload: () => Promise<unknown>;
}

/**
 * Spec §3's portal configuration: the deferral rules the loan engine applies, what the portal shows
 * of a customer's loans, the support contacts and the portal's colours; saved whole at the version read.
 */
export function PortalConfigurationForm({ record, readOnly, onSaved, onReload }: Props) {
  const dataProvider = useGuichetDataProvider();
  const save = useSectionSave(
    (values: PortalConfigurationValues) => dataProvider.updatePortalConfiguration(toPortalPayload(values)),
    messageKey('messages.PORTAL_CONFIGURATION_SAVED'),
    onSaved,
  );

  return (
    <SectionForm
      save={save}
      values={toPortalFormValues(record)}
      resolver={portalConfigurationResolver}
      readOnly={readOnly}
      onReload={onReload}
    >
      <Section title="deferrals">
        <Box sx={grid}>
          <BooleanInput
            source="deferralsPermitted"
            label={label('deferralsPermitted')}
            helperText={false}
            disabled={readOnly}
          />
          <BooleanInput
            source="firstPaymentDeferrable"
            label={label('firstPaymentDeferrable')}
            helperText={false}
            disabled={readOnly}
          />
          <NumberInput
            source="maxDeferralsPerLoan"
            label={label('maxDeferralsPerLoan')}
            helperText={`${WORDS}.helpers.maximum`}
            step={1}
            min={1}
            max={MAX_DEFERRALS_LIMIT}
          />
          <NumberInput
            source="maxConsecutiveDeferrals"
            label={label('maxConsecutiveDeferrals')}
            helperText={`${WORDS}.helpers.maximum`}
            step={1}
            min={1}
            max={MAX_DEFERRALS_LIMIT}
          />
        </Box>
      </Section>
      <Section title="loanView">
        <RadioButtonGroupInput
          source="loanView"
          label={label('loanView')}
          choices={LOAN_VIEW_CHOICES}
          row={false}
          helperText={false}
          disabled={readOnly}
        />
      </Section>
      <Section title="support">
        <Box sx={grid}>
          <TextInput source="supportEmail" label={label('supportEmail')} type="email" helperText={false} />
          <TextInput source="supportPhone" label={label('supportPhone')} type="tel" helperText={false} />
          <TextInput source="termsUrl" label={label('termsUrl')} type="url" helperText={`${WORDS}.helpers.url`} />
          <TextInput source="policyUrl" label={label('policyUrl')} type="url" helperText={`${WORDS}.helpers.url`} />
        </Box>
      </Section>
      <Section title="colours">
        <Box sx={grid}>
          <ColourInput source="primaryColour" label={label('primaryColour')} helperText={`${WORDS}.helpers.colour`} />
          <ColourInput
            source="secondaryColour"
            label={label('secondaryColour')}
            helperText={`${WORDS}.helpers.colour`}
          />
        </Box>
      </Section>
    </SectionForm>
  );
}
