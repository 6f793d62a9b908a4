import { Alert, Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { FRAME_TEXT_FIELDS, type FrameTextField, type MessageFrameRecord } from '../../domain/messageTemplates';
import { useApiErrorText } from '../common/apiErrors';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { MessageEditorHeader } from './MessageEditorHeader';
import { PlaceholderPicker } from './PlaceholderPicker';
import { TemplateTextField } from './TemplateTextField';
import { frameValuesOf, type FrameValues } from './templateForm';
import { useMessageEditor } from './useMessageEditor';
import { usePlaceholderInsertion } from './usePlaceholderInsertion';

const FRAME_KEY = ['configuration', 'messageFrame'] as const;
const DETAIL_FIELDS = ['contactEmail', 'documentEmail', 'phone', 'website', 'applicationForm'] as const;

/** /configuration/messages/configuration: the header and footer of every email, and the lender's details. */
export function MessageFrameEditor() {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const { canAccess: canUpdate = false, isPending: checking } = useCanAccess({
    resource: 'configuration',
    action: 'update',
  });
  const query = useQuery({
    queryKey: FRAME_KEY,
    queryFn: () => dataProvider.messageFrame(),
    refetchOnWindowFocus: false,
  });
  if (checking || query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('resources.messageTemplates.loading')} />
      </Box>
    );
  }
  if (query.isError)
    return (
      <CardContent>
        <Alert severity="error">{errorText(query.error)}</Alert>
      </CardContent>
    );
  return (
    <MessageFrameForm
      record={query.data}
      readOnly={!canUpdate}
      reload={async () => (await query.refetch()).data ?? null}
    />
  );
}

interface FormProps {
  record: MessageFrameRecord;
  readOnly: boolean;
  reload: () => Promise<MessageFrameRecord | null>;
}

function MessageFrameForm({ record, readOnly, reload }: FormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const editor = useMessageEditor({
    record,
    initial: frameValuesOf(record),
    valuesOf: frameValuesOf,
    textFields: FRAME_TEXT_FIELDS,
    reload,
  });
  const { values, setValue, messages, stale } = editor;
  const { register, insert } = usePlaceholderInsertion<FrameTextField>(values, setValue, 'headerFr');

  const save = useMutation({
    mutationFn: () => dataProvider.updateMessageFrame({ ...values, version: editor.read.version }),
    onSuccess: (saved) => {
      notify(messageKey('messages.MESSAGE_FRAME_SAVED'), { type: 'success' });
      queryClient.setQueryData(FRAME_KEY, saved);
      editor.saved(saved);
    },
    onError: editor.failed,
  });

  const field = (name: keyof FrameValues, html: boolean) => (
    <TemplateTextField
      key={name}
      label={translate(`resources.messageTemplates.frame.${name}`)}
      value={values[name]}
      onChange={(value) => setValue(name, value)}
      message={messages[name]}
      disabled={readOnly}
      {...(html
        ? {
            multiline: true,
            minRows: 4,
            monospace: true,
            help: translate('resources.messageTemplates.editor.htmlHelp'),
            ...register(name as FrameTextField),
          }
        : {})}
    />
  );

  return (
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MessageEditorHeader title={translate('resources.messageTemplates.frame.title')}>
        {!readOnly && <PlaceholderPicker onPick={insert} />}
      </MessageEditorHeader>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.messageTemplates.frame.help')}
      </Typography>
      {readOnly && <Alert severity="info">{translate('resources.messageTemplates.readOnly')}</Alert>}
      {stale && <StaleVersionAlert onUpdate={editor.update} updating={editor.updating} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {field('headerFr', true)}
        {field('headerEn', true)}
        {field('footerFr', true)}
        {field('footerEn', true)}
      </Box>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.messageTemplates.frame.details')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {DETAIL_FIELDS.map((name) => field(name, false))}
      </Box>
      {!readOnly && (
        <Box>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={() => save.mutate()}
            disabled={stale || save.isPending}
          >
            {translate('ra.action.save')}
          </Button>
        </Box>
      )}
    </CardContent>
  );
}
