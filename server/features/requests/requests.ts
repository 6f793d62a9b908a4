import { and, eq } from 'drizzle-orm';
import {
  canChangeRequestStatus,
  initialRequestStatus,
  type ChangeRequestStatusInput,
  type CreateRequestInput,
  type RequestStatus,
  type UpdateRequestInput,
} from '../../../domain/requests';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { requests } from '../../db/schema';
import { notFound, refuse, staleVersion } from '../../http/errors';
import { audit } from '../audit/audit';
import { findDuplicates } from '../customers/customerDuplicates';
import { holdCustomerForChange } from '../customers/mergeLocks';
import { insertCustomer } from '../customers/customers';
import { announceRequestChange } from '../notifications/requestEvents';
import { findRequest, toRequestRecord, type RequestRecord } from './requestQueries';
import type { UserRow } from '../users/userQueries';

/**
 * A new loan request. For an existing customer (`customerId`: agents, origin INTERNAL by default)
 * it starts NEW. With an applicant's details (origin EXTERNAL by default) a profile is created
 * too, and when another customer already has the same SIN, email or phone the request starts
 * DUPLICATE, pointing at that customer, for an agent to merge the two profiles.
 */
export async function createRequest(
  ctx: AppContext,
  actor: UserRow,
  input: CreateRequestInput,
): Promise<RequestRecord> {
  return ctx.database.db.transaction(async (tx) => {
    let customerId: number;
    let duplicateOfCustomerId: number | null = null;
    if (input.customerId !== undefined) {
      customerId = (await holdCustomerForChange(tx, input.customerId, actor.id)).id;
    } else {
      const applicant = input.applicant as NonNullable<CreateRequestInput['applicant']>;
      const [match] = await findDuplicates(tx, applicant, undefined, 1);
      duplicateOfCustomerId = match?.row.id ?? null;
      customerId = (await insertCustomer(tx, actor.id, applicant)).id;
    }
    return insertRequest(tx, actor.id, 'request.created', {
      customerId,
      duplicateOfCustomerId,
      requestedAmountCents: input.requestedAmountCents,
      origin: input.origin ?? (input.customerId !== undefined ? 'INTERNAL' : 'EXTERNAL'),
      ibvStatus: input.ibvStatus,
    });
  });
}

type NewRequest = Pick<typeof requests.$inferInsert, 'customerId' | 'requestedAmountCents' | 'origin' | 'ibvStatus'> & {
  duplicateOfCustomerId: number | null;
  /** A status other than the usual first one (a borrower's renewal request). */
  status?: RequestStatus;
};

/**
 * Writes a new request (DUPLICATE when it points at a customer to merge with, else NEW), audits it
 * under `auditAction` and tells the agents' open request lists. `actorId` null: the website sent it.
 */
export async function insertRequest(
  tx: Tx,
  actorId: number | null,
  auditAction: string,
  request: NewRequest,
  /** The borrower who asked in the portal. */
  borrowerId?: number,
): Promise<RequestRecord> {
  const status = request.status ?? initialRequestStatus(request.duplicateOfCustomerId !== null);
  const [{ id }] = await tx
    .insert(requests)
    .values({ ...request, status, createdBy: actorId })
    .returning({ id: requests.id });
  const record = toRequestRecord((await findRequest(tx, id))!);
  await audit(tx, { actorId, borrowerId, action: auditAction, entity: 'request', entityId: id, after: record });
  await announceRequestChange(tx, actorId, record);
  return record;
}

/** Edits a request's own fields (amount asked, origin, IBV status) at the version the agent read. */
export async function updateRequest(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  input: UpdateRequestInput,
): Promise<RequestRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    const { version, ...changes } = input;
    if (before.version !== version) throw staleVersion();
    await tx
      .update(requests)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(and(eq(requests.id, id), eq(requests.version, version)));
    const record = toRequestRecord((await findRequest(tx, id))!);
    await audit(tx, {
      actorId: actor.id,
      action: 'request.updated',
      entity: 'request',
      entityId: id,
      before: toRequestRecord(before),
      after: record,
    });
    await announceRequestChange(tx, actor.id, record);
    return record;
  });
}

/**
 * Moves a request to another status of spec §4 along REQUEST_TRANSITIONS (domain/requestStatuses.ts):
 * PREAPPROVED and ACCEPTED record the approved amount, DENIED its reason. A stale version is a 409
 * ("the request status changed, press Update"); a change the rules do not allow is a 420.
 */
export async function changeRequestStatus(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  input: ChangeRequestStatusInput,
): Promise<RequestRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (before.version !== input.version) throw staleVersion();
    const from = before.status as RequestStatus;
    if (!canChangeRequestStatus(from, input.status))
      throw refuse('STATUS_CHANGE_NOT_ALLOWED', { from, to: input.status });
    const now = new Date();
    await tx
      .update(requests)
      .set({
        status: input.status,
        approvedAmountCents: input.amount ?? before.approvedAmountCents,
        denialReason: input.status === 'DENIED' ? input.denialReason : null,
        statusChangedAt: now,
        updatedAt: now,
        version: input.version + 1,
      })
      .where(eq(requests.id, id));
    const record = toRequestRecord((await findRequest(tx, id))!);
    await audit(tx, {
      actorId: actor.id,
      action: 'request.status-changed',
      entity: 'request',
      entityId: id,
      before: toRequestRecord(before),
      after: record,
    });
    await announceRequestChange(tx, actor.id, record, from);
    return record;
  });
}

/** Locks a request row for the rest of the transaction (404 when there is none). */
export async function lockRequest(tx: Tx, id: number) {
  const [locked] = await tx.select({ id: requests.id }).from(requests).where(eq(requests.id, id)).for('update');
  const row = locked && (await findRequest(tx, id));
  if (!row) throw notFound();
  return row;
}
