import { eq, sql } from 'drizzle-orm';
import { FRAME_TEXT_FIELDS, messageFrameValue, type MessageFrame, type MessageFrameRecord, type UpdateMessageFrameInput } from '../../../domain/messageTemplates';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { configurationSections } from '../../db/schema';
import { staleVersion } from '../../http/errors';
import { audit } from '../audit';
import type { UserRow } from '../userQueries';
import { sanitizeEmailHtml } from './emailHtml';
import { refuseBadPlaceholders } from './placeholderRefusal';

/** configuration_sections row of the header, footer and lender details. */
export const MESSAGE_FRAME_SECTION = 'messageFrame';

type Reader = Pick<Db | Tx, 'select'>;

/** The frame as saved; version 0 and empty texts when nothing was saved yet. */
export async function readMessageFrame(db: Reader, lock = false): Promise<MessageFrameRecord> {
  const query = db
    .select({ value: configurationSections.value, version: configurationSections.version })
    .from(configurationSections)
    .where(eq(configurationSections.section, MESSAGE_FRAME_SECTION));
  const [row] = await (lock ? query.for('update') : query);
  // A value saved by an older build may lack a later field: the schema's defaults fill it.
  const parsed = messageFrameValue.safeParse(row?.value ?? {});
  const value: MessageFrame = parsed.success ? parsed.data : messageFrameValue.parse({});
  return { ...value, version: row?.version ?? 0 };
}

export const getMessageFrame = (ctx: AppContext) => readMessageFrame(ctx.database.db);

/**
 * Saves the header, footer and lender details at the version read (409 when another administrator
 * saved since; a first save is version 0). The HTML is sanitized and its placeholders checked.
 */
export async function updateMessageFrame(ctx: AppContext, actor: UserRow, input: UpdateMessageFrameInput): Promise<MessageFrameRecord> {
  const { version, ...typed } = input;
  const value: MessageFrame = { ...typed };
  for (const field of FRAME_TEXT_FIELDS) value[field] = sanitizeEmailHtml(typed[field]);
  refuseBadPlaceholders(value, FRAME_TEXT_FIELDS);
  return ctx.database.db.transaction(async (tx) => {
    const before = await readMessageFrame(tx, true);
    if (before.version !== version) throw staleVersion();
    if (version === 0) {
      const [inserted] = await tx
        .insert(configurationSections)
        .values({ section: MESSAGE_FRAME_SECTION, value, version: 1, updatedBy: actor.id })
        .onConflictDoNothing()
        .returning({ version: configurationSections.version });
      // Another administrator's first save got there between the read and the insert.
      if (!inserted) throw staleVersion();
    } else {
      await tx
        .update(configurationSections)
        .set({ value, version: sql`${configurationSections.version} + 1`, updatedBy: actor.id, updatedAt: new Date() })
        .where(eq(configurationSections.section, MESSAGE_FRAME_SECTION));
    }
    const after = await readMessageFrame(tx);
    await audit(tx, { actorId: actor.id, action: 'messageFrame.updated', entity: 'configuration', entityId: MESSAGE_FRAME_SECTION, before, after });
    return after;
  });
}
