import { and, asc, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { PHOTO_MESSAGES, type FamilyPhoto, type newPhotoSchema } from '@fondly/contract/photos';
import type { z } from 'zod';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { familyPhotos, recipients } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import type { FileStore } from '../lib/file-store.js';
import { isUuid } from './story-library.js';

type PhotoRow = typeof familyPhotos.$inferSelect;

/** What the bytes really are, whatever the upload said: only JPEG and PNG, which the keepsake PDF can print. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

function view(row: PhotoRow & { recipientName: string }): FamilyPhoto {
  return {
    id: row.id,
    recipientId: row.recipientId,
    recipientName: row.recipientName,
    caption: row.caption,
    topic: row.topic,
    contentType: row.contentType,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    imageUrl: `/api/family-photos/${row.id}/image`,
  };
}

const columns = {
  id: familyPhotos.id,
  subscriberId: familyPhotos.subscriberId,
  recipientId: familyPhotos.recipientId,
  caption: familyPhotos.caption,
  topic: familyPhotos.topic,
  contentType: familyPhotos.contentType,
  bytes: familyPhotos.bytes,
  storageKey: familyPhotos.storageKey,
  createdAt: familyPhotos.createdAt,
  recipientName: recipients.name,
};

/** This family's photos, newest first. */
export async function listPhotos(db: DbOrTx, subscriberId: string): Promise<FamilyPhoto[]> {
  const rows = await db
    .select(columns)
    .from(familyPhotos)
    .innerJoin(recipients, eq(recipients.id, familyPhotos.recipientId))
    .where(eq(familyPhotos.subscriberId, subscriberId))
    .orderBy(desc(familyPhotos.createdAt))
    .limit(200);
  return rows.map(view);
}

/**
 * Adds a photo of one of this family's loved ones. The bytes are checked for what they really
 * are; they are stored first and the row written after, so a failed write leaves no row
 * pointing at nothing (and a failed row removes the file again).
 */
export async function addPhoto(deps: AppDeps, subscriberId: string, input: z.output<typeof newPhotoSchema>): Promise<FamilyPhoto> {
  const db = deps.database.db;
  const [recipient] = await db
    .select({ id: recipients.id, name: recipients.name })
    .from(recipients)
    .where(and(eq(recipients.id, input.recipientId), eq(recipients.subscriberId, subscriberId)));
  if (!recipient) throw new AppError(400, 'validation_failed', PHOTO_MESSAGES.chooseLovedOne, { recipientId: PHOTO_MESSAGES.chooseLovedOne });
  const comma = input.image.indexOf(',');
  const bytes = new Uint8Array(Buffer.from(input.image.slice(comma + 1), 'base64'));
  const type = sniffImageType(bytes);
  if (!type) throw new AppError(400, 'validation_failed', PHOTO_MESSAGES.wrongType, { image: PHOTO_MESSAGES.wrongType });
  const key = `photos/${randomUUID()}`;
  await deps.providers.files.put(key, bytes, type);
  try {
    const [row] = await db
      .insert(familyPhotos)
      .values({ subscriberId, recipientId: recipient.id, caption: input.caption, topic: input.topic, contentType: type, bytes: bytes.length, storageKey: key, createdAt: deps.now() })
      .returning();
    return view({ ...row!, recipientName: recipient.name });
  } catch (err) {
    await deps.providers.files.delete(key);
    throw err;
  }
}

/** One photo's bytes, only if it is this family's. */
export async function photoImage(deps: AppDeps, subscriberId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await deps.database.db
    .select()
    .from(familyPhotos)
    .where(and(eq(familyPhotos.id, id), eq(familyPhotos.subscriberId, subscriberId)));
  if (!row) return null;
  const bytes = await deps.providers.files.get(row.storageKey);
  return bytes ? { bytes, contentType: row.contentType } : null;
}

export async function removePhoto(deps: AppDeps, subscriberId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await deps.database.db
    .delete(familyPhotos)
    .where(and(eq(familyPhotos.id, id), eq(familyPhotos.subscriberId, subscriberId)))
    .returning({ key: familyPhotos.storageKey });
  if (!row) return false;
  await deps.providers.files.delete(row.key);
  return true;
}

/** The newest photo of a loved one with its caption, for the Moment's keepsake page; null when there is none. */
export async function newestPhotoOf(db: DbOrTx, files: FileStore, recipientId: string) {
  const [row] = await db.select().from(familyPhotos).where(eq(familyPhotos.recipientId, recipientId)).orderBy(desc(familyPhotos.createdAt)).limit(1);
  if (!row) return null;
  const bytes = await files.get(row.storageKey);
  return bytes ? { bytes, caption: row.caption } : null;
}

/** The storage keys of a family's photos, read before their rows go (account deletion). */
export async function photoKeysOf(tx: DbOrTx, subscriberId: string): Promise<string[]> {
  const rows = await tx.select({ key: familyPhotos.storageKey }).from(familyPhotos).where(eq(familyPhotos.subscriberId, subscriberId));
  return rows.map((r) => r.key);
}

/** Deleting an account: the rows go with the transaction; the files after it committed. */
export async function forgetPhotosOf(tx: DbOrTx, subscriberId: string): Promise<string[]> {
  const keys = await photoKeysOf(tx, subscriberId);
  await tx.delete(familyPhotos).where(eq(familyPhotos.subscriberId, subscriberId));
  return keys;
}

export async function deletePhotoFiles(files: FileStore, keys: string[]) {
  for (const key of keys) await files.delete(key);
}

/** Every photo of a loved one with its caption and chapter, oldest first, for her story book; a file that has gone is left out. */
export async function photosForBook(db: DbOrTx, files: FileStore, recipientId: string) {
  const rows = await db.select().from(familyPhotos).where(eq(familyPhotos.recipientId, recipientId)).orderBy(asc(familyPhotos.createdAt)).limit(200);
  const out: Array<{ bytes: Uint8Array; caption: string | null; topic: string | null }> = [];
  for (const row of rows) {
    const bytes = await files.get(row.storageKey);
    if (bytes) out.push({ bytes, caption: row.caption, topic: row.topic });
  }
  return out;
}
