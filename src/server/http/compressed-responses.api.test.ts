/**
 * API answers of 1 kB or more go compressed to a client that accepts it (docs/decisions/097), decompress to the very
 * answer an uncompressing client gets, and say Vary: Accept-Encoding; small answers, clients that accept nothing,
 * and pages the server compressed already (the site page) pass through as they are.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compressed-responses.ts';
import { removeWebRoot, standInWebRoot } from '#server/test/web-root.ts';

// A shell page well over the threshold, so a second compression would show.
const INDEX_HTML = `<!doctype html><html><head><title>Esports Recruiting</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = standInWebRoot(INDEX_HTML);
  t = await createTestApp({ serveWeb: true, webRoot });
});
afterAll(async () => {
  await t.close();
  removeWebRoot(webRoot);
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compressed API answers', () => {
  it('sends a large JSON answer as brotli, else gzip, and it decompresses to the plain answer', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get('/api/docs/json', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves small answers and clients that accept no encoding alone', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });

    const identity = await get('/api/docs/json', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(identity.body)).not.toThrow();
  });

  it('never compresses a site page twice', async () => {
    const page = await get('/colleges', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
    expect(page.headers.vary).toBe('accept-encoding');
  });
});
