/**
 * `npm run bench:pipeline` (issue 13, "How it is checked"): a program
 * with 5,000 pipeline entries (BENCH_PIPELINE_ENTRIES) and ten history rows
 * each, on a bench-only database (bench/pipeline-seed.ts: the colleges, one
 * claimed college's Valorant varsity program, its players, entries,
 * history, notes, other colleges' outcomes and one published interest
 * form), on PGlite and PostgreSQL 15 (a temporary server from
 * scripts/postgres/start.sh, or a fresh database on BENCH_DATABASE_URL);
 * BENCH_ENGINES=pglite or postgres runs one. The viewer is a
 * programs_college_staff member of that college, signed up through the
 * real sign-up route. The app is built in this process (the public form's
 * rate limits raised: the bench's clients all come from 127.0.0.1) and
 * listens on an ephemeral loopback port; requests come over real HTTP from
 * bench/http-load.ts, a separate process. Measured:
 *   - the board, GET /api/programs/:programId/pipeline: one request, its
 *     response checked against the contract and the seed (every column's
 *     total as seeded, its first PIPELINE_COLUMN_PAGE cards in position
 *     order; matches computed), its size and statements; BENCH_SAMPLES (100)
 *     sequential requests after a warm-up (fewer when they take over
 *     BENCH_SAMPLE_SECONDS, 30): p50 / p95; goal p50 < 25 ms on PostgreSQL;
 *   - reported without a goal (30 requests each): the largest column shown
 *     whole (`show=<stage>:<all>`, as "Show more" to its end leaves it) and
 *     the list view's first page sorted by name;
 *   - a move, POST .../entries/:entryId/move: BENCH_MOVE_SAMPLES (300)
 *     sequential moves over 100 entries, each alternating Interested and
 *     Evaluating (every move changes the stage and writes a history row;
 *     neither stage sends email), to the end of the column; p50 / p95;
 *     goal p50 < 10 ms on PostgreSQL; the history rows counted after;
 *   - 200 concurrent submissions to the form (BENCH_SUBMISSIONS) from 200
 *     clients, each its own connection, launched at once from the load
 *     process: visitor submissions (distinct adult emails) to POST
 *     /api/colleges/:slug/apply/:formId; then errors (non-2xx), rows
 *     stored (0 lost), duplicate rows (0), application links made, p50 /
 *     p95 / max latency and the burst's wall time.
 * The board's time is also split in this process (20 runs, p50): the
 * service the route calls (statements and the driver's parse) and the
 * route's serializer (response schema parse, JSON.stringify).
 * On PostgreSQL the board's statements also run under EXPLAIN ANALYZE
 * (BENCH_EXPLAIN=plans prints the plans). The load average at start and end
 * is printed and stored: latencies only mean something on an idle machine.
 * Results: a table, and .tmp/bench/pipeline.json. Not part of npm test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PIPELINE_COLUMN_PAGE, PIPELINE_LIST_PAGE, pipelineBoardResponseSchema, pipelineListResponseSchema, type PipelineBoardResponse } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { loadMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import { getPipelineBoard } from '#server/pipeline/get-pipeline-board.ts';
import { rowsOf } from '#server/db/sql.ts';
import { applyBenchPriority, buildBenchApp, busyWarning, formatTable, loadAverage, machineLine, percentile, priorityLine, runHttpLoad, signUpOverHttp, sleep } from './measure.ts';
import { benchOnEngines, explainAll, stopPostgres, type Explained, type Statement } from './postgres-server.ts';
import { countPipelineRows, seedCollegesAndPlayers, seedPipelineBench } from './pipeline-seed.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, '.tmp/bench/pipeline.json');
const ENTRIES = Number(process.env.BENCH_PIPELINE_ENTRIES ?? 5_000);
const HISTORY_PER_ENTRY = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 30);
const WARMUP = 10;
const BREAKDOWN_SAMPLES = 20;
const EXTRA_SAMPLES = 30;
const MOVE_SAMPLES = Number(process.env.BENCH_MOVE_SAMPLES ?? 300);
const MOVE_WARMUP = 20;
const MOVED_ENTRIES = 100;
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200);
const BOARD_P50_GOAL_MS = 25;
const MOVE_P50_GOAL_MS = 10;
/** The bench's clients all come from 127.0.0.1: the per-address limits of the public form would stop them. */
const UNLIMITED = { max: 1_000_000, windowSeconds: 60 };

interface Timing {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}
interface Result {
  database: 'PGlite' | 'PostgreSQL';
  seedSeconds: number;
  rows: Awaited<ReturnType<typeof countPipelineRows>>;
  board: Timing & {
    entries: number;
    payloadBytes: number;
    statements: string[];
    withMatch: number;
    committedElsewhere: number;
    breakdown: Breakdown;
  };
  /** The largest column shown whole, and the list view's first page by name (no goal). */
  wholeColumn: Timing & { stage: string; cards: number };
  list: Timing;
  move: Timing & { historyWritten: number; statements: number };
  submissions: {
    clients: number;
    errors: number;
    statuses: Record<string, number>;
    firstError: string | null;
    stored: number;
    lost: number;
    duplicates: number;
    created: number;
    applicationLinks: number;
    p50: number;
    p95: number;
    max: number;
    wallMs: number;
  };
  explained?: Explained[];
}

/** p50s (ms) of the board's parts, measured in this process without HTTP. */
interface Breakdown {
  samples: number;
  /** getPipelineBoard: the statements (the entries' one with the staff's beside it) and the driver's parse of their rows. */
  service: number;
  /** What the route's serializer does with the result: the response schema's parse (fastify-type-provider-zod), then JSON.stringify. */
  serialize: number;
}

/**
 * The board's time split, in this process: the service the route calls (as
 * the access check leaves it, the program loaded), and the serializer's
 * work on its result. The rest of a request's time is the access check,
 * HTTP and the client's read of the body.
 */
async function boardBreakdown(db: Database, programId: string, viewerId: string): Promise<Breakdown> {
  const program = await loadMatchProgram(db, programId);
  if (!program) fail('the program does not load');
  const access = { viewer: { userId: viewerId } as Viewer, program };
  const service: number[] = [];
  const serialize: number[] = [];
  for (let index = 0; index < WARMUP + BREAKDOWN_SAMPLES; index += 1) {
    const started = performance.now();
    const result = await getPipelineBoard(db, access, {});
    const fetched = performance.now();
    JSON.stringify(pipelineBoardResponseSchema.parse(result));
    const serialized = performance.now();
    if (index < WARMUP) continue;
    service.push(fetched - started);
    serialize.push(serialized - fetched);
  }
  return { samples: BREAKDOWN_SAMPLES, service: percentile(service, 50), serialize: percentile(serialize, 50) };
}

const timing = (values: number[]): Timing => ({ samples: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) });

function fail(message: string): never {
  throw new Error(`pipeline check failed: ${message}`);
}

/**
 * The board must match the contract: every column's total is what was
 * seeded, and each column sends its first cards (PIPELINE_COLUMN_PAGE, or
 * `perColumn`) in position order (the seed numbers each column 0, 1, 2, ...).
 */
function checkBoard(body: unknown, programId: string, rows: Result['rows'], perColumn: (stage: string) => number = () => PIPELINE_COLUMN_PAGE): PipelineBoardResponse {
  const parsed = pipelineBoardResponseSchema.safeParse(body);
  if (!parsed.success) fail(`not a board: ${parsed.error.message.slice(0, 2000)}`);
  const board = parsed.data;
  if (board.program.id !== programId) fail(`program ${board.program.id}, asked for ${programId}`);
  for (const stage of PIPELINE_STAGES) {
    const seeded = rows.stages[stage] ?? 0;
    if (board.totals[stage] !== seeded) fail(`${stage}: total ${board.totals[stage]}, seeded ${seeded}`);
    const positions = board.entries.filter((entry) => entry.stage === stage).map((entry) => entry.position);
    const wanted = Math.min(seeded, perColumn(stage));
    if (positions.length !== wanted || positions.some((position, index) => position !== index)) {
      fail(`${stage}: ${positions.length} cards at ${positions.slice(0, 5).join(', ')}..., wanted positions 0..${wanted - 1}`);
    }
  }
  if (!board.entries.some((entry) => entry.match !== null)) fail('no card has a match');
  if (board.staff.length !== 2) fail(`${board.staff.length} staff, seeded 2`);
  if (board.tags.length === 0) fail('no tags');
  return board;
}

async function benchDatabase(database: Result['database'], databaseUrl?: string): Promise<Result> {
  let recording: Statement[] | null = null;
  const handle = await openDatabase({ databaseUrl, onQuery: (query, params) => recording?.push({ sql: query, params }) });
  const app = await buildBenchApp(handle.db, { formSubmissionRateLimit: UNLIMITED, formVisitorSubmissionRateLimit: UNLIMITED, publicFormViewRateLimit: UNLIMITED });
  const db = handle.db;
  const record = async (run: () => Promise<unknown>) => {
    recording = [];
    await run();
    await sleep(100);
    const statements: Statement[] = recording;
    recording = null;
    return statements;
  };
  try {
    await handle.migrate();
    await app.listen({ host: '127.0.0.1', port: 0 });
    // This process's own fetches sit idle during the seed and the load client's runs (see bench/team-manage.ts).
    app.server.keepAliveTimeout = 0;
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    console.log(`${database}: seeding the colleges, ${ENTRIES.toLocaleString('en-US')} players and pipeline entries, ${(ENTRIES * HISTORY_PER_ENTRY).toLocaleString('en-US')} history rows...`);
    const seedStarted = performance.now();
    await seedCollegesAndPlayers(db, ENTRIES);
    const staff = await signUpOverHttp(origin, db, 'staff', 'team_manager');
    const [viewer] = await rowsOf<{ id: string }>(db, sql`select id from profiles where email = ${staff.email}`);
    const bench = await seedPipelineBench(db, { entries: ENTRIES, historyPerEntry: HISTORY_PER_ENTRY, staffUserId: viewer!.id });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const rows = await countPipelineRows(db, bench.programId);
    if (rows.entries !== ENTRIES || rows.history !== ENTRIES * HISTORY_PER_ENTRY) fail(`seeded ${rows.entries} entries and ${rows.history} history rows`);
    console.log(`${database}: seeded in ${seedSeconds.toFixed(1)} s (${JSON.stringify(rows)})`);

    // ---------------------------------------------------------------- the board
    const boardUrl = `${origin}/api/programs/${bench.programId}/pipeline`;
    const headers = { cookie: staff.cookie };
    const first = await fetch(boardUrl, { headers });
    const text = await first.text();
    if (first.status !== 200) throw new Error(`GET ${boardUrl} answered ${first.status}: ${text.slice(0, 500)}`);
    const board = checkBoard(JSON.parse(text), bench.programId, rows);
    const boardStatements = await record(async () => (await fetch(boardUrl, { headers })).arrayBuffer());
    console.log(`${database}: board, warm-up ${WARMUP}, ${SAMPLES} sequential requests...`);
    await runHttpLoad({ url: boardUrl, cookie: staff.cookie, mode: 'sequential', count: WARMUP, seconds: SAMPLE_SECONDS });
    const boardRun = await runHttpLoad<{ latencies: number[] }>({ url: boardUrl, cookie: staff.cookie, mode: 'sequential', count: SAMPLES, seconds: SAMPLE_SECONDS });
    const breakdown = await boardBreakdown(db, bench.programId, viewer!.id);
    // The largest column shown whole ("Show more" until its end) and the list view's first page by name: reported, no goal.
    const largest = PIPELINE_STAGES.reduce((best, stage) => ((rows.stages[stage] ?? 0) > (rows.stages[best] ?? 0) ? stage : best));
    const wholeColumnUrl = `${boardUrl}?show=${largest}:${rows.stages[largest]}`;
    checkBoard(await (await fetch(wholeColumnUrl, { headers })).json(), bench.programId, rows, (stage) => (stage === largest ? Number.MAX_SAFE_INTEGER : PIPELINE_COLUMN_PAGE));
    const listUrl = `${boardUrl}/list?sort=name&direction=asc&limit=${PIPELINE_LIST_PAGE}`;
    const list = pipelineListResponseSchema.parse(await (await fetch(listUrl, { headers })).json());
    if (list.total !== rows.entries || list.entries.length !== Math.min(rows.entries, PIPELINE_LIST_PAGE)) fail(`list: ${list.entries.length} rows of ${list.total}`);
    console.log(`${database}: whole ${largest} column and the list view, ${EXTRA_SAMPLES} sequential requests each...`);
    const wholeColumnRun = await runHttpLoad<{ latencies: number[] }>({ url: wholeColumnUrl, cookie: staff.cookie, mode: 'sequential', count: EXTRA_SAMPLES, seconds: SAMPLE_SECONDS });
    const listRun = await runHttpLoad<{ latencies: number[] }>({ url: listUrl, cookie: staff.cookie, mode: 'sequential', count: EXTRA_SAMPLES, seconds: SAMPLE_SECONDS });

    // ---------------------------------------------------------------- moves: 100 entries, each Interested <-> Evaluating in turn
    const moved = await rowsOf<{ id: string }>(
      db,
      sql`select id from pipeline_entries where program_id = ${bench.programId} and stage = 'interested' order by id limit ${MOVED_ENTRIES}`,
    );
    const total = MOVE_WARMUP + MOVE_SAMPLES;
    const moves = Array.from({ length: total }, (_, index) => ({
      url: `${boardUrl}/entries/${moved[index % moved.length]!.id}/move`,
      body: { stage: Math.floor(index / moved.length) % 2 === 0 ? 'evaluating' : 'interested' },
    }));
    const historyBefore = (await countPipelineRows(db, bench.programId)).history;
    console.log(`${database}: moves, warm-up ${MOVE_WARMUP}, ${MOVE_SAMPLES} sequential...`);
    const moveJob = (slice: typeof moves) => ({
      url: `${boardUrl}/entries/:entryId/move`,
      urls: slice.map((move) => move.url),
      bodies: slice.map((move) => move.body),
      method: 'POST' as const,
      cookie: staff.cookie,
      mode: 'sequential' as const,
      count: slice.length,
    });
    await runHttpLoad(moveJob(moves.slice(0, MOVE_WARMUP)));
    const moveRun = await runHttpLoad<{ latencies: number[] }>(moveJob(moves.slice(MOVE_WARMUP)));
    const historyWritten = (await countPipelineRows(db, bench.programId)).history - historyBefore;
    if (historyWritten !== MOVE_WARMUP + moveRun.latencies.length) fail(`${historyWritten} history rows for ${MOVE_WARMUP + moveRun.latencies.length} moves`);
    // One more move (the next in turn), its statements recorded.
    const next = moves[moveRun.latencies.length + MOVE_WARMUP] ?? { url: moves[0]!.url, body: { stage: 'not_a_fit' } };
    const moveStatements = await record(async () =>
      (await fetch(next.url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(next.body) })).arrayBuffer(),
    );

    // ---------------------------------------------------------------- 200 concurrent visitor submissions
    const formUrl = `${origin}/api/colleges/${bench.collegeSlug}/apply/${bench.formId}`;
    const bodies = Array.from({ length: SUBMISSIONS }, (_, index) => ({
      answers: {
        gamertag: `BenchVisitor${index}`,
        game_rank: { title: 'Valorant', rank: null },
        class_year: 2027,
        play_as: ['Starter', 'Substitute', 'Either'][index % 3],
        hours: 10 + (index % 30),
        sessions: ['Weekday evenings'],
        about: 'Sent by bench:pipeline.',
        accurate: true,
      },
      visitor: { name: `Bench Visitor ${index}`, email: `bench-visitor-${index}@example.com`, birthDate: '2000-01-01' },
    }));
    console.log(`${database}: ${SUBMISSIONS} concurrent submissions from ${SUBMISSIONS} clients...`);
    const burst = await runHttpLoad<{ latencies: number[]; statuses: number[]; bodies: string[]; elapsedMs: number }>({
      url: formUrl,
      urls: [formUrl],
      bodies,
      method: 'POST',
      cookie: '',
      mode: 'burst',
      count: SUBMISSIONS,
    });
    const statuses: Record<string, number> = {};
    for (const status of burst.statuses) statuses[status] = (statuses[status] ?? 0) + 1;
    const failed = burst.statuses.findIndex((status) => status < 200 || status > 299);
    const created = burst.bodies.filter((body) => body.includes('"outcome":"created"')).length;
    const [stored] = await rowsOf<{ rows: number; emails: number; links: number }>(
      db,
      sql`select count(*)::int as rows, count(distinct lower(email))::int as emails,
          (select count(*)::int from application_links l join interest_form_submissions s on s.id = l.submission_id where s.form_id = ${bench.formId}) as links
        from interest_form_submissions where form_id = ${bench.formId}`,
    );

    const explained = databaseUrl ? await explainAll(databaseUrl, boardStatements) : undefined;
    return {
      database,
      seedSeconds,
      rows,
      board: {
        ...timing(boardRun.latencies),
        entries: board.entries.length,
        payloadBytes: Buffer.byteLength(text),
        statements: boardStatements.map((statement) => statement.sql),
        withMatch: board.entries.filter((entry) => entry.match !== null).length,
        committedElsewhere: board.entries.filter((entry) => entry.committedElsewhere !== null).length,
        breakdown,
      },
      wholeColumn: { ...timing(wholeColumnRun.latencies), stage: largest, cards: rows.stages[largest] ?? 0 },
      list: timing(listRun.latencies),
      move: { ...timing(moveRun.latencies), historyWritten, statements: moveStatements.length },
      submissions: {
        clients: SUBMISSIONS,
        errors: burst.statuses.filter((status) => status < 200 || status > 299).length,
        statuses,
        firstError: failed < 0 ? null : `${burst.statuses[failed]}: ${burst.bodies[failed]}`,
        stored: stored!.rows,
        lost: SUBMISSIONS - stored!.rows,
        duplicates: stored!.rows - stored!.emails,
        created,
        applicationLinks: stored!.links,
        p50: percentile(burst.latencies, 50),
        p95: percentile(burst.latencies, 95),
        max: Math.max(...burst.latencies),
        wallMs: burst.elapsedMs,
      },
      explained,
    };
  } catch (error) {
    console.error(`${database} failed:`, error);
    throw error;
  } finally {
    await app.close();
    await handle.close();
  }
}

function report(results: Result[], loads: number[]) {
  const ms = (value: number) => value.toFixed(1);
  const verdict = (met: boolean, result: Result) => `${met ? 'met' : 'MISSED'}${result.database === 'PostgreSQL' ? '' : ' (goal set for PostgreSQL)'}`;
  console.log(`\nPipeline board, moves and concurrent submissions (issue 13): ${machineLine()}`);
  console.log(
    formatTable(
      ['database', 'measure', 'samples', 'p50 ms', 'p95 ms', 'max ms', 'goal / checks'],
      results.flatMap((result) => {
        const s = result.submissions;
        return [
          [result.database, `board, ${result.board.entries} cards`, String(result.board.samples), ms(result.board.p50), ms(result.board.p95), ms(result.board.max), `p50 < ${BOARD_P50_GOAL_MS} ms: ${verdict(result.board.p50 < BOARD_P50_GOAL_MS, result)}`],
          [result.database, `whole ${result.wholeColumn.stage} column, ${result.wholeColumn.cards} cards`, String(result.wholeColumn.samples), ms(result.wholeColumn.p50), ms(result.wholeColumn.p95), ms(result.wholeColumn.max), 'reported'],
          [result.database, `list view, first ${PIPELINE_LIST_PAGE} by name`, String(result.list.samples), ms(result.list.p50), ms(result.list.p95), ms(result.list.max), 'reported'],
          [result.database, 'move', String(result.move.samples), ms(result.move.p50), ms(result.move.p95), ms(result.move.max), `p50 < ${MOVE_P50_GOAL_MS} ms: ${verdict(result.move.p50 < MOVE_P50_GOAL_MS, result)}`],
          [
            result.database,
            `${s.clients} submissions at once`,
            String(s.clients),
            ms(s.p50),
            ms(s.p95),
            ms(s.max),
            `errors ${s.errors}, lost ${s.lost}, duplicates ${s.duplicates}: ${s.errors === 0 && s.lost === 0 && s.duplicates === 0 ? 'met' : 'MISSED'}`,
          ],
        ];
      }),
      2,
    ),
  );
  for (const result of results) {
    const { board, move, submissions: s } = result;
    console.log(`\n${result.database}: seeded in ${result.seedSeconds.toFixed(1)} s: ${result.rows.entries} entries ${JSON.stringify(result.rows.stages)}, ${result.rows.history} history rows, ${result.rows.notes} notes, ${result.rows.outcomes} outcomes`);
    console.log(
      `${result.database}: board ${(board.payloadBytes / 1000).toFixed(0)} KB, ${board.entries} cards (the first ${PIPELINE_COLUMN_PAGE} of each column), ${board.withMatch} with a match, ${board.committedElsewhere} committed elsewhere, ${board.statements.length} statements`,
    );
    console.log(
      `${result.database}: board in this process (p50 of ${board.breakdown.samples}): service ${ms(board.breakdown.service)} ms (statements and row parse), serializer ${ms(board.breakdown.serialize)} ms (response schema parse and JSON.stringify); HTTP p50 ${ms(board.p50)} ms`,
    );
    board.statements.forEach((statement, index) => {
      const explained = result.explained?.find((entry) => entry.sql === statement);
      const time = explained ? ` [${explained.executionMs.toFixed(2)} ms exec, ${explained.planningMs.toFixed(2)} ms plan]` : '';
      console.log(`  ${String(index + 1).padStart(2)}. ${statement.replace(/\s+/g, ' ').slice(0, 140)}${time}`);
    });
    console.log(`${result.database}: moves wrote ${move.historyWritten} history rows (one per move); one move runs ${move.statements} statements`);
    console.log(
      `${result.database}: submissions: statuses ${JSON.stringify(s.statuses)}, ${s.stored} rows stored, ${s.created} answered created, ${s.applicationLinks} application links, burst wall time ${ms(s.wallMs)} ms${s.firstError ? `; first error ${s.firstError}` : ''}`,
    );
    if (process.env.BENCH_EXPLAIN === 'plans') for (const entry of result.explained ?? []) console.log(`\n${entry.sql.replace(/\s+/g, ' ').slice(0, 200)}\n${entry.plan}`);
  }
  console.log(`\n${priorityLine()}`);
  console.log(`Load average (1 min): ${loads.map((load) => load.toFixed(2)).join(' at start, ')} at end; JSON: ${path.relative(ROOT, OUTPUT)}`);
  const warning = busyWarning(loads);
  if (warning) console.log(`\n${warning}`);
}

async function main() {
  // Before PostgreSQL is started: its processes inherit the priority (BENCH_PRIORITY, measure.ts).
  applyBenchPriority();
  const loads = [loadAverage()];
  const results = await benchOnEngines('bench_pipeline', benchDatabase);
  loads.push(loadAverage());
  report(results, loads);
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(
    OUTPUT,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        loads,
        goals: { boardP50Ms: BOARD_P50_GOAL_MS, moveP50Ms: MOVE_P50_GOAL_MS, submissions: { errors: 0, lost: 0, duplicates: 0 } },
        results,
      },
      null,
      2,
    ) + '\n',
  );
  if (results.some((result) => result.submissions.errors > 0 || result.submissions.lost !== 0 || result.submissions.duplicates !== 0)) process.exitCode = 1;
}

process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopPostgres();
    process.exit(130);
  });
}
main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
