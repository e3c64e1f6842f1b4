/**
 * The OpenAPI-driven fuzz (issue 24.5, docs/decisions/054): every operation
 * of the generated document (/api/docs/json), derived from the document and
 * never from a list of routes, is called with requests made from its
 * declared schemas (path parameters, query, JSON body; valid-looking values
 * with invalid ones mixed in) by three callers: signed out, a signed-in
 * player, a platform admin (writes carry the app's own Origin, as a browser
 * sends it). Every answer must be below 500, have a status the operation
 * declares (an exact code, or its 4XX: the API's error shape), and a body
 * that matches the declared schema of that status (none for a 204).
 *
 * Path parameters are reached past "not found" with values the run has
 * seen: every id and slug in an earlier answer (the callers' own ids from
 * /api/me, whatever an earlier operation created or listed) is drawn as
 * often as a value made from the parameter's schema.
 *
 * Budget: FUZZ_RUNS examples per operation and caller (2 here, in CI; `npm
 * run fuzz` runs 40). On PostgreSQL (TEST_DATABASE_URL) the suite runs 1:
 * what the fuzz checks (input validation, declared statuses and bodies) is
 * the app's, not the engine's, PGlite is the same PostgreSQL, and every
 * operation is still called by every caller there (docs/decisions/095).
 * The suite's pass uses a fixed seed, so it is the same
 * run every time (a new example cannot turn CI red by chance); `npm run
 * fuzz` draws a random seed (FUZZ_SEED=random). The seed is printed;
 * FUZZ_SEED=<seed> replays a run.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { arbitraryFor, type JsonSchema } from '#server/test/json-schema-arbitrary.ts';
import { me, signUpUser, signUpWithRoles } from '#server/test/test-users.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE_URL ? 1 : 2));
const SUITE_SEED = 24;
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : process.env.FUZZ_SEED
      ? Number(process.env.FUZZ_SEED)
      : SUITE_SEED;
const ORIGIN = 'http://localhost:3000';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Operations the fuzz does not call, each with its reason; the test fails
 * when one of them is no longer in the document (keep the list exact).
 */
const NOT_FUZZED: Record<string, string> = {};

/**
 * API routes hidden from the document (`schema: { hide: true }`), so not
 * fuzzed from it, each with its reason; the test fails when the hidden
 * routes are not exactly these. The bad-input sweep (bad-input-sweep.ts)
 * walks them with the others.
 */
const NOT_IN_DOCUMENT: Record<string, string> = {
  'GET /api/realtime': 'the websocket: an upgrade, not a request and answer (realtime tests cover it)',
  'POST /api/auth/sign-up/email': "better-auth's raw sign-up, closed: it answers 404 and points to /api/account/sign-up",
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface Response {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

type Caller = 'anonymous' | 'player' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'player', 'admin'];

let t: TestApp;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
// zod's startsWith() becomes a format of its own; its pattern says the same.
ajv.addFormat('starts_with', true);

/** The document at load time: the test names are made from it. */
const hiddenRoutes: string[] = [];
async function loadDocument(): Promise<Document> {
  t = await createTestApp({
    onRoute: (route) => {
      // The docs pages serve the document itself.
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      if (!(route.schema as { hide?: boolean } | undefined)?.hide) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') hiddenRoutes.push(`${method} ${route.url}`);
    },
  });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  return response.json() as Document;
}
const doc = await loadDocument();

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]!, name: `${method.toUpperCase()} ${path}` })),
);

beforeAll(() => {
  console.log(`openapi fuzz: ${operations.length} operations, FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}`);
});
/** How many answers had each status: printed at the end, to see how far past the refusals the run got. */
const statusCounts = new Map<number, number>();
afterAll(async () => {
  const counts = [...statusCounts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  console.log(`openapi fuzz: answers by status (FUZZ_SEED=${SEED}): ${counts.join(', ')}`);
  await t.close();
});

/** The declared response for a status: the exact code, else its range (4XX), else default. */
export function declaredResponse(responses: Record<string, Response>, status: number): Response | undefined {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/** Ids (uuids) and slugs seen in answers so far, for path parameters. */
const seen = { uuids: new Set<string>(), slugs: new Set<string>() };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function harvest(value: unknown, key = '') {
  if (typeof value === 'string') {
    if (UUID.test(value)) seen.uuids.add(value);
    else if (/slug$/i.test(key) && SLUG.test(value)) seen.slugs.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) harvest(item, key);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, inner] of Object.entries(value)) harvest(inner, name);
  }
}

/** A value seen in an earlier answer (chosen when the example is made), or one from the schema. */
function pathParameterArbitrary(parameter: Parameter): fc.Arbitrary<unknown> {
  const fromSchema = arbitraryFor(parameter.schema, 1);
  const pool = parameter.schema?.format === 'uuid' || /id$/i.test(parameter.name) ? seen.uuids : seen.slugs;
  const fromRun = fc.nat().chain((index) => {
    const values = [...pool];
    return values.length === 0 ? fromSchema : fc.constant(values[index % values.length]);
  });
  return fc.oneof(fromSchema, fromRun);
}

interface Sample {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  sendBody: boolean;
}

function requestArbitrary(operation: Operation): fc.Arbitrary<Sample> {
  const parameters = operation.parameters ?? [];
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const parameter of parameters) {
    if (parameter.in === 'path') params[parameter.name] = pathParameterArbitrary(parameter);
    if (parameter.in === 'query') {
      query[parameter.name] = arbitraryFor(parameter.schema, 1);
      if (parameter.required) requiredQuery.push(parameter.name);
    }
  }
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    params: fc.record(params),
    query: fc.record(query, { requiredKeys: requiredQuery }),
    body: bodySchema ? arbitraryFor(bodySchema, 1) : fc.constant(undefined),
    sendBody: bodySchema ? fc.nat({ max: 19 }).map((roll) => roll !== 0) : fc.constant(false),
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function urlFor(path: string, sample: Sample): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(textOf(sample.params[name] ?? 'x')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(sample.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, textOf(item));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}

/** What is wrong with an answer, or null: a 5xx, an undeclared status, a body unlike the declared one. */
function answerProblem(operation: Operation, status: number, contentType: string | undefined, body: string): string | null {
  if (status >= 500) return `server error ${status}: ${body.slice(0, 300)}`;
  const declared = declaredResponse(operation.responses, status);
  if (!declared) return `status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`;
  const media = contentType?.split(';')[0]?.trim();
  if (!declared.content) {
    return body.length === 0 ? null : `status ${status} is declared without content, but the answer has a body (${media}): ${body.slice(0, 200)}`;
  }
  if (!media || !declared.content[media]) {
    return `status ${status} answered ${media ?? 'no content type'}, declared: ${Object.keys(declared.content).join(', ')}`;
  }
  if (media !== 'application/json') return null;
  const schema = declared.content[media].schema;
  if (!schema) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `status ${status} answered invalid JSON: ${body.slice(0, 200)}`;
  }
  const validate = ajv.compile(schema);
  if (validate(parsed)) return null;
  return `status ${status} body does not match its declared schema: ${ajv.errorsText(validate.errors)}; body: ${body.slice(0, 300)}`;
}

describe('openapi fuzz: every operation, signed out and signed in (the seed is printed, and named in a failure)', () => {
  it('fuzzes every documented operation except the listed ones; both lists are exact', () => {
    const names = new Set(operations.map((entry) => entry.name));
    expect(Object.keys(NOT_FUZZED).filter((name) => !names.has(name))).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
    expect([...new Set(hiddenRoutes)].sort()).toEqual(Object.keys(NOT_IN_DOCUMENT).sort());
  });

  const cookies: Record<Caller, string | undefined> = { anonymous: undefined, player: undefined, admin: undefined };
  /** Signs the callers up again when a write ended their session or took the admin's role (a sign-out, say). */
  async function ensureCallers() {
    let player = cookies.player ? await me(t.app, cookies.player) : null;
    if (!player?.user) {
      cookies.player = (await signUpUser(t.app)).cookie;
      player = await me(t.app, cookies.player);
    }
    let admin = cookies.admin ? await me(t.app, cookies.admin) : null;
    if (!admin?.user || !JSON.stringify(admin.roles).includes('yes_admin')) {
      cookies.admin = (await signUpWithRoles(t.app, ['yes_admin'])).cookie;
      admin = await me(t.app, cookies.admin);
    }
    harvest([player, admin]);
  }

  for (const { path, method, operation, name } of operations) {
    if (NOT_FUZZED[name]) continue;
    it(name, async () => {
      if (!cookies.player) await ensureCallers();
      for (const caller of CALLERS) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation), async (sample) => {
            const headers: Record<string, string> = {};
            const cookie = cookies[caller];
            if (cookie) headers.cookie = cookie;
            if (method !== 'get') headers.origin = ORIGIN;
            if (sample.sendBody) headers['content-type'] = 'application/json';
            const response = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url: urlFor(path, sample),
              headers,
              ...(sample.sendBody ? { payload: JSON.stringify(sample.body) } : {}),
            });
            statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
            if (response.headers['content-type']?.toString().startsWith('application/json')) harvest(safeJson(response.body));
            const problem = answerProblem(operation, response.statusCode, response.headers['content-type'] as string | undefined, response.body);
            if (problem) throw new Error(`${caller}: ${problem} (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
      if (method !== 'get') await ensureCallers();
    });
  }
});
