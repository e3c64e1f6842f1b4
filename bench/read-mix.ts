/**
 * `npm run bench:read-mix` (issue 27, item 6; docs/decisions/086): the read
 * mix of the signed-in screens at 10, 100 and 200 connections, on PGlite and
 * on PostgreSQL in one run, each the built server (production mode, its
 * request queue as configured by default) on the demo seed.
 *
 * The mix, one request each in turn: home, content pages, team list, team
 * manage, inbox, unread count, me, colleges, a player profile, a pipeline
 * board, each as the demo user who opens that screen. Clients send their next
 * request as soon as the last is answered (closed loop) for SECONDS each.
 *
 * Figures per engine and load: answers per second (200s), the 200s' p50, p95
 * and slowest, and the refusals (503 with Retry-After from the request queue)
 * with their slowest. Targets: no answer slower than 2 s, a refusal within
 * 100 ms (p95), and PGlite at least half of PostgreSQL's answers per second
 * at 100 connections. The rows go to the one report (`npm run bench`, BENCH=readmix).
 * PGlite runs in its worker thread (docs/decisions/092); the figures before
 * that change are the same server with PGLITE_IN_WORKER=false, at the same loads.
 *
 * READ_MIX_SECONDS (default 10), READ_MIX_CLIENTS (default 10,100,200),
 * READ_MIX_ENGINES (default pglite,postgres); READ_MIX_BEFORE=0 skips the
 * figures before the change (PGlite in the server's own thread).
 * READ_MIX_EARLIER_SERVER=<main.js of another build> (an earlier commit's
 * server, built with SERVER_OUT_DIR) adds its PGlite rows as "earlier build",
 * for a change to the worker or the queue (docs/decisions/096).
 */
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD } from '#server/seed/demo-accounts.ts';
import { startBuiltServer } from './built-server.ts';
import { formatTable, loadAverage, machineLine, percentile, runHttpLoad } from './measure.ts';
import { createDatabase, startPostgres, stopPostgres } from './postgres-server.ts';
import { writeBenchRows, type ReportRow } from './report.ts';

const SECONDS = Number(process.env.READ_MIX_SECONDS ?? 10);
const CLIENTS = (process.env.READ_MIX_CLIENTS ?? '10,100,200').split(',').map(Number);
const ENGINES = (process.env.READ_MIX_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const BEFORE = process.env.READ_MIX_BEFORE !== '0';
const EARLIER_SERVER = process.env.READ_MIX_EARLIER_SERVER;
const SLOWEST_ANSWER_MS = 2_000;
const REFUSAL_P95_MS = 100;

type Engine = 'pglite' | 'postgres';
const ENGINE_NAMES: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** The server measured: this build (PGlite in its worker), the same with PGlite in its own thread, or an earlier build. */
type Variant = 'current' | 'thread' | 'earlier';

interface Outcome {
  engine: Engine;
  /** 'thread': the figures before the worker, the same server with PGLITE_IN_WORKER=false; 'earlier': READ_MIX_EARLIER_SERVER. */
  variant: Variant;
  clients: number;
  perSecond: number;
  p50: number;
  p95: number;
  slowest: number;
  refused: number;
  refusedP95: number;
  load: number;
}

export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

async function getJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The mix's requests and who sends each: the demo player, team owner and college coach. */
export async function readMix(baseUrl: string): Promise<{ urls: string[]; cookies: string[] }> {
  const [player, owner, coach] = await Promise.all([signIn(baseUrl, 'player@demo.test'), signIn(baseUrl, 'owner@demo.test'), signIn(baseUrl, 'coach@demo.test')]);
  const { teams } = await getJson<{ teams: { id: string }[] }>(baseUrl, '/api/teams', owner);
  const { programs } = await getJson<{ programs: { id: string }[] }>(baseUrl, '/api/me/college-programs', coach);
  const team = teams[0]?.id;
  const program = programs[0]?.id;
  if (!team || !program) throw new Error('the demo seed has no team for the owner or no program for the coach');
  const mix: [string, string][] = [
    ['/api/home', player],
    ['/api/content-pages', player],
    ['/api/teams', owner],
    [`/api/teams/${team}/manage`, owner],
    ['/api/conversations', player],
    ['/api/conversations/unread-count', player],
    ['/api/me', player],
    ['/api/colleges', player],
    ['/api/players/parker-player', coach],
    [`/api/programs/${program}/pipeline`, coach],
  ];
  for (const [path, cookie] of mix) await getJson(baseUrl, path, cookie);
  return { urls: mix.map(([path]) => `${baseUrl}${path}`), cookies: mix.map(([, cookie]) => cookie) };
}

const VARIANT_NAMES: Record<Variant, string> = { current: '', thread: " in the server's thread (before)", earlier: ' (earlier build)' };
const nameOf = (o: { engine: Engine; variant: Variant }) => `${ENGINE_NAMES[o.engine]}${VARIANT_NAMES[o.variant]}`;

/** The mix sent by `clients` closed-loop connections for `seconds`; refusals (503) counted apart with their latency. */
export function loadReadMix(urls: string[], cookies: string[], clients: number, seconds: number) {
  return runHttpLoad<{ latencies: number[]; refused: Record<string, number[]>; elapsedMs: number }>({
    url: urls[0]!,
    urls,
    cookie: cookies[0]!,
    cookies,
    mode: 'concurrent',
    clients,
    seconds,
    allowStatuses: [503],
  });
}

async function measureEngine(engine: Engine, databaseUrl: string | undefined, variant: Variant, loads: number[]): Promise<Outcome[]> {
  const env = variant === 'thread' ? { PGLITE_IN_WORKER: 'false' } : {};
  const serverPath = variant === 'earlier' ? EARLIER_SERVER : undefined;
  const server = await startBuiltServer(`bench:read-mix (${nameOf({ engine, variant })})`, { databaseUrl, env, serverPath });
  try {
    const { urls, cookies } = await readMix(server.baseUrl);
    const outcomes: Outcome[] = [];
    for (const clients of loads) {
      const result = await loadReadMix(urls, cookies, clients, SECONDS);
      const refused = result.refused['503'] ?? [];
      outcomes.push({
        engine,
        variant,
        clients,
        perSecond: (result.latencies.length / result.elapsedMs) * 1000,
        p50: percentile(result.latencies, 50),
        p95: percentile(result.latencies, 95),
        slowest: Math.max(0, ...result.latencies),
        refused: refused.length,
        refusedP95: refused.length ? percentile(refused, 95) : 0,
        load: loadAverage(),
      });
      console.log(`  ${nameOf({ engine, variant })} ${clients} connections: ${outcomes.at(-1)!.perSecond.toFixed(0)} answers/s, ${refused.length} refused`);
    }
    return outcomes;
  } finally {
    await server.stop();
  }
}

function rowsOf(outcomes: Outcome[]): ReportRow[] {
  const rows: ReportRow[] = outcomes.flatMap((o) => {
    const at = `${nameOf(o)}, ${o.clients} connections`;
    const answers = { bench: 'readmix', figure: `answers per second, ${at}`, value: o.perSecond, unit: '/s', target: null };
    // The figures before (the thread, an earlier build) are shown, not held to the targets.
    if (o.variant !== 'current') return [answers, { bench: 'readmix', figure: `slowest answer, ${at}`, value: o.slowest, unit: 'ms', target: null }];
    return [
      { bench: 'readmix', figure: `answers per second, ${at}`, value: o.perSecond, unit: '/s', target: null },
      { bench: 'readmix', figure: `slowest answer, ${at}`, value: o.slowest, unit: 'ms', target: SLOWEST_ANSWER_MS },
      ...(o.refused ? [{ bench: 'readmix', figure: `refusal p95 (${o.refused} refused), ${at}`, value: o.refusedP95, unit: 'ms', target: REFUSAL_P95_MS }] : []),
    ];
  });
  const server = outcomes.find((o) => o.engine === 'postgres' && o.clients === 100);
  for (const lite of outcomes.filter((o) => o.engine === 'pglite' && o.clients === 100)) {
    if (!server) break;
    const figure = `${nameOf(lite)} / PostgreSQL answers per second, 100 connections`;
    rows.push({ bench: 'readmix', figure, value: lite.perSecond / server.perSecond, unit: 'x', target: lite.variant === 'current' ? 0.5 : null, atLeast: true });
  }
  return rows;
}

async function main() {
  console.log(`bench:read-mix: ${CLIENTS.join(', ')} connections for ${SECONDS} s each on ${ENGINES.map((e) => ENGINE_NAMES[e]).join(' and ')}`);
  const outcomes: Outcome[] = [];
  for (const engine of ENGINES) {
    if (engine === 'pglite') {
      // The figures before the change, at the same loads: the same server with PGlite in its own thread.
      if (BEFORE) outcomes.push(...(await measureEngine('pglite', undefined, 'thread', CLIENTS)));
      if (EARLIER_SERVER) outcomes.push(...(await measureEngine('pglite', undefined, 'earlier', CLIENTS)));
      outcomes.push(...(await measureEngine('pglite', undefined, 'current', CLIENTS)));
    } else {
      const serverUrl = startPostgres();
      try {
        outcomes.push(...(await measureEngine('postgres', await createDatabase(serverUrl, 'bench_read_mix'), 'current', CLIENTS)));
      } finally {
        stopPostgres();
      }
    }
  }
  const ms = (value: number) => value.toFixed(0);
  console.log(
    `\n${formatTable(
      ['engine', 'connections', 'answers/s', 'p50 ms', 'p95 ms', 'slowest ms', 'refused (503)', 'refusal p95 ms', 'load'],
      outcomes.map((o) => [nameOf(o), String(o.clients), o.perSecond.toFixed(1), ms(o.p50), ms(o.p95), ms(o.slowest), String(o.refused), ms(o.refusedP95), o.load.toFixed(2)]),
      2,
    )}`,
  );
  console.log(machineLine());
  const rows = rowsOf(outcomes);
  writeBenchRows('readmix', rows);
  const missed = rows.filter((row) => row.target !== null && (row.atLeast ? row.value < row.target : row.value > row.target));
  for (const row of missed) console.log(`MISSED ${row.figure}: ${row.value.toFixed(row.unit === 'x' ? 2 : 1)} ${row.unit} against ${row.target}`);
  if (missed.length) process.exitCode = 1;
}

// Run as a script (bench:two-instances imports the mix without running it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.on('exit', stopPostgres);
  await main();
}
