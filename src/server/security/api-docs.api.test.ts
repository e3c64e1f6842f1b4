/**
 * The API docs page (/api/docs) stays public because it shows nothing
 * private (issue 10.13, decision 014): the operations the web client
 * already calls and the shapes of their inputs and answers, no data, no
 * examples, no server addresses, and none of the routes marked hidden.
 * These tests keep it that way.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';

let t: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => routes.push(route) });
});
afterAll(async () => t.close());

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('security: the public API docs show nothing private (issue 10.13)', () => {
  it('documents exactly the API routes not marked hidden, with no examples and no server addresses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { servers?: unknown; paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([url, operations]) => Object.keys(operations).filter((method) => HTTP_METHODS.includes(method)).map((method) => `${method.toUpperCase()} ${url}`))
      .sort();
    const expected = routes
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !(route.schema as { hide?: boolean } | undefined)?.hide)
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`))
      .sort();
    expect(documented).toEqual([...new Set(expected)]);
    expect(documented).not.toContain('GET /api/realtime');
    expect(documented).not.toContain('POST /api/auth/sign-up/email');
    expect(doc.servers).toBeUndefined();
    expect(response.body).not.toMatch(/"examples?"\s*:/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
