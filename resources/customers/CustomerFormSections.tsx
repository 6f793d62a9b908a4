import { CustomerAddressInputs } from './CustomerAddressInputs';
import { CustomerBankInputs } from './CustomerBankInputs';
import { CustomerBankruptcyInputs, CustomerFinancialInputs } from './CustomerFinancialInputs';
import { CustomerIdentityInputs } from './CustomerIdentityInputs';
import { CustomerIncomeInputs } from './CustomerIncomeInputs';
import { CustomerJobInputs } from './CustomerJobInputs';

/** Every field of spec §3's customer, section by section: the same inputs to create and to edit. */
export const CustomerFormSections = () => (
  <>
    <CustomerIdentityInputs />
    <CustomerAddressInputs />
    <CustomerJobInputs />
    <CustomerIncomeInputs />
    <CustomerBankInputs />
    <CustomerFinancialInputs />
    <CustomerBankruptcyInputs />
  </>
);
