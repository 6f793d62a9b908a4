import { z } from 'zod';

/** What the outbox list may be filtered on: the recipient's address. */
export const outboxListFilter = z.strictObject({ to: z.string().trim().max(254).optional() });
export type OutboxListFilter = z.output<typeof outboxListFilter>;

/**
 * An email as the outbox shows it to administrators (its secrets masked when it was kept). The
 * routes answer with this schema (so /api/docs describes it) and the browser reads its type from it.
 */
export const outboxRecord = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type OutboxRecord = z.infer<typeof outboxRecord>;
