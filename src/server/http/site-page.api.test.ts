/**
 * The SPA's page carries the site's share tags with an absolute image address
 * (link previews resolve nothing); the brand files it names are shipped.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { SITE_SHARE } from './site-page.ts';
import { removeWebRoot, standInWebRoot } from '#server/test/web-root.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Esports Recruiting</title></head><body><div id="root"></div></body></html>';
// The build's prerendered pages (docs/decisions/088): here only the landing and /about were written.
const PRERENDERED = (heading: string) => INDEX_HTML.replace('<div id="root"></div>', `<div id="root"><h1>${heading}</h1></div>`);
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = standInWebRoot(INDEX_HTML);
  mkdirSync(`${webRoot}-prerendered`);
  writeFileSync(path.join(`${webRoot}-prerendered`, 'index.html'), PRERENDERED('Landing'));
  writeFileSync(path.join(`${webRoot}-prerendered`, 'about.html'), PRERENDERED('About'));
  t = await createTestApp({ serveWeb: true, webRoot });
});
afterAll(async () => {
  await t.close();
  removeWebRoot(webRoot);
  rmSync(`${webRoot}-prerendered`, { recursive: true, force: true });
});

const ogImage = (html: string) => [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map((match) => match[1]);

describe('the site page', () => {
  it.each([
    ['/', '<div id="root"><h1>Landing</h1></div>'],
    ['/about', '<div id="root"><h1>About</h1></div>'],
    ['/About/', '<div id="root"><h1>About</h1></div>'],
    ['/colleges', '<div id="root"></div>'],
    ['/features', '<div id="root"></div>'],
    ['/no-such-page', '<div id="root"></div>'],
  ])('%s has the site share tags, with an absolute image address, and its prerendered page or the empty shell', async (url, root) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(ogImage(response.body)).toEqual([`${t.app.ctx.baseUrl.replace(/\/+$/, '')}${SITE_SHARE.imagePath}`]);
    expect(response.body).toContain(`<meta property="og:title" content="${SITE_SHARE.title}" />`);
    expect(response.body).toContain(root);
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/about' });
    const response = await t.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root"></div>');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('an unknown player page is the plain page, without a second set of tags', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/player/no-such-player' });
    expect(ogImage(response.body)).toEqual([]);
  });

  it('ships the files index.html and the manifest name', () => {
    const index = readFileSync('index.html', 'utf8');
    const manifest = JSON.parse(readFileSync('public/site.webmanifest', 'utf8')) as { icons: { src: string }[] };
    const hrefs = [...index.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(hrefs).toHaveLength(4);
    for (const href of [...hrefs, ...manifest.icons.map((icon) => icon.src), SITE_SHARE.imagePath]) {
      expect(existsSync(path.join('public', href)), href).toBe(true);
    }
  });
});
