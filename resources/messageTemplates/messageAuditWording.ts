import type { MessageGroup } from '../../providers/translation';
import { messageGroup } from '../../providers/translation';
/**
 * How a customer's History tab says a message sent to them (server/features/messages/messageDelivery.ts
 * audits 'customerMessage.sent' and 'customerMessage.failed' on the customer).
 */
export const MESSAGE_AUDIT_ACTION = /^customerMessage\./;
export const MESSAGE_AUDIT_FIELDS: MessageGroup = messageGroup('resources.messageTemplates.sent.fields');
/** Fields whose values are codes, with the catalogue group that names them (the error is an errors.* code). */
export const MESSAGE_AUDIT_CODES: Record<string, MessageGroup> = {
  channel: messageGroup('resources.messageTemplates.channels'),
  status: messageGroup('resources.messageTemplates.status'),
  error: 'errors',
};
