import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SEARCH } from '#shared/constants.ts';
import type { MessagingUser, messagingUserSearchQuerySchema } from '#shared/contracts/messaging.ts';
import type { Database } from '#server/db/client.ts';
import { containsPattern, minorSql, rowsOf } from '#server/db/sql.ts';
import { viewerIsAdultSql } from './conversations/minor-notice-sql.ts';
import { recruiterProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { isRecruiterUserSql, mutuallyReachableSql, publicProfileSql, teammateIdsSql } from './reachability-sql.ts';
import { avatarUrlSql, displayNameSql } from './messaging-sql.ts';

/**
 * The people picker of New conversation (docs/decisions/011, 021): by name
 * or slug among public profiles, the viewer's teammates and, for a
 * recruiter, profiles shown to recruiters; by exact email
 * (case-insensitive) any account the viewer may reach, so an adult can be
 * found by someone who knows their address while a minor never is unless
 * they may be reached. Only people with whom a direct conversation may be
 * started: reachable by the viewer and, for a minor viewer with a private
 * profile, able to reach them (issue 10.4), the same `reachableSql` as the
 * conversation policy. Never the viewer, never an email in the answer. One
 * statement, at most SEARCH.maxResults people. An adult viewer learns which
 * of them are under 18 (a guardian reads along, docs/decisions/077).
 */
export async function searchMessagingUsers(
  db: Database,
  viewerId: string,
  query: z.output<typeof messagingUserSearchQuerySchema>,
): Promise<MessagingUser[]> {
  const pattern = containsPattern(query.q);
  const email = query.q.toLowerCase();
  return rowsOf<MessagingUser>(
    db,
    sql`with candidates as (
        select up.user_id from user_profiles up
        where (${publicProfileSql('up')} or (${recruiterProfileVisibleSql('up')} and ${isRecruiterUserSql(viewerId)}))
          and (up.display_name ilike ${pattern} or up.first_name ilike ${pattern} or up.last_name ilike ${pattern} or up.slug ilike ${pattern})
        union
        select tp.id from profiles tp
        left join user_profiles tup on tup.user_id = tp.id
        where tp.id in (${teammateIdsSql(viewerId)})
          and (tup.display_name ilike ${pattern} or tup.first_name ilike ${pattern} or tup.last_name ilike ${pattern}
            or tup.slug ilike ${pattern} or tp.full_name ilike ${pattern})
        union
        select ep.id from profiles ep where ep.email = ${email}
      )
      select cp.id as "userId", ${displayNameSql('c')} as "displayName", ${avatarUrlSql('c')} as "avatarUrl",
        ${viewerIsAdultSql(viewerId)} and ${minorSql('cup')} as "isUnderEighteen"
      from candidates
      join profiles cp on cp.id = candidates.user_id
      left join user_profiles cup on cup.user_id = cp.id
      where cp.id <> ${viewerId} and ${mutuallyReachableSql(viewerId, sql`cp.id`)}
      order by 2, 1
      limit ${SEARCH.maxResults}`,
  );
}
