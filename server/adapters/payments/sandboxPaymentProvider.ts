import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/calendarDates';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import { moneyIntoProvider, type StatementItemStatus } from '../../../domain/reconciliation';
import { torontoInstant, torontoToday } from '../../businessClock';
import type { Db, Tx } from '../../db/client';
import { buildCpa005Returns, Cpa005Error, readCpa005 } from './cpa005';
import type {
  EftFileReceipt,
  EftFileSubmission,
  InteracPayoutRequest,
  PaymentProviderAdapter,
  ProviderEvent,
  ProviderStatement,
  ProviderStatus,
  ProviderTransaction,
  ReturnsFile,
} from './paymentProvider';
import { ProviderRefusal } from './paymentProvider';
import { signCallback, verifySignedEvent } from './providerCallbacks';
import {
  EFT_PROCESSING_MS,
  INTERAC_CANCELLATION_FEE_CENTS,
  interacCancellable,
  interacRefusedOutright,
  nextEftStep,
  nextInteracStep,
  statementLineOf,
  type SandboxLimits,
} from './sandboxRules';
import {
  sandboxCallbacks,
  sandboxEftFiles,
  sandboxPaymentTransactions,
  sandboxReturnsFiles,
  sandboxStatementItems,
} from './sandboxTables';

/** Posts a signed callback to Guichet; true once Guichet acknowledged it (2xx). */
export type CallbackDelivery = (provider: PaymentProvider, rawBody: string, signature: string) => Promise<boolean>;

export interface SandboxPaymentOptions {
  name: PaymentProvider;
  interac: boolean;
  db: Db;
  secret: string;
  limits: SandboxLimits;
  /** Late-bound: the app that receives the callbacks is built after the adapters. */
  delivery: { deliver?: CallbackDelivery };
  now: () => Date;
  /** Shrinks every delay (1: real time). */
  delayScale?: number;
  /** The lender's originator id, echoed in the returns files' headers. */
  originatorId?: string;
  /** The data centre it takes EFT files at: a file addressed to another is refused, as a clearing would. */
  dataCentre: string;
}

type Row = typeof sandboxPaymentTransactions.$inferSelect;
const ENDED: ProviderStatus[] = ['CANCELLED', 'DECLINED', 'EXPIRED'];
const STEP_BATCH = 500;

const fingerprintOf = (...parts: (string | number | null)[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');
const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex').toUpperCase()}`;
const answerOf = (row: Row): ProviderTransaction => ({
  transactionId: row.id,
  status: row.status,
  confirmationCode: (row.details.confirmationCode as string | undefined) ?? null,
  feeCents: (row.details.feeCents as number | undefined) ?? 0,
});

/**
 * A payment provider that behaves like the real services (sandboxRules.ts says how): its books in
 * the database, every request idempotent, its transactions moving on by themselves as time passes,
 * and signed callbacks delivered until acknowledged.
 */
export function createSandboxPaymentProvider(options: SandboxPaymentOptions): PaymentProviderAdapter {
  const { name, db, secret, limits, now } = options;
  const scale = options.delayScale ?? 1;
  const nextStep = (row: Pick<Row, 'kind' | 'details' | 'amountCents'>, status: ProviderStatus, since: Date) =>
    row.kind === 'INTERAC'
      ? nextInteracStep(status, String(row.details.email), since, scale)
      : nextEftStep(
          status,
          {
            ...(row.details as { date: string; account: string }),
            amountCents: row.amountCents,
            debit: row.kind === 'EFT_DEBIT',
          },
          since,
          scale,
        );

  async function existing(tx: Tx | Db, idempotencyKey: string, fingerprint: string): Promise<Row | undefined> {
    const [row] = await tx
      .select()
      .from(sandboxPaymentTransactions)
      .where(
        and(
          eq(sandboxPaymentTransactions.provider, name),
          eq(sandboxPaymentTransactions.idempotencyKey, idempotencyKey),
        ),
      );
    if (row && row.fingerprint !== fingerprint) throw new ProviderRefusal('PROVIDER_KEY_REUSED');
    return row;
  }

  async function queueCallback(tx: Tx, row: Row, at: Date, returnCode?: string) {
    const event: ProviderEvent = {
      eventId: `${row.id}.${row.sequence}`,
      transactionId: row.id,
      reference: row.reference,
      status: row.status,
      sequence: row.sequence,
      occurredAt: at.toISOString(),
      ...(returnCode ? { returnCode } : {}),
      ...(row.details.confirmationCode ? { confirmationCode: row.details.confirmationCode as string } : {}),
    };
    await tx.insert(sandboxCallbacks).values({ provider: name, body: JSON.stringify(event) });
  }

  /** The item on its day's statement: settled, deposited, returned, or charged a cancellation fee. */
  async function recordOnStatement(
    tx: Tx,
    row: Row,
    status: StatementItemStatus,
    at: Date,
    amountCents = row.amountCents,
  ) {
    const line = statementLineOf(
      { interac: row.kind === 'INTERAC', account: (row.details.account as string | undefined) ?? null, amountCents },
      status,
    );
    await tx.insert(sandboxStatementItems).values({
      provider: name,
      day: torontoToday(at),
      transactionId: row.id,
      reference: row.reference,
      kind: row.kind === 'EFT_DEBIT' ? 'DEBIT' : 'CREDIT',
      status,
      ...line,
    });
  }

  /** Outgoing money of the day (Interac transfers and EFT credits not cancelled, declined or expired). */
  async function paidOutSince(tx: Tx, since?: Date): Promise<number> {
    const [{ total }] = await tx
      .select({ total: sql<string>`coalesce(sum(${sandboxPaymentTransactions.amountCents}), 0)` })
      .from(sandboxPaymentTransactions)
      .where(
        and(
          eq(sandboxPaymentTransactions.provider, name),
          notInArray(sandboxPaymentTransactions.status, ENDED),
          sql`${sandboxPaymentTransactions.kind} <> 'EFT_DEBIT'`,
          since ? gte(sandboxPaymentTransactions.createdAt, since) : undefined,
        ),
      );
    return Number(total);
  }

  async function sendInterac(request: InteracPayoutRequest): Promise<ProviderTransaction> {
    if (!options.interac) throw new ProviderRefusal('PROVIDER_NO_INTERAC');
    const fingerprint = fingerprintOf(request.amountCents, request.email.toLowerCase(), request.reference);
    return db.transaction(async (tx) => {
      // One sender at a time per provider: the limits are checked against what is already booked.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-interac-${name}`}))`);
      const known = await existing(tx, request.idempotencyKey, fingerprint);
      if (known) return answerOf(known);
      if (interacRefusedOutright(request.email)) throw new ProviderRefusal('DEPOSIT_PROVIDER_ERROR');
      if (request.question.length < 5 || request.question.length > 40 || request.answer.length < 3)
        throw new ProviderRefusal('DEPOSIT_BANKING_ERROR');
      if (request.amountCents > limits.perTransferCents)
        throw new ProviderRefusal(
          'DEPOSIT_LIMIT_PER_TRANSFER',
          { max: limits.perTransferCents },
          'TRANSACTION_LIMIT_RATE',
        );
      const at = now();
      const dayStart = torontoInstant(torontoToday(at), '00:00');
      if ((await paidOutSince(tx, dayStart)) + request.amountCents > limits.dailyCents)
        throw new ProviderRefusal('DEPOSIT_LIMIT_DAILY', { max: limits.dailyCents }, 'TRANSACTION_LIMIT_EXCEEDED');
      if ((await paidOutSince(tx)) + request.amountCents > limits.openingBalanceCents)
        throw new ProviderRefusal('DEPOSIT_FUNDS_INSUFFICIENT');
      const next = nextInteracStep('REQUESTED', request.email, at, scale);
      const [row] = await tx
        .insert(sandboxPaymentTransactions)
        .values({
          id: newId('ETR'),
          provider: name,
          idempotencyKey: request.idempotencyKey,
          fingerprint,
          kind: 'INTERAC',
          amountCents: request.amountCents,
          reference: request.reference,
          status: 'REQUESTED',
          nextStepAt: next?.at ?? null,
          details: { email: request.email, recipientName: request.recipientName, memo: request.memo },
          createdAt: at,
        })
        .returning();
      await queueCallback(tx, row, at);
      return answerOf(row);
    });
  }

  async function submitEftFile(file: EftFileSubmission): Promise<EftFileReceipt> {
    let parsed: ReturnType<typeof readCpa005>;
    try {
      parsed = readCpa005(file.content);
    } catch (error) {
      if (error instanceof Cpa005Error) throw new ProviderRefusal('EFT_FILE_REJECTED', { reason: error.message });
      throw error;
    }
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-eft-${name}`}))`);
      const [known] = await tx
        .select()
        .from(sandboxEftFiles)
        .where(and(eq(sandboxEftFiles.provider, name), eq(sandboxEftFiles.idempotencyKey, file.idempotencyKey)));
      if (known) return { fileReference: known.reference, transactions: known.transactions };
      if (parsed.header.destinationDataCentre !== options.dataCentre)
        throw new ProviderRefusal('EFT_FILE_REJECTED', {
          reason: `destination data centre "${parsed.header.destinationDataCentre}" is not ${options.dataCentre}`,
        });
      const at = now();
      const fileReference = newId('FILE');
      const nextStepAt = new Date(at.getTime() + EFT_PROCESSING_MS * scale);
      const rows = parsed.items.map((item) => ({
        id: newId(item.recordType === 'C' ? 'EFTC' : 'EFTD'),
        idempotency_key: `${file.idempotencyKey}/${item.crossReference}`,
        fingerprint: fingerprintOf(item.amountCents, item.account, item.crossReference),
        kind: item.recordType === 'C' ? 'EFT_CREDIT' : 'EFT_DEBIT',
        amount_cents: item.amountCents,
        reference: item.crossReference,
        details: {
          date: item.date,
          account: item.account,
          institution: item.institution,
          transit: item.transit,
          payeeName: item.payeeName,
          cpaCode: item.cpaCode,
        },
      }));
      // One JSON parameter per 10,000 rows: drizzle's insert builder spent more on a file's 50,000
      // rows' parameters than Postgres on the rows.
      for (let start = 0; start < rows.length; start += 10_000)
        await tx.execute(sql`
          insert into sandbox_payment_transactions (id, provider, idempotency_key, fingerprint, kind, amount_cents, reference,
                                                    status, next_step_at, file_reference, details, created_at)
          select r.id, ${name}, r.idempotency_key, r.fingerprint, r.kind, r.amount_cents, r.reference, 'RECEIVED',
                 ${nextStepAt.toISOString()}::timestamptz, ${fileReference}, r.details, ${at.toISOString()}::timestamptz
            from json_to_recordset(${JSON.stringify(rows.slice(start, start + 10_000))}::json)
              as r(id text, idempotency_key text, fingerprint text, kind text, amount_cents bigint, reference text, details jsonb)`);
      const transactions = Object.fromEntries(rows.map((row) => [row.reference, row.id]));
      await tx.insert(sandboxEftFiles).values({
        reference: fileReference,
        provider: name,
        idempotencyKey: file.idempotencyKey,
        transactions,
        receivedAt: at,
      });
      return { fileReference, transactions };
    });
  }

  async function cancel(transactionId: string): Promise<ProviderTransaction> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPaymentTransactions)
        .where(and(eq(sandboxPaymentTransactions.id, transactionId), eq(sandboxPaymentTransactions.provider, name)))
        .for('update');
      if (!row) throw new ProviderRefusal('PROVIDER_UNKNOWN_TRANSACTION');
      if (row.status === 'CANCELLED') return answerOf(row);
      const at = now();
      if (row.kind !== 'INTERAC') {
        // A file being processed cannot be touched; once sent to the clearing, nothing can be recalled.
        if (row.status === 'RECEIVED') throw new ProviderRefusal('DEPOSIT_CANCEL_RETRY_LATER', { minutes: 30 });
        throw new ProviderRefusal('DEPOSIT_CANNOT_CANCEL');
      }
      if (!interacCancellable(row.status)) throw new ProviderRefusal('DEPOSIT_CANNOT_CANCEL');
      const feeCents = row.status === 'SENT' ? INTERAC_CANCELLATION_FEE_CENTS : 0;
      const [updated] = await tx
        .update(sandboxPaymentTransactions)
        .set({
          status: 'CANCELLED',
          nextStepAt: null,
          sequence: row.sequence + 1,
          details: { ...row.details, feeCents },
        })
        .where(eq(sandboxPaymentTransactions.id, row.id))
        .returning();
      if (feeCents > 0) await recordOnStatement(tx, updated, 'FEE', at, feeCents);
      await queueCallback(tx, updated, at);
      return answerOf(updated);
    });
  }

  async function status(transactionId: string): Promise<ProviderTransaction> {
    const [row] = await db
      .select()
      .from(sandboxPaymentTransactions)
      .where(and(eq(sandboxPaymentTransactions.id, transactionId), eq(sandboxPaymentTransactions.provider, name)));
    if (!row) throw new ProviderRefusal('PROVIDER_UNKNOWN_TRANSACTION');
    return answerOf(row);
  }

  /** Moves one transaction a step on (in its own transaction, with its callback). */
  async function step(row: Row, at: Date) {
    const next = nextStep(row, row.status, row.nextStepAt ?? at);
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(sandboxPaymentTransactions)
        .where(eq(sandboxPaymentTransactions.id, row.id))
        .for('update');
      if (!locked || locked.sequence !== row.sequence) return;
      if (!next) {
        await tx
          .update(sandboxPaymentTransactions)
          .set({ nextStepAt: null })
          .where(eq(sandboxPaymentTransactions.id, row.id));
        return;
      }
      const stepAt = row.nextStepAt ?? at;
      const details =
        next.status === 'SENT' && row.kind === 'INTERAC'
          ? { ...row.details, confirmationCode: `CA${randomBytes(4).toString('hex').toUpperCase()}` }
          : next.returnCode
            ? { ...row.details, returnCode: next.returnCode }
            : row.details;
      const following = nextStep(row, next.status, stepAt);
      const [updated] = await tx
        .update(sandboxPaymentTransactions)
        .set({ status: next.status, sequence: row.sequence + 1, details, nextStepAt: following?.at ?? null })
        .where(eq(sandboxPaymentTransactions.id, row.id))
        .returning();
      if (next.status === 'SETTLED' || next.status === 'DEPOSITED' || next.status === 'RETURNED')
        await recordOnStatement(tx, updated, next.status === 'RETURNED' ? 'RETURNED' : 'SETTLED', stepAt);
      // A returned EFT item is reported in the next returns file, as a bank reports them, not by callback.
      if (next.status === 'RETURNED' && row.kind !== 'INTERAC') return;
      await queueCallback(tx, updated, stepAt, next.returnCode);
    });
  }

  /**
   * The returns file: every EFT item returned since the last one, as I (credit) and J (debit)
   * records, numbered in turn. One transaction: a file is published whole or not at all.
   */
  async function publishReturns(at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-returns-${name}`}))`);
      const returned = await tx
        .select()
        .from(sandboxPaymentTransactions)
        .where(
          and(
            eq(sandboxPaymentTransactions.provider, name),
            eq(sandboxPaymentTransactions.status, 'RETURNED'),
            isNull(sandboxPaymentTransactions.returnsFile),
            sql`${sandboxPaymentTransactions.kind} <> 'INTERAC'`,
          ),
        )
        .orderBy(asc(sandboxPaymentTransactions.id));
      if (returned.length === 0) return;
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${sandboxReturnsFiles.number}), 0)::int` })
        .from(sandboxReturnsFiles)
        .where(eq(sandboxReturnsFiles.provider, name));
      const number = last + 1;
      const content = buildCpa005Returns(
        {
          originatorId: options.originatorId ?? '0000000000',
          originatorShortName: name,
          originatorLongName: `${name} returns`,
          fileCreationNumber: number,
          creationDate: torontoToday(at),
          destinationDataCentre: options.dataCentre,
        },
        returned.map((row) => {
          const item = row.details as Record<string, string>;
          return {
            recordType: row.kind === 'EFT_CREDIT' ? ('I' as const) : ('J' as const),
            cpaCode: item.cpaCode ?? (row.kind === 'EFT_CREDIT' ? '450' : '350'),
            amountCents: row.amountCents,
            date: item.date,
            institution: item.institution,
            transit: item.transit,
            account: item.account,
            payeeName: item.payeeName ?? row.reference,
            crossReference: row.reference,
            returnCode: item.returnCode ?? '900',
          };
        }),
      );
      await tx.insert(sandboxReturnsFiles).values({ provider: name, number, content, createdAt: at });
      await tx
        .update(sandboxPaymentTransactions)
        .set({ returnsFile: number })
        .where(
          inArray(
            sandboxPaymentTransactions.id,
            returned.map((row) => row.id),
          ),
        );
    });
  }

  async function returnsFiles(after: number): Promise<ReturnsFile[]> {
    return db
      .select({ number: sandboxReturnsFiles.number, content: sandboxReturnsFiles.content })
      .from(sandboxReturnsFiles)
      .where(and(eq(sandboxReturnsFiles.provider, name), gt(sandboxReturnsFiles.number, after)))
      .orderBy(asc(sandboxReturnsFiles.number));
  }

  async function statement(day: IsoDate): Promise<ProviderStatement> {
    if (day >= torontoToday(now())) throw new ProviderRefusal('PROVIDER_DAY_NOT_OVER', { day });
    const rows = await db
      .select()
      .from(sandboxStatementItems)
      .where(and(eq(sandboxStatementItems.provider, name), eq(sandboxStatementItems.day, day)))
      .orderBy(asc(sandboxStatementItems.id));
    // A lost item is lost whole: neither listed, nor charged for, nor in the day's sweep.
    const reported = rows.filter((row) => !row.omitted);
    const items = reported.map(({ reference, kind, status, amountCents, transactionId }) => ({
      reference,
      kind,
      status,
      amountCents,
      transactionId,
    }));
    const serviceFeesCents = reported.reduce((sum, row) => sum + row.serviceFeeCents, 0);
    // The provider sweeps what it holds for the day to the bank: what it took, less what it paid out and charged.
    const transferredCents = reported.reduce((sum, row) => sum + moneyIntoProvider(row), 0) - serviceFeesCents;
    return { day, items, serviceFeesCents, transferredCents };
  }

  async function deliverPending(): Promise<void> {
    const deliver = options.delivery.deliver;
    if (!deliver) return;
    for (;;) {
      const pending = await db
        .select()
        .from(sandboxCallbacks)
        .where(and(eq(sandboxCallbacks.provider, name), isNull(sandboxCallbacks.deliveredAt)))
        .orderBy(asc(sandboxCallbacks.id))
        .limit(STEP_BATCH);
      for (const callback of pending) {
        const delivered = await deliver(name, callback.body, signCallback(secret, callback.body)).catch(() => false);
        await db
          .update(sandboxCallbacks)
          .set({ attempts: callback.attempts + 1, deliveredAt: delivered ? now() : null })
          .where(eq(sandboxCallbacks.id, callback.id));
        // Refused: delivered again at the next pass, as a provider retries its webhooks.
        if (!delivered) return;
      }
      if (pending.length < STEP_BATCH) return;
    }
  }

  async function advance(at: Date): Promise<number> {
    let moved = 0;
    // A transaction may take several steps in one pass (a sandbox left alone for hours): until none is due.
    for (let pass = 0; pass < 1000; pass += 1) {
      const due = await db
        .select()
        .from(sandboxPaymentTransactions)
        .where(and(eq(sandboxPaymentTransactions.provider, name), lte(sandboxPaymentTransactions.nextStepAt, at)))
        .orderBy(asc(sandboxPaymentTransactions.nextStepAt))
        .limit(STEP_BATCH);
      for (const row of due) await step(row, at);
      moved += due.length;
      if (due.length === 0) break;
    }
    await publishReturns(at);
    await deliverPending();
    return moved;
  }

  return {
    name,
    interac: options.interac,
    eftDataCentre: options.dataCentre,
    sendInterac,
    submitEftFile,
    cancel,
    status,
    verifyCallback: (rawBody, signature) => verifySignedEvent(secret, rawBody, signature),
    returnsFiles,
    statement,
    advance,
  };
}
