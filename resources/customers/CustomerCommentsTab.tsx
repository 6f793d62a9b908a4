import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useCreate, useNotify } from 'react-admin';
import { useTranslate, runtimeKey, messageKey } from '../../providers/translation';
import { customerCommentBody, MAX_COMMENT_LENGTH } from '../../domain/customers';
import { formatDateTime } from '../../providers/formatters';
import type { CustomerComment } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { RowActionButton } from '../common/RowActionButton';
import { fromSchema } from '../common/validators';
import { CustomerPartList, useCustomerPartRemoval, useCustomerPartRows } from './customerPartList';

const validateBody = fromSchema(customerCommentBody.shape.body);

interface Props {
  customerId: number;
  canEdit: boolean;
}

/**
 * Spec §2's comments tab: what agents noted about the customer, newest first, and a box to add
 * one. They are the customer-comments resource, read on the customer of the record context.
 */
export function CustomerCommentsTab(props: Props) {
  return (
    <CustomerPartList resource="customer-comments">
      <CommentsTable {...props} />
    </CustomerPartList>
  );
}

function CommentsTable({ customerId, canEdit }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const { rows: data, isPending, reload } = useCustomerPartRows<CustomerComment>();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const removal = useCustomerPartRemoval<CustomerComment>('customer-comments', messageKey('messages.COMMENT_DELETED'));
  const [create, { isPending: adding }] = useCreate<CustomerComment>();
  const add = (text: string) =>
    create(
      'customer-comments',
      { data: { customerId, body: text } },
      {
        onSuccess: async () => {
          setBody('');
          notify(messageKey('messages.COMMENT_ADDED'), { type: 'success' });
          await reload();
        },
        onError: (failure) => notify(errorText(failure), { type: 'error' }),
      },
    );
  const submit = () => {
    const problem = validateBody(body);
    setError(problem);
    if (!problem) add(body);
  };

  const columns: DataTableColumn<CustomerComment>[] = [
    {
      field: 'createdAt',
      label: messageKey('resources.customers.comments.fields.createdAt'),
      text: (c) => formatDateTime(c.createdAt),
    },
    {
      field: 'author',
      label: messageKey('resources.customers.comments.fields.author'),
      text: (c) => c.authorName || c.authorEmail || translate('audit.system'),
    },
    {
      field: 'body',
      label: messageKey('resources.customers.comments.fields.body'),
      render: (c) => <Box sx={{ whiteSpace: 'pre-wrap' }}>{c.body}</Box>,
    },
  ];
  if (canEdit) {
    columns.push({
      field: 'actions',
      label: messageKey('resources.customers.actions.title'),
      filterable: false,
      render: (comment) => (
        <RowActionButton
          color="error"
          label={translate('ra.action.delete')}
          subject={formatDateTime(comment.createdAt)}
          icon={<DeleteIcon />}
          onClick={() => removal.ask(comment)}
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
            helperText={error ? translate(runtimeKey(error)) : `${body.length} / ${MAX_COMMENT_LENGTH}`}
          />
          <Button variant="contained" onClick={submit} disabled={adding}>
            {translate('resources.customers.comments.add')}
          </Button>
        </Box>
      )}
      <FilterableDataTable
        label={messageKey('resources.customers.tabs.comments')}
        rows={data}
        columns={columns}
        rowKey={(c) => c.id}
        emptyLabel={messageKey('resources.customers.comments.empty')}
        loading={isPending}
      />
      <Confirm
        isOpen={removal.removing !== null}
        loading={removal.deleting}
        title={messageKey('resources.customers.comments.deleteTitle')}
        content={messageKey('resources.customers.comments.deleteConfirm')}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      />
    </Box>
  );
}
