/**
 * The scheduled analytics rollup (docs/decisions/050), run as the timer
 * runs it (rollUpAnalytics) against a real database: the closed days of the
 * window are stored for every rolled-up metric, a second run changes
 * nothing, a missing day is caught up, and days outside the window (events
 * the retention rule may have cut) are left alone. Days are relative to
 * today, and only days at least two days old are asserted exactly (the
 * database clock decides when yesterday closes).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/contracts/analytics.ts';
import { insertUser } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { POINTS_METRIC } from './get-daily-points.ts';
import { rollUpAnalytics, rollupWindow } from './roll-up-analytics.ts';

let t: TestApp;
const today = new Date().toISOString().slice(0, 10);
const [twoDaysAgo, threeDaysAgo, sixDaysAgo] = [addDays(today, -2), addDays(today, -3), addDays(today, -6)];
// Five days of retention: the window is the four closed days before today.
const RETENTION_DAYS = 5;

type Stat = { metric: string; day: string; key: string; value: number };
const statsOf = (day: string) =>
  rowsOf<Stat>(
    t.database.db,
    sql`select metric, to_char(day, 'YYYY-MM-DD') as day, key, value::int as value from analytics_daily_stats where day = ${day}::date order by metric, key`,
  );
const statCount = async () => (await rowsOf<{ count: number }>(t.database.db, sql`select count(*)::int as count from analytics_daily_stats`))[0]!.count;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [a, b] = [await insertUser(db, 'Ana Rollup'), await insertUser(db, 'Ben Rollup')];
  const activity = (userId: string | null, type: string, day: string, path = '/') =>
    db.execute(sql`insert into user_activity_logs (user_id, event_type, page_path, properties, created_at)
      values (${userId}, ${type}, ${path}, '{}'::jsonb, ${`${day}T12:00:00Z`}::timestamptz)`);
  await activity(a.id, 'page_view', threeDaysAgo, '/colleges');
  await activity(b.id, 'page_view', threeDaysAgo, '/colleges?q=x');
  await activity(null, 'search', threeDaysAgo, '/players');
  await activity(a.id, 'search', twoDaysAgo, '/colleges');
  await activity(a.id, 'page_view', sixDaysAgo, '/colleges');
  await db.execute(sql`insert into points_ledger (user_id, rule, source_type, source_id, points, created_at)
    values (${b.id}, 'page_view', 'test', 'rollup-1', 3, ${`${threeDaysAgo}T08:00:00Z`}::timestamptz)`);
});
afterAll(async () => t.close());

describe('the scheduled analytics rollup', () => {
  it('covers the closed days whose events are all kept: retention minus one, up to yesterday', () => {
    expect(rollupWindow(5, new Date('2026-03-10T00:30:00Z'))).toEqual({ from: '2026-03-06', to: '2026-03-09' });
    expect(rollupWindow(1, new Date('2026-03-10T12:00:00Z'))).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(rollupWindow(10_000, new Date('2026-03-10T12:00:00Z'))).toEqual({ from: '2025-03-10', to: '2026-03-09' });
  });

  it('stores every metric of each closed day, zero days included, once; catches up a missing day; leaves older days alone', async () => {
    expect(await statCount()).toBe(0);
    const range = await rollUpAnalytics(t.database.db, RETENTION_DAYS);
    expect(range).toEqual({ from: addDays(today, -4), to: addDays(today, -1) });

    const expectedThreeDaysAgo: Stat[] = [
      { metric: 'daily_active_users', day: threeDaysAgo, key: '', value: 2 },
      { metric: 'page_views', day: threeDaysAgo, key: '', value: 0 },
      { metric: 'page_views', day: threeDaysAgo, key: '/colleges', value: 2 },
      { metric: POINTS_METRIC, day: threeDaysAgo, key: '', value: 3 },
      { metric: POINTS_METRIC, day: threeDaysAgo, key: 'awarded', value: 3 },
      { metric: POINTS_METRIC, day: threeDaysAgo, key: 'reversed', value: 0 },
      { metric: 'searches', day: threeDaysAgo, key: '', value: 1 },
    ].sort((x, y) => (x.metric + x.key < y.metric + y.key ? -1 : 1));
    expect(await statsOf(threeDaysAgo)).toEqual(expectedThreeDaysAgo);
    expect((await statsOf(twoDaysAgo)).map(({ metric, key, value }) => [metric, key, value])).toEqual(
      [
        ['daily_active_users', '', 1],
        ['page_views', '', 0],
        [POINTS_METRIC, '', 0],
        ['searches', '', 1],
      ].sort((x, y) => (x[0]! < y[0]! ? -1 : 1)),
    );
    expect(await statsOf(addDays(today, -4))).toHaveLength(4);
    // Outside the window: not rolled up by the job (its events may be cut by the retention rule).
    expect(await statsOf(sixDaysAgo)).toEqual([]);

    // Idempotent: a second run stores nothing and changes nothing.
    const count = await statCount();
    await rollUpAnalytics(t.database.db, RETENTION_DAYS);
    expect(await statCount()).toBe(count);
    expect(await statsOf(threeDaysAgo)).toEqual(expectedThreeDaysAgo);

    // A day missing (a server stopped over it, or deleted to recompute it) is caught up by the next run.
    await t.database.db.execute(sql`delete from analytics_daily_stats where day = ${threeDaysAgo}::date`);
    await rollUpAnalytics(t.database.db, RETENTION_DAYS);
    expect(await statsOf(threeDaysAgo)).toEqual(expectedThreeDaysAgo);
    expect(await statCount()).toBe(count);
  });
});
