import { Typography } from '@mui/material';
import { NumberInput, SelectInput } from 'react-admin';
import { PROVINCE_CODES } from '../../domain/canada';
import { MAX_DEBIT_LEAD_DAYS, MIN_DEBIT_LEAD_DAYS } from '../../domain/loanConfigurationRules';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { MoneyInput } from '../common/MoneyInput';
import { ConfigurationRows, ConfigurationSection } from './ConfigurationRows';

/**
 * How payments are collected: how many business days ahead each is presented as a pre-authorized
 * debit, and the provinces' caps on the NSF fee a returned debit charges.
 */
export function DebitTermsInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const provinces = PROVINCE_CODES.map((id) => ({ id, name: translate(memberKey('provinces', id)) }));
  return (
    <ConfigurationSection
      title={messageKey('resources.configuration.loan.debits.title')}
      help={messageKey('resources.configuration.loan.debits.help')}
    >
      <NumberInput
        source="debitLeadBusinessDays"
        label={messageKey('resources.configuration.loan.fields.debitLeadBusinessDays')}
        helperText={messageKey('resources.configuration.loan.helpers.debitLeadBusinessDays')}
        step={1}
        min={MIN_DEBIT_LEAD_DAYS}
        max={MAX_DEBIT_LEAD_DAYS}
        sx={{ maxWidth: 420 }}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('resources.configuration.loan.debits.capsTitle')}
      </Typography>
      <ConfigurationRows
        source="nsfFeeCaps"
        readOnly={readOnly}
        addLabel={messageKey('resources.configuration.loan.debits.addCap')}
        removeLabel={messageKey('resources.configuration.loan.debits.removeCap')}
      >
        <SelectInput
          source="province"
          label={messageKey('resources.configuration.loan.fields.province')}
          choices={provinces}
          helperText={false}
          sx={{ minWidth: 240 }}
        />
        <MoneyInput source="amount" label={messageKey('resources.configuration.loan.fields.nsfFeeCap')} />
      </ConfigurationRows>
    </ConfigurationSection>
  );
}
