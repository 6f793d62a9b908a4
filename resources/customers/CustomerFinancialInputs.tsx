import { BooleanInput, SelectInput } from 'react-admin';
import { MoneyInput } from '../common/MoneyInput';
import { CustomerFormSection } from './CustomerFormSection';
import { useCustomerChoices } from './useCustomerChoices';
import { messageKey } from '../../providers/translation';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

/** Spec §3's financial status: housing, then the monthly amounts, typed in dollars and kept in cents. */
export function CustomerFinancialInputs() {
  const { housingStatuses } = useCustomerChoices();
  return (
    <CustomerFormSection title={messageKey('resources.customers.sections.financial')}>
      <SelectInput source="financialStatus.housingStatus" choices={housingStatuses} />
      <MoneyInput source="financialStatus.monthlyGrossSalaryCents" />
      <MoneyInput source="financialStatus.monthlyRentCents" />
      <MoneyInput source="financialStatus.monthlyHeatingElectricityCents" />
      <MoneyInput source="financialStatus.monthlyCarLoanCents" />
      <MoneyInput source="financialStatus.monthlyOtherLoanCents" />
    </CustomerFormSection>
  );
}

/** Spec §3's bankruptcy flag and its end date. */
export function CustomerBankruptcyInputs() {
  return (
    <CustomerFormSection title={messageKey('resources.customers.sections.bankruptcy')}>
      <BooleanInput source="bankrupt" />
      <LocalizedDateInput source="bankruptcyEndDate" />
    </CustomerFormSection>
  );
}
