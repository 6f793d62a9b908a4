import type { PlaceholderProblem } from '../../domain/messagePlaceholders';
import type { MessageFrameRecord, MessageTemplateRecord } from '../../domain/messageTemplates';
import { placeholderErrors, placeholderProblemKey } from '../../domain/messageTemplates';

/** What the template editor holds while an administrator types. */
export interface TemplateValues {
  title: string;
  description: string;
  emailSubjectFr: string;
  emailSubjectEn: string;
  emailBodyFr: string;
  emailBodyEn: string;
  smsFr: string;
  smsEn: string;
  emailEnabled: boolean;
  smsEnabled: boolean;
}

export const BLANK_TEMPLATE: TemplateValues = {
  title: '',
  description: '',
  emailSubjectFr: '',
  emailSubjectEn: '',
  emailBodyFr: '',
  emailBodyEn: '',
  smsFr: '',
  smsEn: '',
  emailEnabled: true,
  smsEnabled: false,
};

export const templateValuesOf = (record: MessageTemplateRecord): TemplateValues => ({
  title: record.title,
  description: record.description,
  emailSubjectFr: record.emailSubjectFr,
  emailSubjectEn: record.emailSubjectEn,
  emailBodyFr: record.emailBodyFr,
  emailBodyEn: record.emailBodyEn,
  smsFr: record.smsFr,
  smsEn: record.smsEn,
  emailEnabled: record.emailEnabled,
  smsEnabled: record.smsEnabled,
});

export type FrameValues = Omit<MessageFrameRecord, 'version'>;
export const frameValuesOf = ({ version: _version, ...values }: MessageFrameRecord): FrameValues => values;

/** A message for one field: an i18n key and what it names. */
export interface FieldMessage {
  key: string;
  params?: Record<string, string>;
}
export type FieldMessages = Record<string, FieldMessage>;

/** The placeholder problems of the texts being typed, shown on their fields before anything is sent. */
export function livePlaceholderMessages<F extends string>(
  values: Partial<Record<F, string>>,
  fields: readonly F[],
): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, problem] of Object.entries(placeholderErrors(values, fields)) as [string, PlaceholderProblem][]) {
    messages[field] = { key: placeholderProblemKey(problem), params: { placeholder: problem.token } };
  }
  return messages;
}

interface ErrorBody {
  errors?: Record<string, string>;
  params?: { placeholders?: Record<string, string> };
}

/** A refused save's field messages (400): each field's key, with the placeholder the server quoted. */
export function serverFieldMessages(error: unknown): FieldMessages {
  const body = (error as { status?: number; body?: ErrorBody } | null)?.body;
  const messages: FieldMessages = {};
  for (const [field, key] of Object.entries(body?.errors ?? {})) {
    const placeholder = body?.params?.placeholders?.[field];
    messages[field] = placeholder ? { key, params: { placeholder } } : { key };
  }
  return messages;
}

/**
 * After a 409 and Update: what the administrator changed stays as typed; every other field takes
 * the value just read (what the other administrator saved).
 */
export function keepTyped<V extends object>(read: V, typed: V, latest: V): V {
  const merged = { ...latest };
  for (const key of Object.keys(typed) as (keyof V)[]) {
    if (typed[key] !== read[key]) merged[key] = typed[key];
  }
  return merged;
}
