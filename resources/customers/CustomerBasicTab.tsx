import { Alert, Box, CardContent } from '@mui/material';
import { EditBase, SaveButton, Toolbar, useCanAccess, useNotify } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, messageKey } from '../../providers/translation';
import { updateCustomerBody } from '../../domain/customers';
import type { CustomerRecord } from '../../providers/customerWire';
import { useVersionedSaveErrors } from '../common/useVersionedSaveErrors';
import { CleanAfterSave, useSaveCount } from '../common/CleanAfterSave';
import { EditStaleVersionAlert } from '../common/EditStaleVersionAlert';
import { zodFormResolver } from '../common/zodFormResolver';
import { customerPayload } from './customerPayload';
import { CustomerFormSections } from './CustomerFormSections';
import { DeleteCustomerButton } from './DeleteCustomerButton';

const KEEP_TYPED = { keepDirtyValues: true } as const;
const resolver = zodFormResolver(updateCustomerBody, customerPayload);

/**
 * The basic information tab: every section of the customer, saved together with the version read.
 * A 409 keeps the form as typed and offers Update (spec §8). A merged profile is read-only.
 */
export function CustomerBasicTab({ customer }: { customer: CustomerRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { stale, setStale, onError } = useVersionedSaveErrors();
  const { saves, countSave } = useSaveCount();
  const { canAccess: canDelete } = useCanAccess({ resource: 'customers', action: 'delete' });
  const merged = customer.status === 'MERGED';

  return (
    <EditBase<CustomerRecord>
      resource="customers"
      id={customer.id}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ refetchOnWindowFocus: false }}
      transform={customerPayload}
      mutationOptions={{
        onSuccess: () => {
          setStale(false);
          countSave();
          notify(messageKey('messages.CUSTOMER_SAVED'), { type: 'success' });
        },
        onError,
      }}
    >
      <Form resolver={resolver} resetOptions={KEEP_TYPED} warnWhenUnsavedChanges>
        <CleanAfterSave saves={saves} />
        <CardContent>
          <EditStaleVersionAlert stale={stale} onUpdated={() => setStale(false)} />
          {merged && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('resources.customers.merge.readOnlyMerged')}
            </Alert>
          )}
          <Box component="fieldset" disabled={merged} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <CustomerFormSections />
          </Box>
        </CardContent>
        {!merged && (
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {canDelete && <DeleteCustomerButton customer={customer} />}
          </Toolbar>
        )}
      </Form>
    </EditBase>
  );
}

/** For a user who may read customers but not change them: the same sections, nothing editable. */
export function CustomerBasicReadOnly({ customer }: { customer: CustomerRecord }) {
  return (
    <Form record={customer} onSubmit={() => undefined}>
      <CardContent>
        <Box component="fieldset" disabled sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <CustomerFormSections />
        </Box>
      </CardContent>
    </Form>
  );
}
