/** Seeds the sample hero table of /mr/cooldowns (demo-mr-cooldowns.ts): every ability row labelled as a sample. Heroes whose name exists are left alone. */
import { mrAbilities, mrHeroes } from '#server/db/schema/mr-cooldowns.ts';
import type { Database } from '#server/db/client.ts';
import { DEMO_MR_HEROES, DEMO_MR_PATCH } from './demo-mr-cooldowns.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function seedDemoMrCooldowns(tx: Tx): Promise<void> {
  const inserted = await tx
    .insert(mrHeroes)
    .values(DEMO_MR_HEROES.map(({ name, role }) => ({ name, role })))
    .onConflictDoNothing()
    .returning({ id: mrHeroes.id, name: mrHeroes.name });
  const idByName = new Map(inserted.map((row) => [row.name, row.id]));
  const abilities = DEMO_MR_HEROES.flatMap((hero) => {
    const heroId = idByName.get(hero.name);
    if (!heroId) return [];
    return hero.abilities.map((ability, index) => ({
      ...ability,
      charges: ability.charges ?? null,
      heroId,
      patch: DEMO_MR_PATCH,
      isSample: true,
      sortOrder: index,
    }));
  });
  if (abilities.length > 0) await tx.insert(mrAbilities).values(abilities);
}
