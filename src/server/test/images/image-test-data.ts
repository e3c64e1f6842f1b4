/** Test images for API tests (docs/decisions/057): real files' first bytes, and an upload through POST /api/images. */
import type { App } from '#server/app.ts';
import type { TestUser } from '#server/test/test-users.ts';

/** A whole 1x1 transparent PNG. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A whole 1x1 GIF. */
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const WEBP_START = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L')]);
export const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

export function postImage(app: App, who: TestUser | undefined, body: Buffer, contentType = 'image/png') {
  return app.inject({ method: 'POST', url: '/api/images', headers: { 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) }, payload: body });
}

/** Uploads a PNG as `who`; returns its own-origin address (/api/images/{id}). */
export async function uploadTestImage(app: App, who: TestUser, body: Buffer = PNG_BYTES): Promise<string> {
  const response = await postImage(app, who, body);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { url: string }).url;
}
