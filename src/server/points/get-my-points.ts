/** GET /api/points/me: total, this week (Monday 00:00 UTC on), and the history newest first (id breaks ties), paged. */
import { sql } from 'drizzle-orm';
import { POINTS_HISTORY_PAGE_SIZE, type MyPointsResponse } from '#shared/contracts/points.ts';
import { pointsLabel, weekStart } from '#shared/recruiting/points-rules.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

interface HistoryRow {
  id: string;
  rule: string;
  points: number;
  isReversal: boolean;
  createdAt: string;
}

export async function getMyPoints(db: Database, userId: string, page: number): Promise<MyPointsResponse> {
  const since = weekStart(new Date());
  const offset = (page - 1) * POINTS_HISTORY_PAGE_SIZE;
  const [totals] = await rowsOf<{ total: number; thisWeek: number }>(
    db,
    sql`select coalesce(sum(points), 0)::int as total,
        coalesce(sum(points) filter (where created_at >= ${since.toISOString()}::timestamptz), 0)::int as "thisWeek"
      from points_ledger where user_id = ${userId}`,
  );
  const rows = await rowsOf<HistoryRow>(
    db,
    sql`select id, rule, points, reverses_id is not null as "isReversal", ${isoTime(sql`created_at`)} as "createdAt"
      from points_ledger where user_id = ${userId}
      order by created_at desc, id desc
      limit ${POINTS_HISTORY_PAGE_SIZE + 1} offset ${offset}`,
  );
  return {
    total: totals?.total ?? 0,
    thisWeek: totals?.thisWeek ?? 0,
    weekStart: since.toISOString(),
    history: rows.slice(0, POINTS_HISTORY_PAGE_SIZE).map((row) => ({ ...row, label: pointsLabel(row.rule) })),
    page,
    hasMore: rows.length > POINTS_HISTORY_PAGE_SIZE,
  };
}
