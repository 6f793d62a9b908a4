import { CardContent } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Create, SaveButton, Toolbar, useNotify } from 'react-admin';
import { Form } from '../common/Form';
import { createCustomerBody } from '../../domain/customers';
import type { CustomerRecord } from '../../providers/customerWire';
import { currentLanguage } from '../../providers/i18nProvider';
import { useApiErrorText } from '../common/apiErrors';
import { zodFormResolver } from '../common/zodFormResolver';
import { customerPayload } from './customerPayload';
import { CustomerFormSections } from './CustomerFormSections';
import { messageKey } from '../../providers/translation';

const resolver = zodFormResolver(createCustomerBody, customerPayload);
const defaults = { status: 'ACTIVE', language: currentLanguage, bankrupt: false, incomeSources: [] };

/** A new customer profile, with the same sections as the basic information tab. */
export function CustomerCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  return (
    <Create<CustomerRecord>
      title={messageKey('resources.customers.create.title')}
      transform={customerPayload}
      redirect={false}
      mutationOptions={{
        onSuccess: (customer) => {
          notify(messageKey('messages.CUSTOMER_CREATED'), { type: 'success' });
          navigate(`/apps/customers/${customer.id}`);
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      }}
    >
      <Form defaultValues={defaults} resolver={resolver} warnWhenUnsavedChanges>
        <CardContent>
          <CustomerFormSections />
        </CardContent>
        <Toolbar>
          <SaveButton />
        </Toolbar>
      </Form>
    </Create>
  );
}
