/**
 * Every route the app registers has an access matrix entry (issue 24, item
 * 5; docs/decisions/055): the websocket, the API docs, the short-link
 * redirect and routes public to everyone included. The entries are declared
 * in the `*.matrix.ts` modules under src/server (access-matrix.ts); this file
 * imports each one, so a new route fails here, named, until its domain's
 * matrix says who may call it. It also fails on an entry whose route no
 * longer exists.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#server/project-root.ts';
import { isAccessMatrix, routeCollector, uncoveredRoutes, type AccessMatrix } from './access-matrix.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';

const SERVER_DIR = path.join(PROJECT_ROOT, 'src', 'server');

let t: TestApp;
const collector = routeCollector();
const matrices: AccessMatrix<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: collector.onRoute });
  const modules = readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.matrix.ts'))
    .sort();
  for (const file of modules) {
    const exported = (await import(path.join(SERVER_DIR, file))) as Record<string, unknown>;
    const found = Object.values(exported).filter(isAccessMatrix);
    if (found.length === 0) throw new Error(`${file} exports no access matrix (defineAccessMatrix)`);
    matrices.push(...found);
  }
});
afterAll(async () => t.close());

it('found the routes and the matrices', () => {
  const keys = collector.routes.map((route) => route.key);
  for (const known of ['GET /api/health', 'GET /api/realtime', 'GET /r/:code', 'GET /api/docs/json', 'POST /api/auth/sign-in/email']) expect(keys).toContain(known);
  expect(matrices.length).toBeGreaterThan(20);
});

it('every registered route has an access matrix entry', () => {
  const missing = uncoveredRoutes(collector.routes, matrices);
  const hint = [
    `${missing.length} route(s) without an access matrix entry:`,
    ...missing.map((key) => `  - ${key}`),
    'Add an entry for each to the access matrix of its domain (src/server/test/<domain>/<domain>.matrix.ts, run by that',
    "domain's *-access-matrix.api.test.ts): the route as registered and the expected status for the anonymous caller, a",
    'signed-in caller without rights and the rightful caller (a route public to all still states it, e.g. anonymous: 200).',
    'See src/server/test/access-matrix.ts and docs/decisions/055-access-matrix.md.',
  ].join('\n');
  expect(missing, hint).toEqual([]);
});

it('a route added without an entry is named (public or not), and one with an entry is not', () => {
  const added = [
    { method: 'GET', url: '/api/brand-new-public-page' },
    { method: 'POST', url: '/api/admin/brand-new-tool/:id' },
    { method: 'GET', url: '/api/health' },
  ];
  expect(uncoveredRoutes([...collector.routes, ...added], matrices)).toEqual(['GET /api/brand-new-public-page', 'POST /api/admin/brand-new-tool/:id']);
});

it('every matrix entry names a route that exists', () => {
  const registered = new Set(collector.routes.map((route) => route.key));
  const stale = matrices.flatMap((matrix) => matrix.entries.filter((entry) => !registered.has(entry.route)).map((entry) => `${entry.route} (${matrix.module})`));
  expect(stale, 'entries for routes the app no longer registers: rename or remove them').toEqual([]);
});
