import { sql, type SQL } from 'drizzle-orm';
import { SEARCH } from '#shared/constants.ts';
import type { ProfileSearchQuery, ProfileSearchResult } from '#shared/contracts/player-search.ts';
import type { Database } from '#server/db/client.ts';
import { containsPattern, rowsOf } from '#server/db/sql.ts';
import { isMinorSql, publicProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';

/**
 * How a candidate (alias c: a profile_search_rows row with `minor`) matches
 * the text: anywhere in a field, or at a field's start. A minor is matched by
 * display name or slug only. `a ILIKE p` is `lower(a) LIKE lower(p)`, and the
 * row's `search_text` holds the four fields lowercased, a line each: a text
 * without a line break lies within one line, so "some field contains it" is
 * what the index condition found, and when no field holds a line break
 * (`single_line`) "some field starts with it" is "some line starts with it".
 * Otherwise field by field (an absent name as '': a null key would sort the
 * profile first in the descending order).
 */
function matchSql(q: string) {
  const pattern = containsPattern(q);
  const prefix = pattern.slice(1);
  const byField = (p: string) =>
    sql`(c.display_name ilike ${p} or c.slug ilike ${p}
      or (not c.minor and (coalesce(c.first_name, '') ilike ${p} or coalesce(c.last_name, '') ilike ${p})))`;
  if (q.includes('\n')) return { pattern, contains: byField(pattern), startsWith: byField(prefix) };
  return {
    pattern,
    contains: sql`(not c.minor or c.display_name ilike ${pattern} or c.slug ilike ${pattern})`,
    startsWith: sql`(case when c.minor or not c.single_line then ${byField(prefix)}
      else starts_with(c.search_text, lower(${q})) or strpos(c.search_text, E'\\n' || lower(${q})) > 0 end)`,
  };
}

/**
 * The header search (spec 7.2, docs/decisions/023): published public
 * profiles whose display name, first name, last name or slug contains the
 * text, case-insensitively. Best match first: an exact name or slug, then
 * names or slugs starting with the text, then by trigram similarity, then by
 * name and id (unique). A minor shows display name, class year and state only
 * (decision 019): no first or last name or avatar, and is not found by them.
 * Never an email. One statement, at most SEARCH.maxResults rows.
 *
 * It reads `profile_search_rows` (one per profile, kept by the triggers of
 * migration 0011): candidates come from one trigram index over the
 * lowercased fields of public rows, and every candidate is ranked (the order
 * needs each one's similarity), so the ranking reads narrow rows and the
 * lowercased text kept in them rather than lowercasing four fields per
 * candidate.
 */
export async function searchPublicProfiles(db: Pick<Database, 'execute'>, query: ProfileSearchQuery): Promise<ProfileSearchResult[]> {
  const text = query.q.toLowerCase();
  const match = matchSql(query.q);
  const similarity: SQL = sql`greatest(similarity(c.display_name, ${text}), similarity(c.slug, ${text}),
    case when c.minor then 0 else similarity(c.names, ${text}) end)`;
  return rowsOf<ProfileSearchResult>(
    db,
    sql`select c.profile_id as id, c.user_id as "userId", c.slug, c.display_name as "displayName",
        case when c.minor then null else c.first_name end as "firstName",
        case when c.minor then null else c.last_name end as "lastName",
        case when c.minor then null else c.avatar_url end as "avatarUrl",
        c.grad_year as "classYear", c.state
      from (
        select r.profile_id, r.user_id, r.slug, r.display_name, r.first_name, r.last_name, r.avatar_url, r.grad_year, r.state,
          r.search_text, r.name_key, r.names, r.single_line, r.is_published, r.deletion_requested_at, r.visibility, r.guardian_approved_visibility,
          ${isMinorSql('r')} as minor
        from profile_search_rows r
        -- The candidates of profile_search_rows_text_idx (its predicate: public rows). A fence: each candidate's minor
        -- flag is computed once, for the whole rule below and for the ranking.
        where r.search_text like lower(${match.pattern}) and r.is_published and r.deletion_requested_at is null and r.visibility = 'public'
        offset 0
      ) c
      where ${publicProfileVisibleSql('c', sql`c.minor`)} and ${match.contains}
      order by (c.name_key = ${text} or c.slug = ${text}) desc, ${match.startsWith} desc, ${similarity} desc, c.name_key, c.profile_id
      limit ${SEARCH.maxResults}`,
  );
}
