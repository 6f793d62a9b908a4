import { ArrayInput, BooleanInput, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import type { IncomeSourceType } from '../../domain/customers';
import { INCOME_SOURCE_FIELDS } from './customerPayload';
import { CustomerFormSection } from './CustomerFormSection';
import { useCustomerChoices } from './useCustomerChoices';
import { messageKey, memberKey } from '../../providers/translation';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

/** The input for one detail of a source of income, by what the detail is. */
function IncomeDetailInput({ field }: { field: string }) {
  const label = memberKey('resources.customers.income', field);
  if (field.endsWith('Date')) return <LocalizedDateInput source={field} label={label} />;
  if (field === 'directDeposit') return <BooleanInput source={field} label={label} />;
  return <TextInput source={field} label={label} type="tel" />;
}

/**
 * Spec §3's sources of income (employee, employment insurance, retirement plan, disability benefits,
 * self-employed, parental insurance, social assistance), each with the dates its type carries.
 */
export function CustomerIncomeInputs() {
  const { incomeSourceTypes } = useCustomerChoices();
  return (
    <CustomerFormSection title={messageKey('resources.customers.sections.income')}>
      <ArrayInput source="incomeSources" label={false} sx={{ gridColumn: '1 / -1' }}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="type"
            label={messageKey('resources.customers.income.type')}
            choices={incomeSourceTypes}
            isRequired
          />
          <FormDataConsumer>
            {({ scopedFormData }) =>
              (INCOME_SOURCE_FIELDS[scopedFormData?.type as IncomeSourceType] ?? []).map((field) => (
                <IncomeDetailInput key={field} field={field} />
              ))
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </CustomerFormSection>
  );
}
