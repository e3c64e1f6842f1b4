/**
 * Images from our own origin (issue 24 item 4, docs/decisions/057): POST
 * /api/images (signed in, type from the bytes, 1 MB cap) and GET
 * /api/images/:id (the stored type, nosniff, a sandboxing CSP, cached for good).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_TEXTS } from '#shared/contracts/image-url.ts';
import { images } from '#server/db/schema/images.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { GIF_BYTES, JPEG_START, PNG_BYTES, postImage, SVG_BYTES, WEBP_START } from '../test/images/image-test-data.ts';
import { IMAGE_CACHE_CONTROL, IMAGE_CONTENT_SECURITY_POLICY } from './images.routes.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(async () => t.close());

const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;

describe('POST /api/images', () => {
  it('refuses a visitor with 401 and stores nothing', async () => {
    const before = await count();
    const response = await postImage(t.app, undefined, PNG_BYTES);
    expect(response.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a PNG', PNG_BYTES, 'image/png'],
    ['a GIF', GIF_BYTES, 'image/gif'],
    ['a JPEG', JPEG_START, 'image/jpeg'],
    ['a WebP', WEBP_START, 'image/webp'],
  ])('stores %s with the type read from its bytes, whatever the request claims', async (_name, body, type) => {
    const response = await postImage(t.app, user, body, 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toEqual({ id: expect.any(String), url: `/api/images/${image.id}`, contentType: type, byteSize: body.length });
    const [row] = await t.database.db.select().from(images).where(eq(images.id, image.id));
    expect(row).toMatchObject({ uploadedBy: user.id, contentType: type, byteSize: body.length });
    expect(Buffer.from(row!.bytes).equals(body)).toBe(true);
  });

  it.each([
    ['an SVG (it can carry scripts)', SVG_BYTES, 'image/svg+xml'],
    ['HTML that says it is a PNG', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
    ['a text file', Buffer.from('just text'), 'text/plain'],
    ['JSON', Buffer.from('{"url":"https://tracker.example/pixel.gif"}'), 'application/json'],
  ])('refuses %s with 400 naming the accepted types, storing nothing', async (_name, body, contentType) => {
    const before = await count();
    const response = await postImage(t.app, user, body, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: IMAGE_TEXTS.wrongType, fields: { file: IMAGE_TEXTS.wrongType } });
    expect(await count()).toBe(before);
  });

  it('refuses an empty body with 400', async () => {
    const response = await postImage(t.app, user, Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(IMAGE_TEXTS.empty);
  });

  it('refuses a file over 1 MB with 413 and a clear message; exactly 1 MB is stored', async () => {
    const before = await count();
    const tooBig = Buffer.concat([PNG_BYTES, Buffer.alloc(IMAGE_MAX_BYTES + 1 - PNG_BYTES.length)]);
    const response = await postImage(t.app, user, tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'payload_too_large', message: IMAGE_TEXTS.tooLarge });
    expect(await count()).toBe(before);
    const exact = await postImage(t.app, user, Buffer.concat([PNG_BYTES, Buffer.alloc(IMAGE_MAX_BYTES - PNG_BYTES.length)]));
    expect(exact.statusCode).toBe(201);
  });

  it('is rate limited per account with a clear 429', async () => {
    const limited = await createTestApp({ imageUploadRateLimit: { max: 2, windowSeconds: 60 } });
    try {
      const uploader = await signUpUser(limited.app);
      expect((await postImage(limited.app, uploader, PNG_BYTES)).statusCode).toBe(201);
      expect((await postImage(limited.app, uploader, PNG_BYTES)).statusCode).toBe(201);
      const refused = await postImage(limited.app, uploader, PNG_BYTES);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/Too many image uploads/);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/images/:id', () => {
  it('serves the bytes to anyone with the stored type, nosniff, a sandboxing CSP and long immutable caching', async () => {
    const { id, url } = (await postImage(t.app, user, GIF_BYTES, 'image/png')).json();
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(GIF_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(IMAGE_CONTENT_SECURITY_POLICY);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({ method: 'GET', url: `/api/images/${id}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/images/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(IMAGE_TEXTS.notFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/images/not-an-id' })).statusCode).toBe(400);
  });
});

describe("the app's Content-Security-Policy", () => {
  it('lets pages load images from our own origin only (a third-party image left in old content cannot track)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('img-src'));
    expect(imgSrc).toBe("img-src 'self' data:");
  });
});
