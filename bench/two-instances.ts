/**
 * `npm run bench:two-instances` (issue 27, item 8; docs/decisions/087): two
 * app processes (the built server, production mode) on one PostgreSQL
 * database, and what they share.
 *
 * Instance A starts on a fresh database (it migrates and seeds the demo),
 * then B on the same database: B must start without seeding again (the
 * demo accounts are counted before and after) and without failing.
 *
 * Shared state, one check each:
 *   - sessions: a cookie from a sign-in on A reads the user on B (GET /api/me);
 *   - rate limits: failed sign-ins of one account (SIGN_IN_FAILURE_MAX, our
 *     own counter) and password reset requests (AUTH_RATE_LIMIT_MAX,
 *     @fastify/rate-limit with the database store) alternate between A and
 *     B until the first 429: with the counters in the database it comes
 *     after the limit in all (each process counting its own would answer
 *     twice as many);
 *   - realtime: two members of one conversation, one with its websocket on
 *     A and one on B, each sending TWO_INSTANCES_RATE messages a second
 *     through its own instance (bench/realtime-load.ts): every message must
 *     reach the socket on the other instance (LISTEN/NOTIFY); delivered,
 *     lost, p50 and p95 from send start to message.created.
 * Throughput: the read mix of bench/read-mix.ts at TWO_INSTANCES_CLIENTS
 * connections (closed loop), all on A, then the same clients with every
 * other request on B, TWO_INSTANCES_ROUNDS (2) times in turn, averaged; target: two instances at least 1.8 times one (it
 * assumes the database is the bottleneck and a core for each instance: on a
 * machine with 2 CPUs shared with PostgreSQL and the load client the ratio
 * is bounded well below that; the load average is printed beside it).
 *
 * TWO_INSTANCES_SECONDS (default 10) for each throughput run and for the
 * realtime run; TWO_INSTANCES_CLIENTS (default 100); TWO_INSTANCES_RATE (default 2).
 * The rows go to the one report (`npm run bench`, BENCH=twoinstances).
 */
import pg from 'pg';
import { startBuiltServer, type BuiltServer } from './built-server.ts';
import { formatTable, loadAverage, machineLine, percentile } from './measure.ts';
import { createDatabase, startPostgres, stopPostgres } from './postgres-server.ts';
import { loadReadMix, readMix } from './read-mix.ts';
import { startLoadProcess } from './realtime-load-process.ts';
import type { LoadResult } from './realtime-load.ts';
import { writeBenchRows, type ReportRow } from './report.ts';

const SECONDS = Number(process.env.TWO_INSTANCES_SECONDS ?? 10);
const CLIENTS = Number(process.env.TWO_INSTANCES_CLIENTS ?? 100);
const ROUNDS = Number(process.env.TWO_INSTANCES_ROUNDS ?? 2);
/** Under the per-account message limit (30 in 10 s): a refused send would not be a lost delivery but would blur the figure. */
const RATE = Number(process.env.TWO_INSTANCES_RATE ?? 2);
const TWO_ON_ONE_TARGET = 1.8;
/** Low limits, reached in a few requests: sign-in failures per account (sign-in-throttle.ts) and the per-address auth limit (@fastify/rate-limit's store). */
const SIGN_IN_FAILURE_LIMIT = 6;
const AUTH_LIMIT = 8;
const SERVER_ENV = {
  SIGN_IN_FAILURE_MAX: String(SIGN_IN_FAILURE_LIMIT),
  AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '300',
};
const NOBODY = 'nobody@two-instances.test';

async function countDemoAccounts(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from profiles where email like '%@demo.test'`);
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function userIdOn(baseUrl: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  const body = (await response.json()) as { user: { id: string } | null };
  return body.user?.id ?? null;
}

interface Throughput {
  perSecond: number;
  p95: number;
  refused: number;
  load: number;
}

async function readMixThroughput(urls: string[], cookies: string[]): Promise<Throughput> {
  const result = await loadReadMix(urls, cookies, CLIENTS, SECONDS);
  return {
    perSecond: (result.latencies.length / result.elapsedMs) * 1000,
    p95: percentile(result.latencies, 95),
    refused: result.refused['503']?.length ?? 0,
    load: loadAverage(),
  };
}

/** The rounds together: mean answers per second and load, the slowest p95, all refusals. */
function summed(runs: Throughput[]): Throughput {
  const average = (pick: (run: Throughput) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return {
    perSecond: average((run) => run.perSecond),
    p95: Math.max(...runs.map((run) => run.p95)),
    refused: runs.reduce((sum, run) => sum + run.refused, 0),
    load: average((run) => run.load),
  };
}

/**
 * POSTs to `path` alternating A and B until the first 429: how many were answered before it
 * (at most `limit` when both count in the one store), and which instance refused.
 */
async function answeredBeforeRefusal(a: BuiltServer, b: BuiltServer, path: string, body: object, limit: number) {
  for (let attempt = 0; attempt < limit * 2; attempt++) {
    const server = attempt % 2 === 0 ? a : b;
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (response.status === 429) return { answered: attempt, refusedBy: server === a ? 'A' : 'B' };
  }
  return { answered: limit * 2, refusedBy: 'none' };
}

interface Delivery {
  failedSends: number;
  delivered: number;
  lost: number;
  p50: number;
  p95: number;
}

/** Two members of one new conversation, one socket on A and one on B, each sending through its own instance. */
async function crossDelivery(a: BuiltServer, b: BuiltServer, player: string, owner: string): Promise<Delivery> {
  const ownerId = await userIdOn(b.baseUrl, owner);
  const created = await fetch(`${a.baseUrl}/api/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: a.baseUrl, cookie: player },
    body: JSON.stringify({ type: 'group', title: 'Two instances', participantIds: [ownerId] }),
  });
  if (!created.ok) throw new Error(`POST /api/conversations: ${created.status} ${await created.text()}`);
  const conversationId = ((await created.json()) as { conversation: { id: string } }).conversation.id;
  const playerId = await userIdOn(a.baseUrl, player);
  const load = startLoadProcess({
    clients: [
      { index: 0, userId: playerId!, cookie: player, conversationId, origin: a.baseUrl },
      { index: 1, userId: ownerId!, cookie: owner, conversationId, origin: b.baseUrl },
    ],
    ratePerSecond: RATE,
    warmupSeconds: 1,
    seconds: SECONDS,
    drainSeconds: 2,
    connectTimeoutSeconds: 30,
    sendTimeoutSeconds: 10,
  });
  await load.next(); // {"ready":2}
  load.child.stdin!.write('go\n');
  await load.next(); // {"measuring":true}
  const result = JSON.parse(await load.next()) as LoadResult;
  const sent = new Set([...result.sent, ...result.sentWarm]);
  const received = new Set(result.deliveries.filter((delivery) => sent.has(delivery.key)).map((delivery) => delivery.key));
  const latencies = result.deliveries.filter((delivery) => !delivery.warm).map((delivery) => delivery.latencyMs);
  if (result.failedSends.length) console.log(`  failed sends: ${result.failedSends.length} (first: ${result.failedSends[0]!.error})`);
  return {
    failedSends: result.failedSends.length,
    delivered: received.size,
    lost: sent.size - received.size,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

async function main() {
  console.log(`bench:two-instances: the read mix at ${CLIENTS} connections for ${SECONDS} s on one and on two instances; realtime across them at ${RATE} messages/s each`);
  const serverUrl = startPostgres();
  const databaseUrl = await createDatabase(serverUrl, 'bench_two_instances');
  const a = await startBuiltServer('bench:two-instances (A, first start: migrates and seeds)', { databaseUrl, env: SERVER_ENV });
  let b: BuiltServer | undefined;
  try {
    const accountsAfterA = await countDemoAccounts(databaseUrl);
    b = await startBuiltServer('bench:two-instances (B, on the seeded database)', { databaseUrl, env: SERVER_ENV });
    const accountsAfterB = await countDemoAccounts(databaseUrl);

    const mix = await readMix(a.baseUrl);
    const [, player, , owner] = mix.cookies;
    const sessionOnB = (await userIdOn(b.baseUrl, player!)) !== null;
    const signInFailures = await answeredBeforeRefusal(a, b, '/api/auth/sign-in/email', { email: NOBODY, password: 'not the password' }, SIGN_IN_FAILURE_LIMIT);
    const resetRequests = await answeredBeforeRefusal(a, b, '/api/auth/request-password-reset', { email: NOBODY }, AUTH_LIMIT);

    const onB = mix.urls.map((url) => url.replace(a.baseUrl, b!.baseUrl));
    // Rounds of one then two, summed: another process's burst on the shared machine weighs on both sides.
    const ones: Throughput[] = [];
    const twos: Throughput[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      ones.push(await readMixThroughput(mix.urls, mix.cookies));
      // Every other request on B: the load split evenly over both.
      twos.push(await readMixThroughput(mix.urls.flatMap((url, i) => [url, onB[i]!]), mix.cookies.flatMap((cookie) => [cookie, cookie])));
      console.log(`  round ${round}: one instance ${ones.at(-1)!.perSecond.toFixed(0)} answers/s, two ${twos.at(-1)!.perSecond.toFixed(0)} (load ${twos.at(-1)!.load.toFixed(2)})`);
    }
    const one = summed(ones);
    const two = summed(twos);
    const delivery = await crossDelivery(a, b, player!, owner!);

    const ms = (value: number) => value.toFixed(0);
    console.log(
      `\n${formatTable(
        ['instances', 'connections', `answers/s (mean of ${ROUNDS})`, 'p95 ms (slowest)', 'refused (503)', 'load'],
        [
          ['1 (A)', String(CLIENTS), one.perSecond.toFixed(1), ms(one.p95), String(one.refused), one.load.toFixed(2)],
          ['2 (A and B)', String(CLIENTS), two.perSecond.toFixed(1), ms(two.p95), String(two.refused), two.load.toFixed(2)],
        ],
        2,
      )}`,
    );
    console.log(`Demo accounts after A's start ${accountsAfterA}, after B's ${accountsAfterB}`);
    console.log(`A cookie from A on B: ${sessionOnB ? 'signed in' : 'NOT signed in'}`);
    console.log(
      `Alternating A and B: ${signInFailures.answered} failed sign-ins answered (limit ${SIGN_IN_FAILURE_LIMIT}), the next refused (429) by ${signInFailures.refusedBy}; ` +
        `${resetRequests.answered} reset requests answered (limit ${AUTH_LIMIT}), the next refused by ${resetRequests.refusedBy}`,
    );
    console.log(`Realtime A <-> B: ${delivery.failedSends} failed sends, ${delivery.delivered} delivered, ${delivery.lost} lost, p50 ${delivery.p50.toFixed(1)} ms, p95 ${delivery.p95.toFixed(1)} ms`);
    console.log(machineLine());

    const rows: ReportRow[] = [
      { bench: 'twoinstances', figure: 'demo accounts seeded again by the second start', value: accountsAfterB - accountsAfterA, unit: '', target: 0 },
      { bench: 'twoinstances', figure: 'a session cookie from A signed in on B', value: sessionOnB ? 1 : 0, unit: '', target: 1, atLeast: true },
      { bench: 'twoinstances', figure: 'failed sign-ins answered before the 429, A and B alternating', value: signInFailures.answered, unit: '', target: SIGN_IN_FAILURE_LIMIT },
      { bench: 'twoinstances', figure: 'reset requests answered before the 429, A and B alternating', value: resetRequests.answered, unit: '', target: AUTH_LIMIT },
      { bench: 'twoinstances', figure: `read mix answers per second, one instance, ${CLIENTS} connections (before)`, value: one.perSecond, unit: '/s', target: null },
      { bench: 'twoinstances', figure: `read mix answers per second, two instances, ${CLIENTS} connections`, value: two.perSecond, unit: '/s', target: null },
      { bench: 'twoinstances', figure: 'two instances / one, read mix answers per second', value: two.perSecond / one.perSecond, unit: 'x', target: TWO_ON_ONE_TARGET, atLeast: true },
      { bench: 'twoinstances', figure: 'messages sent that failed (A and B)', value: delivery.failedSends, unit: '', target: 0 },
      { bench: 'twoinstances', figure: 'messages delivered across the instances', value: delivery.delivered, unit: '', target: null },
      { bench: 'twoinstances', figure: 'messages lost across the instances', value: delivery.lost, unit: '', target: 0 },
      { bench: 'twoinstances', figure: 'delivery across the instances, p50', value: delivery.p50, unit: 'ms', target: null },
      { bench: 'twoinstances', figure: 'delivery across the instances, p95', value: delivery.p95, unit: 'ms', target: 50 },
    ];
    writeBenchRows('twoinstances', rows);
    const missed = rows.filter((row) => row.target !== null && (row.atLeast ? row.value < row.target : row.value > row.target));
    for (const row of missed) console.log(`MISSED ${row.figure}: ${row.value.toFixed(1)} ${row.unit} against ${row.target}`);
    if (missed.length) process.exitCode = 1;
  } finally {
    await b?.stop();
    await a.stop();
  }
}

process.on('exit', stopPostgres);
await main();
