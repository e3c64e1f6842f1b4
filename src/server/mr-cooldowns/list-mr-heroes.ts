import { asc, eq } from 'drizzle-orm';
import type { MrAbility, MrHero, MrHeroList, MrHeroRole } from '#shared/contracts/mr-cooldowns.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { mrAbilities, mrHeroes } from '#server/db/schema/mr-cooldowns.ts';

type Reader = Pick<Database, 'select'>;

const abilityColumns = {
  id: mrAbilities.id,
  heroId: mrAbilities.heroId,
  name: mrAbilities.name,
  slot: mrAbilities.slot,
  cooldownSeconds: mrAbilities.cooldownSeconds,
  charges: mrAbilities.charges,
  patch: mrAbilities.patch,
  isSample: mrAbilities.isSample,
  sortOrder: mrAbilities.sortOrder,
  updatedAt: mrAbilities.updatedAt,
};

function toAbility(row: { updatedAt: Date; cooldownSeconds: number | string } & Omit<MrAbility, 'updatedAt' | 'cooldownSeconds'>): MrAbility {
  return { ...row, cooldownSeconds: Number(row.cooldownSeconds), updatedAt: row.updatedAt.toISOString() };
}

/** Every hero with its abilities in two statements (heroes, then all abilities), ordered by unique tie-breakers. */
export async function listMrHeroes(ctx: AppContext): Promise<MrHeroList> {
  const heroes = await ctx.db
    .select({ id: mrHeroes.id, name: mrHeroes.name, role: mrHeroes.role })
    .from(mrHeroes)
    .orderBy(asc(mrHeroes.role), asc(mrHeroes.name), asc(mrHeroes.id));
  const abilities = await ctx.db
    .select(abilityColumns)
    .from(mrAbilities)
    .orderBy(asc(mrAbilities.heroId), asc(mrAbilities.sortOrder), asc(mrAbilities.name), asc(mrAbilities.id));
  const byHero = new Map<string, MrAbility[]>();
  for (const row of abilities) {
    const list = byHero.get(row.heroId) ?? [];
    list.push(toAbility(row));
    byHero.set(row.heroId, list);
  }
  return {
    heroes: heroes.map((hero) => ({ ...hero, role: hero.role as MrHeroRole, abilities: byHero.get(hero.id) ?? [] })),
  };
}

/** One hero with its abilities (the answer of the hero writes). */
export async function getMrHero(db: Reader, heroId: string): Promise<MrHero | null> {
  const [hero] = await db.select({ id: mrHeroes.id, name: mrHeroes.name, role: mrHeroes.role }).from(mrHeroes).where(eq(mrHeroes.id, heroId));
  if (!hero) return null;
  const abilities = await db
    .select(abilityColumns)
    .from(mrAbilities)
    .where(eq(mrAbilities.heroId, heroId))
    .orderBy(asc(mrAbilities.sortOrder), asc(mrAbilities.name), asc(mrAbilities.id));
  return { ...hero, role: hero.role as MrHeroRole, abilities: abilities.map(toAbility) };
}

/** One ability (the answer of the ability writes). */
export async function getMrAbility(db: Reader, abilityId: string): Promise<MrAbility | null> {
  const [row] = await db.select(abilityColumns).from(mrAbilities).where(eq(mrAbilities.id, abilityId));
  return row ? toAbility(row) : null;
}
