/**
 * `npm run bench:inbox`: the inbox request, GET /api/conversations (its
 * first page, as the inbox screen loads it), for a user in 500
 * conversations holding 200,000 messages (bench/messaging-inbox-seed.ts),
 * against the same list built the way spec 7.5 describes
 * (bench/messaging-inbox-spec75.ts: a query per conversation) on the same
 * database in the same run.
 *
 * For each database (PGlite in memory; PostgreSQL 15 on a temporary server
 * from scripts/postgres/start.sh, or a fresh database on BENCH_DATABASE_URL;
 * BENCH_ONLY=pglite|postgres picks one) the app is built in this process
 * and listens on an ephemeral loopback port. The viewer signs up through the
 * real sign-up route, so every request carries a real session cookie.
 *   - API: BENCH_SAMPLES (300) sequential requests over real HTTP from
 *     bench/http-load.ts, a separate process with a keep-alive connection,
 *     after BENCH_WARMUP (50); fewer when they take over
 *     BENCH_SAMPLE_SECONDS (40). Session lookup, JSON and HTTP included.
 *   - Spec 7.5, called in this process on the app's own drizzle database
 *     (nothing else runs meanwhile), BENCH_SPEC75_SAMPLES (100) times each,
 *     or fewer past BENCH_SPEC75_SECONDS (30): for the same 50
 *     conversations as the API's page, one query after another and all at
 *     once; and for all 500 (BENCH_SPEC75_FULL=0 skips it). No HTTP, no
 *     session: the comparison favours spec 7.5.
 *   - The SQL statements of one request of each (drizzle's query log,
 *     counted while nothing else runs); on PostgreSQL the API's statements
 *     are also run under EXPLAIN ANALYZE (BENCH_EXPLAIN=plans prints plans).
 * Before measuring, the API's page is checked against the contract and
 * against spec 7.5's answer (same conversations in the same order, same
 * latest message, same unread count), and the stored unread counts of all
 * 500 conversations against spec 7.5's counting.
 * Results: a table, and .tmp/bench/messaging-inbox.json.
 * Goals (issue 5): p50 under 15 ms on PostgreSQL; at least 10 times faster
 * than spec 7.5. The load average at start and end is printed and stored;
 * on a busy machine BENCH_PRIORITY (bench/measure.ts) raises the priority
 * of the benchmark's processes.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { INBOX_PAGE_SIZE, inboxResponseSchema, type Inbox } from '#shared/contracts/messaging.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import {
  applyBenchPriority,
  BENCH_PRIORITY,
  buildBenchApp,
  busyWarning,
  formatTable,
  loadAverage,
  machineLine,
  mean,
  percentile,
  priorityLine,
  runHttpLoad,
  signUpOverHttp,
  sleep,
} from './measure.ts';
import { countInboxRows, INBOX_TARGET, seedInboxData, type InboxRows } from './messaging-inbox-seed.ts';
import { loadInboxTheSpec75Way, type Spec75Conversation } from './messaging-inbox-spec75.ts';
import { adminQuery, databaseUrlFor, explainAll, startPostgres, stopPostgres, type Explained, type Statement } from './postgres-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, '.tmp/bench/messaging-inbox.json');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);
const WARMUP_SECONDS = 10;
const SPEC_SAMPLES = Number(process.env.BENCH_SPEC75_SAMPLES ?? 100);
const SPEC_SECONDS = Number(process.env.BENCH_SPEC75_SECONDS ?? 30);
const SPEC_WARMUP = 5;
const SPEC_FULL = process.env.BENCH_SPEC75_FULL !== '0';
const P50_GOAL_MS = 15;
const RATIO_GOAL = 10;

interface Timing {
  samples: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}
interface Approach {
  key: 'api' | 'spec75-page-sequential' | 'spec75-page-parallel' | 'spec75-all-sequential';
  label: string;
  conversations: number;
  statements: number;
  timing: Timing;
}
interface Result {
  database: 'PGlite' | 'PostgreSQL';
  seedSeconds: number;
  rows: InboxRows;
  payloadBytes: number;
  apiStatements: string[];
  approaches: Approach[];
  explained?: Explained[];
}

function timing(latencies: number[]): Timing {
  return {
    samples: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mean: mean(latencies),
    max: Math.max(...latencies),
  };
}

// ------------------------------------------------------------- checks
function fail(message: string): never {
  throw new Error(`inbox check failed: ${message}`);
}

/** The API's page must match the contract and say what spec 7.5's queries say about the same conversations. */
function checkInbox(body: unknown, oracle: Spec75Conversation[], allOracle: Spec75Conversation[] | null, storedTotal: number): Inbox {
  const parsed = inboxResponseSchema.safeParse(body);
  if (!parsed.success) fail(`not an Inbox: ${parsed.error.message.slice(0, 2000)}`);
  const inbox = parsed.data;
  const pageSize = Math.min(INBOX_PAGE_SIZE, INBOX_TARGET.conversations);
  if (inbox.conversations.length !== pageSize) fail(`${inbox.conversations.length} conversations on the first page, wanted ${pageSize}`);
  if (INBOX_TARGET.conversations > pageSize && inbox.nextBefore === null) fail('no next page');
  if (oracle.length !== inbox.conversations.length) fail(`spec 7.5 listed ${oracle.length}`);
  inbox.conversations.forEach((conversation, index) => {
    const expected = oracle[index]!;
    const where = `conversation ${index + 1} (${conversation.id})`;
    if (conversation.id !== expected.id) fail(`${where}: spec 7.5 has ${expected.id} at this place`);
    if (conversation.unreadCount !== expected.unreadCount) fail(`${where}: unreadCount ${conversation.unreadCount}, counted ${expected.unreadCount}`);
    if ((conversation.latestMessage?.id ?? null) !== (expected.latestMessage?.id ?? null)) fail(`${where}: latest message differs`);
    if (conversation.participants.length !== expected.participants.length) fail(`${where}: participants differ`);
    if (conversation.isStarred !== expected.isStarred) fail(`${where}: isStarred differs`);
  });
  if (inbox.unreadTotal !== storedTotal) fail(`unreadTotal ${inbox.unreadTotal}, stored sum ${storedTotal}`);
  if (allOracle) {
    const counted = allOracle.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
    if (counted !== storedTotal) fail(`stored unread counts sum to ${storedTotal}, counting gives ${counted}`);
  }
  return inbox;
}

/** Every stored unread_count equals the count of spec 7.5 (the seed's recount is right). */
async function checkStoredCounts(db: Database, viewerId: string, allOracle: Spec75Conversation[]) {
  const result = await db.execute(
    sql`select conversation_id as id, unread_count as n from conversation_participants where user_id = ${viewerId}`,
  );
  const stored = new Map((result as unknown as { rows: { id: string; n: number }[] }).rows.map((row) => [row.id, Number(row.n)]));
  for (const conversation of allOracle) {
    if (stored.get(conversation.id) !== conversation.unreadCount) {
      fail(`stored unread_count ${stored.get(conversation.id)} of ${conversation.id}, counted ${conversation.unreadCount}`);
    }
  }
}

// ------------------------------------------------------------- one database

/** Times `run` in this process: `warmup` calls first, then up to `count` calls or `seconds`. */
async function timeInProcess(run: () => Promise<unknown>, count: number, seconds: number, warmup = SPEC_WARMUP): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  for (let i = 0; i < count && performance.now() < deadline; i++) {
    const started = performance.now();
    await run();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function benchDatabase(database: Result['database'], databaseUrl?: string): Promise<Result> {
  let recording: Statement[] | null = null;
  const handle = await openDatabase({ databaseUrl, onQuery: (query, params) => recording?.push({ sql: query, params }) });
  const app = await buildBenchApp(handle.db);
  const record = async <T>(run: () => Promise<T>): Promise<{ value: T; statements: Statement[] }> => {
    recording = [];
    const value = await run();
    await sleep(50);
    const statements: Statement[] = recording;
    recording = null;
    return { value, statements };
  };
  try {
    await handle.migrate();
    await app.listen({ host: '127.0.0.1', port: 0 });
    // This process's own fetches sit idle for minutes (seeding, the load client's runs): the server keeps their
    // connection open, or its 72 s close races the next request on the reused socket (ECONNRESET).
    app.server.keepAliveTimeout = 0;
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const viewer = await signUpOverHttp(origin, handle.db, 'viewer', 'player');
    const viewerRow = await handle.db.execute(sql`select id from profiles where email = ${viewer.email}`);
    const viewerId = (viewerRow as unknown as { rows: { id: string }[] }).rows[0]!.id;

    console.log(`${database}: seeding...`);
    const seedStarted = performance.now();
    await seedInboxData(handle.db, viewerId);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const rows = await countInboxRows(handle.db, viewerId);
    if (rows.conversations !== INBOX_TARGET.conversations) throw new Error(`seed: ${rows.conversations} conversations`);
    if (rows.messages !== INBOX_TARGET.messages) throw new Error(`seed: ${rows.messages} messages`);
    console.log(
      `${database}: seeded in ${seedSeconds.toFixed(1)} s (${rows.conversations} conversations, ${rows.groups} groups, ` +
        `${rows.messages} messages, ${rows.deleted} deleted, ${rows.receipts} read receipts; ` +
        `${rows.withUnread} conversations unread, ${rows.unreadTotal} unread in all)`,
    );

    // Spec 7.5 for the same page, and for everything (the oracle for the stored counts).
    const pageSize = Math.min(INBOX_PAGE_SIZE, INBOX_TARGET.conversations);
    const specPage = () => loadInboxTheSpec75Way(handle.db, viewerId, { limit: pageSize });
    const specPageParallel = () => loadInboxTheSpec75Way(handle.db, viewerId, { limit: pageSize, parallel: true });
    const specAll = () => loadInboxTheSpec75Way(handle.db, viewerId);
    const oraclePage = await record(specPage);
    const oracleAll = await record(specAll);
    await checkStoredCounts(handle.db, viewerId, oracleAll.value);

    const url = `${origin}/api/conversations`;
    const headers = { cookie: viewer.cookie };
    const first = await fetch(url, { headers });
    const text = await first.text();
    if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}: ${text.slice(0, 500)}`);
    checkInbox(JSON.parse(text), oraclePage.value, oracleAll.value, rows.unreadTotal);
    const payloadBytes = Buffer.byteLength(text);

    // One request with nothing else running: every statement logged meanwhile is its own.
    const counted = await record(async () => {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`counted request answered ${response.status}`);
    });
    const parallelCounted = await record(specPageParallel);

    console.log(`${database}: API warm-up ${WARMUP}, ${SAMPLES} sequential requests...`);
    await runHttpLoad({ url, cookie: viewer.cookie, mode: 'sequential', count: WARMUP, seconds: WARMUP_SECONDS });
    const api = await runHttpLoad<{ latencies: number[] }>({
      url,
      cookie: viewer.cookie,
      mode: 'sequential',
      count: SAMPLES,
      seconds: SAMPLE_SECONDS,
    });

    console.log(`${database}: spec 7.5, ${pageSize} conversations, sequential...`);
    const pageSequential = await timeInProcess(specPage, SPEC_SAMPLES, SPEC_SECONDS);
    console.log(`${database}: spec 7.5, ${pageSize} conversations, parallel...`);
    const pageParallel = await timeInProcess(specPageParallel, SPEC_SAMPLES, SPEC_SECONDS);
    const approaches: Approach[] = [
      {
        key: 'api',
        label: `GET /api/conversations (HTTP, first page)`,
        conversations: pageSize,
        statements: counted.statements.length,
        timing: timing(api.latencies),
      },
      {
        key: 'spec75-page-sequential',
        label: 'spec 7.5, same page, one query after another',
        conversations: pageSize,
        statements: oraclePage.statements.length,
        timing: timing(pageSequential),
      },
      {
        key: 'spec75-page-parallel',
        label: 'spec 7.5, same page, per-conversation queries at once',
        conversations: pageSize,
        statements: parallelCounted.statements.length,
        timing: timing(pageParallel),
      },
    ];
    if (SPEC_FULL) {
      console.log(`${database}: spec 7.5, all ${INBOX_TARGET.conversations} conversations, sequential...`);
      // One warm-up call: on PGlite each takes seconds.
      const all = await timeInProcess(specAll, SPEC_SAMPLES, SPEC_SECONDS, 1);
      approaches.push({
        key: 'spec75-all-sequential',
        label: `spec 7.5, all ${INBOX_TARGET.conversations}, one query after another`,
        conversations: INBOX_TARGET.conversations,
        statements: oracleAll.statements.length,
        timing: timing(all),
      });
    }
    const explained = databaseUrl ? await explainAll(databaseUrl, counted.statements) : undefined;
    return {
      database,
      seedSeconds,
      rows,
      payloadBytes,
      apiStatements: counted.statements.map((statement) => statement.sql),
      approaches,
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
  const header = ['database', 'approach', 'conv.', 'samples', 'p50 ms', 'p99 ms', 'mean ms', 'statements', 'p50 / API p50'];
  const rows: string[][] = [];
  for (const result of results) {
    const api = result.approaches.find((approach) => approach.key === 'api')!;
    for (const approach of result.approaches) {
      rows.push([
        result.database,
        approach.label,
        String(approach.conversations),
        String(approach.timing.samples),
        approach.timing.p50.toFixed(1),
        approach.timing.p99.toFixed(1),
        approach.timing.mean.toFixed(1),
        String(approach.statements),
        approach.key === 'api' ? '1' : `x${(approach.timing.p50 / api.timing.p50).toFixed(1)}`,
      ]);
    }
  }
  console.log(`\nThe inbox of a user in ${INBOX_TARGET.conversations} conversations with ${INBOX_TARGET.messages.toLocaleString('en-US')} messages`);
  console.log('(API: over HTTP from another process, session lookup included; spec 7.5: database only, in process)\n');
  console.log(formatTable(header, rows, 2));

  for (const result of results) {
    console.log(`\n${result.database}: the ${result.apiStatements.length} statements of one API request (response ${(result.payloadBytes / 1000).toFixed(0)} KB)`);
    result.apiStatements.forEach((statement, index) => {
      const explained = result.explained?.find((entry) => entry.sql === statement);
      const time = explained ? ` [${explained.executionMs.toFixed(2)} ms exec, ${explained.planningMs.toFixed(2)} ms plan]` : '';
      console.log(`  ${String(index + 1).padStart(2)}. ${statement.replace(/\s+/g, ' ').slice(0, 150)}${time}`);
    });
    if (process.env.BENCH_EXPLAIN === 'plans') {
      for (const entry of result.explained ?? []) console.log(`\n${entry.sql.replace(/\s+/g, ' ').slice(0, 200)}\n${entry.plan}`);
    }
  }

  console.log('\nGoals (issue 5):');
  for (const result of results) {
    const api = result.approaches.find((approach) => approach.key === 'api')!;
    if (result.database === 'PostgreSQL') {
      const ok = api.timing.p50 < P50_GOAL_MS;
      console.log(`  p50 on PostgreSQL < ${P50_GOAL_MS} ms: ${api.timing.p50.toFixed(1)} ms ${ok ? 'MET' : 'MISSED'}`);
    }
    for (const approach of result.approaches) {
      if (approach.key === 'api') continue;
      const ratio = approach.timing.p50 / api.timing.p50;
      console.log(`  ${result.database}: >= ${RATIO_GOAL}x faster than ${approach.label}: x${ratio.toFixed(1)} ${ratio >= RATIO_GOAL ? 'MET' : 'MISSED'}`);
    }
  }
  console.log(`\n${machineLine()}; JSON: ${path.relative(ROOT, OUTPUT)}`);
}

// ------------------------------------------------------------- main
async function main() {
  // Before anything is spawned: the servers, load clients and PostgreSQL inherit it.
  applyBenchPriority();
  const loadAtStart = loadAverage();
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const results: Result[] = [];
  if (!only || only === 'pglite') results.push(await benchDatabase('PGlite'));
  if (!only || only === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? startPostgres();
    const name = `bench_inbox_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    try {
      results.push(await benchDatabase('PostgreSQL', databaseUrlFor(serverUrl, name)));
    } finally {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  const loadAtEnd = loadAverage();
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(
    OUTPUT,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        priority: BENCH_PRIORITY,
        goals: { p50Ms: P50_GOAL_MS, ratio: RATIO_GOAL },
        results,
      },
      null,
      2,
    ) + '\n',
  );
  report(results);
  console.log(`Load average (1 min): ${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end`);
  console.log(priorityLine());
  const warning = busyWarning([loadAtStart, loadAtEnd]);
  if (warning) console.log(`\n${warning}`);
}

// The temporary server goes whatever ends the run, an uncaught error included.
process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
