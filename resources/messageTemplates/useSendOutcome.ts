import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useTranslate, runtimeKey, messageKey } from '../../providers/translation';
import type { CustomerMessageRecord } from '../../domain/messageTemplates';

/**
 * What the agent is told once the server answered a send: "message sent" when every channel went
 * (or waits in the outbox), else which channel failed and why. The dialog closes either way: what
 * was sent is recorded, and sending again is a new message.
 */
export function useSendOutcome(onClose: () => void) {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (messages: CustomerMessageRecord[]) => {
      const failed = messages.filter((message) => message.status === 'FAILED');
      if (failed.length === 0) notify(messageKey('messages.MESSAGE_SENT'), { type: 'success' });
      for (const message of failed) {
        notify(messageKey('resources.messageTemplates.send.failed'), {
          type: 'warning',
          messageArgs: {
            channel: translate(`resources.messageTemplates.channels.${message.channel}`),
            reason: translate(message.error ? runtimeKey(message.error) : messageKey('errors.UNEXPECTED_ERROR')),
          },
        });
      }
      onClose();
    },
    [notify, translate, onClose],
  );
}
