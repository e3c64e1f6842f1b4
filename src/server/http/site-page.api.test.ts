/**
 * The SPA's page carries the site's share tags with an absolute image address
 * (link previews resolve nothing); the brand files it names are shipped.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { SITE_SHARE } from './site-page.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Esports Recruiting</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'web-root-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  t = await createTestApp({ serveWeb: true, webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const ogImage = (html: string) => [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map((match) => match[1]);

describe('the site page', () => {
  it.each(['/', '/colleges', '/no-such-page'])('%s has the site share tags, with an absolute image address', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(ogImage(response.body)).toEqual([`${t.app.ctx.baseUrl.replace(/\/+$/, '')}${SITE_SHARE.imagePath}`]);
    expect(response.body).toContain(`<meta property="og:title" content="${SITE_SHARE.title}" />`);
    expect(response.body).toContain('<div id="root"></div>');
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
