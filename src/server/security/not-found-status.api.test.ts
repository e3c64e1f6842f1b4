/**
 * security: unknown non-API paths answer 404 (issue 10.13). They used to
 * answer 200 with index.html, so crawlers, monitors and scanners saw every
 * URL as a page. The body is still the SPA, whose not-found page renders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { removeWebRoot, standInWebRoot } from '#server/test/web-root.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  // A stand-in for dist/web: the tests must not depend on a build.
  webRoot = standInWebRoot(INDEX_HTML);
  t = await createTestApp({ serveWeb: true, webRoot });
});
afterAll(async () => {
  await t.close();
  removeWebRoot(webRoot);
});

describe('security: unknown non-API paths answer 404 with the SPA (issue 10.13)', () => {
  it.each(['/no-such-page', '/no/such/page', '/teams/abc/extra', '/college', '/assets/missing-chunk.js'])('%s → 404, index.html', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(['/', '/auth?tab=sign-in', '/teams/7b0c/manage', '/teams/7b0c', '/learn/getting-started', '/inbox/123', '/News/'])('%s → 200, index.html', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('keeps the JSON error for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/no-such-thing' } });
  });
});
