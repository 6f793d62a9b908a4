/*
 * The quick panel (spec §2 and §3, issue 15): today's events of the user — their follow-ups,
 * promised transfers and agreed payments — and their own short notes.
 */
import { z } from 'zod';
import { calendarDate, optionalText, requiredText } from './fieldSchemas';

export const QUICK_EVENT_KINDS = ['FOLLOW_UP', 'PROMISE', 'AGREEMENT'] as const;
/** A note is a reminder, not a document; a user keeps a handful of them. */
export const MAX_NOTE_TITLE = 120;
export const MAX_NOTE_DETAIL = 1000;
export const MAX_NOTES = 100;

export const quickNoteInput = z.strictObject({
  title: requiredText(MAX_NOTE_TITLE),
  detail: optionalText(MAX_NOTE_DETAIL),
});
export type QuickNoteInput = z.infer<typeof quickNoteInput>;

export const quickNote = z.object({ id: z.number().int(), title: z.string(), detail: z.string() });
export type QuickNote = z.infer<typeof quickNote>;

/** Spec §3's event (id, title, detail), with what the panel needs to show and open it. */
export const quickEvent = z.object({
  id: z.string(),
  /** The borrower's name. */
  title: z.string(),
  /** The kind of event, which the panel words in the user's language. */
  detail: z.enum(QUICK_EVENT_KINDS),
  date: calendarDate,
  /** The collection file (follow-up, promise) or agreement it opens. */
  recordId: z.number().int().nullable(),
  amount: z.number().int().nullable(),
});
export type QuickEvent = z.infer<typeof quickEvent>;

/** GET /api/quick-panel/data. */
export const quickPanelData = z.object({ events: z.array(quickEvent), notes: z.array(quickNote) });
export type QuickPanelData = z.infer<typeof quickPanelData>;
