import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { customerCommentBody, MAX_COMMENT_LENGTH } from '../../domain/customers';
import { formatDateTime } from '../../providers/formatters';
import type { CustomerComment } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { RowActionButton } from '../common/RowActionButton';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { fromSchema } from '../common/validators';
import { useCustomerTabQuery } from './useCustomerTabQuery';

const validateBody = fromSchema(customerCommentBody.shape.body);

/** Spec §2's comments tab: what agents noted about the customer, newest first, and a box to add one. */
export function CustomerCommentsTab({ customerId, canEdit }: { customerId: number; canEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const {
    data = [],
    isPending,
    reload,
  } = useCustomerTabQuery(customerId, 'comments', () => dataProvider.customerComments(customerId));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<CustomerComment | null>(null);

  const add = useMutation({
    mutationFn: (text: string) => dataProvider.addCustomerComment(customerId, text),
    onSuccess: async () => {
      setBody('');
      notify('messages.COMMENT_ADDED', { type: 'success' });
      await reload();
    },
    onError: (failure) => notify(errorText(failure), { type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (comment: CustomerComment) => dataProvider.removeCustomerComment(customerId, comment.id),
    onSuccess: () => notify('messages.COMMENT_DELETED', { type: 'success' }),
    onError: (failure) => notify(errorText(failure), { type: 'error' }),
    onSettled: () => {
      setRemoving(null);
      void reload();
    },
  });
  const submit = () => {
    const problem = validateBody(body);
    setError(problem);
    if (!problem) add.mutate(body);
  };

  const columns: DataTableColumn<CustomerComment>[] = [
    {
      field: 'createdAt',
      label: 'resources.customers.comments.fields.createdAt',
      text: (c) => formatDateTime(c.createdAt),
    },
    {
      field: 'author',
      label: 'resources.customers.comments.fields.author',
      text: (c) => c.authorName || c.authorEmail || translate('audit.system'),
    },
    {
      field: 'body',
      label: 'resources.customers.comments.fields.body',
      render: (c) => <Box sx={{ whiteSpace: 'pre-wrap' }}>{c.body}</Box>,
    },
  ];
  if (canEdit) {
    columns.push({
      field: 'actions',
      label: 'resources.customers.actions.title',
      filterable: false,
      render: (comment) => (
        <RowActionButton
          color="error"
          label={translate('ra.action.delete')}
          subject={formatDateTime(comment.createdAt)}
          icon={<DeleteIcon />}
          onClick={() => setRemoving(comment)}
        />
      ),
    });
  }

  return (
    <Box sx={{ p: 2 }}>
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
          <TextField
            multiline
            minRows={2}
            fullWidth
            label={translate('resources.customers.comments.new')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={Boolean(error)}
            helperText={error ? translate(error) : `${body.length} / ${MAX_COMMENT_LENGTH}`}
          />
          <Button variant="contained" onClick={submit} disabled={add.isPending}>
            {translate('resources.customers.comments.add')}
          </Button>
        </Box>
      )}
      <FilterableDataTable
        rows={data}
        columns={columns}
        rowKey={(c) => c.id}
        emptyLabel="resources.customers.comments.empty"
        loading={isPending}
      />
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="resources.customers.comments.deleteTitle"
        content="resources.customers.comments.deleteConfirm"
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
