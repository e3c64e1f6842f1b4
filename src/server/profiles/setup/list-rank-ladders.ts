/**
 * GET /api/rank-ladders: the six profile titles with their ordered tiers (one
 * statement), and the catalog's roles, regions and mains label beside them.
 */
import { sql } from 'drizzle-orm';
import type { RankLaddersResponse } from '#shared/contracts/profile-setup.ts';
import { GAME_CATALOG } from '#shared/recruiting/game-catalog.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

interface LadderRow {
  slug: string;
  season: string;
  tiers: RankLaddersResponse['titles'][number]['tiers'];
}

export async function listRankLadders(db: Database): Promise<RankLaddersResponse> {
  const rows = await rowsOf<LadderRow>(
    db,
    sql`select t.slug, l.season,
        json_agg(json_build_object('id', r.id, 'name', r.name, 'group', r.tier_group, 'ordinal', r.ordinal) order by r.ordinal, r.id) as tiers
      from esports_titles t
      join rank_ladders l on l.esports_title_id = t.id
      join rank_tiers r on r.ladder_id = l.id
      where t.slug in (${sql.join(GAME_CATALOG.map((game) => sql`${game.slug}`), sql`, `)})
      group by t.slug, l.season`,
  );
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return {
    titles: GAME_CATALOG.flatMap((game) => {
      const row = bySlug.get(game.slug);
      if (!row) return [];
      return [
        {
          slug: game.slug,
          name: game.name,
          ladderName: game.ladderName,
          season: row.season,
          mainsLabel: game.mainsLabel,
          roles: [...game.roles],
          regions: [...game.regions],
          tiers: row.tiers,
        },
      ];
    }),
  };
}
