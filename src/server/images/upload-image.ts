/**
 * POST /api/images (docs/decisions/057): stores a signed-in person's image
 * in the database, after reading its type from its bytes. The route's body
 * limit refuses more than IMAGE_MAX_BYTES before this runs (413).
 */
import { createHash } from 'node:crypto';
import { AppError } from '#shared/app-error.ts';
import { IMAGE_MAX_BYTES, IMAGE_TEXTS, imagePath, type UploadedImage } from '#shared/contracts/image-url.ts';
import type { Database } from '#server/db/client.ts';
import { images } from '#server/db/schema/images.ts';
import { sniffImageType } from './image-type.ts';

export async function uploadImage(db: Database, uploaderUserId: string, body: unknown): Promise<UploadedImage> {
  const bytes = Buffer.isBuffer(body) ? body : null;
  if (!bytes || bytes.length === 0) throw new AppError('validation', IMAGE_TEXTS.empty, { file: IMAGE_TEXTS.empty });
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('payload_too_large', IMAGE_TEXTS.tooLarge, { file: IMAGE_TEXTS.tooLarge });
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('validation', IMAGE_TEXTS.wrongType, { file: IMAGE_TEXTS.wrongType });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [row] = await db
    .insert(images)
    .values({ uploadedBy: uploaderUserId, contentType, bytes, byteSize: bytes.length, sha256 })
    .returning({ id: images.id });
  if (!row) throw new AppError('internal', IMAGE_TEXTS.uploadFailed);
  return { id: row.id, url: imagePath(row.id), contentType, byteSize: bytes.length };
}
