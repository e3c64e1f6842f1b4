/**
 * The one access matrix helper (issue 24, item 5; docs/decisions/055).
 *
 * A domain declares its matrix in a `src/server/test/<domain>/<name>.matrix.ts`
 * module (docs/decisions/059): for each route (method and pattern exactly as registered, e.g.
 * `GET /api/teams/:teamId/manage`) the request to send and, for each kind of
 * caller, the expected status (or a status and a check of the answer). A test
 * file of the domain runs it with `describeAccessMatrix` against one app and
 * one cast of callers (one database per file, fixtures reused).
 *
 * access-matrix-coverage.api.test.ts builds the app, collects every route it
 * registers (buildApp's onRoute option) and fails naming each route that no
 * `*.matrix.ts` module declares: a new route, public ones included
 * ("anyone: 200"), states its access before it lands.
 *
 * Every matrix runs on this runner: no test file keeps a completeness check
 * of its own (docs/decisions/059).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { App } from '#server/app.ts';

/**
 * The kinds of caller every matrix names the same way (a matrix may add its
 * own, e.g. `other_college_admin`): signed out; a signed-in adult player with
 * no rights on the thing (the stranger); a 15-year-old player; that minor's
 * linked guardian; a team's member and owner; a college's staff and admin;
 * platform staff, developer and admin.
 */
export const CALLER_KINDS = [
  'anonymous',
  'stranger',
  'minor',
  'guardian',
  'team_member',
  'team_owner',
  'college_staff',
  'college_admin',
  'yes_staff',
  'yes_developer',
  'yes_admin',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `METHOD /pattern`, exactly as the route registers (HEAD twins are left out). */
export type RouteKey = `${HttpMethod} /${string}`;

export interface MatrixRequest {
  /** The URL to call; default: the route's pattern with `params` filled in. */
  url?: string;
  params?: Record<string, string>;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

export interface ExpectedOutcome<C extends string = string, F = unknown> {
  /** The status, or the statuses any of which is right (say why in a comment). */
  status: number | readonly number[];
  /** Further checks of the answer (and of what it stored); a thrown expectation fails the cell. */
  check?: (response: LightMyRequestResponse, cell: { caller: C; fixture: F }) => void | Promise<void>;
}
export type Outcome<C extends string = string, F = unknown> = number | ExpectedOutcome<C, F>;

export interface AccessMatrixEntry<C extends string = CallerKind, F = unknown> {
  route: RouteKey;
  /** What to send (as `caller`, on `fixture`); default: the route's pattern, nothing else. */
  request?: (fixture: F, caller: C) => MatrixRequest | Promise<MatrixRequest>;
  /** The expected outcome for each caller this entry tries: at least anonymous and one signed-in caller. */
  expect: Partial<Record<C, Outcome<C, F>>>;
  /** Cases of one route: a label shown beside the route (several entries may share a route). */
  label?: string;
}

const MATRIX = Symbol.for('access-matrix');

export interface AccessMatrix<C extends string = CallerKind, F = unknown> {
  readonly [MATRIX]: true;
  /** Where the entries are declared (named in coverage failures). */
  module: string;
  entries: AccessMatrixEntry<C, F>[];
}

export function defineAccessMatrix<C extends string = CallerKind, F = unknown>(matrix: {
  module: string;
  entries: AccessMatrixEntry<C, F>[];
}): AccessMatrix<C, F> {
  for (const entry of matrix.entries) {
    if (!('anonymous' in entry.expect) || Object.keys(entry.expect).length < 2) {
      throw new Error(`${matrix.module}: ${entry.route} needs at least the anonymous caller and one signed-in caller`);
    }
  }
  return { [MATRIX]: true, ...matrix };
}

export function isAccessMatrix(value: unknown): value is AccessMatrix<string, unknown> {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MATRIX] === true;
}

/** Whether `matrix` has an entry for `METHOD url`. */
export function matrixCovers(matrix: AccessMatrix<string, unknown>, method: string, url: string): boolean {
  return matrix.entries.some((entry) => entry.route === `${method} ${url}`);
}

/** The `METHOD /pattern` keys of `routes` that no matrix covers, once each, sorted. */
export function uncoveredRoutes(routes: readonly { method: string; url: string }[], matrices: readonly AccessMatrix<string, unknown>[]): string[] {
  const missing = routes.filter((route) => !matrices.some((matrix) => matrixCovers(matrix, route.method, route.url)));
  return [...new Set(missing.map((route) => `${route.method} ${route.url}`))].sort();
}

/** Collects routes as buildApp registers them (its `onRoute` option), HEAD twins left out. */
export function routeCollector() {
  const routes: { method: string; url: string; key: string }[] = [];
  return {
    routes,
    onRoute(route: { method: string | string[]; url: string }) {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, key: `${method} ${route.url}` });
    },
  };
}

function fillPattern(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)|\*/g, (whole, name: string | undefined) => {
    const value = name ? params[name] : params['*'];
    if (value === undefined) throw new Error(`no value for ${whole} in ${pattern}`);
    return name ? encodeURIComponent(value) : value;
  });
}

/** The origin of the test app (create-test-app.ts's baseUrl). */
const APP_ORIGIN = 'http://localhost:3000';

const ERROR_CODES: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' };

export interface MatrixRun<C extends string, F> {
  app: () => App;
  /** The caller's cookie (undefined: signed out). */
  cookie: (caller: C) => string | undefined;
  /** The fixture an entry's request reads (called once per cell: return shared rows for reads, new ones for writes). */
  fixture: (entry: AccessMatrixEntry<C, F>, caller: C) => F | Promise<F>;
  /** The order callers are tried in (default: as the entry lists them). */
  callers?: readonly C[];
  /**
   * "Nothing changed": a snapshot taken before and after each cell whose
   * expected status `when` picks (e.g. every refusal); the two must be equal.
   */
  unchanged?: { snapshot: () => Promise<unknown>; when: (status: number, entry: AccessMatrixEntry<C, F>) => boolean };
}

/** Sends one cell's request and returns what differs from its expected outcome ('' when nothing). */
async function runCell<C extends string, F>(run: MatrixRun<C, F>, entry: AccessMatrixEntry<C, F>, caller: C, outcome: Outcome<C, F>): Promise<string> {
  const [method, pattern] = entry.route.split(' ') as [HttpMethod, string];
  const expected = typeof outcome === 'number' ? { status: outcome } : outcome;
  const statuses = [expected.status].flat();
  const fixture = await run.fixture(entry, caller);
  const request = (await entry.request?.(fixture, caller)) ?? {};
  const watch = run.unchanged && statuses.some((status) => run.unchanged!.when(status, entry)) ? run.unchanged : undefined;
  const before = await watch?.snapshot();
  const cookie = run.cookie(caller);
  const response = await run.app().inject({
    method,
    url: request.url ?? fillPattern(pattern, request.params),
    // As a browser sends them: the app's own Origin on every write (better-auth refuses a cookie without one).
    headers: { ...(method === 'GET' ? {} : { origin: APP_ORIGIN }), ...(cookie ? { cookie } : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  if (!statuses.includes(response.statusCode)) return `${caller}: expected ${statuses.join(' or ')}, got ${response.statusCode} ${response.body.slice(0, 200)}`;
  const code = ERROR_CODES[response.statusCode];
  if (code && response.headers['content-type']?.toString().includes('json')) {
    const got = (response.json() as { error?: { code?: string } }).error?.code;
    if (got !== code) return `${caller}: ${response.statusCode} with error code ${String(got)}, expected ${code}`;
  }
  try {
    await expected.check?.(response, { caller, fixture });
    if (watch) expect(await watch.snapshot(), 'nothing changed').toEqual(before);
  } catch (error) {
    return `${caller}: ${response.statusCode} but ${(error as Error).message}`;
  }
  return '';
}

/** One test per entry: every caller it names, in order; the failure lists each caller whose answer differs. */
export function describeAccessMatrix<C extends string, F>(matrix: AccessMatrix<C, F>, run: MatrixRun<C, F>): void {
  const labelled = matrix.entries.map((entry) => [entry.label ? `${entry.route} (${entry.label})` : entry.route, entry] as const);
  it.each(labelled)('%s', async (_name, entry) => {
    const callers = (run.callers ?? (Object.keys(entry.expect) as C[])).filter((caller) => entry.expect[caller] !== undefined);
    const mismatches: string[] = [];
    for (const caller of callers) {
      const mismatch = await runCell(run, entry, caller, entry.expect[caller]!);
      if (mismatch) mismatches.push(mismatch);
    }
    expect(mismatches, `${entry.route} (${matrix.module})`).toEqual([]);
  });
}
