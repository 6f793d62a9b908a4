import { useState } from 'react';
import { Box, Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Confirm } from 'react-admin';
import { useTranslate, keysIn, messageKey } from '../../providers/translation';
import { formatDateTime } from '../../providers/formatters';
import type { CustomerDocument } from '../../providers/customerWire';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { RowActionButton } from '../common/RowActionButton';
import { RowActions } from '../common/RowActions';
import { DocumentEditDialog } from './DocumentEditDialog';
import { DocumentUploadDialog } from './DocumentUploadDialog';
import { CustomerPartList, useCustomerPartRemoval, useCustomerPartRows } from './customerPartList';
import { useDocumentDownload } from './useDocumentDownload';

const field = keysIn('resources.customers.documents.fields');
const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

interface Props {
  customerId: number;
  canEdit: boolean;
}

/**
 * Spec §2's documents tab: upload, describe, download and remove the customer's documents. They
 * are the customer-documents resource, read on the customer of the record context.
 */
export function CustomerDocumentsTab(props: Props) {
  return (
    <CustomerPartList resource="customer-documents">
      <DocumentsTable {...props} />
    </CustomerPartList>
  );
}

function DocumentsTable({ customerId, canEdit }: Props) {
  const translate = useTranslate();
  const download = useDocumentDownload();
  const { rows: data, isPending, reload } = useCustomerPartRows<CustomerDocument>();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<CustomerDocument | null>(null);
  const removal = useCustomerPartRemoval<CustomerDocument>(
    'customer-documents',
    messageKey('messages.DOCUMENT_DELETED'),
  );

  const columns: DataTableColumn<CustomerDocument>[] = [
    { field: 'name', label: field('name') },
    { field: 'type', label: field('type'), text: (d) => translate(`resources.customers.documents.type.${d.type}`) },
    {
      field: 'status',
      label: field('status'),
      text: (d) => translate(`resources.customers.documents.status.${d.status}`),
    },
    { field: 'depositDate', label: field('depositDate') },
    { field: 'loanId', label: field('loanId') },
    {
      field: 'sizeBytes',
      label: field('sizeBytes'),
      text: (d) => translate('files.size', { size: kilobytes(d.sizeBytes) }),
    },
    { field: 'createdAt', label: field('createdAt'), text: (d) => formatDateTime(d.createdAt) },
    {
      field: 'actions',
      label: messageKey('resources.customers.actions.title'),
      filterable: false,
      render: (document) => (
        <RowActions>
          <RowActionButton
            label={translate('resources.customers.documents.download')}
            subject={document.name}
            icon={<DownloadIcon />}
            onClick={() => download.mutate(document)}
          />
          {canEdit && (
            <RowActionButton
              label={translate('ra.action.edit')}
              subject={document.name}
              icon={<EditIcon />}
              onClick={() => setEditing(document)}
            />
          )}
          {canEdit && (
            <RowActionButton
              color="error"
              label={translate('ra.action.delete')}
              subject={document.name}
              icon={<DeleteIcon />}
              onClick={() => removal.ask(document)}
            />
          )}
        </RowActions>
      ),
    },
  ];
  const edited = editing && (data.find((d) => d.id === editing.id) ?? editing);

  return (
    <Box sx={{ p: 2 }}>
      {canEdit && (
        <Button startIcon={<UploadFileIcon />} onClick={() => setUploading(true)} sx={{ mb: 1 }}>
          {translate('resources.customers.documents.upload')}
        </Button>
      )}
      <FilterableDataTable
        label={messageKey('resources.customers.tabs.documents')}
        rows={data}
        columns={columns}
        rowKey={(d) => d.id}
        emptyLabel={messageKey('resources.customers.documents.empty')}
        loading={isPending}
      />
      {uploading && (
        <DocumentUploadDialog customerId={customerId} onClose={() => setUploading(false)} reload={reload} />
      )}
      {edited && <DocumentEditDialog document={edited} onClose={() => setEditing(null)} reload={reload} />}
      <Confirm
        isOpen={removal.removing !== null}
        loading={removal.deleting}
        title={messageKey('resources.customers.documents.deleteTitle')}
        content={messageKey('resources.customers.documents.deleteConfirm')}
        translateOptions={{ name: removal.removing?.name ?? '' }}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      />
    </Box>
  );
}
