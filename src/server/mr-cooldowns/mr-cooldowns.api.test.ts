/**
 * The Marvel Rivals cooldown table (docs/decisions/045): who may use each
 * route (anyone reads; platform staff write; everyone else signed in 403 and
 * signed out 401, nothing changed), then what the routes do and refuse.
 * The cast is signed up once; each call works on fresh rows.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MR_LIMITS, MR_TEXTS, type MrHeroList } from '#shared/contracts/mr-cooldowns.ts';
import { claimedColleges, signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { mrAbilities, mrHeroes } from '#server/db/schema/mr-cooldowns.ts';
import { DEMO_MR_HEROES, DEMO_MR_PATCH } from '#server/seed/demo-mr-cooldowns.ts';
import { seedDemoMrCooldowns } from '#server/seed/seed-demo-mr-cooldowns.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { MR_ACTORS, MR_PRIVILEGED, mrCooldownsAccessMatrix, type MrActor } from '../test/mr-cooldowns/mr-cooldowns.matrix.ts';

type SignedIn = Exclude<MrActor, 'anonymous'>;

let t: TestApp;
const users = {} as Record<SignedIn, TestUser>;
let counter = 0;

const uniqueName = (prefix: string) => `${prefix} ${++counter} ${crypto.randomUUID().slice(0, 8)}`;

async function freshHero(): Promise<string> {
  const [row] = await t.app.ctx.db.insert(mrHeroes).values({ name: uniqueName('Hero'), role: 'duelist' }).returning({ id: mrHeroes.id });
  return row!.id;
}

async function freshAbility(heroId?: string): Promise<string> {
  const [row] = await t.app.ctx.db
    .insert(mrAbilities)
    .values({ heroId: heroId ?? (await freshHero()), name: uniqueName('Ability'), slot: 'E', cooldownSeconds: 12, patch: 'Test patch', isSample: false })
    .returning({ id: mrAbilities.id });
  return row!.id;
}

const abilityBody = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('Ability'),
  slot: 'Shift',
  cooldownSeconds: 12.5,
  charges: null,
  patch: 'Season 9.5',
  isSample: false,
  sortOrder: 0,
  ...overrides,
});

async function digestsWithoutCounters() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

const as = (actor: SignedIn) => ({ cookie: users[actor].cookie });

beforeAll(async () => {
  t = await createTestApp();
  const [college] = await claimedColleges(t.app.ctx.db, 1, 90);
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  users.team_manager = await signUpScoped(t.app, ['recruit_team_manager'], null);
  users.college_admin = await signUpScoped(t.app, ['programs_college_admin'], college!.id);
  users.college_staff = await signUpScoped(t.app, ['programs_college_staff'], college!.id);
  for (const role of MR_PRIVILEGED) users[role as SignedIn] = await signUpScoped(t.app, [role as 'yes_staff'], null);
});
afterAll(async () => t.close());

describe('access matrix', () => {
  describeAccessMatrix(mrCooldownsAccessMatrix, {
    app: () => t.app,
    cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
    fixture: () => ({ freshHero, freshAbility: () => freshAbility(), uniqueName }),
    callers: MR_ACTORS,
    unchanged: { snapshot: digestsWithoutCounters, when: (status) => status >= 400 },
  });
});

describe('reading the table', () => {
  it('lists heroes by role then name, each with its abilities by order, cooldowns as numbers', async () => {
    const db = t.app.ctx.db;
    const [a] = await db.insert(mrHeroes).values({ name: 'AAA Read Strategist', role: 'strategist' }).returning({ id: mrHeroes.id });
    const [b] = await db.insert(mrHeroes).values({ name: 'AAA Read Duelist', role: 'duelist' }).returning({ id: mrHeroes.id });
    await db.insert(mrAbilities).values([
      { heroId: a!.id, name: 'Second', slot: 'E', cooldownSeconds: 7.5, charges: 2, patch: 'P1', isSample: true, sortOrder: 1 },
      { heroId: a!.id, name: 'First', slot: 'Shift', cooldownSeconds: 600, patch: 'P1', isSample: false, sortOrder: 0 },
    ]);
    const response = await t.app.inject({ method: 'GET', url: '/api/mr/heroes' });
    expect(response.statusCode).toBe(200);
    const { heroes } = response.json() as MrHeroList;
    const names = heroes.map((hero) => hero.name);
    expect(names.indexOf('AAA Read Duelist')).toBeLessThan(names.indexOf('AAA Read Strategist'));
    const roles = heroes.map((hero) => hero.role);
    expect(roles).toEqual([...roles].sort());
    const strategist = heroes.find((hero) => hero.id === a!.id)!;
    expect(strategist.abilities.map((ability) => [ability.name, ability.cooldownSeconds, ability.charges, ability.patch, ability.isSample])).toEqual([
      ['First', 600, null, 'P1', false],
      ['Second', 7.5, 2, 'P1', true],
    ]);
    expect(heroes.find((hero) => hero.id === b!.id)!.abilities).toEqual([]);
  });
});

describe('writing the table', () => {
  it('creates a hero, adds an ability with its patch, edits and deletes it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/mr/heroes', headers: as('yes_staff'), payload: { name: '  Write Hero  ', role: 'vanguard' } });
    expect(created.statusCode).toBe(201);
    const hero = created.json();
    expect(hero).toMatchObject({ name: 'Write Hero', role: 'vanguard', abilities: [] });

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/mr/heroes/${hero.id}/abilities`,
      headers: as('yes_staff'),
      payload: abilityBody({ name: 'Leap', cooldownSeconds: 8.5, charges: 2, patch: 'Season 9.5', isSample: true }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const ability = added.json();
    expect(ability).toMatchObject({ heroId: hero.id, name: 'Leap', slot: 'Shift', cooldownSeconds: 8.5, charges: 2, patch: 'Season 9.5', isSample: true });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/mr/abilities/${ability.id}`,
      headers: as('yes_developer'),
      payload: { cooldownSeconds: 10, patch: 'Season 10', isSample: false, charges: null },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Leap', cooldownSeconds: 10, charges: null, patch: 'Season 10', isSample: false });
    const [row] = await t.app.ctx.db.select().from(mrAbilities).where(eq(mrAbilities.id, ability.id));
    expect(row!.updatedBy).toBe(users.yes_developer.id);

    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/mr/heroes/${hero.id}`, headers: as('yes_admin'), payload: { name: 'Write Hero II' } });
    expect(renamed.json()).toMatchObject({ name: 'Write Hero II', role: 'vanguard', abilities: [{ id: ability.id }] });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/mr/heroes/${hero.id}`, headers: as('yes_admin') });
    expect(deleted.statusCode).toBe(204);
    expect(await t.app.ctx.db.select().from(mrAbilities).where(eq(mrAbilities.heroId, hero.id))).toEqual([]);
  });

  it('deletes one ability', async () => {
    const abilityId = await freshAbility();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/mr/abilities/${abilityId}`, headers: as('yes_staff') })).statusCode).toBe(204);
    expect(await t.app.ctx.db.select().from(mrAbilities).where(eq(mrAbilities.id, abilityId))).toEqual([]);
  });
});

describe('refusals and bad input (400/404/409, nothing changes)', () => {
  const refused = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object | undefined, status: number) => {
    const before = await digestsWithoutCounters();
    const response = await t.app.inject({ method, url, headers: as('yes_admin'), ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    expect(await digestsWithoutCounters()).toEqual(before);
    return response.json().error as { code: string; message: string; fields?: Record<string, string> };
  };

  it.each([
    [{ cooldownSeconds: 601 }, 'cooldownSeconds', 'Cooldown must be between 0 and 600 seconds'],
    [{ cooldownSeconds: -1 }, 'cooldownSeconds', 'Cooldown must be between 0 and 600 seconds'],
    [{ cooldownSeconds: 12.25 }, 'cooldownSeconds', 'Cooldown has at most one decimal (tenths of a second)'],
    [{ cooldownSeconds: '12' }, 'cooldownSeconds', 'Cooldown must be a number of seconds'],
    [{ charges: 1 }, 'charges', 'Charges must be between 2 and 9 (leave empty for one)'],
    [{ charges: 2.5 }, 'charges', 'Charges must be a whole number'],
    [{ patch: '   ' }, 'patch', 'Patch is required'],
    [{ patch: undefined }, 'patch', 'Patch is required'],
    [{ name: '' }, 'name', 'Ability name is required'],
    [{ slot: 'x'.repeat(21) }, 'slot', 'Key or slot must be at most 20 characters'],
    [{ isSample: 'yes' }, 'isSample', 'Say whether the values are samples'],
  ])('a new ability with %j is refused on %s', async (overrides, field, message) => {
    const heroId = await freshHero();
    const error = await refused('POST', `/api/mr/heroes/${heroId}/abilities`, abilityBody(overrides), 400);
    expect(error.fields?.[field]).toBe(message);
  });

  it('an ability edit over 600 s is refused', async () => {
    const error = await refused('PATCH', `/api/mr/abilities/${await freshAbility()}`, { cooldownSeconds: 1000 }, 400);
    expect(error.fields?.cooldownSeconds).toBe('Cooldown must be between 0 and 600 seconds');
  });

  it('a hero with an unknown role or no name is refused', async () => {
    expect((await refused('POST', '/api/mr/heroes', { name: 'Role Hero', role: 'healer' }, 400)).fields?.role).toBe('Choose Vanguard, Duelist or Strategist');
    expect((await refused('POST', '/api/mr/heroes', { name: ' ', role: 'duelist' }, 400)).fields?.name).toBe('Hero name is required');
  });

  it('a hero name or an ability name of the same hero taken: 409 on the name field', async () => {
    const [taken] = await t.app.ctx.db.select({ name: mrHeroes.name }).from(mrHeroes).where(eq(mrHeroes.id, await freshHero()));
    expect((await refused('POST', '/api/mr/heroes', { name: taken!.name, role: 'duelist' }, 409)).fields?.name).toBe(MR_TEXTS.heroTaken);
    const other = await freshHero();
    expect((await refused('PATCH', `/api/mr/heroes/${other}`, { name: taken!.name }, 409)).fields?.name).toBe(MR_TEXTS.heroTaken);

    const heroId = await freshHero();
    const abilityId = await freshAbility(heroId);
    const [ability] = await t.app.ctx.db.select({ name: mrAbilities.name }).from(mrAbilities).where(eq(mrAbilities.id, abilityId));
    const error = await refused('POST', `/api/mr/heroes/${heroId}/abilities`, abilityBody({ name: ability!.name }), 409);
    expect(error.fields?.name).toBe(MR_TEXTS.abilityTaken);
  });

  it('unknown heroes and abilities: 404', async () => {
    const none = '00000000-0000-4000-8000-00000000ffff';
    expect((await refused('PATCH', `/api/mr/heroes/${none}`, { role: 'duelist' }, 404)).message).toBe(MR_TEXTS.heroNotFound);
    expect((await refused('DELETE', `/api/mr/heroes/${none}`, undefined, 404)).message).toBe(MR_TEXTS.heroNotFound);
    expect((await refused('POST', `/api/mr/heroes/${none}/abilities`, abilityBody(), 404)).message).toBe(MR_TEXTS.heroNotFound);
    expect((await refused('PATCH', `/api/mr/abilities/${none}`, { slot: 'Q' }, 404)).message).toBe(MR_TEXTS.abilityNotFound);
    expect((await refused('DELETE', `/api/mr/abilities/${none}`, undefined, 404)).message).toBe(MR_TEXTS.abilityNotFound);
  });

  it(`a hero holds at most ${MR_LIMITS.abilitiesPerHero} abilities`, async () => {
    const heroId = await freshHero();
    await t.app.ctx.db.insert(mrAbilities).values(
      Array.from({ length: MR_LIMITS.abilitiesPerHero }, (_, index) => ({ heroId, name: `Full ${index}`, slot: 'E', cooldownSeconds: 5, patch: 'P', isSample: false })),
    );
    expect((await refused('POST', `/api/mr/heroes/${heroId}/abilities`, abilityBody(), 409)).message).toBe(MR_TEXTS.tooManyAbilities);
  });

  it('the database refuses a cooldown past 600 s written around the API', async () => {
    const heroId = await freshHero();
    await expect(
      t.app.ctx.db.execute(sql`insert into mr_abilities (hero_id, name, slot, cooldown_seconds, patch) values (${heroId}, 'Raw', 'E', 600.5, 'P')`),
    ).rejects.toThrow();
  });
});

describe('demo seed', () => {
  it('labels every seeded ability as a sample of the sample patch, and a second run adds nothing', async () => {
    await t.app.ctx.db.transaction((tx) => seedDemoMrCooldowns(tx));
    await t.app.ctx.db.transaction((tx) => seedDemoMrCooldowns(tx));
    const { heroes } = (await t.app.inject({ method: 'GET', url: '/api/mr/heroes' })).json() as MrHeroList;
    const seeded = heroes.filter((hero) => DEMO_MR_HEROES.some((demo) => demo.name === hero.name));
    expect(seeded).toHaveLength(DEMO_MR_HEROES.length);
    const abilities = seeded.flatMap((hero) => hero.abilities);
    expect(abilities).toHaveLength(DEMO_MR_HEROES.reduce((sum, hero) => sum + hero.abilities.length, 0));
    expect(abilities.every((ability) => ability.isSample && ability.patch === DEMO_MR_PATCH)).toBe(true);
  });
});
