/**
 * security: admin routes check who is asking before they validate the
 * request (issue 10.13). An anonymous caller with a bad query used to get a
 * 400 that described the route's inputs; now every /api/admin route answers
 * 401 to the signed-out, 403 to the signed-in without the role, and only
 * then validates (400). The check is declared once per route in its config
 * (`config.access`) and runs in onRequest, before the body is even parsed.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
const routes: RouteOptions[] = [];
let admin: TestUser;
let staff: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => routes.push(route) });
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  staff = await signUpWithRoles(t.app, ['yes_staff']);
  stranger = await signUpUser(t.app);
});
afterAll(async () => t.close());

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface AdminEndpoint {
  method: string;
  route: RouteOptions;
  name: string;
}

function adminEndpoints(): AdminEndpoint[] {
  return routes
    .filter((route) => route.url.startsWith('/api/admin'))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, route, name: `${method} ${route.url}` })),
    );
}

/** A request to the endpoint that fails validation in every part it declares: params, query and body. */
function badRequest(endpoint: AdminEndpoint) {
  const schema = (endpoint.route.schema ?? {}) as { querystring?: { shape?: Record<string, unknown> } };
  const url = endpoint.route.url.replace(/:([A-Za-z0-9_]+)/g, () => '!'.repeat(100));
  const queryFields = Object.keys(schema.querystring?.shape ?? {});
  const query = queryFields.map((field) => `${field}=a&${field}=b`).join('&');
  const hasBody = BODY_METHODS.has(endpoint.method);
  return {
    url: query ? `${url}?${query}` : url,
    /** Whether anything in it can fail validation (GET /api/admin/flags takes no input). */
    validates: url !== endpoint.route.url || queryFields.length > 0 || hasBody,
    ...(hasBody ? { payload: '[]' } : {}),
  };
}

async function send(endpoint: AdminEndpoint, cookie?: string) {
  const request = badRequest(endpoint);
  return t.app.inject({
    method: endpoint.method as 'GET',
    url: request.url,
    headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}), ...(request.payload ? { 'content-type': 'application/json' } : {}) },
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

describe('security: admin routes check sign-in and role before input (issue 10.13)', () => {
  it('found the admin routes, and each declares its access policy in the route config', () => {
    const names = adminEndpoints().map((endpoint) => endpoint.name);
    expect(names).toEqual(expect.arrayContaining(['GET /api/admin/outbox', 'GET /api/admin/users', 'DELETE /api/admin/users/:userId/roles/:role', 'POST /api/admin/alerts']));
    const undeclared = adminEndpoints().filter((endpoint) => typeof (endpoint.route.config as { access?: unknown } | undefined)?.access !== 'function');
    expect(undeclared.map((endpoint) => endpoint.name)).toEqual([]);
  });

  it('answers a bad request 401 when signed out, 403 without the role and 400 to an admin, changing nothing', async () => {
    const failures: string[] = [];
    const before = await tableCounts(t.database.db, ['rate_limits']);
    for (const endpoint of adminEndpoints()) {
      const anonymous = await send(endpoint);
      if (anonymous.statusCode !== 401) failures.push(`${endpoint.name} [anonymous] → ${anonymous.statusCode} ${anonymous.body.slice(0, 120)}`);
      const plain = await send(endpoint, stranger.cookie);
      if (plain.statusCode !== 403) failures.push(`${endpoint.name} [stranger] → ${plain.statusCode} ${plain.body.slice(0, 120)}`);
      if (badRequest(endpoint).validates) {
        const allowed = await send(endpoint, admin.cookie);
        if (allowed.statusCode !== 400) failures.push(`${endpoint.name} [admin] → ${allowed.statusCode} ${allowed.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('answers 403 before 400 to platform staff on the admin-only role routes', async () => {
    const roleRoutes = adminEndpoints().filter((endpoint) => endpoint.route.url.startsWith('/api/admin/users'));
    expect(roleRoutes.length).toBeGreaterThanOrEqual(4);
    for (const endpoint of roleRoutes) expect((await send(endpoint, staff.cookie)).statusCode, endpoint.name).toBe(403);
  });

  it('answers a signed-out request with a body that is not even JSON 401, not 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/alerts',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'You need to sign in first.' } });
  });
});
