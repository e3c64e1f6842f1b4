/** GET /api/images/:imageId (docs/decisions/057): an uploaded image's bytes and type; 404 when there is none. */
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { IMAGE_TEXTS } from '#shared/contracts/image-url.ts';
import type { Database } from '#server/db/client.ts';
import { images } from '#server/db/schema/images.ts';

export async function getImage(db: Database, imageId: string) {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes, sha256: images.sha256 })
    .from(images)
    .where(eq(images.id, imageId));
  if (!row) throw new AppError('not_found', IMAGE_TEXTS.notFound);
  return row;
}
