import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SEARCH } from '#shared/constants.ts';
import type { UserSearchResult, userSearchQuerySchema } from '#shared/contracts/teams-roster.ts';
import type { Database } from '#server/db/client.ts';
import { containsPattern, rowsOf } from '../../db/sql.ts';

/**
 * The user search picker (spec 2.7, 7.2): published public profiles matching
 * the text in display name, first or last name or slug (case-insensitive,
 * trigram-indexed), minus the users already active on the roster being
 * filled. Emails are never part of the answer. One statement.
 */
export async function searchUsersForRoster(
  db: Database,
  teamId: string,
  query: z.output<typeof userSearchQuerySchema>,
): Promise<UserSearchResult[]> {
  const pattern = containsPattern(query.q);
  const gameProfileId = query.gameProfileId ?? null;
  const roster = query.kind === 'member' ? sql.raw('team_members') : sql.raw('team_staff');
  const sameRoster = gameProfileId === null ? sql`r.game_profile_id is null` : sql`r.game_profile_id = ${gameProfileId}`;
  return rowsOf<UserSearchResult>(
    db,
    sql`select up.user_id as "userId", up.display_name as "displayName", up.slug, up.avatar_url as "avatarUrl"
    from user_profiles up
    where up.is_published and up.visibility = 'public'
      and (up.display_name ilike ${pattern} or up.first_name ilike ${pattern} or up.last_name ilike ${pattern} or up.slug ilike ${pattern})
      and not exists (select 1 from ${roster} r where r.team_id = ${teamId} and r.user_id = up.user_id and r.is_active and ${sameRoster})
    order by up.display_name, up.user_id
    limit ${SEARCH.maxResults}`,
  );
}
