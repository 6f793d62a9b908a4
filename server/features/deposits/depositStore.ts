import { eq, sql } from 'drizzle-orm';
import type { DepositRecordStatus, DepositPaymentStatus } from '../../../domain/deposits';
import type { DepositStatus } from '../../../domain/loanStatuses';
import type { NotificationType } from '../../../domain/notifications';
import type { Tx } from '../../db/client';
import { depositEvents, deposits, loans } from '../../db/schema';
import { notFound, staleVersion } from '../../http/errors';
import { publishChanged } from '../notifications/liveBus';
import { raiseCustomerNotice } from '../notifications/raiseNotification';

export type DepositRow = typeof deposits.$inferSelect;
export type DepositChanges = Partial<Omit<DepositRow, 'id' | 'loanId' | 'customerId' | 'version' | 'createdAt'>>;

/** The deposit row, locked for the rest of the transaction; a stale version (when given) is refused. */
export async function lockDeposit(tx: Tx, id: number, version?: number): Promise<DepositRow> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
  if (!row) throw notFound();
  if (version !== undefined && row.version !== version) throw staleVersion();
  return row;
}

/** What the loan shows of its deposit (its list filters on it, and delete is refused while money is out). */
export function loanDepositStatus(
  status: DepositRecordStatus,
  paymentStatus: DepositPaymentStatus | null,
): DepositStatus {
  if (status === 'WAITING')
    return paymentStatus === 'IN_PROGRESS' || paymentStatus === 'CANCEL_REQUESTED' ? 'IN_PROGRESS' : 'WAITING';
  return status;
}

/** Saves a change: the version raised, the loan's summary kept in step, open screens told. */
export async function saveDeposit(tx: Tx, row: DepositRow, changes: DepositChanges): Promise<DepositRow> {
  const [saved] = await tx
    .update(deposits)
    .set({ ...changes, version: sql`${deposits.version} + 1`, updatedAt: new Date() })
    .where(eq(deposits.id, row.id))
    .returning();
  const summary = loanDepositStatus(saved.status, saved.paymentStatus);
  if (summary !== loanDepositStatus(row.status, row.paymentStatus)) {
    const [loan] = await tx
      .update(loans)
      .set({ depositStatus: summary, version: sql`${loans.version} + 1`, updatedAt: new Date() })
      .where(eq(loans.id, row.loanId))
      .returning({ version: loans.version });
    await publishChanged(tx, 'loans', row.loanId, loan.version);
  }
  await publishChanged(tx, 'deposits', saved.id, saved.version);
  return saved;
}

export async function recordEvent(
  tx: Tx,
  depositId: number,
  kind: string,
  detail: Record<string, unknown> = {},
  options: { actorId?: number | null; providerEventId?: string; occurredAt?: Date } = {},
): Promise<boolean> {
  const inserted = await tx
    .insert(depositEvents)
    .values({
      depositId,
      kind,
      detail,
      actorId: options.actorId ?? null,
      providerEventId: options.providerEventId ?? null,
      occurredAt: options.occurredAt ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: depositEvents.id });
  return inserted.length > 0;
}

/** Tells everyone who follows deposits, in the transaction that made it so. */
export const notifyDeposit = (
  tx: Tx,
  row: Pick<DepositRow, 'id' | 'customerId'>,
  type: NotificationType,
  raisedBy: number | null = null,
) => raiseCustomerNotice(tx, { type, customerId: row.customerId, path: `/apps/deposits/${row.id}`, raisedBy });

/** The reference a provider echoes: the deposit and the attempt (a retry is a new transaction). */
export const depositReference = (row: Pick<DepositRow, 'id' | 'attempt'>) => `DEP-${row.id}-${row.attempt}`;
export function parseDepositReference(reference: string): { id: number; attempt: number } | null {
  const match = /^DEP-(\d{1,10})-(\d{1,6})$/.exec(reference);
  return match ? { id: Number(match[1]), attempt: Number(match[2]) } : null;
}
