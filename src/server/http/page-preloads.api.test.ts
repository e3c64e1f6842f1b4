/**
 * A site page's answer names what the page will ask for first (docs/decisions/098): its route's chunks from the
 * build's record, the session, and its own answer where the URL gives its address. Pages the router does not have,
 * API answers and other methods carry no such header.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { removeWebRoot, standInWebRoot } from '#server/test/web-root.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Esports Recruiting</title></head><body><div id="root"></div></body></html>';
const ROUTE_CHUNKS = {
  pages: {
    player: ['assets/player-profile-1.js', 'assets/tabs-2.js'],
    college: ['assets/college-page-3.js'],
    home: ['assets/home-4.js'],
  },
};
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = standInWebRoot(INDEX_HTML);
  mkdirSync(`${webRoot}-manifest`);
  writeFileSync(path.join(`${webRoot}-manifest`, 'route-preloads.json'), JSON.stringify(ROUTE_CHUNKS));
  t = await createTestApp({ serveWeb: true, webRoot });
});
afterAll(async () => {
  await t.close();
  removeWebRoot(webRoot);
  rmSync(`${webRoot}-manifest`, { recursive: true, force: true });
});

const SESSION = '</api/me>; rel=preload; as=fetch; crossorigin';
const linkOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers.link;

describe('the Link header of a site page', () => {
  it('names the route chunks, the session and the profile answer of a player page', async () => {
    expect(await linkOf('/player/sky%20forge')).toBe(
      [
        '</assets/player-profile-1.js>; rel=modulepreload',
        '</assets/tabs-2.js>; rel=modulepreload',
        SESSION,
        '</api/players/sky%20forge>; rel=preload; as=fetch; crossorigin',
      ].join(', '),
    );
  });

  it("asks for the owner's recruiter preview when the address does, as the page will", async () => {
    expect(await linkOf('/player/skyforge?preview=recruiter')).toContain('</api/players/skyforge?preview=recruiter>; rel=preload');
  });

  it('names the college answer on a college page and the figures on the landing', async () => {
    expect(await linkOf('/college/demo-university')).toBe(
      ['</assets/college-page-3.js>; rel=modulepreload', SESSION, '</api/colleges/demo-university>; rel=preload; as=fetch; crossorigin'].join(', '),
    );
    expect(await linkOf('/')).toBe(['</assets/home-4.js>; rel=modulepreload', SESSION, '</api/landing-figures>; rel=preload; as=fetch; crossorigin'].join(', '));
  });

  it('names the directory answer only for the default query (another is normalized by the page first)', async () => {
    expect(await linkOf('/colleges')).toBe(`${SESSION}, </api/colleges>; rel=preload; as=fetch; crossorigin`);
    expect(await linkOf('/colleges?q=tech')).toBe(SESSION);
  });

  it('names only the session on a page without recorded chunks or data', async () => {
    expect(await linkOf('/account')).toBe(SESSION);
  });

  it('is absent from a path the router has no page for, from API answers and from other methods', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.link).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).headers.link).toBeUndefined();
    const head = await t.app.inject({ method: 'HEAD', url: '/player/skyforge' });
    expect(head.headers.link).toBeUndefined();
  });
});
