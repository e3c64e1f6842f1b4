import { sql } from 'drizzle-orm';
import { GAME_CATALOG } from '#shared/game-catalog.ts';
import type { SearchFilters } from '#shared/contracts/player-search.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/teams/team-sql.ts';

/**
 * The recruiter search's filter choices: the six profile titles with their
 * roles (game-catalog.ts) and ladders low to high (rank_tiers), in catalog
 * order. One statement. (Onboarding's GET /api/rank-ladders may replace it.)
 */
export async function listSearchFilters(db: Pick<Database, 'execute'>): Promise<SearchFilters> {
  const ladders = await rowsOf<{ slug: string; tiers: SearchFilters['games'][number]['tiers'] }>(
    db,
    sql`select et.slug, json_agg(json_build_object('id', rt.id, 'name', rt.name, 'ordinal', rt.ordinal) order by rt.ordinal) as tiers
      from esports_titles et join rank_tiers rt on rt.esports_title_id = et.id
      group by et.slug`,
  );
  const tiersBySlug = new Map(ladders.map((ladder) => [ladder.slug, ladder.tiers]));
  return {
    games: GAME_CATALOG.map((game) => ({ slug: game.slug, name: game.name, roles: [...game.roles], tiers: tiersBySlug.get(game.slug) ?? [] })),
  };
}
