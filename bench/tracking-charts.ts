/**
 * `npm run bench:tracking`, the charts half (issue 14, "How it is checked":
 * "the privileged charts over 1,000,000 events under 200 ms each";
 * docs/decisions/050). Seeds 1,000,000 activity events (BENCH_CHART_EVENTS)
 * with INSERT ... SELECT generate_series, all within the last 30 days (the
 * default range, so every chart reads all of them), in time order as the
 * ingest writes them, from 5,000 accounts (15% of events from visitors):
 * page views over ~4,000 distinct paths (player, college and article pages,
 * some with a query), scroll milestones, searches, college views and
 * process-points rows. Then `vacuum analyze`, as autovacuum would after such
 * a load. Each chart's GET is timed over HTTP (keep-alive, one request at a
 * time): the first request alone (it rolls the closed days up from the
 * events, docs/decisions/050), then 20 after 3 warm-ups: the default range (30 days) and the
 * longest one (365 days), on PostgreSQL 15 (a temporary server, or a fresh
 * database on BENCH_DATABASE_URL) and on PGlite when BENCH_ENGINES names it
 * (the default is PostgreSQL only: PGlite is single-threaded WASM, the tests'
 * engine, not production's). Goal on PostgreSQL: p95 under 200 ms per chart.
 * Results: a table, and .tmp/bench/tracking-charts.json. Not part of npm test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ANALYTICS_CHARTS, ANALYTICS_MAX_DAYS, addDays, defaultAnalyticsRange, type AnalyticsChart } from '#shared/contracts/analytics.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { applyBenchPriority, buildBenchApp, busyWarning, formatTable, loadAverage, machineLine, percentile, priorityLine, runHttpLoad, signUpOverHttp } from './measure.ts';
import { benchOnEngines } from './postgres-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, '.tmp/bench/tracking-charts.json');
const EVENTS = Number(process.env.BENCH_CHART_EVENTS ?? 1_000_000);
const USERS = 5_000;
const REQUESTS = Number(process.env.BENCH_CHART_REQUESTS ?? 20);
const GOAL_MS = 200;

interface Timing {
  database: 'PGlite' | 'PostgreSQL';
  chart: AnalyticsChart;
  range: string;
  days: number;
  /** The first request: it rolls up the closed days from the events. */
  first: number;
  p50: number;
  p95: number;
  max: number;
}
interface Result {
  database: 'PGlite' | 'PostgreSQL';
  events: number;
  seedSeconds: number;
  timings: Timing[];
}

/** 5,000 accounts created over the last 30 days (two in five published a profile), then EVENTS events in time order. */
async function seed(db: Database) {
  await db.execute(sql`
    insert into profiles (id, email, full_name, email_verified, created_at)
    select 'bench-user-' || i, 'bench-user-' || i || '@example.com', 'Bench User ' || i, true,
      now() - interval '30 days' + (i * (30 * 86400.0 / ${USERS})) * interval '1 second'
    from generate_series(1, ${USERS}) as i`);
  await db.execute(sql`
    insert into user_profiles (user_id, slug, display_name, published_at)
    select 'bench-user-' || i, 'bench-user-' || i, 'Bench User ' || i,
      case when i % 5 < 2 then now() - interval '29 days' + (i * (30 * 86400.0 / ${USERS})) * interval '1 second' end
    from generate_series(1, ${USERS}) as i
    on conflict (user_id) do nothing`);
  await db.execute(sql`
    insert into user_activity_logs (user_id, session_id, event_type, event_category, page_path, properties, created_at)
    select case when i % 20 < 3 then null else 'bench-user-' || (1 + (i::bigint * 7919) % ${USERS}) end,
      'bench-session-' || (i % 50000),
      kind.event_type, kind.category,
      case kind.event_type
        when 'page_view' then case i % 5
          when 0 then '/player/player-' || (i % 2500)
          when 1 then '/college/college-' || (i % 800) || case when i % 3 = 0 then '?tab=valorant' else '' end
          when 2 then '/learn/article-' || (i % 300)
          when 3 then '/colleges'
          else '/' end
        when 'search' then '/colleges'
        else '/player/player-' || (i % 2500) end,
      case kind.event_type
        when 'search' then jsonb_build_object('scope', 'colleges', 'query', 'valorant ' || (i % 13), 'result_count', i % 40)
        when 'scroll_depth' then jsonb_build_object('depth', 25 * (1 + i % 4))
        when 'process_points' then jsonb_build_object('points_awarded', (array[1, 2, 5, 10, 15])[1 + i % 5])
        else '{}'::jsonb end,
      now() - interval '30 days' + (i * (30 * 86400.0 / ${EVENTS})) * interval '1 second'
    from generate_series(1, ${EVENTS}) as i
    cross join lateral (
      select case
        when i % 100 < 60 then 'page_view' when i % 100 < 75 then 'scroll_depth' when i % 100 < 85 then 'search'
        when i % 100 < 90 then 'college_profile_view' when i % 100 < 95 then 'process_points' else 'recruitment_action' end as event_type,
        'bench' as category
    ) as kind`);
  // The points ledger (decision 048): one award per twentieth event, spread over the accounts and the 30 days.
  await db.execute(sql`
    insert into points_ledger (user_id, rule, source_type, source_id, points, created_at)
    select 'bench-user-' || (1 + (i::bigint * 7919) % ${USERS}), 'page_view', 'bench', i::text, (array[1, 2, 5, 10, 15])[1 + i % 5],
      now() - interval '30 days' + (i * (30 * 86400.0 / ${Math.max(1, Math.floor(EVENTS / 20))})) * interval '1 second'
    from generate_series(1, ${Math.max(1, Math.floor(EVENTS / 20))}) as i`);
  await db.execute(sql`vacuum analyze points_ledger`);
  await db.execute(sql`vacuum analyze user_activity_logs`);
  await db.execute(sql`analyze profiles`);
  await db.execute(sql`analyze user_profiles`);
}

async function benchDatabase(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<Result> {
  const handle = await openDatabase({ databaseUrl });
  await handle.migrate();
  const db = handle.db;
  const app = await buildBenchApp(db);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const admin = await signUpOverHttp(origin, db, 'analyst', 'player');
    await db.execute(sql`insert into user_roles (user_id, role) select id, 'yes_staff' from profiles where email = ${admin.email}`);

    console.log(`${database}: seeding ${EVENTS.toLocaleString('en-US')} events...`);
    const started = performance.now();
    await seed(db);
    const seedSeconds = (performance.now() - started) / 1000;
    const [counted] = await rowsOf<{ events: number }>(db, sql`select count(*)::int as events from user_activity_logs`);
    console.log(`${database}: ${Number(counted!.events).toLocaleString('en-US')} events in ${seedSeconds.toFixed(1)} s; timing the charts...`);

    const latest = defaultAnalyticsRange();
    const ranges = [
      { label: 'default (30 days)', ...latest },
      { label: `longest (${ANALYTICS_MAX_DAYS} days)`, from: addDays(latest.to, -(ANALYTICS_MAX_DAYS - 1)), to: latest.to },
    ];
    const timings: Timing[] = [];
    for (const range of ranges) {
      for (const chart of ANALYTICS_CHARTS) {
        const url = `${origin}/api/admin/analytics/${chart}?from=${range.from}&to=${range.to}`;
        const cold = await runHttpLoad<{ latencies: number[] }>({ url, cookie: admin.cookie, mode: 'sequential', count: 1 });
        await runHttpLoad({ url, cookie: admin.cookie, mode: 'sequential', count: 3 });
        const { latencies } = await runHttpLoad<{ latencies: number[] }>({ url, cookie: admin.cookie, mode: 'sequential', count: REQUESTS });
        timings.push({
          database,
          chart,
          range: range.label,
          days: Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1,
          first: cold.latencies[0]!,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          max: Math.max(...latencies),
        });
      }
    }
    return { database, events: Number(counted!.events), seedSeconds, timings };
  } finally {
    await app.close();
    await handle.close();
  }
}

function report(results: Result[], loads: number[]) {
  const ms = (value: number) => value.toFixed(1);
  console.log(`\nPrivileged analytics charts (issue 14): ${machineLine()}`);
  console.log(
    formatTable(
      ['database', 'chart', 'range', 'events', 'first ms', 'p50 ms', 'p95 ms', 'max ms', `goal: p95 < ${GOAL_MS} ms`],
      results.flatMap((result) =>
        result.timings.map((timing) => [
          timing.database,
          timing.chart,
          timing.range,
          result.events.toLocaleString('en-US'),
          ms(timing.first),
          ms(timing.p50),
          ms(timing.p95),
          ms(timing.max),
          `${timing.p95 < GOAL_MS ? 'met' : 'MISSED'}${timing.database === 'PostgreSQL' ? '' : ' (goal set for PostgreSQL)'}`,
        ]),
      ),
      3,
    ),
  );
  for (const result of results) console.log(`${result.database}: seeded ${result.events.toLocaleString('en-US')} events in ${result.seedSeconds.toFixed(1)} s; per chart and range: the first request (it rolls up the closed days; the 365-day range finds the 30-day one's days done), then ${REQUESTS} timed`);
  console.log(`\n${priorityLine()}`);
  console.log(`Load average (1 min): ${loads.map((load) => load.toFixed(2)).join(' at start, ')} at end; JSON: ${path.relative(ROOT, OUTPUT)}`);
  const warning = busyWarning(loads);
  if (warning) console.log(`\n${warning}`);
}

async function main() {
  applyBenchPriority();
  process.env.BENCH_ENGINES ??= 'postgres';
  const loads = [loadAverage()];
  const results = await benchOnEngines('bench_tracking_charts', benchDatabase);
  loads.push(loadAverage());
  report(results, loads);
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loads, goalMs: GOAL_MS, events: EVENTS, results }, null, 2));
  const postgres = results.find((result) => result.database === 'PostgreSQL');
  if (postgres?.timings.some((timing) => timing.p95 >= GOAL_MS)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
