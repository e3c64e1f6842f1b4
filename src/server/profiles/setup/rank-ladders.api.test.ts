import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATALOG } from '#shared/recruiting/game-catalog.ts';
import { playerGameProfiles, rankLadders, rankTiers } from '#server/db/schema/players.ts';
import { esportsTitles } from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { rowsOf } from '#server/db/sql.ts';
import { signUpUser } from '#server/test/test-users.ts';
import { tierOf } from '../../test/profiles/player-test-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ladder = async (slug: string) =>
  (
    await t.database.db
      .select({ name: rankTiers.name, ordinal: rankTiers.ordinal })
      .from(rankTiers)
      .innerJoin(esportsTitles, eq(esportsTitles.id, rankTiers.esportsTitleId))
      .where(eq(esportsTitles.slug, slug))
      .orderBy(rankTiers.ordinal)
  ).map((tier) => tier.name);

describe('rank ladders (migration 0009)', () => {
  it('seeds one ladder for each of the six profile titles', async () => {
    const rows = await t.database.db
      .select({ slug: esportsTitles.slug, ladder: rankLadders.name })
      .from(rankLadders)
      .innerJoin(esportsTitles, eq(esportsTitles.id, rankLadders.esportsTitleId))
      .orderBy(esportsTitles.slug);
    expect(rows).toEqual(
      GAME_CATALOG.map((game) => ({ slug: game.slug, ladder: game.ladderName })).sort((a, b) => a.slug.localeCompare(b.slug)),
    );
  });

  it('orders each ladder low to high with ordinals 1..n', async () => {
    const valorant = await ladder('valorant');
    expect(valorant.slice(0, 3)).toEqual(['Iron 1', 'Iron 2', 'Iron 3']);
    expect(valorant.slice(-4)).toEqual(['Immortal 1', 'Immortal 2', 'Immortal 3', 'Radiant']);
    expect(valorant).toHaveLength(25);
    const lol = await ladder('league-of-legends');
    expect(lol[0]).toBe('Iron IV');
    expect(lol.slice(-4)).toEqual(['Diamond I', 'Master', 'Grandmaster', 'Challenger']);
    expect((await ladder('rocket-league')).slice(-2)).toEqual(['Grand Champion III', 'Supersonic Legend']);
    expect((await ladder('overwatch')).slice(-2)).toEqual(['Champion 1', 'Top 500']);
    expect((await ladder('marvel-rivals')).slice(-3)).toEqual(['Celestial I', 'Eternity', 'One Above All']);
    const cs = await ladder('counter-strike');
    expect([cs[0], cs.at(-1)]).toEqual(['Silver I', 'Global Elite']);
    const [gaps] = await rowsOf<{ bad: number }>(
      t.database.db,
      sql`select count(*)::int as bad from (select ladder_id, max(ordinal) as top, count(*) as n from rank_tiers group by ladder_id) l where l.top <> l.n`,
    );
    expect(gaps!.bad).toBe(0);
  });

  it("refuses a game profile whose rank is a tier of another title's ladder", async () => {
    const user = await signUpUser(t.app);
    const valorant = await tierOf(t.database.db, 'valorant', 'Diamond 2');
    const lol = await tierOf(t.database.db, 'league-of-legends', 'Diamond II');
    await expect(
      t.database.db.insert(playerGameProfiles).values({ userId: user.id, esportsTitleId: valorant.titleId, currentTierId: lol.tierId }),
    ).rejects.toThrow();
    const [row] = await t.database.db
      .insert(playerGameProfiles)
      .values({ userId: user.id, esportsTitleId: valorant.titleId, currentTierId: valorant.tierId })
      .returning();
    expect(row!.currentTierId).toBe(valorant.tierId);
  });
});
