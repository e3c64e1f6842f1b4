/**
 * The server's half of the image-field rule (docs/decisions/057): the
 * contract already accepts only `/api/images/{uuid}`; here the upload must
 * exist and the caller must have uploaded it, so nobody puts another
 * person's picture (or an id they guessed) in a field they manage. The
 * field's current value may be sent back unchanged. 400 naming the field.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { IMAGE_TEXTS, IMAGE_URL_MESSAGE, ownImageId } from '#shared/contracts/image-url.ts';
import type { Database } from '#server/db/client.ts';
import { images } from '#server/db/schema/images.ts';

type Reader = Pick<Database, 'select'>;

export async function checkImageField(
  db: Reader,
  field: string,
  value: string | null | undefined,
  uploaderUserId: string,
  currentValue: string | null | undefined,
): Promise<void> {
  if (value === null || value === undefined || value === currentValue) return;
  const id = ownImageId(value);
  if (!id) throw new AppError('validation', IMAGE_URL_MESSAGE, { [field]: IMAGE_URL_MESSAGE });
  const [row] = await db.select({ uploadedBy: images.uploadedBy }).from(images).where(eq(images.id, id));
  if (!row) throw new AppError('validation', IMAGE_TEXTS.notFound, { [field]: IMAGE_TEXTS.notFound });
  if (row.uploadedBy !== uploaderUserId) throw new AppError('validation', IMAGE_TEXTS.notYours, { [field]: IMAGE_TEXTS.notYours });
}
