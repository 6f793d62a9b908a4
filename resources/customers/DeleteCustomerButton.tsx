import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNavigate } from 'react-router-dom';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { CustomerRecord } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { CUSTOMERS_HOME } from './customerPaths';

/**
 * Removes a profile made by mistake, after a confirmation naming it. The server keeps a customer
 * with loan requests or merged profiles, and says why.
 */
export function DeleteCustomerButton({ customer }: { customer: CustomerRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<CustomerRecord>();

  const remove = () =>
    deleteOne(
      'customers',
      { id: customer.id, previousData: customer },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messageKey('messages.CUSTOMER_DELETED'), { type: 'success' });
          navigate(CUSTOMERS_HOME);
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={messageKey('resources.customers.actions.deleteTitle')}
        content={messageKey('resources.customers.actions.deleteConfirm')}
        translateOptions={{ name: customer.fullName, number: customer.customerNumber }}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
