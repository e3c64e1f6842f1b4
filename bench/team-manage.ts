/**
 * `npm run bench:teams`: the manage screen's one request,
 * GET /api/teams/:teamId/manage, on a big team among many.
 *
 * Data (bench/team-manage-seed.ts): a team with 60 members, 20 staff, 4 game
 * profiles, 500 practices with 30 attendance rows each, 200 tournaments and
 * 50 recruiting posts, among 10,000 other teams; ANALYZE afterwards.
 * The viewer is the team's owner, signed up through the real sign-up route.
 *
 * For each database (PGlite in memory; PostgreSQL 15 on a temporary server
 * from scripts/postgres/start.sh, or a fresh database on BENCH_DATABASE_URL)
 * the app is built in this process and listens on an ephemeral loopback
 * port; requests come over real HTTP from bench/http-load.ts, a
 * separate process with keep-alive connections. Reported:
 *   - latency p50 / p99 of BENCH_SAMPLES (300) sequential requests, after a
 *     warm-up (fewer when they take over BENCH_SAMPLE_SECONDS, 40)
 *   - requests per second with 20 concurrent clients for BENCH_SECONDS (10)
 *   - the SQL statements one request runs (drizzle's query log, counted
 *     while nothing else runs), listed
 *   - the response size
 * The first response is checked against the contract and the seeded counts;
 * then every further page of practices and tournaments (GET
 * /api/teams/:teamId/practices and /tournaments, docs/decisions/084) is walked
 * to the last, so the bytes of all of them at once (what the screen sent before
 * 084) are reported beside the screen's own.
 * On PostgreSQL each statement of the request is also run under EXPLAIN
 * ANALYZE with its own parameters; the times are listed (BENCH_EXPLAIN=plans
 * prints the plans too). Results: a table, and .tmp/bench/team-manage.json;
 * rows for the one report (`npm run bench`, BENCH=teams; bench/report.ts).
 * Goals (issue 27, item 4): p50 under 15 ms on PostgreSQL, payload under
 * 60 kB; at most 10 statements (issue 4).
 * Latencies are only meaningful on an otherwise idle machine: the load
 * average at start and end is printed and stored with the results.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PRACTICE_PAGE_SIZE, practicePageSchema } from '#shared/contracts/practice-pages.ts';
import { TOURNAMENT_PAGE_SIZE, tournamentPageSchema } from '#shared/contracts/tournament-pages.ts';
import { teamManageSchema, type TeamManage } from '#shared/contracts/teams-manage.ts';
import { openDatabase } from '#server/db/client.ts';
import { buildBenchApp, busyWarning, formatTable, loadAverage, machineLine, percentile, runHttpLoad, signUpOverHttp, sleep } from './measure.ts';
import { adminQuery, databaseUrlFor, explainAll, startPostgres, stopPostgres, type Explained, type Statement } from './postgres-server.ts';
import { countTargetRows, seedTeamManageData, TARGET } from './team-manage-seed.ts';
import { verdictOf, writeBenchRows, type ReportRow } from './report.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, '.tmp/bench/team-manage.json');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
/** A slow database gets fewer sequential samples, so the whole run stays within minutes. */
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);
const WARMUP_SECONDS = 10;
const CLIENTS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const P50_GOAL_MS = 15;
const PAYLOAD_GOAL_KB = 60;
const STATEMENT_GOAL = 10;

interface Result {
  database: 'PGlite' | 'PostgreSQL';
  seedSeconds: number;
  rows: Record<string, number>;
  payloadBytes: number;
  /** The manage response plus every further page of practices and tournaments: all of them, as the screen sent them before 084. */
  allPracticesBytes: number;
  statements: string[];
  sequential: { samples: number; p50: number; p99: number; mean: number; max: number };
  concurrent: { clients: number; seconds: number; requests: number; rps: number; p50: number; p99: number };
  explained?: Explained[];
}

// ------------------------------------------------------------- checks
function fail(message: string): never {
  throw new Error(`manage response check failed: ${message}`);
}

/** The response must match the contract and hold everything that was seeded. */
function checkManage(body: unknown, teamId: string): TeamManage {
  const parsed = teamManageSchema.safeParse(body);
  if (!parsed.success) fail(`not a TeamManage: ${parsed.error.message.slice(0, 2000)}`);
  const data = parsed.data;
  const expect = (label: string, actual: number, wanted: number) => {
    if (actual !== wanted) fail(`${label}: ${actual}, seeded ${wanted}`);
  };
  if (data.team.id !== teamId) fail(`team.id ${data.team.id}, asked for ${teamId}`);
  if (!data.viewer.isManager) fail('the owner is not a manager');
  expect('gameProfiles', data.gameProfiles.length, TARGET.gameProfiles);
  expect('members', data.members.length, TARGET.members);
  expect('staff', data.staff.length, TARGET.staff);
  // What the screen shows of the practices (docs/decisions/084): the first pages, counts over all of them, the days.
  const { upcoming, recent, latest } = data.practices;
  expect('practices counted', data.practices.upcomingCount + data.practices.pastCount, TARGET.practices);
  expect('upcoming page', upcoming.length, Math.min(PRACTICE_PAGE_SIZE, data.practices.upcomingCount));
  expect('recent page', recent.length, Math.min(PRACTICE_PAGE_SIZE, data.practices.pastCount));
  expect('latest', latest.length, 3);
  if (data.practices.days.length === 0) fail('no calendar days');
  if (!data.practices.olderCursor) fail('no cursor for older practices');
  expect('tournaments counted', data.tournamentCount, TARGET.tournaments);
  expect('tournament page', data.tournaments.length, Math.min(TOURNAMENT_PAGE_SIZE, TARGET.tournaments));
  expect('recruitingPosts', data.recruitingPosts.length, TARGET.recruitingPosts);
  for (const practice of [...upcoming, ...recent, ...latest]) {
    const { attending, maybe, notAttending } = practice.counts;
    expect(`practice ${practice.id} attendance`, attending + maybe + notAttending, TARGET.attendancePerPractice);
    if (practice.attendees.length > 3) fail(`practice ${practice.id} lists ${practice.attendees.length} attendees`);
  }
  for (let i = 1; i < recent.length; i++) {
    if (recent[i - 1]!.scheduledAt < recent[i]!.scheduledAt) fail('recent practices are not scheduled_at descending');
  }
  for (let i = 1; i < upcoming.length; i++) {
    if (upcoming[i - 1]!.scheduledAt > upcoming[i]!.scheduledAt) fail('upcoming practices are not scheduled_at ascending');
  }
  if (data.members.some((member) => member.email === null)) fail('the owner should see member emails');
  return data;
}

function expectSeeded(rows: Record<string, number>) {
  const wanted: Record<string, number> = {
    gameProfiles: TARGET.gameProfiles,
    members: TARGET.members,
    staff: TARGET.staff,
    practices: TARGET.practices,
    attendance: TARGET.practices * TARGET.attendancePerPractice,
    tournaments: TARGET.tournaments,
    recruitingPosts: TARGET.recruitingPosts,
  };
  for (const [key, value] of Object.entries(wanted)) {
    if (rows[key] !== value) throw new Error(`seed: ${key} = ${rows[key]}, wanted ${value}`);
  }
}

/**
 * Reads the pages from `firstCursor` to the last (`address(cursor)`), adding each item's id to `seen` and failing on
 * one that comes twice; returns the bytes read.
 */
async function walkPages<Page extends { nextCursor: string | null }>(
  what: string,
  firstCursor: string | null,
  address: (cursor: string) => string,
  cookie: string,
  parse: (json: unknown) => Page,
  itemsOf: (page: Page) => { id: string }[],
  seen: Set<string>,
): Promise<number> {
  let bytes = 0;
  let cursor = firstCursor;
  while (cursor) {
    const response = await fetch(address(cursor), { headers: { cookie } });
    const text = await response.text();
    if (response.status !== 200) fail(`${what} page answered ${response.status}: ${text.slice(0, 300)}`);
    bytes += Buffer.byteLength(text);
    const page = parse(JSON.parse(text));
    for (const item of itemsOf(page)) {
      if (seen.has(item.id)) fail(`${what} ${item.id} came twice`);
      seen.add(item.id);
    }
    cursor = page.nextCursor;
  }
  return bytes;
}

/** Follows every cursor of the manage response to the last page; checks each practice and tournament comes once; returns the bytes read. */
async function walkPracticePages(origin: string, teamId: string, cookie: string, manage: TeamManage): Promise<number> {
  const team = `${origin}/api/teams/${teamId}`;
  const seen = new Set([...manage.practices.upcoming, ...manage.practices.recent].map((practice) => practice.id));
  let bytes = 0;
  for (const [scope, first] of [['upcoming', manage.practices.nextUpcomingCursor], ['past', manage.practices.olderCursor]] as const) {
    const address = (cursor: string) => `${team}/practices?scope=${scope}&cursor=${encodeURIComponent(cursor)}`;
    bytes += await walkPages('practice', first, address, cookie, (json) => practicePageSchema.parse(json), (page) => page.practices, seen);
  }
  if (seen.size !== TARGET.practices) fail(`the pages hold ${seen.size} practices, seeded ${TARGET.practices}`);
  const tournaments = new Set(manage.tournaments.map((tournament) => tournament.id));
  const address = (cursor: string) => `${team}/tournaments?cursor=${encodeURIComponent(cursor)}`;
  bytes += await walkPages('tournament', manage.olderTournamentsCursor, address, cookie, (json) => tournamentPageSchema.parse(json), (page) => page.tournaments, tournaments);
  if (tournaments.size !== TARGET.tournaments) fail(`the pages hold ${tournaments.size} tournaments, seeded ${TARGET.tournaments}`);
  return bytes;
}

// ------------------------------------------------------------- one database

async function benchDatabase(database: Result['database'], databaseUrl?: string): Promise<Result> {
  let recording: Statement[] | null = null;
  const handle = await openDatabase({ databaseUrl, onQuery: (query, params) => recording?.push({ sql: query, params }) });
  const app = await buildBenchApp(handle.db);
  try {
    await handle.migrate();
    await app.listen({ host: '127.0.0.1', port: 0 });
    // This process's own fetches sit idle for minutes (seeding, the load client's runs): the server keeps their
    // connection open, or its 72 s close races the next request on the reused socket (ECONNRESET).
    app.server.keepAliveTimeout = 0;
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const owner = await signUpOverHttp(origin, handle.db, 'owner', 'team_manager');
    const viewerRow = await handle.db.execute(sql`select id from profiles where email = ${owner.email}`);
    const ownerId = (viewerRow as unknown as { rows: { id: string }[] }).rows[0]!.id;

    console.log(`${database}: seeding...`);
    const seedStarted = performance.now();
    const teamId = await seedTeamManageData(handle.db, ownerId);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const rows = await countTargetRows(handle.db, teamId);
    expectSeeded(rows);
    console.log(`${database}: seeded in ${seedSeconds.toFixed(1)} s (${rows.allTeams} teams, ${rows.allPractices} practices, ${rows.allAttendance} attendance rows)`);

    const url = `${origin}/api/teams/${teamId}/manage`;
    const headers = { cookie: owner.cookie };
    const first = await fetch(url, { headers });
    const text = await first.text();
    if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}: ${text.slice(0, 500)}`);
    const manage = checkManage(JSON.parse(text), teamId);
    const payloadBytes = Buffer.byteLength(text);
    const allPracticesBytes = payloadBytes + (await walkPracticePages(origin, teamId, owner.cookie, manage));

    // One request with nothing else running: every statement logged meanwhile is its own.
    recording = [];
    const counted = await fetch(url, { headers });
    await counted.arrayBuffer();
    await sleep(100);
    const statements: Statement[] = recording;
    recording = null;
    if (counted.status !== 200) throw new Error(`counted request answered ${counted.status}`);

    console.log(`${database}: warm-up ${WARMUP}, ${SAMPLES} sequential requests...`);
    await runHttpLoad({ url, cookie: owner.cookie, mode: 'sequential', count: WARMUP, seconds: WARMUP_SECONDS });
    const sequential = await runHttpLoad<{ latencies: number[] }>({
      url,
      cookie: owner.cookie,
      mode: 'sequential',
      count: SAMPLES,
      seconds: SAMPLE_SECONDS,
    });
    console.log(`${database}: ${CLIENTS} concurrent clients for ${SECONDS} s...`);
    const concurrent = await runHttpLoad<{ latencies: number[]; elapsedMs: number }>({
      url,
      cookie: owner.cookie,
      mode: 'concurrent',
      clients: CLIENTS,
      seconds: SECONDS,
    });
    const explained = databaseUrl ? await explainAll(databaseUrl, statements) : undefined;

    const seq = sequential.latencies;
    return {
      database,
      seedSeconds,
      rows,
      payloadBytes,
      allPracticesBytes,
      statements: statements.map((statement) => statement.sql),
      sequential: {
        samples: seq.length,
        p50: percentile(seq, 50),
        p99: percentile(seq, 99),
        mean: seq.reduce((sum, value) => sum + value, 0) / seq.length,
        max: Math.max(...seq),
      },
      concurrent: {
        clients: CLIENTS,
        seconds: concurrent.elapsedMs / 1000,
        requests: concurrent.latencies.length,
        rps: concurrent.latencies.length / (concurrent.elapsedMs / 1000),
        p50: percentile(concurrent.latencies, 50),
        p99: percentile(concurrent.latencies, 99),
      },
      explained,
    };
  } catch (error) {
    // Printed now: closing the pool and dropping the database may raise errors of their own.
    console.error(`${database} failed:`, error);
    throw error;
  } finally {
    await app.close();
    await handle.close();
  }
}

// ------------------------------------------------------------- report
function report(results: Result[]) {
  const header = ['database', 'p50 ms', 'p99 ms', `rps@${CLIENTS}`, `p50@${CLIENTS} ms`, `p99@${CLIENTS} ms`, 'statements', 'payload KB', 'all at once KB'];
  const rows = results.map((result) => [
    result.database,
    result.sequential.p50.toFixed(1),
    result.sequential.p99.toFixed(1),
    result.concurrent.rps.toFixed(0),
    result.concurrent.p50.toFixed(1),
    result.concurrent.p99.toFixed(1),
    String(result.statements.length),
    (result.payloadBytes / 1000).toFixed(0),
    (result.allPracticesBytes / 1000).toFixed(0),
  ]);
  console.log(`\nGET /api/teams/:teamId/manage: ${SAMPLES} sequential requests (p50, p99), then ${CLIENTS} concurrent clients for ${SECONDS} s\n`);
  console.log(formatTable(header, rows));

  for (const result of results) {
    console.log(`\n${result.database}: the ${result.statements.length} statements of one request`);
    result.statements.forEach((statement, index) => {
      const explained = result.explained?.find((entry) => entry.sql === statement);
      const time = explained ? ` [${explained.executionMs.toFixed(2)} ms exec, ${explained.planningMs.toFixed(2)} ms plan]` : '';
      console.log(`  ${String(index + 1).padStart(2)}. ${statement.replace(/\s+/g, ' ').slice(0, 150)}${time}`);
    });
    if (process.env.BENCH_EXPLAIN === 'plans') {
      for (const entry of result.explained ?? []) console.log(`\n${entry.sql.replace(/\s+/g, ' ').slice(0, 200)}\n${entry.plan}`);
    }
  }

  const postgres = results.find((result) => result.database === 'PostgreSQL');
  console.log('\nGoals (issue 4; issue 27, item 4):');
  if (postgres) {
    const p50ok = postgres.sequential.p50 < P50_GOAL_MS;
    console.log(`  p50 on PostgreSQL < ${P50_GOAL_MS} ms: ${postgres.sequential.p50.toFixed(1)} ms ${p50ok ? 'MET' : 'MISSED'}`);
  }
  for (const result of results) {
    const ok = result.payloadBytes / 1000 < PAYLOAD_GOAL_KB;
    console.log(`  payload on ${result.database} < ${PAYLOAD_GOAL_KB} kB: ${(result.payloadBytes / 1000).toFixed(1)} kB ${ok ? 'MET' : 'MISSED'}`);
  }
  for (const result of results) {
    const ok = result.statements.length <= STATEMENT_GOAL;
    console.log(`  statements on ${result.database} <= ${STATEMENT_GOAL}: ${result.statements.length} ${ok ? 'MET' : 'MISSED'}`);
  }
  console.log(`\n${machineLine()}; JSON: ${path.relative(ROOT, OUTPUT)}`);
}

/** The rows of the one report: per database the screen's payload, statements and p50, and the bytes of all practices at once (before 084). */
function reportRows(results: Result[]): ReportRow[] {
  return results.flatMap((result) => [
    { bench: 'teams', figure: `manage payload, ${result.database}`, value: result.payloadBytes / 1000, unit: 'kB', target: PAYLOAD_GOAL_KB },
    {
      bench: 'teams',
      figure: `before: everything at once (manage + every page), ${result.database}`,
      value: result.allPracticesBytes / 1000,
      unit: 'kB',
      target: null,
    },
    { bench: 'teams', figure: `manage statements, ${result.database}`, value: result.statements.length, unit: '', target: STATEMENT_GOAL },
    {
      bench: 'teams',
      figure: `manage p50, ${result.database}`,
      value: result.sequential.p50,
      unit: 'ms',
      // The target is PostgreSQL's (issue 27); PGlite's is recorded.
      target: result.database === 'PostgreSQL' ? P50_GOAL_MS : null,
    },
  ]);
}

// ------------------------------------------------------------- main
async function main() {
  const loadAtStart = loadAverage();
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const results: Result[] = [];
  if (!only || only === 'pglite') results.push(await benchDatabase('PGlite'));
  if (!only || only === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? startPostgres();
    const name = `bench_team_manage_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    try {
      results.push(await benchDatabase('PostgreSQL', databaseUrlFor(serverUrl, name)));
    } finally {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(
    OUTPUT,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: { start: loadAtStart, end: loadAverage() },
        goals: { p50Ms: P50_GOAL_MS, statements: STATEMENT_GOAL },
        results,
      },
      null,
      2,
    ) + '\n',
  );
  report(results);
  const rows = reportRows(results);
  writeBenchRows('teams', rows);
  if (rows.some((row) => verdictOf(row) === 'missed')) process.exitCode = 1;
  const warning = busyWarning([loadAtStart, loadAverage()]);
  if (warning) console.log(`\n${warning}`);
}

// The temporary server goes whatever ends the run, an uncaught error included.
process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
