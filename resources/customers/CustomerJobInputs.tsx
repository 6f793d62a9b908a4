import { SelectInput, TextInput } from 'react-admin';
import { CustomerFormSection } from './CustomerFormSection';
import { useCustomerChoices } from './useCustomerChoices';
import { messageKey } from '../../providers/translation';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

/** Spec §3's current job: employer, supervisor, phones, position, hiring date, pay frequency and next pay. */
export function CustomerJobInputs() {
  const { payFrequencies } = useCustomerChoices();
  return (
    <CustomerFormSection title={messageKey('resources.customers.sections.job')}>
      <TextInput source="job.employerName" />
      <TextInput source="job.supervisorName" />
      <TextInput source="job.phone" type="tel" />
      <TextInput source="job.phoneExt" />
      <TextInput source="job.positionTitle" />
      <LocalizedDateInput source="job.hiringDate" />
      <SelectInput source="job.payFrequency" choices={payFrequencies} />
      <LocalizedDateInput source="job.nextPayDate" />
      <TextInput source="job.hrPhone" type="tel" />
      <TextInput source="job.hrPhoneExt" />
    </CustomerFormSection>
  );
}
