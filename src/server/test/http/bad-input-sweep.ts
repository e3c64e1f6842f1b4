/**
 * The bad-input sweep (run by bad-input*.api.test.ts): walks the registered
 * routes (collected by buildApp's onRoute option) and sends each bad input:
 * malformed JSON, JSON that is not an object, wrong types for each declared
 * body field, unknown enum values, a body over the limit, the wrong content
 * type, garbage path parameters and garbage query strings. Each answer must
 * be a 4xx (never a 5xx) in the error shape `{ error: { code, message } }`,
 * and no table may change, whether the caller is signed out or a platform
 * admin. A route this walker cannot exercise fails the test with its name
 * instead of being skipped.
 *
 * One request per kind of garbage per route, where a kind is the code that
 * refuses it (docs/decisions/028, session 22), not every spelling of it:
 * - path parameters: the router's two refusals (an undecodable parameter,
 *   one over maxParamLength) and the text guard's NUL, in the last
 *   parameter (both read every parameter alike); then, in each parameter,
 *   a hostile text (a quote, an SQL comment, a 4-byte character) that its
 *   schema refuses or its handler looks up, and a path traversal in a
 *   free-text parameter (one with no uuid, pattern or enum to refuse it:
 *   a slug, a user id, a token, the wildcard) (GARBAGE_PARAMS);
 * - query strings: the text guard's key and value refusals, and one request
 *   with every pair the guard lets through (GARBAGE_QUERIES); each declared
 *   key repeated, one request per key;
 * - bodies: the JSON parser (a syntax error, an empty body, a __proto__
 *   key), JSON that is not an object, 5,000 levels of nesting (the text
 *   guard), a type no parser takes, text/plain, the body limit; then the
 *   body schema's fields, each wrong value of each field still sent, but
 *   every field at once (two or three requests, not one per value).
 * A route with handling of its own (a rate limit, a public form, the
 * wildcard) gets the same kinds: each runs its own parser, guard and schema.
 *
 * The routes are swept in three files by the first segment of their path
 * (/api/<segment>/...), so that two workers share the sweep instead of one
 * file being the tail of the run (docs/decisions/028, session 21):
 * SWEEP_PARTS names three groups, and bad-input.api.test.ts sweeps every route
 * in neither (a new group lands there by itself).
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '#server/app.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { badValuesFor, coreOf, GARBAGE_PARAMS, GARBAGE_QUERIES, objectShape, paramHasFormat } from './bad-input-values.ts';

/** The first segments of the groups swept in files of their own (about a quarter of the sweep each). */
export const SWEEP_PARTS = {
  adminAndTeams: ['admin', 'teams', 'team-invitations', 'team-players'],
  collegesListsMessaging: ['colleges', 'college-invitations', 'lists', 'conversations', 'guardian', 'news'],
  /** Recruiting (issue 13): pipelines, forms and responses under programs, outcomes, links, applications, the player's pages. */
  recruiting: [
    'programs',
    'recruiting-outcomes',
    'recruiting-status',
    'recruiting-success',
    'recruiting-dashboard',
    'short-links',
    'applications',
    'widget',
    'players',
    'player-recruiting',
    'me',
  ],
} as const;

/** The first segment of a route's path: "colleges" for /api/colleges/:slug ('' outside /api). */
export function routeGroup(url: string): string {
  const [, first, second] = url.split('/');
  return first === 'api' ? (second ?? '') : '';
}

let t: TestApp;
const routes: RouteOptions[] = [];
let admin: TestUser;
let stranger: TestUser;

/**
 * A plausible value for each path parameter, used while the body or query
 * is the bad part. Each is chosen so that even a valid request changes
 * nothing (an unknown token, a role the target does not hold). A route with
 * a parameter missing here fails: add its sample.
 */
const PARAM_SAMPLES: Record<string, () => string> = {
  userId: () => stranger.id,
  token: () => 'no-such-token',
  role: () => 'yes_admin',
  // Feature flags and server functions: a key no flag has; a function that changes nothing.
  flagKey: () => 'no_such_flag',
  functionName: () => 'health-check',
  '*': () => 'no-such-file',
  // Content pages and news: an unknown slug and an id no row has.
  slug: () => 'no-such-page',
  id: () => '00000000-0000-4000-8000-000000000000',
  // Teams: ids no team or team row has.
  teamId: () => '00000000-0000-4000-8000-000000000001',
  itemId: () => '00000000-0000-4000-8000-000000000002',
  // A guardian answering for a minor (docs/decisions/073): no practice has it.
  practiceId: () => '00000000-0000-4000-8000-000000000012',
  // Messaging: ids no conversation or message has.
  conversationId: () => '00000000-0000-4000-8000-000000000003',
  messageId: () => '00000000-0000-4000-8000-000000000004',
  // Marvel Rivals cooldown table: ids no hero or ability has.
  heroId: () => '00000000-0000-4000-8000-0000000000a1',
  abilityId: () => '00000000-0000-4000-8000-0000000000a2',
  // Sessions: an id no session has.
  sessionId: () => '00000000-0000-4000-8000-000000000005',
  // Team invitations: an id no invitation has.
  invitationId: () => '00000000-0000-4000-8000-000000000006',
  // My Lists: an id no list has.
  listId: () => '00000000-0000-4000-8000-000000000007',
  // Guardian links: an id no link has.
  linkId: () => '00000000-0000-4000-8000-000000000008',
  // College claims: an id no claim has.
  claimId: () => '00000000-0000-4000-8000-000000000009',
  // Dead-lettered jobs (docs/decisions/056): an id no job has.
  jobId: () => '00000000-0000-4000-8000-000000000056',
  // College programs (the edit page): an id no program has.
  programId: () => '00000000-0000-4000-8000-000000000010',
  // Interest forms: an id no form has.
  formId: () => '00000000-0000-4000-8000-000000000011',
  // Form responses (decision 038): an id no submission has.
  submissionId: () => '00000000-0000-4000-8000-000000000012',
  // Short links (docs/decisions/039): an outcome no row has, a code no link has.
  outcomeId: () => '00000000-0000-4000-8000-000000000013',
  code: () => 'BCDFGHJ',
  // The pipeline board: ids no entry or note has.
  entryId: () => '00000000-0000-4000-8000-000000000014',
  noteId: () => '00000000-0000-4000-8000-000000000015',
  // Subscriptions (docs/decisions/046): a team no row has.
  subjectType: () => 'team',
  subjectId: () => '00000000-0000-4000-8000-000000000016',
  // Matchmaking (docs/decisions/047): a post and a scrim proposal no row has, an answer.
  postId: () => '00000000-0000-4000-8000-000000000018',
  proposalId: () => '00000000-0000-4000-8000-000000000019',
  answer: () => 'decline',
  // Gold contracts (docs/decisions/052): a kind of row.
  kind: () => 'player',
  // Saved searches (docs/decisions/051): an id no saved search has.
  searchId: () => '00000000-0000-4000-8000-000000000020',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Endpoint {
  method: string;
  url: string;
  route: RouteOptions;
  name: string;
}

function endpoints(): Endpoint[] {
  const list: Endpoint[] = [];
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) list.push({ method, url: route.url, route, name: `${method} ${route.url}` });
  }
  return list;
}

function paramNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  if (url.includes('*')) names.push('*');
  return names;
}

/** The URL with every parameter replaced by its sample, or by `garbage` for the one named `target`. */
function fillUrl(url: string, target?: string, garbage?: string): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
      name === target ? garbage! : encodeURIComponent(PARAM_SAMPLES[name]!()),
    )
    .replace('*', target === '*' ? garbage! : PARAM_SAMPLES['*']!());
}

interface Case {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** A 4xx is required; otherwise (a GET with no declared query) any non-5xx answer is fine. */
  mustRefuse: boolean;
  /** Field names the error must name. */
  fields?: string[];
  status?: number;
}

/**
 * Routes that answer a body over the app's limit with a 400 of their own (a tracking batch too large is malformed,
 * issue 14; an image upload has its own 1 MB limit, and a larger body that is not an image is refused as one: docs/decisions/057).
 */
const OVERSIZED_BODY_IS_400 = new Set(['POST /api/tracking/events', 'POST /api/images']);

function casesFor(endpoint: Endpoint): Case[] {
  const { method, route } = endpoint;
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const url = fillUrl(route.url);
  const cases: Case[] = [];
  const paramCase = (name: string, garbage: string) => ({ label: `param ${name}=${garbage.slice(0, 20)}`, url: fillUrl(route.url, name, garbage), mustRefuse: true });

  // The router and the text guard treat every parameter alike: their kinds go in the last one.
  const names = paramNames(route.url);
  const last = names.at(-1);
  if (last !== undefined) {
    for (const garbage of [GARBAGE_PARAMS.badEncoding, GARBAGE_PARAMS.tooLong, GARBAGE_PARAMS.nul]) cases.push(paramCase(last, garbage));
  }
  // The schema and the handler read each parameter on its own.
  for (const name of names) {
    cases.push(paramCase(name, GARBAGE_PARAMS.hostileText));
    if (!paramHasFormat(route, name)) cases.push(paramCase(name, GARBAGE_PARAMS.traversal));
  }

  const queryShape = objectShape(schema.querystring);
  for (const query of Object.values(GARBAGE_QUERIES)) {
    if (BODY_METHODS.has(method)) {
      // With a bad body too, so a route that ignores the query (sign-out) is still refused.
      cases.push({ label: `query ${query.slice(0, 40)} + array body`, url: url + query, payload: '[]', contentType: 'application/json', mustRefuse: true });
    } else {
      // Undeclared keys are ignored, so these may be answered normally; they must never cause a 5xx.
      cases.push({ label: `query ${query.slice(0, 40)}`, url: url + query, mustRefuse: false });
    }
  }
  if (queryShape) {
    // One request per declared key: a key may take a repeated value on purpose (GET /api/players?roles=a&roles=b)
    // and be refused by a check across keys that runs only when every key passed its own (roles need a game).
    for (const field of Object.keys(queryShape)) {
      cases.push({
        label: `query ${field} repeated`,
        url: `${url}?${field}=a&${field}=b`,
        mustRefuse: true,
        // Fastify checks the body before the query, so a body route sent none is refused for its body first.
        fields: BODY_METHODS.has(method) ? undefined : [`querystring.${field}`],
      });
    }
  }

  if (BODY_METHODS.has(method)) {
    const json = 'application/json';
    cases.push(
      // The JSON parser: a syntax error, an empty body (its own error code), a __proto__ key (poisoning refused).
      { label: 'malformed JSON', url, payload: '{"email": "a@b.c",', contentType: json, mustRefuse: true, status: 400 },
      { label: 'empty JSON body', url, payload: '', contentType: json, mustRefuse: true },
      { label: 'prototype pollution', url, payload: '{"__proto__":{"isAdmin":true}}', contentType: json, mustRefuse: true, status: 400 },
      // Valid JSON that is not an object: the body schema's first check (a string or a number fails the same one).
      { label: 'JSON array', url, payload: '[1,2,3]', contentType: json, mustRefuse: true },
      // The text guard walks a body without recursion: 5,000 levels once kept the server busy for minutes.
      { label: 'deeply nested', url, payload: '['.repeat(5000) + ']'.repeat(5000), contentType: json, mustRefuse: true },
      // A type no parser takes (415), and text/plain, which Fastify parses into a string the handler would see.
      { label: 'form-encoded body', url, payload: 'email=a%40b.c&password=x', contentType: 'application/x-www-form-urlencoded', mustRefuse: true },
      { label: 'text body', url, payload: 'hello', contentType: 'text/plain', mustRefuse: true },
      // The body limit, before any parser.
      {
        label: `body over ${BODY_LIMIT_BYTES / 1024} KB`,
        url,
        payload: JSON.stringify({ filler: 'x'.repeat(BODY_LIMIT_BYTES + 1024) }),
        contentType: json,
        mustRefuse: true,
        status: OVERSIZED_BODY_IS_400.has(`${method} ${route.url}`) ? 400 : 413,
      },
    );
    const bodyShape = objectShape(schema.body);
    if (bodyShape) {
      // The schema checks each field on its own and names every field it refuses, so each wrong value of
      // each field is still sent, in as many requests as a field has wrong values (two or three), not one
      // request per value per field: the error must name every field that got one.
      const wrongValues = Object.entries(bodyShape).map(([field, fieldSchema]) => {
        const values = badValuesFor(fieldSchema);
        if (!values) throw new Error(`${endpoint.name}: no wrong-type values for field ${field} (${coreOf(fieldSchema)._zod.def.type})`);
        return [field, values] as const;
      });
      const rounds = Math.max(0, ...wrongValues.map(([, values]) => values.length));
      for (let round = 0; round < rounds; round += 1) {
        const wrong = Object.fromEntries(wrongValues.filter(([, values]) => round < values.length).map(([field, values]) => [field, values[round]]));
        cases.push({
          label: `body fields wrong (${round + 1} of ${rounds}): ${JSON.stringify(wrong).slice(0, 60)}`,
          url,
          payload: JSON.stringify(wrong),
          contentType: json,
          mustRefuse: true,
          status: 400,
          fields: Object.keys(wrong),
        });
      }
    }
  }
  return cases;
}

const isErrorBody = (value: unknown): value is { error: { code: string; message: string; fields?: Record<string, string> } } => {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string' &&
    (error as { message: string }).message.length > 0
  );
};

/**
 * Registers the sweep of the routes whose group `sweeps` picks, on an app of
 * its own (one per test file); `checkCollection` adds the check that every
 * route was collected and can be exercised.
 */
export function sweepBadInput(title: string, sweeps: (group: string) => boolean, options: { checkCollection?: boolean } = {}): void {
  beforeAll(async () => {
    routes.length = 0;
    t = await createTestApp({ onRoute: (route) => routes.push(route) });
    admin = await signUpWithRoles(t.app, ['yes_admin']);
    stranger = await signUpUser(t.app);
  });
  afterAll(async () => t.close());

  describe(title, () => {
  if (options.checkCollection) it('collected the routes, every parameter has a sample and every HEAD route has a GET twin', () => {
    const names = endpoints().map((endpoint) => endpoint.name);
    for (const expected of [
      'GET /api/health',
      'GET /api/me',
      'POST /api/account/sign-up',
      'PATCH /api/account',
      'POST /api/auth/sign-in/email',
      'POST /api/admin/users/:userId/roles',
      'GET /api/admin/outbox',
    ]) {
      expect(names).toContain(expected);
    }
    const missing = endpoints().flatMap((endpoint) =>
      paramNames(endpoint.url).filter((name) => !(name in PARAM_SAMPLES)).map((name) => `${endpoint.name} (:${name})`),
    );
    expect(missing, 'routes this walker cannot exercise: add a PARAM_SAMPLES entry').toEqual([]);
    const heads = endpoints().filter((endpoint) => endpoint.method === 'HEAD');
    for (const head of heads) {
      const twins = [`GET ${head.url}`, `GET ${head.url}/`, `GET ${head.url.replace(/\/$/, '')}`];
      expect(twins.some((twin) => names.includes(twin)), `${head.name} has no GET twin`).toBe(true);
    }
  });

  it('answers every bad request with a 4xx in the error shape and changes nothing', async () => {
    const failures: string[] = [];
    let exercised = 0;
    // HEAD routes are Fastify's automatic twins of GET routes (checked above); their answers have no body.
    // The counts after one route are the counts before the next (nothing runs in between): one count per route.
    let before = await tableCounts(t.database.db, ['rate_limits']);
    for (const endpoint of endpoints().filter((candidate) => candidate.method !== 'HEAD' && sweeps(routeGroup(candidate.url)))) {
      const cases = casesFor(endpoint);
      if (cases.length === 0) {
        failures.push(`${endpoint.name}: no bad-input case applies`);
        continue;
      }
      let refusedOnce = false;
      // Routes that declare `config.access` (every /api/admin route) refuse a signed-out caller with 401 before
      // parsing or validating anything (issue 10.13): then the answer is a 401, not the 400/413 of the case.
      const checksAccessFirst = typeof (endpoint.route.config as { access?: unknown } | undefined)?.access === 'function';
      for (const who of ['anonymous', 'admin'] as const) {
        const refusedUnread = who === 'anonymous' && checksAccessFirst;
        for (const item of cases) {
          const headers: Record<string, string> = { origin: 'http://localhost:3000' };
          if (who === 'admin') headers.cookie = admin.cookie;
          if (item.contentType) headers['content-type'] = item.contentType;
          const response = await t.app.inject({
            method: endpoint.method as 'GET',
            url: item.url,
            headers,
            ...(item.payload !== undefined ? { payload: item.payload } : {}),
          });
          exercised += 1;
          const where = `${endpoint.name} [${who}] ${item.label} → ${response.statusCode}`;
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          if (response.statusCode >= 500) {
            failures.push(`${where}: server error ${response.body.slice(0, 200)}`);
            continue;
          }
          if (response.statusCode >= 400) {
            refusedOnce = true;
            if (!isErrorBody(body)) failures.push(`${where}: not the error shape: ${response.body.slice(0, 200)}`);
            else if (refusedUnread) {
              if (response.statusCode !== 401 && !(response.statusCode === 400 && item.label.startsWith('param '))) {
                failures.push(`${where}: expected 401 before any validation`);
              }
            } else if (item.fields) {
              const named = Object.keys(body.error.fields ?? {});
              const missing = item.fields.filter((field) => !named.includes(field));
              if (missing.length > 0) failures.push(`${where}: error does not name ${missing.join(', ')} (${named.join(', ')})`);
            }
          } else if (item.mustRefuse) {
            failures.push(`${where}: accepted bad input`);
          }
          if (item.status && !refusedUnread && response.statusCode !== item.status) failures.push(`${where}: expected ${item.status}`);
        }
      }
      const after = await tableCounts(t.database.db, ['rate_limits']);
      for (const [table, count] of Object.entries(after)) {
        if (before[table] !== count) failures.push(`${endpoint.name}: ${table} went from ${before[table]} to ${count}`);
      }
      before = after;
      // Routes with nothing to validate (GET without params or query) may answer garbage queries normally.
      const hasInput =
        paramNames(endpoint.url).length > 0 || BODY_METHODS.has(endpoint.method) || objectShape((endpoint.route.schema as { querystring?: unknown } | undefined)?.querystring);
      if (hasInput && !refusedOnce) failures.push(`${endpoint.name}: never refused any bad input`);
    }
    expect(failures).toEqual([]);
    expect(exercised).toBeGreaterThan(200);
    // The admin was signed in throughout (a bad request never signed it out).
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } });
    expect(me.json().user?.id).toBe(admin.id);
    // Every route × every kind of bad input × two callers: about 5,800 requests in the four files.
  }, 180_000);
  });
}
