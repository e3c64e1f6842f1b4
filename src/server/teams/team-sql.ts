/** Small SQL pieces the team services share. */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

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
 * An active team_members or team_staff row (alias `alias`) whose game roster,
 * if it has one, is still active. Removing a game deactivates its rows in the
 * same transaction; this keeps older data honest too.
 */
export function liveRosterRow(alias: 'm' | 's'): SQL {
  return sql.raw(
    `(${alias}.is_active and (${alias}.game_profile_id is null or exists (select 1 from team_game_profiles live_gp where live_gp.id = ${alias}.game_profile_id and live_gp.is_active)))`,
  );
}

/** Distinct users holding a live player row on the team: the number the roster size is measured against. */
export function activePlayerCount(teamId: SQL | string): SQL<number> {
  return sql<number>`(select count(distinct m.user_id)::int from team_members m where m.team_id = ${teamId} and ${liveRosterRow('m')})`;
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
 * The team's brand kit as JSON (docs/decisions/052), `alias` being a teams
 * row: only while the team is on Gold and has something set; else null, the
 * default look. Stored values are kept when a team leaves Gold.
 */
export function brandJson(alias: string): SQL {
  return sql.raw(
    `case when ${alias}.subscription_tier = 'gold' and coalesce(${alias}.brand_primary, ${alias}.brand_accent, ${alias}.banner_url) is not null
      then json_build_object('primaryColor', ${alias}.brand_primary, 'accentColor', ${alias}.brand_accent, 'bannerUrl', ${alias}.banner_url) end`,
  );
}
