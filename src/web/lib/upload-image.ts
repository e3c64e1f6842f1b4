/**
 * POST /api/images from the browser (docs/decisions/057): the file's bytes as
 * the body. A file over the limit is refused here before it is sent (the
 * server refuses it too); the type is the server's to decide, from the bytes.
 */
import { AppError } from '#shared/app-error.ts';
import { IMAGE_MAX_BYTES, IMAGE_TEXTS, type UploadedImage } from '#shared/contracts/image-url.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { errorFromResponse, NETWORK_ERROR_MESSAGE } from './api-client.ts';

export async function uploadImage(file: File): Promise<UploadedImage> {
  if (file.size === 0) throw new AppError('validation', IMAGE_TEXTS.empty);
  if (file.size > IMAGE_MAX_BYTES) throw new AppError('payload_too_large', IMAGE_TEXTS.tooLarge);
  let response: Response;
  try {
    response = await fetch(apiPaths.images, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': file.type || 'application/octet-stream' },
      credentials: 'same-origin',
      body: file,
    });
  } catch {
    throw new AppError('internal', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as UploadedImage;
}
