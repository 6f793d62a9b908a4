import { Alert, Box, Button, CardContent, Chip, Divider, FormControlLabel, Switch } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import {
  TEMPLATE_TEXT_FIELDS,
  type MessageTemplateRecord,
  type TemplateTextField as TextFieldName,
} from '../../domain/messageTemplates';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { DeleteTemplateButton } from './DeleteTemplateButton';
import { MessageEditorHeader } from './MessageEditorHeader';
import { MessagePreviewPanel } from './MessagePreviewPanel';
import { messageDetailPath } from './messagePaths';
import { PlaceholderPicker } from './PlaceholderPicker';
import { TemplateLanguageFields } from './TemplateLanguageFields';
import { TemplateTextField } from './TemplateTextField';
import { BLANK_TEMPLATE, templateValuesOf } from './templateForm';
import { useMessageEditor } from './useMessageEditor';
import { usePlaceholderInsertion } from './usePlaceholderInsertion';

interface Props {
  /** The template as read; null for a new one. */
  record: MessageTemplateRecord | null;
  readOnly: boolean;
  /** Reads the template again (Update after a 409). */
  reload: () => Promise<MessageTemplateRecord | null>;
}

/**
 * A template's title, description, switches and texts in both languages, the placeholder picker,
 * and the live preview beneath. Saved at the version read; a 409 keeps what was typed and offers Update.
 */
export function MessageTemplateForm({ record, readOnly, reload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const editor = useMessageEditor({
    record,
    initial: record ? templateValuesOf(record) : BLANK_TEMPLATE,
    valuesOf: templateValuesOf,
    textFields: TEMPLATE_TEXT_FIELDS,
    reload,
  });
  const { read, values, setValue, messages, stale } = editor;
  const { register, insert } = usePlaceholderInsertion<TextFieldName>(values, setValue, 'emailBodyFr');

  const save = useMutation({
    mutationFn: () =>
      read
        ? dataProvider.updateMessageTemplate(read.id, { ...values, version: read.version })
        : dataProvider.createMessageTemplate(values),
    onSuccess: (saved) => {
      notify(messageKey('messages.MESSAGE_SAVED'), { type: 'success' });
      queryClient.setQueryData(['message-templates', 'detail', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['message-templates', 'getList'] });
      if (!read) {
        navigate(`/apps${messageDetailPath(saved.id)}`, { replace: true });
        return;
      }
      editor.saved(saved);
    },
    onError: editor.failed,
  });

  const text = (field: 'title' | 'description', required = false) => (
    <TemplateTextField
      label={translate(`resources.messageTemplates.fields.${field}`)}
      value={values[field]}
      onChange={(value) => setValue(field, value)}
      message={messages[field]}
      disabled={readOnly}
      required={required}
    />
  );
  const toggle = (field: 'emailEnabled' | 'smsEnabled') => (
    <FormControlLabel
      control={
        <Switch
          checked={values[field]}
          onChange={(event) => setValue(field, event.target.checked)}
          disabled={readOnly}
        />
      }
      label={translate(`resources.messageTemplates.fields.${field}`)}
    />
  );

  return (
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MessageEditorHeader title={read ? read.title : translate('resources.messageTemplates.editor.newTitle')}>
        {read?.system && <Chip size="small" label={translate('resources.messageTemplates.list.system')} />}
      </MessageEditorHeader>
      {readOnly && <Alert severity="info">{translate('resources.messageTemplates.readOnly')}</Alert>}
      {stale && <StaleVersionAlert onUpdate={editor.update} updating={editor.updating} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        {text('title', true)}
        {text('description')}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        {toggle('emailEnabled')}
        {toggle('smsEnabled')}
        <Box sx={{ flex: 1 }} />
        {!readOnly && <PlaceholderPicker onPick={insert} />}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <TemplateLanguageFields
          language="Fr"
          values={values}
          messages={messages}
          readOnly={readOnly}
          onChange={setValue}
          register={register}
        />
        <TemplateLanguageFields
          language="En"
          values={values}
          messages={messages}
          readOnly={readOnly}
          onChange={setValue}
          register={register}
        />
      </Box>
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={() => save.mutate()}
            disabled={stale || save.isPending}
          >
            {translate('ra.action.save')}
          </Button>
          {read && !read.system && <DeleteTemplateButton template={read} />}
        </Box>
      )}
      <Divider />
      <MessagePreviewPanel values={values} />
    </CardContent>
  );
}
