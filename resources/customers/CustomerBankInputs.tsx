import { TextInput } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { useWatch } from 'react-hook-form';
import { findFinancialInstitution } from '../../domain/financialInstitutions';
import { currentLanguage } from '../../providers/i18nProvider';
import { CustomerFormSection } from './CustomerFormSection';

/** Names the institution as typed; an unknown number is refused by the shared schema (spec §5). */
function InstitutionInput() {
  const translate = useTranslate();
  const typed: string | null = useWatch({ name: 'bankInstitution' });
  const institution = typed ? findFinancialInstitution(typed.trim()) : undefined;
  const name = institution && (currentLanguage === 'fr' ? institution.nameFr : institution.name);
  return (
    <TextInput source="bankInstitution" helperText={name ?? translate('resources.customers.bank.institutionHelp')} />
  );
}

/** Spec §3's bank details as printed on a void cheque: transit, institution (must exist), account. */
export function CustomerBankInputs() {
  return (
    <CustomerFormSection title={messageKey('resources.customers.sections.bank')}>
      <TextInput source="bankTransit" />
      <InstitutionInput />
      <TextInput source="bankAccount" />
    </CustomerFormSection>
  );
}
