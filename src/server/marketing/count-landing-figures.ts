/**
 * The landing page's figures (issue 26 item 5, docs/decisions/070), counted in three statements whatever
 * the data: the four totals, the counts per game, and the newest real stories. Nothing here reads a
 * session: the answer is the same for everyone and is cached.
 * - programs: every college program listed in the directory;
 * - members: accounts that can sign in (a sign-in method), without those asking for deletion;
 * - games: the active esports titles;
 * - commitments and stories: recruiting outcomes confirmed by the college and public by decision 041's rule
 *   (outcomePublicSql: the player's consent, and for a minor the guardian's too). A story carries display
 *   name, class year and state only, as every outcome surface does.
 */
import { sql } from 'drizzle-orm';
import { LANDING_STORIES_MAX, type LandingFigures, type LandingGameFigures, type LandingStory } from '#shared/contracts/marketing.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { outcomePublicSql } from '#server/outcomes/outcome-access-sql.ts';

type Executor = Pick<Database, 'execute'>;

const confirmedPublic = sql`o.confirmed_at is not null and ${outcomePublicSql('o', 'up')}`;

export async function countLandingFigures(db: Executor): Promise<LandingFigures> {
  const [totals] = await rowsOf<Omit<LandingFigures, 'byGame' | 'stories' | 'countedAt'>>(
    db,
    sql`select
        (select count(*)::int from college_programs) as programs,
        (select count(*)::int from profiles p
          where exists (select 1 from accounts a where a.user_id = p.id)
            and not exists (select 1 from user_profiles d where d.user_id = p.id and d.deletion_requested_at is not null)) as members,
        (select count(*)::int from esports_titles where active) as games,
        (select count(*)::int from recruiting_outcomes o join user_profiles up on up.user_id = o.player_user_id where ${confirmedPublic}) as commitments,
        exists (select 1 from colleges where is_demo) as "includesDemoData"`,
  );
  const byGame = await rowsOf<LandingGameFigures>(
    db,
    sql`select t.slug, t.name,
        (select count(distinct g.user_id)::int from player_game_profiles g
          where g.esports_title_id = t.id
            and not exists (select 1 from user_profiles d where d.user_id = g.user_id and d.deletion_requested_at is not null)) as players,
        (select count(*)::int from college_programs cp where cp.esports_title_id = t.id) as programs
      from esports_titles t
      where t.active
      order by t.name, t.id`,
  );
  const stories = await rowsOf<LandingStory>(
    db,
    sql`select o.id, o.status, up.display_name as "displayName", up.grad_year as "classYear", up.state,
        c.name as "collegeName", t.name as "titleName"
      from recruiting_outcomes o
      join user_profiles up on up.user_id = o.player_user_id
      join colleges c on c.id = o.college_id
      left join esports_titles t on t.id = o.esports_title_id
      where ${confirmedPublic}
      order by o.confirmed_at desc, o.id desc
      limit ${LANDING_STORIES_MAX}`,
  );
  if (!totals) throw new Error('landing figures: the totals statement returned no row');
  return { ...totals, byGame, stories, countedAt: new Date().toISOString() };
}
