import { sql } from 'drizzle-orm';
import { SEARCH } from '#shared/constants.ts';
import type { ProfileSearchQuery, ProfileSearchResult } from '#shared/contracts/player-search.ts';
import type { Database } from '#server/db/client.ts';
import { containsPattern, rowsOf } from '#server/teams/team-sql.ts';
import { isMinorSql, publicProfileVisibleSql } from './profile-visibility-sql.ts';

/**
 * The header search (spec 7.2, docs/decisions/023): published public
 * profiles whose display name, first name, last name or slug contains the
 * text, case-insensitively; each ILIKE is answered by its trigram index
 * (BitmapOr). Best match first: an exact name or slug, then names or slugs
 * starting with the text, then by trigram similarity, then by name and id
 * (unique). A minor shows display name, class year and state only
 * (decision 019): no first or last name or avatar, and is not found by them.
 * Never an email.
 * One statement, at most SEARCH.maxResults rows.
 */
export async function searchPublicProfiles(db: Pick<Database, 'execute'>, query: ProfileSearchQuery): Promise<ProfileSearchResult[]> {
  const text = query.q.toLowerCase();
  const pattern = containsPattern(query.q);
  const prefix = pattern.slice(1);
  const minor = isMinorSql('up');
  return rowsOf<ProfileSearchResult>(
    db,
    sql`select up.id, up.user_id as "userId", up.slug, up.display_name as "displayName",
        case when ${minor} then null else up.first_name end as "firstName",
        case when ${minor} then null else up.last_name end as "lastName",
        case when ${minor} then null else up.avatar_url end as "avatarUrl",
        up.grad_year as "classYear", up.state
      from (
        -- The name match alone, fenced by OFFSET 0: otherwise the planner ANDs the
        -- trigram bitmaps with the half-the-table published/visibility index
        -- (measured: 38 of 77 ms at a million profiles, docs/decisions/023).
        select * from user_profiles up
        where up.display_name ilike ${pattern} or up.slug ilike ${pattern}
          or (up.first_name ilike ${pattern} and not ${minor}) or (up.last_name ilike ${pattern} and not ${minor})
        offset 0
      ) up
      where ${publicProfileVisibleSql('up')}
      order by
        (lower(up.display_name) = ${text} or up.slug = ${text}) desc,
        (up.display_name ilike ${prefix} or up.slug ilike ${prefix}
          or ((up.first_name ilike ${prefix} or up.last_name ilike ${prefix}) and not ${minor})) desc,
        greatest(similarity(up.display_name, ${text}), similarity(up.slug, ${text}),
          case when ${minor} then 0 else similarity(concat_ws(' ', up.first_name, up.last_name), ${text}) end) desc,
        lower(up.display_name), up.id
      limit ${SEARCH.maxResults}`,
  );
}
