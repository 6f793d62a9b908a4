import { sql } from 'drizzle-orm';
import type { RequestStatus } from '../../../domain/requests';
import type { Tx } from '../../db/client';
import { sqlArray } from '../../db/sqlArrays';
import { changedMessage, publishLiveMany } from '../notifications/liveBus';

/** The loan-side statuses a collection file gives its loan's request while it is open. */
const COLLECTION_REQUEST_STATUSES: readonly RequestStatus[] = ['IN_COLLECTIONS', 'IN_PAYMENT_AGREEMENT'];

/**
 * Sets the requests of many loans to a status in one statement, each change audited on the
 * request's History tab and told to open screens; a request already there is left alone.
 * Answers each changed request's status before, by request id.
 */
export async function setRequestStatuses(
  tx: Tx,
  actorId: number | null,
  changes: { requestId: number; status: RequestStatus }[],
): Promise<Map<number, RequestStatus>> {
  if (changes.length === 0) return new Map();
  const rows = changes.map((change) => ({ request_id: change.requestId, status: change.status }));
  const changed = await tx.execute<{ id: number; before: RequestStatus; version: number }>(sql`
    with c as (select * from json_to_recordset(${JSON.stringify(rows)}::json) as c(request_id int, status text)),
    old as (select r.id, r.status from requests r join c on c.request_id = r.id where r.status <> c.status for update of r),
    updated as (
      update requests r set status = c.status, version = r.version + 1, updated_at = now()
        from c, old where r.id = c.request_id and old.id = r.id returning r.id, r.version, r.status),
    audited as (
      insert into audit_log (actor_id, action, entity, entity_id, before, after)
      select ${actorId}::int, 'request.status-changed', 'request', updated.id::text,
             jsonb_build_object('status', old.status), jsonb_build_object('status', updated.status)
        from updated join old on old.id = updated.id)
    select updated.id, old.status as before, updated.version from updated join old on old.id = updated.id`);
  await publishLiveMany(
    tx,
    changed.map((row) => changedMessage('requests', row)),
  );
  return new Map(changed.map((row) => [row.id, row.before]));
}

/**
 * Settled files give their requests back the status they had before collections (or leave them
 * if an agent moved them elsewhere since).
 */
export async function restoreRequestStatuses(
  tx: Tx,
  files: { requestId: number; requestStatusBefore: string | null }[],
): Promise<void> {
  const restorable = files.filter((file) => file.requestStatusBefore !== null);
  if (restorable.length === 0) return;
  const current = await tx.execute<{ id: number; status: RequestStatus }>(sql`
    select id, status from requests where id = any(${sqlArray(
      restorable.map((file) => file.requestId),
      'int',
    )})`);
  const inCollections = new Set(
    current.filter((row) => COLLECTION_REQUEST_STATUSES.includes(row.status)).map((row) => row.id),
  );
  await setRequestStatuses(
    tx,
    null,
    restorable
      .filter((file) => inCollections.has(file.requestId))
      .map((file) => ({ requestId: file.requestId, status: file.requestStatusBefore as RequestStatus })),
  );
}
