/**
 * The one rule for image fields (team logo, Gold banner, college logo, news
 * cover; docs/decisions/014, 057): an image is one we serve ourselves, an
 * upload at `/api/images/{uuid}` (POST /api/images). A third-party address
 * would let its host watch every viewer (a tracking pixel), so none is
 * accepted and none is shown. The schema runs in the browser too; the server
 * also checks that the upload exists and that the caller uploaded it
 * (server/images/check-image-field.ts).
 */
import { z } from 'zod';

export const IMAGE_URL_MESSAGE = 'Upload the image here: links to images on other sites are not accepted';
export const IMAGE_URL_MAX_LENGTH = 2000;

/** Our own image address: the path of an upload, never a host of its own. */
export const OWN_IMAGE_PATH = /^\/api\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The path an uploaded image is served at. */
export const imagePath = (id: string) => `/api/images/${id}`;

/** The upload id of an own image address, or null for anything else (a third-party URL, a typo). */
export function ownImageId(value: string): string | null {
  return OWN_IMAGE_PATH.exec(value)?.[1] ?? null;
}

/** True only for our own image addresses: what the web client is willing to render. */
export function isAllowedImageUrl(value: string): boolean {
  return ownImageId(value) !== null;
}

/** An own image address, or '' for a cleared form field (callers map '' to null). */
export const imageUrlSchema = () =>
  z
    .string()
    .trim()
    .max(IMAGE_URL_MAX_LENGTH, `The URL must be at most ${IMAGE_URL_MAX_LENGTH} characters`)
    .refine((value) => value === '' || isAllowedImageUrl(value), IMAGE_URL_MESSAGE);

// ---------------------------------------------------------------- uploads

/** 1 MB: a logo or a banner, never a photo album. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
/** What we accept, decided by the file's first bytes (never by its name or the browser's claim). No SVG: it can carry scripts. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_TEXTS = {
  rule: 'PNG, JPEG, WebP or GIF, at most 1 MB.',
  tooLarge: 'The image is larger than 1 MB. Choose a smaller file.',
  wrongType: 'Choose a PNG, JPEG, WebP or GIF image (SVG and other files are not accepted).',
  empty: 'The file is empty. Choose an image.',
  notFound: 'Image not found',
  notYours: 'Upload the image again here: this image was not uploaded by you',
  oldLink: 'The old image link is no longer shown to anyone: images on other sites could track your visitors. Upload the image here to show it again.',
  uploadFailed: 'The image could not be uploaded.',
} as const;

/** POST /api/images answer. */
export const uploadedImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  contentType: z.enum(IMAGE_TYPES),
  byteSize: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const imageIdParamsSchema = z.object({ id: z.uuid('Image not found') });
