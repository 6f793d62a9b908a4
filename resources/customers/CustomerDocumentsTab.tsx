import { useState } from 'react';
import { Box, Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../providers/formatters';
import type { CustomerDocument } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { RowActionButton } from '../common/RowActionButton';
import { RowActions } from '../common/RowActions';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { DocumentEditDialog } from './DocumentEditDialog';
import { DocumentUploadDialog } from './DocumentUploadDialog';
import { useCustomerTabQuery } from './useCustomerTabQuery';
import { useDocumentDownload } from './useDocumentDownload';

const field = (name: string) => `resources.customers.documents.fields.${name}`;
const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** Spec §2's documents tab: upload, describe, download and remove the customer's documents. */
export function CustomerDocumentsTab({ customerId, canEdit }: { customerId: number; canEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const download = useDocumentDownload();
  const {
    data = [],
    isPending,
    reload,
  } = useCustomerTabQuery(customerId, 'documents', () => dataProvider.customerDocuments(customerId));
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<CustomerDocument | null>(null);
  const [removing, setRemoving] = useState<CustomerDocument | null>(null);
  const remove = useMutation({
    mutationFn: (document: CustomerDocument) => dataProvider.removeCustomerDocument(customerId, document.id),
    onSuccess: () => notify('messages.DOCUMENT_DELETED', { type: 'success' }),
    onError: (error) => notify(errorText(error), { type: 'error' }),
    onSettled: () => {
      setRemoving(null);
      void reload();
    },
  });

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
      label: 'resources.customers.actions.title',
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
              onClick={() => setRemoving(document)}
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
        rows={data}
        columns={columns}
        rowKey={(d) => d.id}
        emptyLabel="resources.customers.documents.empty"
        loading={isPending}
      />
      {uploading && (
        <DocumentUploadDialog customerId={customerId} onClose={() => setUploading(false)} reload={reload} />
      )}
      {edited && <DocumentEditDialog document={edited} onClose={() => setEditing(null)} reload={reload} />}
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="resources.customers.documents.deleteTitle"
        content="resources.customers.documents.deleteConfirm"
        translateOptions={{ name: removing?.name ?? '' }}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
