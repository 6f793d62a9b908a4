import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  CollectionContactInput,
  CollectionPromiseInput,
  CollectionTransferInput,
  UpdateCollectionFileInput,
} from '../../../domain/collectionRecords';
import type { MANUAL_FILE_REASONS } from '../../../domain/collections';
import { paymentDateError } from '../../../domain/paymentCalendar';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { collectionFiles, customers, loans, users } from '../../db/schema';
import { invalidInput, notFound, refuse, staleVersion } from '../../http/errors';
import { calendarOf } from '../loans/loanState';
import { receivePaymentIn } from '../loans/loanPaymentActions';
import { changedMessage, publishLiveMany } from '../notifications/liveBus';
import type { UserRow } from '../users/userQueries';
import { readCollectionDegrees } from './collectionArrears';
import { recordFileEvents, type NewFileEvent } from './collectionEvents';
import { openOrAdvanceFiles } from './collectionOpening';
import { contactPacingOf, getCollectionFile } from './collectionQueries';

type FileRow = typeof collectionFiles.$inferSelect;

interface FileAction {
  tx: Tx;
  file: FileRow;
  today: string;
}

/**
 * Every change to a file in one transaction: the row locked, the version the agent read checked
 * (409 "modified since your last update"), the work, the version raised and open screens told.
 * `version` null: an addition (a note, a contact) that cannot conflict with an edit.
 */
async function changeFile(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  version: number | null,
  work: (action: FileAction) => Promise<{
    set?: Partial<FileRow>;
    events: NewFileEvent[];
    /** What follows the file's own change in the same transaction (a payment that may settle it). */
    afterward?: () => Promise<void>;
  }>,
) {
  const today = ctx.clock.today();
  await ctx.database.db.transaction(async (tx) => {
    const [file] = await tx.select().from(collectionFiles).where(eq(collectionFiles.id, id)).for('update');
    if (!file) throw notFound();
    if (version !== null && file.version !== version) throw staleVersion();
    const { set = {}, events, afterward } = await work({ tx, file, today });
    const [saved] = await tx
      .update(collectionFiles)
      .set({ ...set, version: file.version + 1, updatedAt: new Date() })
      .where(eq(collectionFiles.id, id))
      .returning({ id: collectionFiles.id, version: collectionFiles.version });
    await recordFileEvents(tx, today, actor.id, events);
    await publishLiveMany(tx, [changedMessage('collection-files', saved)]);
    await afterward?.();
  });
  return getCollectionFile(ctx, id);
}

const refuseSettled = (file: FileRow) => {
  if (file.status === 'SETTLED') throw refuse('COLLECTION_FILE_SETTLED');
};

/** The borrower's province as their file now says it (their holidays, their payment calendar). */
async function borrowerOf(tx: Tx, file: FileRow) {
  const [customer] = await tx
    .select({ province: customers.province })
    .from(customers)
    .where(eq(customers.id, file.customerId));
  return { customerId: file.customerId, province: customer?.province ?? null };
}

/** A day to come back or to be paid on: today or later, and a business day of the borrower's calendar. */
async function checkComingBusinessDay(tx: Tx, file: FileRow, today: string, day: string, field: string) {
  if (day < today) throw invalidInput({ [field]: 'validation.dateNotPast' });
  const closed = paymentDateError(calendarOf(await borrowerOf(tx, file)), day);
  if (closed) throw invalidInput({ [field]: closed });
}

/** An agent opens a file on a loan with nothing open ("borrowed too much", "unemployed", …). */
export async function openCollectionFile(
  ctx: AppContext,
  actor: UserRow,
  input: { loanId: number; reason: (typeof MANUAL_FILE_REASONS)[number]; note?: string | null },
) {
  const today = ctx.clock.today();
  const id = await ctx.database.db.transaction(async (tx) => {
    const [loan] = await tx
      .select({ status: loans.status, deletedAt: loans.deletedAt })
      .from(loans)
      .where(eq(loans.id, input.loanId))
      .for('update');
    if (!loan || loan.deletedAt) throw notFound();
    if (!['ACTIVE', 'STOPPED'].includes(loan.status)) throw refuse('LOAN_ACTION_NOT_ALLOWED', { status: loan.status });
    const [already] = await tx
      .select({ id: collectionFiles.id })
      .from(collectionFiles)
      .where(and(eq(collectionFiles.loanId, input.loanId), ne(collectionFiles.status, 'SETTLED')));
    if (already) throw refuse('COLLECTION_FILE_EXISTS', { id: already.id });
    const opened = await openOrAdvanceFiles(tx, today, actor.id, [{ loanId: input.loanId, reason: input.reason }], {
      returned: false,
      degrees: await readCollectionDegrees(tx),
      note: input.note,
    });
    return opened.get(input.loanId)!.id;
  });
  return getCollectionFile(ctx, id);
}

/** "Save collection info": status, reason, steps, follow-up day, agent, what was agreed. */
export function updateCollectionFile(ctx: AppContext, actor: UserRow, id: number, input: UpdateCollectionFileInput) {
  return changeFile(ctx, actor, id, input.version, async ({ tx, file, today }) => {
    refuseSettled(file);
    const set: Partial<FileRow> = {};
    const changed: Record<string, unknown> = {};
    const take = <K extends keyof FileRow>(key: K, value: FileRow[K] | undefined) => {
      if (value === undefined || JSON.stringify(value) === JSON.stringify(file[key])) return;
      set[key] = value;
      changed[key] = value;
    };
    if (input.followUpOn) await checkComingBusinessDay(tx, file, today, input.followUpOn, 'followUpOn');
    if (input.status === 'SETTLED' && file.amountOwedCents > 0)
      throw refuse('COLLECTION_FILE_STILL_OWED', { amount: file.amountOwedCents });
    if (input.assignedTo) await checkAgent(tx, input.assignedTo);
    // A status an agent sets ends a promise's hold on the file only when the agent says so.
    take('status', input.status);
    if (input.status === 'SETTLED') set.settledOn = today;
    take('reason', input.reason);
    take('stepsChecked', input.stepsChecked);
    take('followUpOn', input.followUpOn);
    take('assignedTo', input.assignedTo);
    take('agreement', input.agreement);
    const events: NewFileEvent[] = [];
    if ('assignedTo' in changed)
      events.push({ fileId: id, kind: 'ASSIGNED', detail: { to: input.assignedTo ?? null } });
    const { assignedTo: _assigned, ...rest } = changed;
    if (Object.keys(rest).length > 0) events.push({ fileId: id, kind: 'UPDATED', detail: rest });
    if (input.status === 'SETTLED') events.push({ fileId: id, kind: 'SETTLED', detail: { byAgent: true } });
    return { set, events };
  });
}

async function checkAgent(tx: Tx, userId: number) {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw invalidInput({ assignedTo: 'validation.invalid' });
}

/** The note dialog: a note in the file's history, shown as its latest. */
export function addCollectionNote(ctx: AppContext, actor: UserRow, id: number, text: string) {
  return changeFile(ctx, actor, id, null, async () => ({
    set: { latestNote: text },
    events: [{ fileId: id, kind: 'NOTE' as const, detail: { text } }],
  }));
}

/**
 * A call, SMS or email to the borrower, with how it went. Past the lender's pacing rule (three
 * contacts in seven days, none on a statutory holiday, by default) it is refused until the agent
 * confirms having seen the warning.
 */
export function logCollectionContact(ctx: AppContext, actor: UserRow, id: number, input: CollectionContactInput) {
  return changeFile(ctx, actor, id, null, async ({ tx, file, today }) => {
    if (!input.confirmPacing) {
      const pacing = await contactPacingOf(tx, await borrowerOf(tx, file), today);
      if (pacing.warning === 'WEEK_LIMIT') throw refuse('CONTACT_PACING_WEEK', { limit: pacing.contactsPerWeek });
      if (pacing.warning === 'HOLIDAY') throw refuse('CONTACT_PACING_HOLIDAY');
    }
    const note = input.note ?? null;
    return {
      set: note ? { latestNote: note } : {},
      events: [
        {
          fileId: id,
          kind: 'CONTACT' as const,
          detail: {
            channel: input.channel,
            outcome: input.outcome,
            note,
            pacingConfirmed: input.confirmPacing === true,
          },
        },
      ],
    };
  });
}

/** The borrower promises an Interac transfer on a day: the file waits for it (kept or broken by the day's sweep). */
export function promiseTransfer(ctx: AppContext, actor: UserRow, id: number, input: CollectionPromiseInput) {
  return changeFile(ctx, actor, id, input.version, async ({ tx, file, today }) => {
    refuseSettled(file);
    await checkComingBusinessDay(tx, file, today, input.expectedOn, 'expectedOn');
    const events: NewFileEvent[] = [
      { fileId: id, kind: 'PROMISE', detail: { expectedOn: input.expectedOn, amount: input.amount } },
    ];
    if (input.note) events.push({ fileId: id, kind: 'NOTE', detail: { text: input.note } });
    return {
      set: {
        agreement: 'INTERAC_TRANSFER',
        promiseState: 'PENDING',
        status: 'PROMISED',
        expectedTransferOn: input.expectedOn,
        expectedAmountCents: input.amount,
        actualTransferOn: null,
        ...(input.note ? { latestNote: input.note } : {}),
      },
      events,
    };
  });
}

/**
 * An Interac transfer received from the borrower: a payment in the loan's ledger (as a manual
 * payment, or a stopped loan's payment), and the file brought up to date by that payment's loan
 * action: a pending promise kept once the money in since it was made reaches the amount promised
 * by its day, the file settled when nothing is past due any more.
 */
export function receiveTransfer(ctx: AppContext, actor: UserRow, id: number, input: CollectionTransferInput) {
  return changeFile(ctx, actor, id, input.version, async ({ tx, file, today }) => {
    refuseSettled(file);
    return {
      afterward: async () => {
        await receivePaymentIn(
          tx,
          today,
          actor,
          file.loanId,
          { date: input.receivedOn, amount: input.amount },
          { fromCollections: true },
        );
      },
      set: { actualTransferOn: input.receivedOn },
      events: [
        { fileId: id, kind: 'TRANSFER_RECEIVED', detail: { receivedOn: input.receivedOn, amount: input.amount } },
      ],
    };
  });
}

/** Many files given to one agent (or to nobody) at once, each change in its file's history. */
export async function assignCollectionFiles(
  ctx: AppContext,
  actor: UserRow,
  input: { ids: number[]; assignedTo: number | null },
): Promise<{ assigned: number }> {
  const today = ctx.clock.today();
  return ctx.database.db.transaction(async (tx) => {
    if (input.assignedTo) await checkAgent(tx, input.assignedTo);
    const saved = await tx
      .update(collectionFiles)
      .set({
        assignedTo: input.assignedTo,
        version: sql`${collectionFiles.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          inArray(collectionFiles.id, input.ids),
          sql`${collectionFiles.assignedTo} is distinct from ${input.assignedTo}::int`,
        ),
      )
      .returning({ id: collectionFiles.id, version: collectionFiles.version });
    await recordFileEvents(
      tx,
      today,
      actor.id,
      saved.map((row) => ({ fileId: row.id, kind: 'ASSIGNED', detail: { to: input.assignedTo } })),
    );
    await publishLiveMany(
      tx,
      saved.map((row) => changedMessage('collection-files', row)),
    );
    return { assigned: saved.length };
  });
}

/** A message from a template sent from the file: it goes in the file's history with what each channel did. */
export async function recordFileMessage(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  detail: { templateTitle: string | null; channels: { channel: string; status: string }[] },
) {
  return changeFile(ctx, actor, id, null, async () => ({ events: [{ fileId: id, kind: 'MESSAGE' as const, detail }] }));
}
