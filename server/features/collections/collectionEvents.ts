import { sql } from 'drizzle-orm';
import type { FileEventKind } from '../../../domain/collections';
import type { Tx } from '../../db/client';

export interface NewFileEvent {
  fileId: number;
  kind: FileEventKind;
  detail?: Record<string, unknown>;
}

/** Events of many files in one statement (a sweep moves thousands of files at once), on today's business day. */
export async function recordFileEvents(
  tx: Tx,
  today: string,
  actorId: number | null,
  events: NewFileEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({ file_id: event.fileId, kind: event.kind, detail: event.detail ?? {} }));
  await tx.execute(sql`
    insert into collection_file_events (file_id, kind, detail, actor_id, business_day)
    select e.file_id, e.kind, e.detail, ${actorId}::int, ${today}::date
      from json_to_recordset(${JSON.stringify(rows)}::json) as e(file_id int, kind text, detail jsonb)`);
}
