import { Alert, Box, CardContent, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { MessageTemplateForm } from './MessageTemplateForm';
import { NEW_TEMPLATE_ID } from './messagePaths';

export const templateQueryKey = (id: number) => ['message-templates', 'detail', id] as const;

/**
 * /configuration/message/detail/:id: one template's editor, or a new one's (`new`). Read-only for
 * whoever may view the configuration but not change it.
 */
export function MessageTemplateEditor({ id }: { id: number | typeof NEW_TEMPLATE_ID }) {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const { canAccess: canUpdate = false, isPending: checking } = useCanAccess({
    resource: 'configuration',
    action: 'update',
  });
  const isNew = id === NEW_TEMPLATE_ID;
  const query = useQuery({
    queryKey: templateQueryKey(isNew ? 0 : id),
    queryFn: () => dataProvider.messageTemplate(id as number),
    enabled: !isNew,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (checking || (!isNew && query.isPending)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('resources.messageTemplates.loading')} />
      </Box>
    );
  }
  if (!isNew && query.isError) {
    const notFound = (query.error as { status?: number }).status === 404;
    return (
      <CardContent>
        <Alert severity="error">
          {notFound ? translate('resources.messageTemplates.editor.notFound') : errorText(query.error)}
        </Alert>
      </CardContent>
    );
  }
  return (
    <MessageTemplateForm
      key={isNew ? NEW_TEMPLATE_ID : id}
      record={isNew ? null : (query.data ?? null)}
      readOnly={!canUpdate}
      reload={async () => (await query.refetch()).data ?? null}
    />
  );
}
