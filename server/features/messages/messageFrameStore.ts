import {
  FRAME_TEXT_FIELDS,
  messageFrameValue,
  type MessageFrame,
  type MessageFrameRecord,
  type UpdateMessageFrameInput,
} from '../../../domain/messageTemplates';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../audit/audit';
import { readSection, writeSection, type SectionName } from '../configuration/configurationSections';
import type { UserRow } from '../users/userQueries';
import { sanitizeEmailHtml } from './emailHtml';
import { refuseBadPlaceholders } from './placeholderRefusal';

/** configuration_sections row of the header, footer and lender details. */
export const MESSAGE_FRAME_SECTION = 'messageFrame' satisfies SectionName;

type Reader = Pick<Db | Tx, 'select'>;

/** A stored row as the frame; version 0 and empty texts when nothing was saved yet. */
function toFrameRecord(row: { value: unknown; version: number }): MessageFrameRecord {
  // A value saved by an older build may lack a later field: the schema's defaults fill it.
  const parsed = messageFrameValue.safeParse(row.value ?? {});
  const value: MessageFrame = parsed.success ? parsed.data : messageFrameValue.parse({});
  return { ...value, version: row.version };
}

/** The frame as saved; version 0 and empty texts when nothing was saved yet. */
export const readMessageFrame = async (db: Reader) => toFrameRecord(await readSection(db, MESSAGE_FRAME_SECTION));

export const getMessageFrame = (ctx: AppContext) => readMessageFrame(ctx.database.db);

/**
 * Saves the header, footer and lender details at the version read (409 when another administrator
 * saved since; a first save is version 0). The HTML is sanitized and its placeholders checked.
 */
export async function updateMessageFrame(
  ctx: AppContext,
  actor: UserRow,
  input: UpdateMessageFrameInput,
): Promise<MessageFrameRecord> {
  const { version, ...typed } = input;
  const value: MessageFrame = { ...typed };
  for (const field of FRAME_TEXT_FIELDS) value[field] = sanitizeEmailHtml(typed[field]);
  refuseBadPlaceholders(value, FRAME_TEXT_FIELDS);
  return ctx.database.db.transaction(async (tx) => {
    // The version replaced is the one read: writeSection refuses any other.
    const { previous } = await writeSection(tx, MESSAGE_FRAME_SECTION, version, value, actor.id);
    const before = toFrameRecord({ value: previous, version });
    const after = await readMessageFrame(tx);
    await audit(tx, {
      actorId: actor.id,
      action: 'messageFrame.updated',
      entity: 'configuration',
      entityId: MESSAGE_FRAME_SECTION,
      before,
      after,
    });
    return after;
  });
}
