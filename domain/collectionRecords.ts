import { z } from 'zod';
import { AGREEMENT_STATUSES } from './paymentAgreements';
import {
  AGENT_FILE_STATUSES,
  COLLECTION_FILE_REASONS,
  COLLECTION_FILE_STATUSES,
  COLLECTION_QUEUES,
  COLLECTION_STEPS,
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  FILE_AGREEMENTS,
  FILE_EVENT_KINDS,
  MANUAL_FILE_REASONS,
  NOTE_MAX,
  PROMISE_STATES,
} from './collections';
import {
  FIELD_MSG,
  calendarDate,
  cents,
  filterRowId,
  idList,
  optionalText,
  positiveId,
  province,
  requiredText,
  textSearch,
  version,
} from './fieldSchemas';

/*
 * What the collection-files routes take and answer, described once (the routes' schemas,
 * /api/docs, and the browser's types). Money is integer cents, days calendar dates.
 */

const id = z.number().int();
const timestamp = z.iso.datetime();

/** The collections lists' filters: the sidebar's queue, then degree, reason, agent, province. */
export const collectionListFilter = z.strictObject({
  q: textSearch.optional(),
  queue: z.enum(COLLECTION_QUEUES).optional(),
  status: z.enum(COLLECTION_FILE_STATUSES).optional(),
  degree: z.coerce.number().int().min(0).max(11).optional(),
  reason: z.enum(COLLECTION_FILE_REASONS).optional(),
  /** An agent's files; 0 for the files nobody is assigned. */
  assignedTo: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  province: province.optional(),
  loanId: filterRowId.optional(),
  customerId: filterRowId.optional(),
  id: idList.optional(),
});
export type CollectionListFilter = z.output<typeof collectionListFilter>;
export const COLLECTION_SORTABLE = [
  'amountOwed',
  'daysPastDue',
  'followUpOn',
  'openedOn',
  'lastReturnOn',
  'expectedTransferOn',
  'id',
] as const;

/** A file as the lists show it: the loan in arrears, its borrower, and where collection stands. */
export const collectionFileListRecord = z.object({
  id,
  loanId: id,
  loanNumber: id,
  customerId: id,
  customerNumber: id,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  cell: z.string().nullable(),
  email: z.string().nullable(),
  province: z.string().nullable(),
  status: z.enum(COLLECTION_FILE_STATUSES),
  reason: z.enum(COLLECTION_FILE_REASONS),
  /** Past-due money and days, from the schedule and the ledger (as of the last change or sweep). */
  amountOwed: z.number().int(),
  daysPastDue: z.number().int(),
  since: calendarDate.nullable(),
  lastPaymentDate: calendarDate.nullable(),
  /** Its degree's position among the configured degrees, and its names; null when nothing is past due. */
  degree: z.number().int().nullable(),
  degreeNameFr: z.string().nullable(),
  degreeNameEn: z.string().nullable(),
  agreement: z.enum(FILE_AGREEMENTS),
  promiseState: z.enum(PROMISE_STATES),
  expectedTransferOn: calendarDate.nullable(),
  expectedAmount: z.number().int().nullable(),
  actualTransferOn: calendarDate.nullable(),
  followUpOn: calendarDate.nullable(),
  latestNote: z.string().nullable(),
  stepsChecked: z.array(z.enum(COLLECTION_STEPS)),
  assignedTo: id.nullable(),
  assignedName: z.string().nullable(),
  openedOn: calendarDate,
  lastReturnOn: calendarDate.nullable(),
  settledOn: calendarDate.nullable(),
  version: id,
});
export type CollectionFileListRecord = z.infer<typeof collectionFileListRecord>;

/** One step of a file's history: what happened, who did it, and its details (a note's text, a contact's outcome). */
export const collectionFileEvent = z.object({
  id,
  kind: z.enum(FILE_EVENT_KINDS),
  detail: z.record(z.string(), z.unknown()),
  actorName: z.string().nullable(),
  occurredAt: timestamp,
});
export type CollectionFileEvent = z.infer<typeof collectionFileEvent>;

/** A file whole: the list's fields, its history, and whether contacting the borrower today breaks the pacing rule. */
export const collectionFileRecord = collectionFileListRecord.extend({
  history: z.array(collectionFileEvent),
  /** Its payment agreements, newest first. */
  agreements: z.array(z.object({ id, status: z.enum(AGREEMENT_STATUSES) })),
  pacing: z.object({
    contactsThisWeek: z.number().int(),
    contactsPerWeek: z.number().int(),
    warning: z.enum(['WEEK_LIMIT', 'HOLIDAY']).nullable(),
  }),
});
export type CollectionFileRecord = z.infer<typeof collectionFileRecord>;

/** The sidebar's counts, one per queue (exact up to `cap`). */
export const collectionCounts = z.object({
  counts: z.record(z.enum(COLLECTION_QUEUES), z.number().int()),
  cap: z.number().int(),
});

const note = requiredText(NOTE_MAX);

/** A choice left out is required; one that is not on the list is invalid. */
const requiredChoice = (issue: { input: unknown }) =>
  issue.input === undefined ? FIELD_MSG.required : FIELD_MSG.invalid;

/** POST /api/collection-files: an agent opens a file on a loan (one open file per loan). */
export const openCollectionFileBody = z.strictObject({
  loanId: positiveId,
  reason: z.enum(MANUAL_FILE_REASONS, { error: requiredChoice }),
  note: optionalText(NOTE_MAX),
});

/** PUT /api/collection-files/:id: "save collection info". Absent fields are left as they are. */
export const updateCollectionFileBody = z.strictObject({
  version,
  status: z.enum([...AGENT_FILE_STATUSES, 'SETTLED'], { error: FIELD_MSG.invalid }).optional(),
  reason: z.enum(COLLECTION_FILE_REASONS, { error: FIELD_MSG.invalid }).optional(),
  stepsChecked: z
    .array(z.enum(COLLECTION_STEPS, { error: FIELD_MSG.invalid }))
    .max(COLLECTION_STEPS.length)
    .refine((steps) => new Set(steps).size === steps.length, FIELD_MSG.duplicate)
    .optional(),
  followUpOn: calendarDate.nullable().optional(),
  assignedTo: positiveId.nullable().optional(),
  agreement: z.enum(['NONE', 'DEFER_PAYMENT_AT_END'], { error: FIELD_MSG.invalid }).optional(),
});
export type UpdateCollectionFileInput = z.output<typeof updateCollectionFileBody>;

/** POST /api/collection-files/:id/notes: the note dialog. */
export const collectionNoteBody = z.strictObject({ text: note });

/** POST /api/collection-files/:id/contacts: a call, SMS or email to the borrower, and how it went. */
export const collectionContactBody = z.strictObject({
  channel: z.enum(CONTACT_CHANNELS, { error: requiredChoice }),
  outcome: z.enum(CONTACT_OUTCOMES, { error: requiredChoice }),
  note: optionalText(NOTE_MAX),
  /** The agent saw the pacing warning and contacts the borrower anyway. */
  confirmPacing: z.boolean().optional(),
});
export type CollectionContactInput = z.output<typeof collectionContactBody>;

/** POST /api/collection-files/:id/promise: an Interac transfer the borrower promised. */
export const collectionPromiseBody = z.strictObject({
  version,
  expectedOn: calendarDate,
  amount: cents.refine((amount) => amount > 0, FIELD_MSG.invalidAmount),
  note: optionalText(NOTE_MAX),
});
export type CollectionPromiseInput = z.output<typeof collectionPromiseBody>;

/** POST /api/collection-files/:id/transfers: an Interac transfer received from the borrower. */
export const collectionTransferBody = z.strictObject({
  version,
  receivedOn: calendarDate,
  amount: cents.refine((amount) => amount > 0, FIELD_MSG.invalidAmount),
});
export type CollectionTransferInput = z.output<typeof collectionTransferBody>;

/** POST /api/collection-files/assign: many files given to an agent (or to nobody) at once. */
export const assignCollectionFilesBody = z.strictObject({
  ids: z.array(positiveId).min(1).max(500),
  assignedTo: positiveId.nullable(),
});

/** An agent a file can be assigned to. */
export const collectionAgent = z.object({ id, name: z.string() });

/** What the lists' filters and the file's form choose from: the agents, and the configured degrees. */
export const collectionChoices = z.object({
  agents: z.array(collectionAgent),
  degrees: z.array(z.object({ index: id, nameFr: z.string(), nameEn: z.string() })),
});
