import { Alert, CardContent } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useTranslate } from '../../providers/translation';
import { MessageFrameEditor } from './MessageFrameEditor';
import { MessageTemplateEditor } from './MessageTemplateEditor';
import { MessageTemplateList } from './MessageTemplateList';
import { messagesViewOf } from './messagePaths';

/**
 * The configuration screen's messages tab: the template list (/configuration/messages/all), one
 * template's editor (/configuration/message/detail/:id) and the header and footer
 * (/configuration/messages/configuration), picked from the location.
 */
export function MessagesConfigurationTab() {
  const translate = useTranslate();
  const view = messagesViewOf(useLocation().pathname);
  switch (view.kind) {
    case 'frame':
      return <MessageFrameEditor />;
    case 'detail':
      return <MessageTemplateEditor id={view.id} />;
    case 'unknown':
      return (
        <CardContent>
          <Alert severity="error">{translate('resources.messageTemplates.editor.notFound')}</Alert>
        </CardContent>
      );
    default:
      return <MessageTemplateList />;
  }
}
