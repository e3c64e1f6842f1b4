/** Small SQL pieces every domain's services share (raw rows, times, patterns, the minor test, live roster rows). */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * A timestamptz as `2026-03-01T18:00:00.000Z` whatever the session time zone,
 * the same text Date.toISOString() gives (JSON built in SQL would otherwise
 * carry the server's offset and microseconds).
 */
export function isoTime(column: SQL | SQL.Aliased | unknown): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The rows of a raw statement (PGlite and node-postgres both answer with `rows`). */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * True for a minor (birth date known and under 18), `alias` being a
 * user_profiles row (possibly missing: unknown counts as adult, decision 011).
 */
export function minorSql(alias: string): SQL<boolean> {
  return sql.raw(
    `coalesce(${alias}.birth_date > (now() at time zone 'UTC')::date - interval '18 years', false)`,
  ) as SQL<boolean>;
}

/**
 * An active team_members or team_staff row (alias `alias`) whose game roster,
 * if it has one, is still active. Removing a game deactivates its rows in the
 * same transaction; this keeps older data honest too.
 */
export function liveRosterRow(alias: 'm' | 's'): SQL {
  return sql.raw(
    `(${alias}.is_active and (${alias}.game_profile_id is null or exists (select 1 from team_game_profiles live_gp where live_gp.id = ${alias}.game_profile_id and live_gp.is_active)))`,
  );
}

/**
 * True when `userId` is on team `t` (a teams row alias): its owner, or an
 * active player or staff member on its live roster (issue 26.2: the header's
 * My teams and the home's teams). Archived teams are not counted.
 */
export function onTeamSql(alias: string, userId: string): SQL<boolean> {
  const t = sql.raw(alias);
  return sql<boolean>`(${t}.archived_at is null and (${t}.owner_user_id = ${userId}
    or exists (select 1 from team_members m where m.team_id = ${t}.id and m.user_id = ${userId} and ${liveRosterRow('m')})
    or exists (select 1 from team_staff s where s.team_id = ${t}.id and s.user_id = ${userId} and ${liveRosterRow('s')})))`;
}
