import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { checkUserPhoto, PHOTO_MSG } from '../../../domain/userPhoto';
import type { Language } from '../../../i18n/types';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { userPhotos, users } from '../../db/schema';
import { invalidInput, notFound } from '../../http/errors';
import { audit } from '../audit/audit';
import type { UploadedFile } from '../../http/singleFileUpload';

type Reader = Pick<Db | Tx, 'select'>;

/** Where a photo is served: its token is the secret (server/features/users/tables.ts says why). */
export const PHOTO_PATH = '/api/Identity/photos';
const photoPath = (token: string) => `${PHOTO_PATH}/${token}`;
export const photoUrl = (token: string | null | undefined): string | null => (token ? photoPath(token) : null);

/** The address of a user's photo, or null when they have none. */
export async function photoUrlOf(db: Reader, userId: number): Promise<string | null> {
  const [row] = await db.select({ token: userPhotos.token }).from(userPhotos).where(eq(userPhotos.userId, userId));
  return photoUrl(row?.token);
}

/**
 * Sets the signed-in user's photo: a PNG or JPEG already resized (domain/userPhoto.ts), stored with
 * a new token, so the old address stops answering and every avatar shows the new one at once.
 */
export async function setOwnPhoto(
  ctx: AppContext,
  user: { id: number },
  file: UploadedFile | undefined,
): Promise<{ photoURL: string }> {
  const checked = file ? checkUserPhoto(file.bytes, file) : ({ ok: false, error: PHOTO_MSG.required } as const);
  if (!checked.ok || !file) throw invalidInput({ file: checked.ok ? PHOTO_MSG.required : checked.error });
  const token = randomUUID();
  const values = { contentType: checked.contentType, content: file.bytes, token, updatedAt: new Date() };
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(userPhotos)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: userPhotos.userId, set: values });
    await audit(tx, {
      actorId: user.id,
      action: 'user.photo-changed',
      entity: 'user',
      entityId: user.id,
      after: {
        contentType: checked.contentType,
        width: checked.width,
        height: checked.height,
        bytes: file.bytes.length,
      },
    });
  });
  return { photoURL: photoPath(token) };
}

/** Removes the signed-in user's photo: their initial shows again. */
export async function removeOwnPhoto(ctx: AppContext, user: { id: number }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(userPhotos)
      .where(eq(userPhotos.userId, user.id))
      .returning({ userId: userPhotos.userId });
    if (!removed) throw notFound();
    await audit(tx, { actorId: user.id, action: 'user.photo-removed', entity: 'user', entityId: user.id });
  });
}

/** A photo's bytes by its token, while its user's account exists; 404 otherwise. */
export async function photoByToken(ctx: AppContext, token: string) {
  const [row] = await ctx.database.db
    .select({ contentType: userPhotos.contentType, content: userPhotos.content })
    .from(userPhotos)
    .innerJoin(users, eq(users.id, userPhotos.userId))
    .where(and(eq(userPhotos.token, token), isNull(users.deletedAt)));
  if (!row) throw notFound();
  return row;
}

/** The signed-in user's language on file: the emails they get, and the page once the browser reloads. */
export async function setOwnLanguage(ctx: AppContext, user: { id: number; language: string }, language: Language) {
  if (user.language !== language)
    await ctx.database.db.transaction(async (tx) => {
      // A new version, so an administrator's edit read before this one is refused rather than undoing it.
      await tx
        .update(users)
        .set({ language, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await audit(tx, {
        actorId: user.id,
        action: 'user.language-changed',
        entity: 'user',
        entityId: user.id,
        before: { language: user.language },
        after: { language },
      });
    });
  return { language };
}
