/**
 * Writing to the points ledger (docs/decisions/048), always inside the
 * caller's transaction so an award lives and dies with its action.
 * - awardPoints: one award per (user, rule, source); a capped rule pays what
 *   is left of its daily cap (awards only: a reversal does not free the cap);
 *   answers the points actually awarded (0 when replayed or capped).
 * - reversePoints: the award of that source, if any and not yet reversed,
 *   gets its reversal row; answers the points taken back (a positive number);
 *   reverseRemovedSources does the same for several users' sources at once.
 * The per-(user, rule) advisory lock makes concurrent awards count the cap
 * one after the other.
 */
import { type SQL, sql } from 'drizzle-orm';
import { pointsAfterCap, pointsRule, type PointsRuleKey } from '#shared/recruiting/points-rules.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

type Executor = Pick<Database, 'execute'>;

export interface PointsSource {
  userId: string;
  rule: PointsRuleKey;
  sourceType: string;
  sourceId: string;
}

/** The source of a once-only rule: the account itself. */
export function onceSource(userId: string, rule: PointsRuleKey): PointsSource {
  return { userId, rule, sourceType: 'account', sourceId: userId };
}

export type AwardOutcome = { points: number; result: 'awarded' | 'capped' | 'replayed' };

/** awardPoints with the reason when nothing was paid (process-points says which). */
export async function awardPointsWithOutcome(tx: Executor, source: PointsSource): Promise<AwardOutcome> {
  const rule = pointsRule(source.rule);
  let points = rule.points;
  if (rule.dailyCap !== undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`points:${source.userId}:${source.rule}`}))`);
    const [state] = await rowsOf<{ today: number; replayed: boolean }>(
      tx,
      sql`select
          (select coalesce(sum(points), 0)::int from points_ledger
            where user_id = ${source.userId} and rule = ${source.rule} and reverses_id is null
              and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as today,
          exists (select 1 from points_ledger
            where user_id = ${source.userId} and rule = ${source.rule} and source_type = ${source.sourceType}
              and source_id = ${source.sourceId} and reverses_id is null) as replayed`,
    );
    if (state?.replayed) return { points: 0, result: 'replayed' };
    points = pointsAfterCap(rule, state?.today ?? 0);
    if (points <= 0) return { points: 0, result: 'capped' };
  }
  const inserted = await rowsOf<{ points: number }>(
    tx,
    sql`insert into points_ledger (user_id, rule, source_type, source_id, points)
      values (${source.userId}, ${source.rule}, ${source.sourceType}, ${source.sourceId}, ${points})
      on conflict do nothing
      returning points`,
  );
  const awarded = inserted[0]?.points ?? 0;
  return { points: awarded, result: awarded > 0 ? 'awarded' : 'replayed' };
}

/** Awards the source once; answers the points actually awarded after the daily cap (0 when replayed or capped). */
export async function awardPoints(tx: Executor, source: PointsSource): Promise<number> {
  return (await awardPointsWithOutcome(tx, source)).points;
}

/**
 * Awards several sources of one user and rule in three statements whatever
 * their number (the lock, what is already paid, one insert): sources already
 * awarded earn nothing, the rest are paid in order until the daily cap.
 */
export async function awardPointsForSources(tx: Executor, source: Omit<PointsSource, 'sourceId'> & { sourceIds: readonly string[] }): Promise<number> {
  const ids = [...new Set(source.sourceIds)];
  if (ids.length === 0) return 0;
  const rule = pointsRule(source.rule);
  const idArray = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`points:${source.userId}:${source.rule}`}))`);
  const [state] = await rowsOf<{ today: number; paid: string[] }>(
    tx,
    sql`select
        (select coalesce(sum(points), 0)::int from points_ledger
          where user_id = ${source.userId} and rule = ${source.rule} and reverses_id is null
            and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as today,
        array(select source_id from points_ledger
          where user_id = ${source.userId} and rule = ${source.rule} and source_type = ${source.sourceType}
            and source_id = any(${idArray}) and reverses_id is null) as paid`,
  );
  const paid = new Set(state?.paid ?? []);
  let today = state?.today ?? 0;
  const rows: { sourceId: string; points: number }[] = [];
  for (const id of ids) {
    if (paid.has(id)) continue;
    const points = pointsAfterCap(rule, today);
    if (points <= 0) break;
    rows.push({ sourceId: id, points });
    today += points;
  }
  if (rows.length === 0) return 0;
  const inserted = await rowsOf<{ points: number }>(
    tx,
    sql`insert into points_ledger (user_id, rule, source_type, source_id, points)
      values ${sql.join(
        rows.map((row) => sql`(${source.userId}, ${source.rule}, ${source.sourceType}, ${row.sourceId}, ${row.points})`),
        sql`, `,
      )}
      on conflict do nothing
      returning points`,
  );
  return inserted.reduce((sum, row) => sum + row.points, 0);
}

/** Reverses the awards of several sources of one user and rule at once (e.g. the highlights removed). */
export async function reversePoints(tx: Executor, source: Omit<PointsSource, 'sourceId'> & { sourceIds: readonly string[] }): Promise<number> {
  if (source.sourceIds.length === 0) return 0;
  const ids = sql`array[${sql.join(
    source.sourceIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  return reverseRemovedSources(tx, { rule: source.rule, sourceType: source.sourceType, sources: sql`select ${source.userId}::text, unnest(${ids})` });
}

/**
 * Reverses the awards of sources that are being removed for several users at
 * once, e.g. a deleted practice's attendance answers: `sources` is a query
 * of (user id, source id) pairs, read before the rows go, in the removal's
 * transaction. One statement, through the award key's index; answers the
 * points taken back (a positive number).
 */
export async function reverseRemovedSources(tx: Executor, source: { rule: PointsRuleKey; sourceType: string; sources: SQL }): Promise<number> {
  const reversed = await rowsOf<{ points: number }>(
    tx,
    sql`insert into points_ledger (user_id, rule, source_type, source_id, points, reverses_id)
      select a.user_id, a.rule, a.source_type, a.source_id, -a.points, a.id
      from (${source.sources}) as s(user_id, source_id)
      join points_ledger a on a.user_id = s.user_id and a.rule = ${source.rule} and a.source_type = ${source.sourceType}
        and a.source_id = s.source_id and a.reverses_id is null
      on conflict do nothing
      returning points`,
  );
  return reversed.reduce((sum, row) => sum - row.points, 0);
}
