/**
 * One statement for the card: the profile row under the access conditions,
 * its first two games with rank and primary role, the current team and the
 * first highlight (issue 11.4). A limited card (a minor on a public surface)
 * never reads the games, team or highlight out of the database.
 */
import { sql } from 'drizzle-orm';
import { playerCardImagePath, type PlayerCard } from '#shared/contracts/player-card.ts';
import type { UsStateCode } from '#shared/recruiting/us-states.ts';
import { playerCardNotFound, type PlayerCardAccess } from '../profiles-policies.ts';
import type { Database } from '#server/db/client.ts';
import { publicProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf, liveRosterRow } from '#server/db/sql.ts';

interface PlayerCardRow {
  slug: string;
  displayName: string;
  gradYear: number | null;
  state: UsStateCode | null;
  fullCard: boolean;
  isPublic: boolean;
  games: PlayerCard['games'];
  team: PlayerCard['team'];
  highlight: PlayerCard['highlight'];
}

export async function loadPlayerCard(db: Pick<Database, 'execute'>, slug: string, access: PlayerCardAccess): Promise<PlayerCard> {
  const [row] = await rowsOf<PlayerCardRow>(
    db,
    sql`select p.slug, p.display_name as "displayName", p.grad_year as "gradYear", p.state,
        ${access.fullCard} as "fullCard", ${publicProfileVisibleSql('p')} as "isPublic",
        case when ${access.fullCard} then (
          select coalesce(json_agg(json_build_object('titleSlug', g.title_slug, 'titleName', g.title_name, 'rank', g.rank,
              'primaryRole', g.primary_role) order by g.position, g.title_name), '[]'::json)
          from (select gp.position, t.slug as title_slug, t.name as title_name, rt.name as rank, gp.primary_role
            from player_game_profiles gp
            join esports_titles t on t.id = gp.esports_title_id
            left join rank_tiers rt on rt.id = gp.current_tier_id
            where gp.user_id = p.user_id
            order by gp.position, t.name
            limit 2) g
        ) else '[]'::json end as games,
        case when ${access.fullCard} then (
          select json_build_object('name', t.name) from team_members m
          join teams t on t.id = m.team_id and t.archived_at is null
          where m.user_id = p.user_id and ${liveRosterRow('m')}
          order by m.joined_at desc, m.id
          limit 1
        ) end as team,
        case when ${access.fullCard} then (
          select json_build_object('title', h.title, 'url', h.url) from player_highlights h
          where h.user_id = p.user_id
          order by h.position, h.id
          limit 1
        ) end as highlight
      from user_profiles p
      where p.slug = ${slug} and ${access.visible}`,
  );
  if (!row) throw playerCardNotFound();
  return {
    slug: row.slug,
    displayName: row.displayName,
    gradYear: row.gradYear,
    state: row.state,
    limited: !row.fullCard,
    games: row.fullCard ? row.games : [],
    team: row.fullCard ? row.team : null,
    highlight: row.fullCard ? row.highlight : null,
    imagePath: row.isPublic ? playerCardImagePath(row.slug) : null,
  };
}
