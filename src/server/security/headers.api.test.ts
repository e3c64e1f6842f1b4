/**
 * security: HTTP headers (issue 10.13). Every /api answer that does not
 * declare its own caching is `Cache-Control: no-store` (signed-in answers
 * must not sit in a shared or back-button cache), and every answer carries
 * a Permissions-Policy that denies the browser features the app never uses.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '#server/http/security-headers.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

/** Public reference data that says how long it may be cached (the seeded rank ladders). */
// Public answers the same for everyone, read by no session (the landing figures: docs/decisions/070).
const PUBLIC_CACHEABLE: Record<string, string> = { '/api/rank-ladders': 'public, max-age=3600', '/api/landing-figures': 'public, max-age=60' };

let t: TestApp;
const routes: RouteOptions[] = [];
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => routes.push(route) });
  admin = await signUpWithRoles(t.app, ['yes_admin']);
});
afterAll(async () => t.close());

describe('security: Cache-Control on API answers (issue 10.13)', () => {
  it('marks signed-in, anonymous and error answers no-store', async () => {
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/outbox' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('marks the answer of every GET route no-store, for an admin', async () => {
    const failures: string[] = [];
    const gets = routes.filter((route) => (Array.isArray(route.method) ? route.method : [route.method]).includes('GET'));
    for (const route of gets) {
      if (route.url.startsWith('/api/docs')) continue; // the docs page's own static files (see below)
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      const expected = PUBLIC_CACHEABLE[route.url] ?? 'no-store';
      if (response.headers['cache-control'] !== expected) failures.push(`GET ${route.url} → ${response.statusCode} ${String(response.headers['cache-control'])}`);
    }
    expect(failures).toEqual([]);
    expect(gets.length).toBeGreaterThan(30);
  });
});

describe('security: Permissions-Policy (issue 10.13)', () => {
  it('denies camera, microphone, geolocation, payment and usb on API answers and errors', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });
});
