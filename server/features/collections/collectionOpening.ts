import { sql } from 'drizzle-orm';
import type { CollectionDegree } from '../../../domain/collectionDegrees';
import type { CollectionFileReason } from '../../../domain/collections';
import type { RequestStatus } from '../../../domain/requests';
import type { Tx } from '../../db/client';
import { refreshFilesOfLoans } from './collectionArrears';
import { recordFileEvents } from './collectionEvents';
import { setRequestStatuses } from './collectionRequests';

export interface FileToOpen {
  loanId: number;
  reason: CollectionFileReason;
}

/**
 * Opens a file on each loan that has none open, or advances the open one (its reason, the day of
 * its last return), in one statement for all of them: a returns file opens thousands. A new file
 * puts its loan's request IN_COLLECTIONS, remembering the status it had. The files' figures and
 * degrees are then read from the loans' schedules. Answers the files' ids by loan.
 */
export async function openOrAdvanceFiles(
  tx: Tx,
  today: string,
  actorId: number | null,
  opening: FileToOpen[],
  options: { returned: boolean; degrees: readonly CollectionDegree[]; note?: string | null },
): Promise<Map<number, { id: number; opened: boolean }>> {
  if (opening.length === 0) return new Map();
  const rows = opening.map((file) => ({ loan_id: file.loanId, reason: file.reason }));
  const lastReturn = options.returned ? today : null;
  const saved = await tx.execute<{
    id: number;
    loan_id: number;
    request_id: number;
    request_status: RequestStatus;
    opened: boolean;
  }>(sql`
    with o as (select * from json_to_recordset(${JSON.stringify(rows)}::json) as o(loan_id int, reason text))
    insert into collection_files as f (loan_id, customer_id, province, reason, opened_on, last_return_on, had_arrears,
                                       latest_note, request_status_before)
    select l.id, l.customer_id, c.province, o.reason, ${today}::date, ${lastReturn}::date, ${options.returned},
           ${options.note ?? null}::text,
           -- A request left in collections by an earlier file goes back to accepted, where its loan began.
           case when r.status in ('IN_COLLECTIONS', 'IN_PAYMENT_AGREEMENT') then 'ACCEPTED' else r.status end
      from o join loans l on l.id = o.loan_id join requests r on r.id = l.request_id join customers c on c.id = l.customer_id
     order by l.id
    on conflict (loan_id) where status <> 'SETTLED' do update
       set reason = excluded.reason, last_return_on = coalesce(excluded.last_return_on, f.last_return_on),
           had_arrears = f.had_arrears or excluded.had_arrears, version = f.version + 1, updated_at = now()
    returning f.id, f.loan_id, (select l.request_id from loans l where l.id = f.loan_id) as request_id,
              f.request_status_before as request_status, (xmax = 0) as opened`);
  const byLoan = new Map(saved.map((row) => [row.loan_id, { id: row.id, opened: row.opened }]));
  const reasonOf = new Map(opening.map((file) => [file.loanId, file.reason]));
  await recordFileEvents(
    tx,
    today,
    actorId,
    saved.flatMap((row) => {
      const reason = reasonOf.get(row.loan_id);
      const opened = {
        fileId: row.id,
        kind: row.opened ? ('OPENED' as const) : ('RETURN' as const),
        detail: { reason },
      };
      return options.note && row.opened
        ? [opened, { fileId: row.id, kind: 'NOTE' as const, detail: { text: options.note } }]
        : [opened];
    }),
  );
  await setRequestStatuses(
    tx,
    actorId,
    saved.filter((row) => row.opened).map((row) => ({ requestId: row.request_id, status: 'IN_COLLECTIONS' as const })),
  );
  await refreshFilesOfLoans(
    tx,
    today,
    saved.map((row) => row.loan_id),
    options.degrees,
  );
  return byLoan;
}
