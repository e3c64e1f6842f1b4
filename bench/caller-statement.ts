/**
 * `npm run bench:caller` (issue 27, item 3; docs/decisions/083): what it costs
 * a signed-in request to learn who is asking, before and after the one caller
 * statement, in one run on PGlite and on PostgreSQL.
 *
 * The app is built in this process on a fresh database (signed up through the
 * real routes). "After" is GET /api/me as it is. "Before" is the same route's
 * work behind the caller check as it was before decision 083, registered on
 * the same app for this bench: better-auth's session check, the roles
 * statement and the flags statement, then getMe. Requests go through
 * app.inject (no socket), interleaved before/after so both see the same
 * machine; BENCH_CALLER_SAMPLES each (default 400) after a warm-up.
 *
 * Rows: statements that identify the caller (session, user, roles, flags)
 * before the route's own work, before and after (target 1), and the p50 of
 * GET /api/me before and after (recorded) with their ratio, and the load.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isRole } from '#shared/access/roles.ts';
import { getMe } from '#server/account/get-me.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { isPastAbsoluteLifetime } from '#server/auth/session-lifetime.ts';
import { openDatabase } from '#server/db/client.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { evaluateFlagsFor } from '#server/flags/load-flags.ts';
import { buildBenchApp, formatTable, loadAverage, machineLine, percentile, signUpOverHttp } from './measure.ts';
import { benchOnEngines } from './postgres-server.ts';
import { writeBenchRows, type ReportRow } from './report.ts';

const SAMPLES = Number(process.env.BENCH_CALLER_SAMPLES ?? 400);
const WARMUP = 40;
const STATEMENT_TARGET = 1;
const BEFORE_URL = '/api/bench/me-before-083';

/** A statement that identifies the caller: the session, its user, the role grants or the flags. */
const identifies = (text: string) => /\b(sessions|user_roles|experiments)\b|from "profiles" where "profiles"."id"/.test(text);

/** The viewer as current-user.ts found it before decision 083: better-auth's getSession, then the roles. */
async function viewerBefore083(request: FastifyRequest): Promise<Viewer | null> {
  const { auth, db } = request.server.ctx;
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session || isPastAbsoluteLifetime(new Date(session.session.createdAt))) return null;
  const rows = await db.select({ role: userRoles.role, collegeId: userRoles.collegeId }).from(userRoles).where(eq(userRoles.userId, session.user.id));
  const grants = rows.flatMap((row) => (isRole(row.role) ? [{ role: row.role, collegeId: row.collegeId }] : []));
  return { userId: session.user.id, email: session.user.email, fullName: session.user.name, sessionId: session.session.id, grants };
}

interface Result {
  database: 'PGlite' | 'PostgreSQL';
  before: { statements: number; identifying: number; p50: number };
  after: { statements: number; identifying: number; p50: number };
  load: number;
}

async function benchDatabase(database: Result['database'], databaseUrl?: string): Promise<Result> {
  let recording: string[] | null = null;
  const handle = await openDatabase({ databaseUrl, onQuery: (query) => recording?.push(query) });
  const app = await buildBenchApp(handle.db);
  app.get(BEFORE_URL, async (request) => {
    const viewer = await viewerBefore083(request);
    return getMe(app.ctx, viewer, evaluateFlagsFor(app.ctx.db, viewer?.grants.map((grant) => grant.role) ?? []));
  });
  try {
    await handle.migrate();
    await app.listen({ host: '127.0.0.1', port: 0 });
    app.server.keepAliveTimeout = 0;
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { cookie } = await signUpOverHttp(origin, handle.db, 'caller', 'player');
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200 || !response.json().user) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
      return response.json() as unknown;
    };
    // Both answer the same body (the check that "before" is the same route's work).
    if (JSON.stringify(await get(BEFORE_URL)) !== JSON.stringify(await get('/api/me'))) throw new Error('the before route answers differently from /api/me');

    const counted = async (url: string) => {
      recording = [];
      await get(url);
      const statements = recording;
      recording = null;
      return { statements: statements.length, identifying: statements.filter(identifies).length };
    };
    const countsBefore = await counted(BEFORE_URL);
    const countsAfter = await counted('/api/me');

    const times: Record<'before' | 'after', number[]> = { before: [], after: [] };
    for (let index = 0; index < WARMUP + SAMPLES; index += 1) {
      for (const [which, url] of index % 2 === 0 ? ([['before', BEFORE_URL], ['after', '/api/me']] as const) : ([['after', '/api/me'], ['before', BEFORE_URL]] as const)) {
        const started = performance.now();
        await get(url);
        if (index >= WARMUP) times[which].push(performance.now() - started);
      }
    }
    return {
      database,
      before: { ...countsBefore, p50: percentile(times.before, 50) },
      after: { ...countsAfter, p50: percentile(times.after, 50) },
      load: loadAverage(),
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

function rowsOf(results: Result[]): ReportRow[] {
  return results.flatMap((r) => [
    { bench: 'caller', figure: `statements before the route's own work, before 083, ${r.database}`, value: r.before.identifying, unit: '', target: null },
    { bench: 'caller', figure: `statements before the route's own work, ${r.database}`, value: r.after.identifying, unit: '', target: STATEMENT_TARGET },
    { bench: 'caller', figure: `GET /api/me p50 before 083, ${r.database} (inject)`, value: r.before.p50, unit: 'ms', target: null },
    { bench: 'caller', figure: `GET /api/me p50, ${r.database} (inject)`, value: r.after.p50, unit: 'ms', target: null },
    { bench: 'caller', figure: `GET /api/me p50 after / before, ${r.database}`, value: r.after.p50 / r.before.p50, unit: 'x', target: null },
  ]);
}

async function main() {
  console.log(`bench:caller: GET /api/me signed in, ${SAMPLES} requests each before and after (interleaved), in this process`);
  const results = await benchOnEngines('bench_caller', benchDatabase);
  const ms = (value: number) => value.toFixed(2);
  console.log(
    `\n${formatTable(
      ['engine', 'statements before', 'identifying before', 'p50 before ms', 'statements after', 'identifying after', 'p50 after ms', 'after / before', 'load'],
      results.map((r) => [
        r.database,
        String(r.before.statements),
        String(r.before.identifying),
        ms(r.before.p50),
        String(r.after.statements),
        String(r.after.identifying),
        ms(r.after.p50),
        (r.after.p50 / r.before.p50).toFixed(2),
        r.load.toFixed(2),
      ]),
      2,
    )}`,
  );
  console.log(machineLine());
  const rows = rowsOf(results);
  writeBenchRows('caller', rows);
  const missed = rows.filter((row) => row.target !== null && row.value > row.target);
  for (const row of missed) console.log(`MISSED ${row.figure}: ${row.value} against ${row.target}`);
  if (missed.length) process.exitCode = 1;
}

await main();
