/**
 * `npm run bench:realtime`: message fan-out through the real server, from
 * POST /api/conversations/:id/messages to message.created on the other
 * members' websockets (/api/realtime), on PostgreSQL.
 *
 * Setup: a temporary PostgreSQL 15 server (scripts/postgres/start.sh; or a
 * fresh database on BENCH_DATABASE_URL); BENCH_SERVERS (1) app server
 * processes started from src/server/main.ts with tsx (production settings,
 * LISTEN/NOTIFY bus, warn-level logs), each on its own loopback port, the
 * first one migrating the database. BENCH_CLIENTS (500) users are written
 * with SQL, each with a database session and its signed session cookie,
 * made the way better-auth signs it (HMAC-SHA256 of the token with the
 * server's secret): 500 sign-ins would cost 500 password hashes, and the
 * server checks the cookie exactly as for a sign-in (a bad one gets 4401 on
 * the socket, so "every socket ready" proves every cookie). The users sit in
 * group conversations of BENCH_ROOM_SIZE (6); the last room takes the rest.
 *
 * Load: BENCH_LOAD_PROCESSES (1) processes of bench/realtime-load.ts, none
 * of them a server: every client opens its websocket, then, once all are
 * ready, sends its messages for BENCH_WARMUP_SECONDS (5) of warm-up and
 * then BENCH_SECONDS (30) measured, through the API on keep-alive
 * connections (open loop: each client at its own phase, a slow answer does
 * not delay its next send); sending stops, answers are awaited (up to
 * BENCH_SEND_TIMEOUT_SECONDS, 10, from the send start; later is a failed
 * send), and deliveries get BENCH_DRAIN_SECONDS (5) more. With several
 * servers, client i talks to server i mod N, so a room's members sit on
 * different processes and the fan-out crosses them through NOTIFY.
 *
 * Phases (issue 27, item 5; docs/decisions/085), each on a fresh database
 * with fresh servers: saturation, a closed loop of BENCH_CONCURRENCY (50)
 * sends in flight, each worker sending its next as soon as the last is
 * answered, in turn from its share of the clients (the messages saved a
 * second is the saturation rate, goal at least 400; an open loop far over
 * it measures the collapse, not the rate); latency at a
 * fixed BENCH_FIXED_RATE (300) messages a second over all clients (p50, p95,
 * p99 delivery, goal p95 under 50 ms, nothing lost). Both run first on the
 * code of BENCH_BEFORE (907b0bd7, the last commit with the old send path,
 * unpacked by bench/source-tree-at.ts; `none` skips it), then on this
 * checkout. The rows go to the one report (writeBenchRows('realtime'),
 * `npm run bench`, BENCH=realtime) and are printed as its table at the end.
 *
 * Reported: sends answered and failed, send response time, and per
 * (message, other member) the time from send start to message.created on
 * the socket: p50, p95, p99, max (measured seconds only); deliveries
 * expected (each successful send x the other members of its room, warm-up
 * included), received, lost, duplicated, deliveries of sends the client gave
 * up on, and events of a conversation the receiver is not in; the messages
 * the server saved per second; the SQL statements of one send; the CPU of
 * the server(s), PostgreSQL and the load process(es) (per cent of a core
 * over the measured seconds, and per saved message); what the app's
 * database connections were doing and GET /api/health's time meanwhile;
 * the load average. BENCH_PRIORITY (bench/measure.ts) and BENCH_PROFILE=1
 * (a V8 CPU profile of each server in .tmp/bench/profiles) help on a busy
 * machine. Results: a table per run, the report's table of every run, and
 * .tmp/bench/realtime.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashSessionToken } from '#server/auth/session-token-storage.ts';
import {
  applyBenchPriority,
  BENCH_PRIORITY,
  busyWarning,
  cpuSecondsOfTree,
  formatTable,
  freePort,
  healthy,
  loadAverage,
  machineLine,
  priorityLine,
  mean,
  percentile,
  sleep,
} from './measure.ts';
import { adminQuery, databaseUrlFor, postmasterPid, startPostgres, stopPostgres } from './postgres-server.ts';
import type { LoadClient, LoadResult } from './realtime-load.ts';
import { startLoadProcess } from './realtime-load-process.ts';
import { reportTable, writeBenchRows, type ReportRow } from './report.ts';
import { sourceTreeAt } from './source-tree-at.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server and app of a source tree: this checkout, or an earlier commit's (bench/source-tree-at.ts). */
const serverScriptOf = (tree: string) => path.join(tree, 'src/server/main.ts');
const OUTPUT = path.join(ROOT, '.tmp/bench/realtime.json');
const PROFILE_DIR = path.join(ROOT, '.tmp/bench/profiles');

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const ROOM_SIZE = Number(process.env.BENCH_ROOM_SIZE ?? 6);
/** Sends in flight in the saturation phase (closed loop): several per pool connection, so the server is never idle. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** The fixed rate of the latency phase, messages a second over all clients (issue 27: p95 delivery under 50 ms at 300). */
const FIXED_RATE_TOTAL = Number(process.env.BENCH_FIXED_RATE ?? 300);
/** Issue 27, item 5: at least 400 messages saved and delivered a second before saturation, on 2 vCPU. */
const SATURATION_GOAL = 400;
/**
 * The "before" of the same run: the last commit with the old send path (five statements in a transaction after
 * the participant check, then the NOTIFY; docs/decisions/085). BENCH_BEFORE=<ref> names another, BENCH_BEFORE=none
 * skips it.
 */
const BEFORE_REF = process.env.BENCH_BEFORE ?? '907b0bd7';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** Sending at the same rate before the measured seconds: the server's code gets optimised first. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 5);
const SERVERS = Number(process.env.BENCH_SERVERS ?? 1);
/** A send with no answer by then counts as failed (an overloaded server would otherwise stretch the run without end). */
const SEND_TIMEOUT_SECONDS = Number(process.env.BENCH_SEND_TIMEOUT_SECONDS ?? 10);
const LOAD_PROCESSES = Number(process.env.BENCH_LOAD_PROCESSES ?? 1);
const P95_GOAL_MS = 50;
const START_TIMEOUT_MS = 120_000;
const AUTH_SECRET = randomBytes(24).toString('hex');
/** better-auth's cookie name without secure cookies (plain http on loopback). */
const SESSION_COOKIE = 'better-auth.session_token';

interface Server {
  child: ChildProcess;
  origin: string;
  stderr: string;
}

// ------------------------------------------------------------- servers
const servers: Server[] = [];

async function startServer(databaseUrl: string, tree: string): Promise<Server> {
  const port = await freePort();
  // BENCH_PROFILE=1: a V8 CPU profile of each server, written when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', serverScriptOf(tree)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const server: Server = { child, origin: `http://127.0.0.1:${port}`, stderr: '' };
  servers.push(server);
  child.stderr!.on('data', (chunk: Buffer) => (server.stderr = (server.stderr + chunk.toString()).slice(-20_000)));
  const startedAt = performance.now();
  while (performance.now() - startedAt < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${server.stderr}`);
    if (await healthy(port)) return server;
    await sleep(100);
  }
  throw new Error(`no 200 on /api/health within ${START_TIMEOUT_MS} ms:\n${server.stderr}`);
}

function stopServers() {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
}

// ------------------------------------------------------------- data
interface Seeded {
  users: { userId: string; cookie: string; conversationId: string }[];
  rooms: number;
}

/** The cookie better-auth sets at sign-in: the token, a dot, base64 HMAC-SHA256 of it; URI-encoded. */
function sessionCookie(token: string): string {
  const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function seed(databaseUrl: string): Promise<Seeded> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rooms = Math.ceil(CLIENTS / ROOM_SIZE);
    const tokens = Array.from({ length: CLIENTS }, () => randomBytes(24).toString('base64url'));
    await client.query('begin');
    await client.query(
      `insert into profiles (id, email, full_name, email_verified)
       select 'rt-user-' || n, 'rt-user-' || n || '@example.com', 'Realtime User ' || n, true
       from generate_series(0, $1::int - 1) n`,
      [CLIENTS],
    );
    await client.query(
      `insert into user_profiles (user_id, slug, display_name, is_published, visibility)
       select 'rt-user-' || n, 'rt-user-' || n, 'Realtime User ' || n, true, 'public'
       from generate_series(0, $1::int - 1) n`,
      [CLIENTS],
    );
    await client.query(
      `insert into sessions (id, token, user_id, expires_at, ip_address, user_agent)
       select 'rt-session-' || (n - 1), token, 'rt-user-' || (n - 1), now() + interval '7 days', '127.0.0.1', 'bench'
       from unnest($1::text[]) with ordinality as t(token, n)`,
      // Stored as the server stores them (session-token-storage.ts); the cookies carry the raw tokens.
      [tokens.map(hashSessionToken)],
    );
    // Room r holds users r*ROOM_SIZE .. r*ROOM_SIZE+ROOM_SIZE-1; its first member created it.
    const created = await client.query<{ id: string; room: number }>(
      `insert into conversations (title, type, created_by, max_participants)
       select 'Room ' || r, 'group', 'rt-user-' || (r * $2::int), 7
       from generate_series(0, $1::int - 1) r
       returning id, substring(title from 6)::int as room`,
      [rooms, ROOM_SIZE],
    );
    const roomIds = new Map(created.rows.map((row) => [Number(row.room), row.id]));
    await client.query(
      `insert into conversation_participants (conversation_id, user_id, role)
       select c.id, 'rt-user-' || n, case when n % $2::int = 0 then 'admin' else 'member' end
       from generate_series(0, $1::int - 1) n
       join conversations c on c.title = 'Room ' || (n / $2::int)`,
      [CLIENTS, ROOM_SIZE],
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    return {
      rooms,
      users: tokens.map((token, n) => ({
        userId: `rt-user-${n}`,
        cookie: sessionCookie(token),
        conversationId: roomIds.get(Math.floor(n / ROOM_SIZE))!,
      })),
    };
  } finally {
    await client.end();
  }
}

/** A made cookie must be a signed-in session to the server, and its room must take a message. */
async function checkCookie(origin: string, user: Seeded['users'][number]) {
  const me = await fetch(`${origin}/api/me`, { headers: { cookie: user.cookie } });
  const body = (await me.json()) as { user: { id: string } | null };
  if (body.user?.id !== user.userId) throw new Error(`the made session cookie is not accepted: /api/me says ${JSON.stringify(body).slice(0, 300)}`);
  const inbox = await fetch(`${origin}/api/conversations`, { headers: { cookie: user.cookie } });
  const text = await inbox.text();
  if (inbox.status !== 200 || !text.includes(user.conversationId)) throw new Error(`GET /api/conversations: ${inbox.status} ${text.slice(0, 300)}`);
}

/**
 * The SQL statements of one send, counted in this process: the app built
 * on the same database with drizzle's query log and the LISTEN bus (so the
 * NOTIFY is counted too), one POST through app.inject, then closed again.
 */
async function statementsOfOneSend(tree: string, databaseUrl: string, user: Seeded['users'][number]): Promise<string[]> {
  // The tree's own app and database client (an earlier commit's, for the "before").
  const { buildApp } = (await import(path.join(tree, 'src/server/app.ts'))) as typeof import('#server/app.ts');
  const { openDatabase } = (await import(path.join(tree, 'src/server/db/client.ts'))) as typeof import('#server/db/client.ts');
  let recording: string[] | null = null;
  const handle = await openDatabase({ databaseUrl, onQuery: (query) => recording?.push(query) });
  const app = await buildApp({ db: handle.db, listen: handle.listen, authSecret: AUTH_SECRET, baseUrl: 'http://127.0.0.1' });
  try {
    await app.ready();
    recording = [];
    const response = await app.inject({
      method: 'POST',
      url: `/api/conversations/${user.conversationId}/messages`,
      headers: { cookie: user.cookie },
      payload: { body: 'counting statements' },
    });
    await sleep(50);
    const statements: string[] = recording;
    recording = null;
    if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`counted send answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return statements;
  } finally {
    await app.close();
    await handle.close();
  }
}

/** The load's messages the server saved, and over how many seconds (first to last created_at). */
async function countSavedMessages(databaseUrl: string): Promise<{ messages: number; seconds: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number; seconds: number | null }>(
      `select count(*)::int as n, extract(epoch from max(created_at) - min(created_at))::float8 as seconds
       from messages where body like 'rt %'`,
    );
    return { messages: Number(result.rows[0]!.n), seconds: Number(result.rows[0]!.seconds ?? 0) };
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------- probes during the run

/**
 * Every PROBE_MS while the load runs: what the app's database connections
 * are doing (pg_stat_activity: active, idle, waiting on a lock, ...), and
 * how long GET /api/health takes on each server (one `select 1`: the
 * server's queueing, its event loop and its connection pool).
 */
const PROBE_MS = 250;

interface Probes {
  activity: Map<string, number>;
  activitySamples: number;
  health: number[];
  stop(): Promise<void>;
}

function startProbes(databaseUrl: string, databaseName: string): Probes {
  const probes: Probes = { activity: new Map(), activitySamples: 0, health: [], stop: async () => {} };
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const tick = sleep(PROBE_MS);
      const activity = await client.query<{ what: string; n: number }>(
        `select coalesce(state, '?') || coalesce(' / ' || wait_event_type || ':' || wait_event, '') as what, count(*)::int as n
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'
         group by 1`,
        [databaseName],
      );
      probes.activitySamples += 1;
      for (const row of activity.rows) probes.activity.set(row.what, (probes.activity.get(row.what) ?? 0) + row.n);
      await Promise.all(
        servers.map(async (server) => {
          if (server.child.exitCode !== null) throw new Error(`server ${server.origin} exited (${server.child.exitCode}) during the run:\n${server.stderr.slice(-3000)}`);
          const started = performance.now();
          const response = await fetch(`${server.origin}/api/health`);
          await response.arrayBuffer();
          probes.health.push(performance.now() - started);
        }),
      );
      await tick;
    }
  })().finally(() => client.end().catch(() => {}));
  // Reported by stop(); meanwhile not an unhandled rejection.
  loop.catch(() => {});
  probes.stop = async () => {
    running = false;
    await loop;
  };
  return probes;
}

// ------------------------------------------------------------- run
interface Report {
  clients: number;
  rooms: number;
  roomSize: number;
  servers: number;
  loadProcesses: number;
  seconds: number;
  ratePerSecond: number;
  sends: { ok: number; failed: number; perSecond: number; p50: number; p95: number; p99: number };
  failedSamples: string[];
  deliveries: {
    expected: number;
    received: number;
    /** Deliveries of the measured seconds' sends (the latencies). */
    measured: number;
    lost: number;
    duplicates: number;
    ofFailedSends: number;
    foreign: number;
    perSecond: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
    mean: number;
  };
  cpu: { serversPercent: number; postgresPercent: number; loadPercent: number; serverMsPerSend: number; postgresMsPerSend: number };
  sendStatements: string[];
  /** Messages the server saved (warm-up too, answered or given up by the client), per second from the first to the last. */
  saved: { messages: number; perSecond: number; offeredPerSecond: number };
  loadEventLoopDelayP99Ms: number;
  socketsClosedDuringRun: number;
  loadAverage: { start: number; end: number };
  /** Mean number of the app's database connections in each state over the run. */
  connections: Record<string, number>;
  healthDuringRun: { p50: number; p95: number; max: number };
}

/** One run: which code (this checkout or the "before" commit) at which rate per client. */
interface Phase {
  name: string;
  version: 'before' | 'after';
  tree: string;
  /** Open loop: messages a second per client. */
  ratePerSecond: number;
  /** Closed loop instead (the saturation phase): sends in flight. */
  concurrency?: number;
}

async function run(databaseUrl: string, databaseName: string, phase: Phase): Promise<Report> {
  const loadAtStart = loadAverage();
  console.log(`\n---------- ${phase.name}\nStarting ${SERVERS} server process(es) on PostgreSQL...`);
  await startServer(databaseUrl, phase.tree); // the first one migrates
  for (let i = 1; i < SERVERS; i++) await startServer(databaseUrl, phase.tree);
  console.log(`Seeding ${CLIENTS} users with sessions in rooms of ${ROOM_SIZE}...`);
  const seeded = await seed(databaseUrl);
  await checkCookie(servers[0]!.origin, seeded.users[0]!);
  const sendStatements = await statementsOfOneSend(phase.tree, databaseUrl, seeded.users[0]!);

  const clients: LoadClient[] = seeded.users.map((user, index) => ({ index, ...user, origin: servers[index % SERVERS]!.origin }));
  const loads = Array.from({ length: LOAD_PROCESSES }, (_, p) =>
    startLoadProcess({
      clients: clients.filter((client) => client.index % LOAD_PROCESSES === p),
      ratePerSecond: phase.ratePerSecond,
      concurrency: phase.concurrency,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      drainSeconds: DRAIN_SECONDS,
      connectTimeoutSeconds: 120,
      sendTimeoutSeconds: SEND_TIMEOUT_SECONDS,
    }),
  );
  console.log(`Connecting ${CLIENTS} websockets from ${LOAD_PROCESSES} load process(es)...`);
  const connectStarted = performance.now();
  for (const load of loads) await load.next();
  console.log(
    `All ${CLIENTS} sockets ready in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s; sending for ${WARMUP_SECONDS} s of warm-up, then ${SECONDS} s measured...`,
  );
  const pgPid = postmasterPid();
  const cpuNow = () => ({
    servers: servers.reduce((sum, server) => sum + cpuSecondsOfTree(server.child.pid!), 0),
    postgres: pgPid ? cpuSecondsOfTree(pgPid) : NaN,
  });
  const cpuAtGo = cpuNow();
  for (const load of loads) load.child.stdin!.write('go\n');
  for (const load of loads) {
    const line = await load.next();
    if (!line.includes('measuring')) throw new Error(`load process: expected the end of the warm-up, got ${line.slice(0, 200)}`);
  }

  const cpuBefore = cpuNow();
  const wallStarted = performance.now();
  const probes = startProbes(databaseUrl, databaseName);
  const results = (await Promise.all(loads.map(async (load) => JSON.parse(await load.next()) as LoadResult))) as LoadResult[];
  const wallSeconds = (performance.now() - wallStarted) / 1000;
  await probes.stop();
  const cpuAfter = cpuNow();
  // What the server really saved (answered or not): its throughput.
  const saved = await countSavedMessages(databaseUrl);

  // Expected: every other member of the room, for each send that succeeded.
  const roomOf = new Map(clients.map((client) => [client.index, client.conversationId]));
  const membersOf = new Map<string, number[]>();
  for (const client of clients) membersOf.set(client.conversationId, [...(membersOf.get(client.conversationId) ?? []), client.index]);
  const sent = new Set(results.flatMap((result) => result.sent));
  const sentWarm = new Set(results.flatMap((result) => result.sentWarm));
  const failedKeys = new Set(results.flatMap((result) => result.failedSends.map((failure) => failure.key)));
  let expected = 0;
  const expectedPairs = new Set<string>();
  for (const key of [...sent, ...sentWarm]) {
    const sender = Number(key.split(':')[0]);
    for (const member of membersOf.get(roomOf.get(sender)!)!) {
      if (member === sender) continue;
      expected += 1;
      expectedPairs.add(`${member}|${key}`);
    }
  }
  const seenPairs = new Set<string>();
  const latencies: number[] = [];
  let duplicates = 0;
  let received = 0;
  let ofFailedSends = 0;
  for (const result of results) {
    for (const delivery of result.deliveries) {
      const pair = `${delivery.receiver}|${delivery.key}`;
      if (seenPairs.has(pair)) {
        duplicates += 1;
        continue;
      }
      seenPairs.add(pair);
      if (!expectedPairs.has(pair)) {
        if (failedKeys.has(delivery.key)) ofFailedSends += 1;
        continue;
      }
      received += 1;
      if (!delivery.warm) latencies.push(delivery.latencyMs);
    }
  }
  const sendLatencies = results.flatMap((result) => result.sendLatencies);
  const failed = results.flatMap((result) => result.failedSends);
  const loadCpu = results.reduce((sum, result) => sum + result.cpuSeconds, 0);
  return {
    clients: CLIENTS,
    rooms: seeded.rooms,
    roomSize: ROOM_SIZE,
    servers: SERVERS,
    loadProcesses: LOAD_PROCESSES,
    seconds: SECONDS,
    ratePerSecond: phase.ratePerSecond,
    sends: {
      ok: sent.size,
      failed: failed.length,
      perSecond: sent.size / SECONDS,
      p50: percentile(sendLatencies, 50),
      p95: percentile(sendLatencies, 95),
      p99: percentile(sendLatencies, 99),
    },
    failedSamples: failed.slice(0, 5).map((failure) => `${failure.key}: ${failure.error}`),
    deliveries: {
      expected,
      received,
      measured: latencies.length,
      lost: expected - received,
      duplicates,
      ofFailedSends,
      foreign: results.reduce((sum, result) => sum + result.foreign, 0),
      perSecond: latencies.length / SECONDS,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.length ? Math.max(...latencies) : NaN,
      mean: mean(latencies),
    },
    cpu: {
      serversPercent: ((cpuAfter.servers - cpuBefore.servers) / wallSeconds) * 100,
      postgresPercent: ((cpuAfter.postgres - cpuBefore.postgres) / wallSeconds) * 100,
      loadPercent: (loadCpu / wallSeconds) * 100,
      serverMsPerSend: ((cpuAfter.servers - cpuAtGo.servers) * 1000) / Math.max(1, saved.messages),
      postgresMsPerSend: ((cpuAfter.postgres - cpuAtGo.postgres) * 1000) / Math.max(1, saved.messages),
    },
    saved: { messages: saved.messages, perSecond: saved.messages / Math.max(1, saved.seconds), offeredPerSecond: phase.concurrency ? NaN : CLIENTS * phase.ratePerSecond },
    sendStatements,
    loadEventLoopDelayP99Ms: Math.max(...results.map((result) => result.eventLoopDelayP99Ms)),
    socketsClosedDuringRun: results.reduce((sum, result) => sum + result.closedDuringRun, 0),
    loadAverage: { start: loadAtStart, end: loadAverage() },
    connections: Object.fromEntries(
      [...probes.activity].sort((a, b) => b[1] - a[1]).map(([what, total]) => [what, total / Math.max(1, probes.activitySamples)]),
    ),
    healthDuringRun: { p50: percentile(probes.health, 50), p95: percentile(probes.health, 95), max: Math.max(...probes.health) },
  };
}

// ------------------------------------------------------------- report
function report(result: Report, phase: Phase) {
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `\nRealtime fan-out: ${result.clients} websocket clients in ${result.rooms} rooms of ${result.roomSize}` +
      `${result.clients % result.roomSize ? ` (the last of ${result.clients % result.roomSize})` : ''}, ` +
      `${phase.concurrency ? `${phase.concurrency} sends in flight (closed loop)` : `${result.ratePerSecond} messages a second each`} for ${result.seconds} s through POST /api/conversations/:id/messages;\n` +
      `${result.servers} server process(es) (tsx, production settings) on PostgreSQL 15, ${result.loadProcesses} load process(es); ` +
      `${WARMUP_SECONDS} s warm-up before, ${DRAIN_SECONDS} s drain after\n`,
  );
  console.log(
    formatTable(
      ['measure', 'count', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      [
        ['send (POST answered)', String(result.sends.ok), result.sends.perSecond.toFixed(0), ms(result.sends.p50), ms(result.sends.p95), ms(result.sends.p99), ''],
        [
          'send start -> message.created',
          String(result.deliveries.measured),
          result.deliveries.perSecond.toFixed(0),
          ms(result.deliveries.p50),
          ms(result.deliveries.p95),
          ms(result.deliveries.p99),
          ms(result.deliveries.max),
        ],
      ],
    ),
  );
  console.log(
    '\n' +
      formatTable(
        ['failed sends', 'deliveries expected (warm-up too)', 'received', 'lost', 'duplicates', 'of failed sends', 'foreign events', 'sockets closed'],
        [
          [
            String(result.sends.failed),
            String(result.deliveries.expected),
            String(result.deliveries.received),
            String(result.deliveries.lost),
            String(result.deliveries.duplicates),
            String(result.deliveries.ofFailedSends),
            String(result.deliveries.foreign),
            String(result.socketsClosedDuringRun),
          ],
        ],
        0,
      ),
  );
  for (const sample of result.failedSamples) console.log(`  failed: ${sample}`);
  console.log(
    `\nCPU over the run (of ${os.cpus().length} cores, 100% = one core): server(s) ${result.cpu.serversPercent.toFixed(0)}%, ` +
      `PostgreSQL ${Number.isNaN(result.cpu.postgresPercent) ? 'n/a' : `${result.cpu.postgresPercent.toFixed(0)}%`}, ` +
      `load process(es) ${result.cpu.loadPercent.toFixed(0)}% (event-loop delay p99 ${ms(result.loadEventLoopDelayP99Ms)} ms)`,
  );
  console.log(
    `Server throughput: ${result.saved.messages} messages saved, ${result.saved.perSecond.toFixed(0)} a second from the first to the last ` +
      `(offered: ${phase.concurrency ? 'closed loop' : `${result.saved.offeredPerSecond.toFixed(0)} a second`})`,
  );
  console.log(
    `CPU per saved message (its fan-out included): server(s) ${result.cpu.serverMsPerSend.toFixed(2)} ms, PostgreSQL ${result.cpu.postgresMsPerSend.toFixed(2)} ms`,
  );
  console.log(`The ${result.sendStatements.length} SQL statements of one send (POST through app.inject, NOTIFY included):`);
  result.sendStatements.forEach((statement, index) => console.log(`  ${String(index + 1).padStart(2)}. ${statement.replace(/\s+/g, ' ').slice(0, 140)}`));
  console.log(
    `GET /api/health meanwhile (every ${PROBE_MS} ms): p50 ${ms(result.healthDuringRun.p50)} ms, p95 ${ms(result.healthDuringRun.p95)} ms, max ${ms(result.healthDuringRun.max)} ms`,
  );
  console.log(
    `The app's database connections, mean count by state: ${Object.entries(result.connections)
      .map(([what, n]) => `${what} ${n.toFixed(1)}`)
      .join(', ')}`,
  );
  console.log(priorityLine());
  console.log(`Load average (1 min): ${result.loadAverage.start.toFixed(2)} at start, ${result.loadAverage.end.toFixed(2)} at end`);
  const p95ok = result.deliveries.p95 < P95_GOAL_MS;
  const lossOk = result.deliveries.lost === 0 && result.sends.failed === 0;
  console.log(`\nGoals (issue 27, item 5), ${phase.name}:`);
  if (phase.concurrency) {
    const saturationOk = result.saved.perSecond >= SATURATION_GOAL;
    console.log(`  saved a second at saturation >= ${SATURATION_GOAL}: ${result.saved.perSecond.toFixed(0)} ${saturationOk ? 'MET' : 'MISSED'} (closed loop, ${phase.concurrency} in flight)`);
  } else {
    console.log(`  p95 send -> delivery < ${P95_GOAL_MS} ms: ${ms(result.deliveries.p95)} ms ${p95ok ? 'MET' : 'MISSED'}`);
    console.log(`  nothing lost: ${result.deliveries.lost} lost, ${result.sends.failed} failed sends ${lossOk ? 'MET' : 'MISSED'}`);
  }
  if (result.deliveries.foreign > 0) console.log(`  WRONG: ${result.deliveries.foreign} events reached a user outside their conversation`);
  console.log(`\n${machineLine()}; JSON: ${path.relative(ROOT, OUTPUT)}`);
  const warning = busyWarning([result.loadAverage.start]);
  if (warning) console.log(`\n${warning}`);
}

// ------------------------------------------------------------- main
/**
 * The statements of the send itself: those of the request that touch the
 * conversation, its messages, the pipeline contact or the bus, and the
 * transaction around them (not those that find the caller or count the rate
 * limit).
 */
const ofTheSend = /send_message|conversation|messages|pipeline_entries|pg_notify|^\s*(begin|commit)\b/i;
const sendRoundTrips = (statements: readonly string[]) => statements.filter((text) => ofTheSend.test(text)).length;

/** The rows for the one report (bench/report.ts): the figures after, and before where it ran. */
function realtimeRows(results: { phase: Phase; result: Report }[]): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const { phase, result } of results) {
    const when = phase.version === 'before' ? `, before (${BEFORE_REF})` : '';
    const goal = <T>(value: T) => (phase.version === 'after' ? value : null);
    if (phase.concurrency) {
      rows.push({
        bench: 'realtime',
        figure: `messages saved a second at saturation (closed loop, ${phase.concurrency} in flight)${when}`,
        value: result.saved.perSecond,
        unit: 'msg/s',
        target: goal(SATURATION_GOAL),
        atLeast: true,
      });
      rows.push({
        bench: 'realtime',
        figure: `message.created deliveries a second at saturation${when}`,
        value: result.deliveries.perSecond,
        unit: '/s',
        target: null,
      });
      // Per saved message, fan-out included: less sensitive than the rates to what else the machine runs.
      rows.push({ bench: 'realtime', figure: `server CPU per saved message${when}`, value: result.cpu.serverMsPerSend * 1000, unit: 'µs', target: null });
      rows.push({ bench: 'realtime', figure: `PostgreSQL CPU per saved message${when}`, value: result.cpu.postgresMsPerSend * 1000, unit: 'µs', target: null });
      rows.push({ bench: 'realtime', figure: `SQL statements of one send request${when}`, value: result.sendStatements.length, unit: '', target: null });
      rows.push({
        bench: 'realtime',
        figure: `round trips of the send itself (not finding the caller, rate limit)${when}`,
        value: sendRoundTrips(result.sendStatements),
        unit: '',
        target: goal(1),
      });
      continue;
    }
    const at = `at ${result.saved.offeredPerSecond.toFixed(0)} msg/s`;
    rows.push({ bench: 'realtime', figure: `p50 send -> message.created ${at}${when}`, value: result.deliveries.p50, unit: 'ms', target: null });
    rows.push({ bench: 'realtime', figure: `p95 send -> message.created ${at}${when}`, value: result.deliveries.p95, unit: 'ms', target: goal(P95_GOAL_MS) });
    rows.push({ bench: 'realtime', figure: `p99 send -> message.created ${at}${when}`, value: result.deliveries.p99, unit: 'ms', target: null });
    rows.push({
      bench: 'realtime',
      figure: `deliveries lost and sends failed ${at}${when}`,
      value: result.deliveries.lost + result.sends.failed,
      unit: '',
      target: goal(0),
    });
  }
  return rows;
}

async function runPhase(serverUrl: string, phase: Phase): Promise<Report> {
  const name = `bench_realtime_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  try {
    const result = await run(databaseUrlFor(serverUrl, name), name, phase);
    report(result, phase);
    return result;
  } catch (error) {
    for (const server of servers) if (server.stderr) console.error(`server ${server.origin} stderr (tail):\n${server.stderr.slice(-3000)}`);
    throw error;
  } finally {
    stopServers();
    await Promise.all(servers.map((server) => (server.child.exitCode === null ? new Promise((resolve) => server.child.once('exit', resolve)) : null)));
    servers.length = 0;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function main() {
  // Before anything is spawned: the servers, load clients and PostgreSQL inherit it.
  applyBenchPriority();
  const trees: { version: Phase['version']; tree: string }[] = [];
  if (BEFORE_REF !== 'none') trees.push({ version: 'before', tree: sourceTreeAt(BEFORE_REF) });
  trees.push({ version: 'after', tree: ROOT });
  const phases: Phase[] = trees.flatMap(({ version, tree }) => {
    const code = version === 'before' ? `before (${BEFORE_REF})` : 'this checkout';
    return [
      { name: `${code}: saturation, ${CONCURRENCY} sends in flight`, version, tree, ratePerSecond: 0, concurrency: CONCURRENCY },
      { name: `${code}: latency at ${FIXED_RATE_TOTAL} messages a second`, version, tree, ratePerSecond: FIXED_RATE_TOTAL / CLIENTS },
    ];
  });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? startPostgres();
  const results: { phase: Phase; result: Report }[] = [];
  for (const phase of phases) results.push({ phase, result: await runPhase(serverUrl, phase) });
  const rows = realtimeRows(results);
  writeBenchRows('realtime', rows);
  console.log(`\n========== bench:realtime (${SERVERS} server process(es), ${CLIENTS} clients in rooms of ${ROOM_SIZE}, ${SECONDS} s measured each)\n`);
  console.log(reportTable(rows, { start: [results[0]!.result.loadAverage.start], end: [results.at(-1)!.result.loadAverage.end] }, os.cpus().length));
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(
    OUTPUT,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        priority: BENCH_PRIORITY,
        goals: { p95Ms: P95_GOAL_MS, saturationPerSecond: SATURATION_GOAL },
        runs: results.map(({ phase, result }) => ({ phase: phase.name, version: phase.version, result })),
      },
      null,
      2,
    ) + '\n',
  );
}

// The servers and the temporary PostgreSQL go whatever ends the run, an uncaught error included.
process.on('exit', () => {
  stopServers();
  stopPostgres();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
