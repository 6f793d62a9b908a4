import { Box, Typography } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import type { TemplateTextField as TextFieldName } from '../../domain/messageTemplates';
import { countSmsSegments } from '../../domain/smsSegments';
import { TemplateTextField } from './TemplateTextField';
import type { FieldMessages, TemplateValues } from './templateForm';

interface Props {
  language: 'Fr' | 'En';
  values: TemplateValues;
  messages: FieldMessages;
  readOnly: boolean;
  onChange: (field: TextFieldName, value: string) => void;
  register: (field: TextFieldName) => {
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
    onFocus: () => void;
  };
}

/** One language's column of the editor: the email's subject and HTML body, then the SMS with its length in parts. */
export function TemplateLanguageFields({ language, values, messages, readOnly, onChange, register }: Props) {
  const translate = useTranslate();
  const field = (name: string) => `${name}${language}` as TextFieldName;
  const sms = values[field('sms')];
  const { segments } = countSmsSegments(sms);
  const text = (
    name: string,
    options: { multiline?: boolean; minRows?: number; help?: string; monospace?: boolean } = {},
  ) => (
    <TemplateTextField
      label={translate(`resources.messageTemplates.fields.${field(name)}`)}
      value={values[field(name)]}
      onChange={(value) => onChange(field(name), value)}
      message={messages[field(name)]}
      disabled={readOnly}
      {...register(field(name))}
      {...options}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3">
        {translate(`resources.messageTemplates.editor.${language === 'Fr' ? 'french' : 'english'}`)}
      </Typography>
      {text('emailSubject')}
      {text('emailBody', {
        multiline: true,
        minRows: 8,
        help: translate('resources.messageTemplates.editor.htmlHelp'),
        monospace: true,
      })}
      {text('sms', {
        multiline: true,
        minRows: 3,
        help: translate('resources.messageTemplates.editor.segments', { count: sms.length, parts: segments }),
      })}
    </Box>
  );
}
