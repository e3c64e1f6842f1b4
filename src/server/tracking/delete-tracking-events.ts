/**
 * The retention rule and the account's own deletion (docs/decisions/044).
 * Raw events older than TRACKING_RETENTION_DAYS go, in chunks so a large
 * backlog never holds one long transaction; a user who asks for their
 * account to be deleted loses their raw events at once (the profile's
 * removal cascades to whatever is left). Colleges' views of a player's
 * profile (`profile_views`, decision 049) follow the same rule, by their
 * UTC day, but are kept at least PROFILE_VIEWS_MIN_RETENTION_DAYS so the
 * weekly digest always finds the week it reports.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export const RETENTION_DELETE_CHUNK = 10_000;

const RAW_EVENT_TABLES = ['user_activity_logs', 'page_performance_metrics', 'viral_activity_events'] as const;

/**
 * The weekly digest (decision 049) reports last week's views (Monday to
 * Monday, UTC) during the week after: a view is at most 14 days old when its
 * digest goes out, so a shorter retention period never applies to them.
 */
export const PROFILE_VIEWS_MIN_RETENTION_DAYS = 14;

export interface RetentionRun {
  deleted: Record<(typeof RAW_EVENT_TABLES)[number] | 'profile_views', number>;
}

async function deleteChunked(db: Database, statement: (chunk: number) => SQL, chunk: number): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await rowsOf<{ count: number }>(db, statement(chunk));
    const count = Number(row?.count ?? 0);
    total += count;
    if (count < chunk) return total;
  }
}

/** Deletes raw events created more than `retentionDays` days ago; answers how many went per table. */
export async function deleteExpiredTrackingEvents(db: Database, retentionDays: number, chunk: number = RETENTION_DELETE_CHUNK): Promise<RetentionRun> {
  const deleted = { user_activity_logs: 0, page_performance_metrics: 0, viral_activity_events: 0, profile_views: 0 };
  for (const table of RAW_EVENT_TABLES) {
    deleted[table] = await deleteChunked(
      db,
      (limit) => sql`with gone as (
              delete from ${sql.identifier(table)} where id in (
                select id from ${sql.identifier(table)}
                where created_at < now() - make_interval(days => ${retentionDays})
                limit ${limit})
              returning 1)
            select count(*)::int as count from gone`,
      chunk,
    );
  }
  // A view's day is a UTC date: the views of days before the first day kept go.
  const viewDays = Math.max(retentionDays, PROFILE_VIEWS_MIN_RETENTION_DAYS);
  deleted.profile_views = await deleteChunked(
    db,
    (limit) => sql`with gone as (
          delete from profile_views where (player_user_id, college_id, day) in (
            select player_user_id, college_id, day from profile_views
            where day < (now() at time zone 'UTC')::date - ${viewDays}::int
            limit ${limit})
          returning 1)
        select count(*)::int as count from gone`,
    chunk,
  );
  return { deleted };
}

/**
 * Deletes every raw event of one user (and the record of colleges' views of
 * their profile) and turns their analytics off, so
 * nothing new is recorded while the deletion is pending (inside the
 * caller's transaction when given one).
 */
export async function deleteUserTrackingEvents(db: Pick<Database, 'execute'>, userId: string): Promise<void> {
  for (const table of RAW_EVENT_TABLES) {
    await db.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
  }
  await db.execute(sql`delete from profile_views where player_user_id = ${userId}`);
  await db.execute(sql`insert into analytics_consents (user_id, analytics) values (${userId}, false)
    on conflict (user_id) do update set analytics = false, updated_at = now()`);
}
