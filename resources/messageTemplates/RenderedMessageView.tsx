import { Alert, Box, Paper, Typography } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import type { RenderedMessage } from '../../domain/messageTemplates';

interface Props {
  rendered: RenderedMessage;
  language: 'fr' | 'en';
  showEmail: boolean;
  showSms: boolean;
}

/**
 * One language of a preview as the customer would get it: the email in a sandboxed frame (no
 * script runs, the server already sanitized it), then the SMS with its number of parts.
 */
export function RenderedMessageView({ rendered, language, showEmail, showSms }: Props) {
  const translate = useTranslate();
  const languageName = translate(`languageNames.${language}`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }} data-testid={`preview-${language}`}>
      {rendered.missing.length > 0 && (
        <Alert severity="info" sx={{ py: 0 }}>
          {translate('resources.messageTemplates.preview.missing', {
            names: rendered.missing
              .map((name) => translate(`resources.messageTemplates.placeholders.${name}`))
              .join(', '),
          })}
        </Alert>
      )}
      {showEmail && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {translate('resources.messageTemplates.preview.subject', { subject: rendered.subject })}
          </Typography>
          <Box
            component="iframe"
            title={translate('resources.messageTemplates.preview.email', { language: languageName })}
            sandbox=""
            srcDoc={rendered.html}
            sx={{
              width: '100%',
              height: 380,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          />
        </>
      )}
      {showSms && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('resources.messageTemplates.preview.sms')} ·{' '}
            {translate('resources.messageTemplates.editor.segments', {
              count: rendered.sms.length,
              parts: rendered.smsSegments,
            })}
          </Typography>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid={`preview-sms-${language}`}
          >
            {rendered.sms || translate('resources.messageTemplates.preview.smsEmpty')}
          </Typography>
        </Paper>
      )}
    </Box>
  );
}
