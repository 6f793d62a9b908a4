import { useState, type ReactNode } from 'react';
import { ReferenceManyField, useDelete, useListContext, useNotify, type RaRecord } from 'react-admin';
import type { CustomerPart } from '../../providers/customerParts';
import type { MessageKey } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { ALL_OF_A_CUSTOMER } from './customerPaths';

/**
 * One of the customer's tabs listing what belongs to them (references, comments, documents): the
 * resource read on the customer of the screen's record context, all of it (the tab filters in the page).
 */
export function CustomerPartList({ resource, children }: { resource: CustomerPart; children: ReactNode }) {
  return (
    <ReferenceManyField reference={resource} target="customerId" perPage={ALL_OF_A_CUSTOMER}>
      {children}
    </ReferenceManyField>
  );
}

/** The rows of the tab's list, and how to read them again (after a save, or Update after a 409). */
export function useCustomerPartRows<Row extends RaRecord>() {
  const { data = [], isPending, refetch } = useListContext<Row>();
  const reload = async () => {
    await refetch();
  };
  return { rows: data, isPending, reload };
}

/**
 * Removing a row after the agent confirms: the record is deleted with its resource, the success
 * message said, the list read again whatever the outcome (a row removed elsewhere goes too).
 */
export function useCustomerPartRemoval<Row extends RaRecord>(resource: CustomerPart, deleted: MessageKey) {
  const notify = useNotify();
  const errorText = useApiErrorText();
  const { reload } = useCustomerPartRows<Row>();
  const [removing, setRemoving] = useState<Row | null>(null);
  const [deleteOne, { isPending }] = useDelete<Row>();
  const confirm = () =>
    removing &&
    deleteOne(
      resource,
      { id: removing.id, previousData: removing },
      {
        onSuccess: () => notify(deleted, { type: 'success' }),
        onError: (error) => notify(errorText(error), { type: 'error' }),
        onSettled: () => {
          setRemoving(null);
          void reload();
        },
      },
    );
  return { removing, ask: setRemoving, cancel: () => setRemoving(null), confirm, deleting: isPending };
}
