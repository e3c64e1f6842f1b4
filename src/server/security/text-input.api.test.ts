/**
 * security: text input (issue 10.12). A NUL byte in the reset token used to
 * answer 500; a lone surrogate or invalid UTF-8 reached better-auth and the
 * database as text. One hook refuses them in the body, the query and the
 * path of every route with a 400 naming the field, before validation and
 * before any handler, so nothing changes.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TEXTS } from '#shared/contracts/image-url.ts';
import { BODY_LIMIT_BYTES } from '#server/app.ts';
import { INVALID_TEXT_MESSAGE, NUL_MESSAGE } from '#server/http/text-input-guard.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpWithRoles, tableCounts, TEST_PASSWORD, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
const routes: RouteOptions[] = [];
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => routes.push(route) });
  admin = await signUpWithRoles(t.app, ['yes_admin']);
});
afterAll(async () => t.close());

const ORIGIN = 'http://localhost:3000';
const json = { origin: ORIGIN, 'content-type': 'application/json' };

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function post(url: string, payload: string | Buffer, cookie?: string) {
  return t.app.inject({ method: 'POST', url, headers: { ...json, ...(cookie ? { cookie } : {}) }, payload });
}

function expectRefused(response: { statusCode: number; json(): unknown }, field: string, message = NUL_MESSAGE) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as ErrorBody;
  expect(body.error.code).toBe('validation');
  expect(body.error.fields?.[field]).toBe(message);
  expect(body.error.message).toContain(field);
}

describe('security: NUL and invalid text are a 400 naming the field (issue 10.12)', () => {
  it('refuses a NUL in the reset token with 400, not 500', async () => {
    const response = await post('/api/auth/reset-password', JSON.stringify({ token: 'abc\u0000def', newPassword: 'a-long-enough-new-password' }));
    expectRefused(response, 'token');
  });

  it('refuses a NUL in the sign-in email before better-auth sees it', async () => {
    const response = await post('/api/auth/sign-in/email', JSON.stringify({ email: `${admin.email}\u0000`, password: TEST_PASSWORD }));
    expectRefused(response, 'email');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a lone surrogate in the password', async () => {
    const response = await post('/api/auth/sign-in/email', `{"email":"${admin.email}","password":"x\\ud800y"}`);
    expectRefused(response, 'password', INVALID_TEXT_MESSAGE);
  });

  it('refuses a JSON body whose bytes are not UTF-8 (Node would read them as U+FFFD)', async () => {
    const payload = Buffer.concat([Buffer.from(`{"email":"${admin.email}","password":"`), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const response = await post('/api/auth/sign-in/email', payload);
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).error.message).toBe('The request body is not valid UTF-8.');
  });

  it('refuses a NUL in a team name and in a message body, creating nothing', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const team = await post('/api/teams', JSON.stringify({ name: 'Night\u0000Owls', organizationType: 'high_school' }), admin.cookie);
    expectRefused(team, 'name');
    const message = await post(
      '/api/conversations/00000000-0000-4000-8000-000000000003/messages',
      JSON.stringify({ body: 'hello\u0000there' }),
      admin.cookie,
    );
    expectRefused(message, 'body');
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('refuses %00 and invalid percent-encoded UTF-8 in a query parameter', async () => {
    const nul = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?to=a%00b', headers: { cookie: admin.cookie } });
    expectRefused(nul, 'querystring.to');
    const invalid = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?to=%FF', headers: { cookie: admin.cookie } });
    expectRefused(invalid, 'querystring.to', INVALID_TEXT_MESSAGE);
    const surrogate = await t.app.inject({ method: 'GET', url: '/api/teams?q=%ED%A0%80', headers: { cookie: admin.cookie } });
    expectRefused(surrogate, 'querystring.q', INVALID_TEXT_MESSAGE);
  });

  it('refuses %00 and %FF in a path parameter', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/account/claim/abc%00def' }), 'params.token');
    const invalid = await t.app.inject({ method: 'GET', url: '/api/account/claim/%FF' });
    expect(invalid.statusCode).toBe(400);
    expect((invalid.json() as ErrorBody).error.code).toBe('validation');
  });

  it('refuses a NUL in an object key', async () => {
    const response = await post('/api/auth/sign-in/email', JSON.stringify({ email: admin.email, password: TEST_PASSWORD, 'x\u0000': 1 }));
    expectRefused(response, 'x\\u0000');
  });

  it('names a NUL deep inside the body by its path', async () => {
    const payload = JSON.stringify({ email: admin.email, password: TEST_PASSWORD, extra: { list: ['fine', ['also fine', 'a\u0000b']] } });
    expectRefused(await post('/api/auth/sign-in/email', payload), 'extra.list.1.1');
  });

  // The check walked nested values copying each one's path: a body of nested arrays as large as the
  // limit allows (about 128,000 deep) kept the server busy for minutes. Now it is one pass.
  it('answers a body nested as deep as the size limit allows at once, and goes on serving', async () => {
    const depth = Math.floor((BODY_LIMIT_BYTES - 16) / 2);
    const response = await post('/api/auth/sign-in/email', '['.repeat(depth) + ']'.repeat(depth));
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).error.code).toBe('validation');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('security: every route refuses a NUL in each body field, query parameter and path parameter (issue 10.12)', () => {
  const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
  /**
   * Raw bodies, which have no text fields: the Stripe webhook's is checked by its signature before anything
   * reads it (docs/decisions/046), an image upload's by its first bytes (docs/decisions/057). A body with a
   * NUL is refused with 400 by that check, not field by field.
   */
  const RAW_BODY = new Map([
    ['POST /api/stripe/webhook', 'The Stripe signature is missing or does not match.'],
    ['POST /api/images', IMAGE_TEXTS.wrongType],
  ]);

  function fieldsOf(schema: unknown): string[] {
    const shape = (schema as { shape?: Record<string, unknown>; _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)
      ?.shape;
    return shape ? Object.keys(shape) : [];
  }

  it('answers 400 naming the field on every route, for an admin who passes every access rule', async () => {
    const failures: string[] = [];
    let exercised = 0;
    const before = await tableCounts(t.database.db, ['rate_limits']);
    for (const route of routes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
      const fill = (target?: string) =>
        route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => (name === target ? 'a%00b' : 'sample')).replace('*', 'sample');
      for (const method of methods) {
        const cases: { label: string; url: string; payload?: string; field: string }[] = [];
        for (const name of params) cases.push({ label: `param ${name}`, url: fill(name), field: `params.${name}` });
        const queryFields = fieldsOf(schema.querystring);
        for (const name of queryFields.length > 0 ? queryFields : ['anything']) {
          cases.push({ label: `query ${name}`, url: `${fill()}?${name}=a%00b`, field: `querystring.${name}` });
        }
        if (BODY_METHODS.has(method)) {
          const bodyFields = fieldsOf(schema.body);
          for (const name of bodyFields.length > 0 ? bodyFields : ['anything']) {
            cases.push({ label: `body ${name}`, url: fill(), payload: JSON.stringify({ [name]: 'a\u0000b' }), field: name });
          }
        }
        for (const item of cases) {
          const response = await t.app.inject({
            method: method as 'GET',
            url: item.url,
            // Origin on state-changing requests only: the realtime upgrade compares it with the Host header.
            headers: { cookie: admin.cookie, ...(BODY_METHODS.has(method) ? { origin: ORIGIN } : {}), ...(item.payload ? { 'content-type': 'application/json' } : {}) },
            ...(item.payload ? { payload: item.payload } : {}),
          });
          exercised += 1;
          const body = (() => {
            try {
              return response.json() as ErrorBody;
            } catch {
              return null;
            }
          })();
          const raw = item.payload ? RAW_BODY.get(`${method} ${route.url}`) : undefined;
          if (raw ? response.statusCode !== 400 || body?.error.message !== raw : response.statusCode !== 400 || body?.error.fields?.[item.field] !== NUL_MESSAGE) {
            failures.push(`${method} ${route.url} ${item.label} → ${response.statusCode} ${response.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(exercised).toBeGreaterThan(150);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  }, 120_000);
});
