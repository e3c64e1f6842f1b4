/**
 * Access matrix of the Marvel Rivals cooldown table (docs/decisions/045, 055;
 * run by mr-cooldowns.api.test.ts): anyone reads; platform staff write;
 * everyone else signed in 403 with the staff-only message and signed out
 * 401, nothing changed (the runner's snapshot). Each call works on fresh rows.
 */
import { expect } from 'vitest';
import { MR_TEXTS } from '#shared/contracts/mr-cooldowns.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type RouteKey } from '#server/test/access-matrix.ts';

export const MR_ACTORS = ['anonymous', 'player', 'guardian', 'team_manager', 'college_admin', 'college_staff', 'yes_staff', 'yes_developer', 'yes_admin'] as const;
export type MrActor = (typeof MR_ACTORS)[number];
export const MR_PRIVILEGED: readonly MrActor[] = ['yes_staff', 'yes_developer', 'yes_admin'];

export interface MrFixture {
  freshHero(): Promise<string>;
  freshAbility(): Promise<string>;
  uniqueName(prefix: string): string;
}

const abilityBody = (f: MrFixture) => ({ name: f.uniqueName('Ability'), slot: 'Shift', cooldownSeconds: 12.5, charges: null, patch: 'Season 9.5', isSample: false, sortOrder: 0 });

function mrRoute(route: RouteKey, request: (f: MrFixture) => Promise<MatrixRequest>, allowed: number, publicRead = false): AccessMatrixEntry<MrActor, MrFixture> {
  return {
    route,
    request,
    expect: Object.fromEntries(
      MR_ACTORS.map((actor) => [
        actor,
        publicRead || MR_PRIVILEGED.includes(actor)
          ? allowed
          : actor === 'anonymous'
            ? 401
            : { status: 403, check: (response) => expect(response.json().error.message).toBe(MR_TEXTS.onlyStaff) },
      ]),
    ),
  };
}

export const mrCooldownsAccessMatrix = defineAccessMatrix<MrActor, MrFixture>({
  module: 'src/server/test/mr-cooldowns/mr-cooldowns.matrix.ts',
  entries: [
    mrRoute('GET /api/mr/heroes', async () => ({}), 200, true),
    mrRoute('POST /api/mr/heroes', async (f) => ({ payload: { name: f.uniqueName('New hero'), role: 'vanguard' } }), 201),
    mrRoute('PATCH /api/mr/heroes/:heroId', async (f) => ({ params: { heroId: await f.freshHero() }, payload: { role: 'strategist' } }), 200),
    mrRoute('DELETE /api/mr/heroes/:heroId', async (f) => ({ params: { heroId: await f.freshHero() } }), 204),
    mrRoute('POST /api/mr/heroes/:heroId/abilities', async (f) => ({ params: { heroId: await f.freshHero() }, payload: abilityBody(f) }), 201),
    mrRoute('PATCH /api/mr/abilities/:abilityId', async (f) => ({ params: { abilityId: await f.freshAbility() }, payload: { cooldownSeconds: 30 } }), 200),
    mrRoute('DELETE /api/mr/abilities/:abilityId', async (f) => ({ params: { abilityId: await f.freshAbility() } }), 204),
  ],
});
