import { useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { CustomerReference } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { RowActionButton } from '../common/RowActionButton';
import { RowActions } from '../common/RowActions';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { ReferenceDialog } from './ReferenceDialog';
import { useCustomerTabQuery } from './useCustomerTabQuery';

interface Props {
  customerId: number;
  canEdit: boolean;
}

/** Spec §2's references tab: the customer's references with their relationship, filterable. */
export function CustomerReferencesTab({ customerId, canEdit }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const {
    data = [],
    isPending,
    reload,
  } = useCustomerTabQuery(customerId, 'references', () => dataProvider.customerReferences(customerId));
  const [editing, setEditing] = useState<CustomerReference | 'new' | null>(null);
  const [removing, setRemoving] = useState<CustomerReference | null>(null);
  const remove = useMutation({
    mutationFn: (reference: CustomerReference) => dataProvider.removeCustomerReference(customerId, reference.id),
    onSuccess: () => notify('messages.REFERENCE_DELETED', { type: 'success' }),
    onError: (error) => notify(errorText(error), { type: 'error' }),
    onSettled: () => {
      setRemoving(null);
      void reload();
    },
  });

  const nameOf = (reference: CustomerReference) => `${reference.firstName} ${reference.lastName}`;
  const columns: DataTableColumn<CustomerReference>[] = [
    { field: 'firstName', label: 'resources.customers.references.fields.firstName' },
    { field: 'lastName', label: 'resources.customers.references.fields.lastName' },
    {
      field: 'relationship',
      label: 'resources.customers.references.fields.relationship',
      text: (r) => translate(`resources.customers.relationship.${r.relationship}`),
    },
    { field: 'phone', label: 'resources.customers.references.fields.phone' },
    { field: 'email', label: 'resources.customers.references.fields.email' },
  ];
  if (canEdit) {
    columns.push({
      field: 'actions',
      label: 'resources.customers.actions.title',
      filterable: false,
      render: (reference) => (
        <RowActions>
          <RowActionButton
            label={translate('ra.action.edit')}
            subject={nameOf(reference)}
            icon={<EditIcon />}
            onClick={() => setEditing(reference)}
          />
          <RowActionButton
            color="error"
            label={translate('ra.action.delete')}
            subject={nameOf(reference)}
            icon={<DeleteIcon />}
            onClick={() => setRemoving(reference)}
          />
        </RowActions>
      ),
    });
  }
  // The dialog edits the reference as last loaded, so Update after a 409 brings its new version.
  const edited = editing === 'new' || editing === null ? undefined : (data.find((r) => r.id === editing.id) ?? editing);

  return (
    <Box sx={{ p: 2 }}>
      {canEdit && (
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mb: 1 }}>
          {translate('resources.customers.references.add')}
        </Button>
      )}
      <FilterableDataTable
        rows={data}
        columns={columns}
        rowKey={(r) => r.id}
        emptyLabel="resources.customers.references.empty"
        loading={isPending}
      />
      {editing !== null && (
        <ReferenceDialog customerId={customerId} reference={edited} onClose={() => setEditing(null)} reload={reload} />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="resources.customers.references.deleteTitle"
        content="resources.customers.references.deleteConfirm"
        translateOptions={{ name: removing ? nameOf(removing) : '' }}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
