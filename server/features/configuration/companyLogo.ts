import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompanyLogo } from '../../../domain/generalSettings';
import { checkLogo, PNG_CONTENT_TYPE, pngSize } from '../../../domain/pngImage';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { configurationFiles } from '../../db/schema';
import { invalidInput, notFound } from '../../http/errors';
import { audit } from '../audit/audit';
import type { UserRow } from '../users/userQueries';
import type { UploadedFile } from '../../http/singleFileUpload';

type Reader = Pick<Db | Tx, 'select'>;

const LOGO = 'logo';
export const LOGO_PATH = '/api/configuration/general/logo';

/** A strong validator of the logo's bytes: the same bytes, the same tag (HTTP caches and the URL's `v`). */
export const logoTag = (content: Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 32);

export async function readLogoRow(db: Reader) {
  const [row] = await db
    .select({ content: configurationFiles.content, updatedAt: configurationFiles.updatedAt })
    .from(configurationFiles)
    .where(eq(configurationFiles.name, LOGO));
  return row;
}

/** The logo as the settings screen describes it; its URL changes with its bytes. */
export function describeLogo(row: { content: Buffer; updatedAt: Date } | undefined): CompanyLogo | null {
  const size = row && pngSize(row.content);
  if (!row || !size) return null;
  return {
    url: `${LOGO_PATH}?v=${logoTag(row.content)}`,
    ...size,
    sizeBytes: row.content.length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const auditOf = (content: Buffer) => ({
  ...pngSize(content),
  sizeBytes: content.length,
  sha256: createHash('sha256').update(content).digest('hex'),
});

/**
 * Spec §5: the company logo, a PNG by its content (whatever its name or declared type says) of at
 * most 200 × 200 pixels. A refused file changes nothing.
 */
export async function saveLogo(ctx: AppContext, actor: UserRow, file: UploadedFile | undefined): Promise<void> {
  const checked = file
    ? checkLogo(file.bytes, { truncated: file.truncated })
    : ({ ok: false, error: 'validation.fileRequired' } as const);
  if (!checked.ok || !file) throw invalidInput({ file: checked.ok ? 'validation.fileRequired' : checked.error });
  await ctx.database.db.transaction(async (tx) => {
    const before = await readLogoRow(tx);
    await tx
      .insert(configurationFiles)
      .values({ name: LOGO, contentType: PNG_CONTENT_TYPE, content: file.bytes, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: configurationFiles.name,
        set: { contentType: PNG_CONTENT_TYPE, content: file.bytes, updatedBy: actor.id, updatedAt: new Date() },
      });
    await audit(tx, {
      actorId: actor.id,
      action: 'generalSettings.logo-uploaded',
      entity: 'configuration',
      entityId: 'general',
      before: before ? auditOf(before.content) : null,
      after: auditOf(file.bytes),
    });
  });
}

/** Removes the logo; PDFs, emails and the app bar show the company name alone again. */
export async function removeLogo(ctx: AppContext, actor: UserRow): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(configurationFiles)
      .where(eq(configurationFiles.name, LOGO))
      .returning({ content: configurationFiles.content });
    if (!removed) throw notFound();
    await audit(tx, {
      actorId: actor.id,
      action: 'generalSettings.logo-removed',
      entity: 'configuration',
      entityId: 'general',
      before: auditOf(removed.content),
    });
  });
}

/** The logo's bytes and their tag, for GET …/logo (public: the login page shows it too). */
export async function logoContent(ctx: AppContext): Promise<{ content: Buffer; tag: string; updatedAt: Date }> {
  const row = await readLogoRow(ctx.database.db);
  if (!row) throw notFound();
  return { content: row.content, tag: logoTag(row.content), updatedAt: row.updatedAt };
}
