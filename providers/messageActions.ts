import type {
  CreateMessageTemplateInput,
  CustomerMessageRecord,
  MessageFrameRecord,
  MessagePreview,
  MessageTemplateRecord,
  PreviewMessageInput,
  SendCustomerMessageInput,
  UpdateMessageFrameInput,
  UpdateMessageTemplateInput,
} from '../domain/messageTemplates';
import type { HttpClient } from './httpClient';

/** The most templates a lender keeps: the send dialog offers them all in one list. */
export const MAX_TEMPLATE_CHOICES = 200;

/** The messages tab's and the send dialog's calls, as typed data-provider methods (ARCHITECTURE.md). */
export interface MessageActions {
  messageTemplate(id: number): Promise<MessageTemplateRecord>;
  /** Every live template, by title (the send dialog's choices). */
  messageTemplateChoices(): Promise<MessageTemplateRecord[]>;
  createMessageTemplate(input: CreateMessageTemplateInput): Promise<MessageTemplateRecord>;
  /** Saved at the version read: a stale version is a 409. */
  updateMessageTemplate(id: number, input: UpdateMessageTemplateInput): Promise<MessageTemplateRecord>;
  deleteMessageTemplate(id: number): Promise<MessageTemplateRecord>;
  messageFrame(): Promise<MessageFrameRecord>;
  updateMessageFrame(input: UpdateMessageFrameInput): Promise<MessageFrameRecord>;
  /** A draft rendered in French and English for a real customer (and loan); nothing is saved. */
  previewMessage(input: PreviewMessageInput): Promise<MessagePreview>;
  sendCustomerMessage(
    customerId: number,
    input: SendCustomerMessageInput,
  ): Promise<{ messages: CustomerMessageRecord[] }>;
}

export function createMessageActions(http: HttpClient): MessageActions {
  const send = async (url: string, body: unknown, method: string) =>
    (await http(url, { method, body: JSON.stringify(body) })).json;
  const templatePath = (id: number) => `/api/message-templates/${encodeURIComponent(String(id))}`;
  return {
    messageTemplate: async (id) => (await http(templatePath(id))).json,
    messageTemplateChoices: async () =>
      (await http(`/api/message-templates?range=${encodeURIComponent(JSON.stringify([0, MAX_TEMPLATE_CHOICES - 1]))}`))
        .json,
    createMessageTemplate: (input) => send('/api/message-templates', input, 'POST'),
    updateMessageTemplate: (id, input) => send(templatePath(id), input, 'PUT'),
    deleteMessageTemplate: async (id) => (await http(templatePath(id), { method: 'DELETE' })).json,
    messageFrame: async () => (await http('/api/configuration/messages/frame')).json,
    updateMessageFrame: (input) => send('/api/configuration/messages/frame', input, 'PUT'),
    previewMessage: (input) => send('/api/message-templates/preview', input, 'POST'),
    sendCustomerMessage: (customerId, input) =>
      send(`/api/customers/${encodeURIComponent(String(customerId))}/messages`, input, 'POST'),
  };
}
