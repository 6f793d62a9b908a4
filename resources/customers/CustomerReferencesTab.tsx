import { useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Confirm } from 'react-admin';
import { useTranslate, memberKey, messageKey } from '../../providers/translation';
import type { CustomerReference } from '../../providers/customerWire';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { RowActionButton } from '../common/RowActionButton';
import { RowActions } from '../common/RowActions';
import { ReferenceDialog } from './ReferenceDialog';
import { CustomerPartList, useCustomerPartRemoval, useCustomerPartRows } from './customerPartList';

interface Props {
  customerId: number;
  canEdit: boolean;
}

/**
 * Spec §2's references tab: the customer's references with their relationship, filterable. They
 * are the customer-references resource, read on the customer of the screen's record context.
 */
export function CustomerReferencesTab(props: Props) {
  return (
    <CustomerPartList resource="customer-references">
      <ReferencesTable {...props} />
    </CustomerPartList>
  );
}

function ReferencesTable({ customerId, canEdit }: Props) {
  const translate = useTranslate();
  const { rows: data, isPending, reload } = useCustomerPartRows<CustomerReference>();
  const [editing, setEditing] = useState<CustomerReference | 'new' | null>(null);
  const removal = useCustomerPartRemoval<CustomerReference>(
    'customer-references',
    messageKey('messages.REFERENCE_DELETED'),
  );

  const nameOf = (reference: CustomerReference) => `${reference.firstName} ${reference.lastName}`;
  const columns: DataTableColumn<CustomerReference>[] = [
    { field: 'firstName', label: messageKey('resources.customers.references.fields.firstName') },
    { field: 'lastName', label: messageKey('resources.customers.references.fields.lastName') },
    {
      field: 'relationship',
      label: messageKey('resources.customers.references.fields.relationship'),
      text: (r) => translate(memberKey('resources.customers.relationship', r.relationship)),
    },
    { field: 'phone', label: messageKey('resources.customers.references.fields.phone') },
    { field: 'email', label: messageKey('resources.customers.references.fields.email') },
  ];
  if (canEdit) {
    columns.push({
      field: 'actions',
      label: messageKey('resources.customers.actions.title'),
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
            onClick={() => removal.ask(reference)}
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
        label={messageKey('resources.customers.tabs.references')}
        rows={data}
        columns={columns}
        rowKey={(r) => r.id}
        emptyLabel={messageKey('resources.customers.references.empty')}
        loading={isPending}
      />
      {editing !== null && (
        <ReferenceDialog customerId={customerId} reference={edited} onClose={() => setEditing(null)} reload={reload} />
      )}
      <Confirm
        isOpen={removal.removing !== null}
        loading={removal.deleting}
        title={messageKey('resources.customers.references.deleteTitle')}
        content={messageKey('resources.customers.references.deleteConfirm')}
        translateOptions={{ name: removal.removing ? nameOf(removal.removing) : '' }}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      />
    </Box>
  );
}
