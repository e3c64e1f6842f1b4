/**
 * `npm run bench:tracking`, the ingest half (issue 14, "How it is checked";
 * docs/decisions/044): 2,000 events a second (BENCH_TRACKING_RATE) in
 * batches of 20 (100 batches a second) for 60 s (BENCH_TRACKING_SECONDS)
 * into POST /api/tracking/events, on PGlite and PostgreSQL 15 (a temporary
 * server from scripts/postgres/start.sh, or a fresh database on
 * BENCH_DATABASE_URL; BENCH_ENGINES=pglite or postgres runs one). Goals, on
 * PostgreSQL: 0 lost (every batch answered 202 and every event stored) and
 * p99 under 50 ms.
 *
 * The app is built in this process (the per-session tracking limit raised:
 * the bench's sessions send far more than a person would) and listens on an
 * ephemeral loopback port; 20 signed-up users (real sign-up route) send the
 * batches in turn over keep-alive connections from bench/http-load.ts, a
 * separate process, open loop: each batch leaves at its scheduled time
 * whether earlier ones have answered or not, and its latency counts from
 * that time. Each batch mixes the event kinds a page sends (page views,
 * scroll milestones, performance, searches, college views, a share, an
 * error). After the run the stored rows are counted against the events sent.
 * Results: a table, and .tmp/bench/tracking-ingest.json. Not part of npm test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { TrackingEvent } from '#shared/contracts/tracking.ts';
import { openDatabase } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { applyBenchPriority, buildBenchApp, busyWarning, formatTable, loadAverage, machineLine, percentile, priorityLine, runHttpLoad, signUpOverHttp, sleep } from './measure.ts';
import { benchOnEngines } from './postgres-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, '.tmp/bench/tracking-ingest.json');
const EVENTS_PER_SECOND = Number(process.env.BENCH_TRACKING_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_TRACKING_SECONDS ?? 60);
const BATCH = 20;
const USERS = 20;
const CONNECTIONS = 64;
const P99_GOAL_MS = 50;
const UNLIMITED = { max: 1_000_000_000, windowSeconds: 60 };

interface Result {
  database: 'PGlite' | 'PostgreSQL';
  batches: number;
  eventsSent: number;
  accepted: number;
  stored: number;
  lost: number;
  statuses: Record<string, number>;
  failures: string[];
  p50: number;
  p95: number;
  p99: number;
  max: number;
  wallSeconds: number;
  eventsPerSecond: number;
}

/** One page's worth of events, varied by `n` (20 events). */
function batchEvents(n: number): TrackingEvent[] {
  const path = `/college/bench-${n % 50}?tab=valorant`;
  const events: TrackingEvent[] = [
    { type: 'page_view', path, referrer: '/colleges', title: 'Bench College' },
    { type: 'college_profile_view', path, collegeSlug: `bench-${n % 50}` },
    { type: 'scroll_depth', path, depth: 25 },
    { type: 'scroll_depth', path, depth: 50 },
    { type: 'scroll_depth', path, depth: 75 },
    { type: 'scroll_depth', path, depth: 90 },
    { type: 'search', path: '/colleges', scope: 'colleges', query: `valorant ${n % 13}`, resultCount: n % 40 },
    { type: 'share', path, contentType: 'college_profile', contentId: `bench-${n % 50}`, platform: 'copy_link' },
    { type: 'recruitment_action', path: '/pipeline', action: 'pipeline_move_contacted', targetType: 'pipeline_entry', targetId: `entry-${n}` },
    { type: 'javascript_error', path, message: 'Bench error', source: '/assets/index.js', line: 10, column: 4 },
  ];
  while (events.length < BATCH - 1) events.push({ type: 'page_view', path: `/learn/page-${events.length}-${n % 7}`, referrer: path });
  events.push({ type: 'page_performance', path, loadTime: 800 + (n % 300), timeOnPage: 15_000 + n, scrollDepth: 90, interactions: n % 12 });
  return events;
}

async function benchDatabase(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<Result> {
  const handle = await openDatabase({ databaseUrl });
  await handle.migrate();
  const db = handle.db;
  const app = await buildBenchApp(db, { trackingRateLimit: UNLIMITED, anonymousTrackingRateLimit: UNLIMITED });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookies: string[] = [];
    for (let index = 0; index < USERS; index += 1) cookies.push((await signUpOverHttp(origin, db, `tracker${index}`, 'player')).cookie);
    // 24 distinct batches: the job travels as one command-line argument (at most 128 kB).
  const bodies = Array.from({ length: 24 }, (_, n) => ({ sessionId: `1714000000000-bench${String(n % USERS).padStart(4, '0')}`, consent: { analytics: true }, events: batchEvents(n) }));
    const url = `${origin}/api/tracking/events`;
    // A short warm-up (not counted), then the run.
    await runHttpLoad({ url, urls: [url], bodies, cookie: '', cookies, method: 'POST', mode: 'paced', rate: 50, seconds: 2, clients: CONNECTIONS });
    await db.execute(sql`truncate user_activity_logs, page_performance_metrics, viral_activity_events`);
    await sleep(200);
    const rate = EVENTS_PER_SECOND / BATCH;
    console.log(`${database}: ${EVENTS_PER_SECOND} events/s in batches of ${BATCH} (${rate} batches/s) for ${SECONDS} s from ${USERS} users...`);
    const run = await runHttpLoad<{ latencies: number[]; statuses: number[]; failures: string[]; elapsedMs: number }>({
      url,
      urls: [url],
      bodies,
      cookie: '',
      cookies,
      method: 'POST',
      mode: 'paced',
      rate,
      seconds: SECONDS,
      clients: CONNECTIONS,
    });
    const statuses: Record<string, number> = {};
    for (const status of run.statuses) statuses[status] = (statuses[status] ?? 0) + 1;
    const acceptedBatches = run.statuses.filter((status) => status === 202).length;
    const [counted] = await rowsOf<{ stored: number }>(
      db,
      sql`select (select count(*) from user_activity_logs) + (select count(*) from page_performance_metrics) + (select count(*) from viral_activity_events) as stored`,
    );
    const stored = Number(counted!.stored);
    const eventsSent = run.statuses.length * BATCH;
    return {
      database,
      batches: run.statuses.length,
      eventsSent,
      accepted: acceptedBatches * BATCH,
      stored,
      lost: eventsSent - stored,
      statuses,
      failures: run.failures,
      p50: percentile(run.latencies, 50),
      p95: percentile(run.latencies, 95),
      p99: percentile(run.latencies, 99),
      max: Math.max(...run.latencies),
      wallSeconds: run.elapsedMs / 1000,
      eventsPerSecond: stored / (run.elapsedMs / 1000),
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

function report(results: Result[], loads: number[]) {
  const ms = (value: number) => value.toFixed(1);
  console.log(`\nTracking ingest (issue 14): ${machineLine()}`);
  console.log(
    formatTable(
      ['database', 'events sent', 'stored', 'lost', 'events/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'goal: 0 lost, p99 < 50 ms'],
      results.map((result) => {
        const met = result.lost === 0 && result.accepted === result.eventsSent && result.p99 < P99_GOAL_MS;
        return [
          result.database,
          String(result.eventsSent),
          String(result.stored),
          String(result.lost),
          result.eventsPerSecond.toFixed(0),
          ms(result.p50),
          ms(result.p95),
          ms(result.p99),
          ms(result.max),
          `${met ? 'met' : 'MISSED'}${result.database === 'PostgreSQL' ? '' : ' (goal set for PostgreSQL)'}`,
        ];
      }),
    ),
  );
  for (const result of results) {
    console.log(`${result.database}: ${result.batches} batches, statuses ${JSON.stringify(result.statuses)}, wall ${result.wallSeconds.toFixed(1)} s${result.failures.length ? `; first failures: ${result.failures.join(' | ')}` : ''}`);
  }
  console.log(`\n${priorityLine()}`);
  console.log(`Load average (1 min): ${loads.map((load) => load.toFixed(2)).join(' at start, ')} at end; JSON: ${path.relative(ROOT, OUTPUT)}`);
  const warning = busyWarning(loads);
  if (warning) console.log(`\n${warning}`);
}

async function main() {
  applyBenchPriority();
  const loads = [loadAverage()];
  const results = await benchOnEngines('bench_tracking', benchDatabase);
  loads.push(loadAverage());
  report(results, loads);
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(
    OUTPUT,
    JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loads, goals: { lost: 0, p99Ms: P99_GOAL_MS, eventsPerSecond: EVENTS_PER_SECOND, batch: BATCH, seconds: SECONDS }, results }, null, 2),
  );
  const postgres = results.find((result) => result.database === 'PostgreSQL');
  if (postgres && (postgres.lost !== 0 || postgres.p99 >= P99_GOAL_MS)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
