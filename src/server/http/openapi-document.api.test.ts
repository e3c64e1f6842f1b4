/**
 * The OpenAPI document says what the API answers (issue 24.4, last point;
 * docs/decisions/054), checked over the whole generated document:
 * - every 204 (and 304) is declared without content;
 * - every route whose handler replies 204 declares 204;
 * - every operation declares its success status, and the API's error shape
 *   for its refusals (4XX).
 * The fuzz (openapi-fuzz.api.test.ts) checks the answers against it.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { ERROR_RESPONSE_SCHEMA, withNullInNullableEnums } from './openapi-document.ts';

interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
/** The routes as registered, with their handler's source (read before the websocket plugin wraps every handler). */
const routes: (RouteOptions & { handlerSource: string })[] = [];
let operations: { name: string; operation: Operation }[];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => routes.push({ ...route, handlerSource: String(route.handler) }) });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = response.json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
});
afterAll(async () => t.close());

describe('the OpenAPI document declares what the API answers (issue 24.4)', () => {
  it('declares every 204 and 304 without content', () => {
    const withContent = operations
      .flatMap(({ name, operation }) => ['204', '304'].filter((status) => operation.responses[status]?.content).map((status) => `${name} ${status}`));
    expect(withContent).toEqual([]);
    // The one the probe found, among the others:
    const withdraw = operations.find(({ name }) => name === 'POST /api/recruiting-outcomes/{id}/withdraw');
    expect(withdraw?.operation.responses['204']).toEqual({ description: 'No Content' });
  });

  it('declares 204 on every route whose handler replies 204', () => {
    const documented = new Map(operations.map(({ name, operation }) => [name, operation]));
    const replying204 = routes
      .filter((route) => route.url.startsWith('/api/') && /\.(status|code)\(204\)/.test(route.handlerSource))
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`));
    expect(replying204.length).toBeGreaterThan(20);
    expect(replying204.filter((name) => !documented.get(name)?.responses['204'])).toEqual([]);
  });

  it('declares a success status and the error shape (4XX) on every operation', () => {
    expect(operations.filter(({ operation }) => !Object.keys(operation.responses).some((status) => /^[23]/.test(status))).map(({ name }) => name)).toEqual([]);
    const schema = withNullInNullableEnums(ERROR_RESPONSE_SCHEMA);
    expect(operations.filter(({ operation }) => JSON.stringify(operation.responses['4XX']?.content?.['application/json']?.schema) !== JSON.stringify(schema)).map(({ name }) => name)).toEqual([]);
  });

  it('lists null among the values of a nullable enum (OpenAPI 3.0.3: nullable does not add null to an enum)', () => {
    const nullableEnums: unknown[] = [];
    const walk = (value: unknown) => {
      if (typeof value !== 'object' || value === null) return;
      const node = value as { nullable?: boolean; enum?: unknown[] };
      if (node.nullable === true && Array.isArray(node.enum)) nullableEnums.push(node.enum);
      for (const inner of Object.values(value)) walk(inner);
    };
    for (const { operation } of operations) walk(operation);
    expect(nullableEnums.length).toBeGreaterThan(0);
    expect(nullableEnums.filter((values) => !(values as unknown[]).includes(null))).toEqual([]);
  });
});
