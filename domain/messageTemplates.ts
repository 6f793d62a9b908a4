import { z } from 'zod';
import { MSG } from './identity';
import { FIELD_MSG, positiveId, requiredText, version } from './fieldSchemas';
import { PLACEHOLDERS, placeholderProblems, type PlaceholderProblem } from './messagePlaceholders';

/** Bounds of what an administrator types: a subject fits a mail client's line, a body a long letter. */
export const TEMPLATE_LIMITS = {
  title: 120,
  description: 500,
  subject: 200,
  emailBody: 50_000,
  sms: 1_000,
  frame: 10_000,
  url: 500,
} as const;

export const MESSAGE_CHANNELS = ['EMAIL', 'SMS'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Codes of the templates the product itself sends: they cannot be deleted. */
export const SYSTEM_TEMPLATE_CODES = ['PAYMENT_REMINDER', 'IBV_REQUEST', 'CONTRACT_EMAIL'] as const;

/** The fields of a template that hold text with placeholders, in the editor's order. */
export const TEMPLATE_TEXT_FIELDS = [
  'emailSubjectFr',
  'emailBodyFr',
  'smsFr',
  'emailSubjectEn',
  'emailBodyEn',
  'smsEn',
] as const;
export type TemplateTextField = (typeof TEMPLATE_TEXT_FIELDS)[number];
export const FRAME_TEXT_FIELDS = ['headerFr', 'footerFr', 'headerEn', 'footerEn'] as const;
export type FrameTextField = (typeof FRAME_TEXT_FIELDS)[number];

/** Text that may be left empty; what is typed is bounded. */
const text = (max: number) => z.string({ error: FIELD_MSG.invalid }).max(max, FIELD_MSG.tooLong);
const line = (max: number) => text(max).trim();
const flag = z.boolean({ error: FIELD_MSG.invalid });

const templateFields = {
  title: requiredText(TEMPLATE_LIMITS.title),
  description: line(TEMPLATE_LIMITS.description).default(''),
  emailSubjectFr: line(TEMPLATE_LIMITS.subject).default(''),
  emailSubjectEn: line(TEMPLATE_LIMITS.subject).default(''),
  emailBodyFr: text(TEMPLATE_LIMITS.emailBody).default(''),
  emailBodyEn: text(TEMPLATE_LIMITS.emailBody).default(''),
  smsFr: line(TEMPLATE_LIMITS.sms).default(''),
  smsEn: line(TEMPLATE_LIMITS.sms).default(''),
  emailEnabled: flag.default(true),
  smsEnabled: flag.default(false),
};

type TemplateContent = { [K in keyof typeof templateFields]: z.output<(typeof templateFields)[K]> };

/** An enabled channel is sent in the customer's language, whichever it is: both languages are required. */
function requireEnabledChannels(template: TemplateContent, ctx: z.RefinementCtx) {
  const required = [
    ...(template.emailEnabled ? (['emailSubjectFr', 'emailSubjectEn', 'emailBodyFr', 'emailBodyEn'] as const) : []),
    ...(template.smsEnabled ? (['smsFr', 'smsEn'] as const) : []),
  ];
  for (const field of required) {
    if (!template[field].trim()) ctx.addIssue({ code: 'custom', path: [field], message: MSG.required });
  }
}

/** POST /api/message-templates */
export const createMessageTemplateBody = z.strictObject(templateFields).superRefine(requireEnabledChannels);
export type CreateMessageTemplateInput = z.output<typeof createMessageTemplateBody>;

/** PUT /api/message-templates/:id, at the version read (409 when stale). */
export const updateMessageTemplateBody = z
  .strictObject({ ...templateFields, version })
  .superRefine(requireEnabledChannels);
export type UpdateMessageTemplateInput = z.output<typeof updateMessageTemplateBody>;

/** GET /api/message-templates(/:id), and what a save answers: the routes' `response:`. */
export const messageTemplateRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  emailSubjectFr: z.string(),
  emailSubjectEn: z.string(),
  emailBodyFr: z.string(),
  emailBodyEn: z.string(),
  smsFr: z.string(),
  smsEn: z.string(),
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  /** Set on the templates the product sends itself (IBV_REQUEST…); null on the ones administrators add. */
  code: z.string().nullable(),
  /** True for the templates the product cannot do without. */
  system: z.boolean(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MessageTemplateRecord = z.infer<typeof messageTemplateRecord>;

const optionalEmail = z
  .string({ error: MSG.email })
  .trim()
  .max(254, FIELD_MSG.tooLong)
  .refine((value) => value === '' || z.email().safeParse(value).success, MSG.email);
const optionalUrl = z
  .string({ error: FIELD_MSG.invalid })
  .trim()
  .max(TEMPLATE_LIMITS.url, FIELD_MSG.tooLong)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), FIELD_MSG.invalid);
const optionalPhoneText = z
  .string({ error: FIELD_MSG.phone })
  .trim()
  .max(30, FIELD_MSG.tooLong)
  .refine((value) => value === '' || /^\+?[\d\s().-]{10,20}$/.test(value), FIELD_MSG.phone);

/**
 * Spec §3's header and footer, in French and English (HTML, around every email), and the lender's
 * details the placeholders of the same names say (configuration_sections row `messageFrame`).
 */
export const messageFrameFields = {
  headerFr: text(TEMPLATE_LIMITS.frame).default(''),
  headerEn: text(TEMPLATE_LIMITS.frame).default(''),
  footerFr: text(TEMPLATE_LIMITS.frame).default(''),
  footerEn: text(TEMPLATE_LIMITS.frame).default(''),
  contactEmail: optionalEmail.default(''),
  documentEmail: optionalEmail.default(''),
  phone: optionalPhoneText.default(''),
  website: optionalUrl.default(''),
  applicationForm: optionalUrl.default(''),
};
/** The stored value of the section (without its version). */
export const messageFrameValue = z.object(messageFrameFields);
export type MessageFrame = z.output<typeof messageFrameValue>;
/** PUT /api/configuration/messages/frame */
export const updateMessageFrameBody = z.strictObject({ ...messageFrameFields, version });
export type UpdateMessageFrameInput = z.output<typeof updateMessageFrameBody>;
export type MessageFrameRecord = MessageFrame & { version: number };
/** GET and PUT /api/configuration/messages/frame answer the section with its version. */
export const messageFrameRecord = z.object({
  headerFr: z.string(),
  headerEn: z.string(),
  footerFr: z.string(),
  footerEn: z.string(),
  contactEmail: z.string(),
  documentEmail: z.string(),
  phone: z.string(),
  website: z.string(),
  applicationForm: z.string(),
  version: z.number().int(),
});

/** A template as the editor holds it while typing: any field may still be empty. */
const draftFields = {
  title: text(TEMPLATE_LIMITS.title).optional(),
  description: text(TEMPLATE_LIMITS.description).optional(),
  emailSubjectFr: text(TEMPLATE_LIMITS.subject).default(''),
  emailSubjectEn: text(TEMPLATE_LIMITS.subject).default(''),
  emailBodyFr: text(TEMPLATE_LIMITS.emailBody).default(''),
  emailBodyEn: text(TEMPLATE_LIMITS.emailBody).default(''),
  smsFr: text(TEMPLATE_LIMITS.sms).default(''),
  smsEn: text(TEMPLATE_LIMITS.sms).default(''),
  emailEnabled: flag.optional(),
  smsEnabled: flag.optional(),
};

/** POST /api/message-templates/preview: a draft rendered for a real customer (and loan). */
export const previewMessageBody = z.strictObject({
  ...draftFields,
  customerId: positiveId,
  loanId: positiveId.nullable().optional(),
});
export type PreviewMessageInput = z.output<typeof previewMessageBody>;

/** One language of a rendered message. */
export const renderedMessage = z.object({
  subject: z.string(),
  /** The whole email: logo, company name, header, body, footer. */
  html: z.string(),
  /** The plain-text alternative of the email. */
  text: z.string(),
  sms: z.string(),
  smsSegments: z.number().int(),
  /** Placeholders without a value for this customer (shown by name in a preview; a send is refused). */
  missing: z.array(z.enum(PLACEHOLDERS)),
});
export type RenderedMessage = z.infer<typeof renderedMessage>;

/** POST /api/message-templates/preview */
export const messagePreview = z.object({
  customer: z.object({ id: z.number().int(), name: z.string(), language: z.enum(['fr', 'en']) }),
  loan: z.object({ id: z.number().int(), loanNumber: z.number().int() }).nullable(),
  fr: renderedMessage,
  en: renderedMessage,
});
export type MessagePreview = z.infer<typeof messagePreview>;

/** POST /api/customers/:id/messages */
export const sendCustomerMessageBody = z.strictObject({
  templateId: positiveId,
  loanId: positiveId.nullable().optional(),
  channels: z
    .array(z.enum(MESSAGE_CHANNELS, { error: FIELD_MSG.invalid }), { error: MSG.required })
    .min(1, MSG.required)
    .max(2, FIELD_MSG.invalid)
    .refine((channels) => new Set(channels).size === channels.length, FIELD_MSG.duplicate),
  /** A retry with the same key sends nothing twice. */
  idempotencyKey: z.string().trim().min(8, FIELD_MSG.invalid).max(100, FIELD_MSG.tooLong).optional(),
});
export type SendCustomerMessageInput = z.output<typeof sendCustomerMessageBody>;

export const CUSTOMER_MESSAGE_STATUSES = ['SENDING', 'QUEUED', 'SENT', 'FAILED'] as const;
export type CustomerMessageStatus = (typeof CUSTOMER_MESSAGE_STATUSES)[number];

/** GET /api/customers/:id/messages, and each channel's answer of a send. */
export const customerMessageRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  loanId: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  templateTitle: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.enum(['fr', 'en']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** QUEUED: an email waiting in the outbox (no SMTP server configured). */
  status: z.enum(CUSTOMER_MESSAGE_STATUSES),
  providerMessageId: z.string().nullable(),
  /** An i18n key (errors.*) when the channel failed. */
  error: z.string().nullable(),
  sentBy: z.number().int().nullable(),
  sentByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type CustomerMessageRecord = z.infer<typeof customerMessageRecord>;

/** POST /api/customers/:id/messages: what each channel did. */
export const sentCustomerMessages = z.object({ messages: z.array(customerMessageRecord) });

/** Field → its first placeholder problem, for the fields given. */
export function placeholderErrors<F extends string>(
  values: Partial<Record<F, string | null | undefined>>,
  fields: readonly F[],
): Partial<Record<F, PlaceholderProblem>> {
  const errors: Partial<Record<F, PlaceholderProblem>> = {};
  for (const field of fields) {
    const [first] = placeholderProblems(values[field] ?? '');
    if (first) errors[field] = first;
  }
  return errors;
}

/** The i18n key that says a placeholder problem (its `%{placeholder}` is the token as written). */
export const placeholderProblemKey = (problem: PlaceholderProblem) =>
  problem.kind === 'unknown' ? 'errors.UNKNOWN_PLACEHOLDER' : 'errors.MALFORMED_PLACEHOLDER';
