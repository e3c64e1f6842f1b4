/**
 * The player's college preferences (docs/decisions/030, "Preferences and the
 * match on the college side"): GET, PUT and DELETE /api/profile/match-preferences
 * for the signed-in player's own row only; the home ZIP resolved to its
 * centroid; bad input refused with field messages and nothing changed; the
 * database refusing what the contract refuses.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_TEXTS, type MatchPreferencesBodyInput, type MatchPreferencesResponse } from '#shared/contracts/match.ts';
import type { Role } from '#shared/access/roles.ts';
import { RILEY_STORED_PREFERENCES } from '#shared/test/match/match-test-data.ts';
import { playerMatchPreferences } from '#server/db/schema/match.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

const URL = '/api/profile/match-preferences';

let t: TestApp;
let player: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  player = await signUpUser(t.app);
  other = await signUpUser(t.app);
});
afterAll(async () => t.close());

const get = (user: TestUser | null) => t.app.inject({ method: 'GET', url: URL, headers: user ? { cookie: user.cookie } : {} });
const put = (user: TestUser | null, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { origin: 'http://localhost:3000', ...(user ? { cookie: user.cookie } : {}) }, payload: payload as object });
const del = (user: TestUser | null) => t.app.inject({ method: 'DELETE', url: URL, headers: { origin: 'http://localhost:3000', ...(user ? { cookie: user.cookie } : {}) } });

/** Riley's preferences of the worked example, with a home ZIP in Oklahoma City and a distance, as sent: one slider moved. */
const RILEY: MatchPreferencesBodyInput = { ...RILEY_STORED_PREFERENCES, importance: { scholarship: 5 } };

describe('GET, PUT and DELETE /api/profile/match-preferences', () => {
  it('starts with no preferences, saves the whole set with the ZIP resolved, reads it back and clears it', async () => {
    expect((await get(player)).json()).toEqual({ preferences: null });

    const saved = await put(player, RILEY);
    expect(saved.statusCode, saved.body).toBe(200);
    const { preferences } = saved.json() as MatchPreferencesResponse;
    // Sliders never moved read as neutral (3).
    expect(preferences).toMatchObject(RILEY_STORED_PREFERENCES);
    expect(preferences!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await get(player)).json()).toEqual({ preferences });

    // The ZIP's centroid is stored for the distance part of the location factor (Oklahoma City, 73102).
    const [row] = await t.database.db.select().from(playerMatchPreferences).where(eq(playerMatchPreferences.userId, player.id));
    expect(row!.homeLatitude).toBeCloseTo(35.47, 1);
    expect(row!.homeLongitude).toBeCloseTo(-97.52, 1);

    // PUT replaces the whole set: what is not sent is cleared.
    const replaced = (await put(player, { states: ['CA'] })).json() as MatchPreferencesResponse;
    expect(replaced.preferences).toMatchObject({ states: ['CA'], homeZip: null, maxDistanceMiles: null, sizes: [], budgetPerYear: null, hard: [] });
    const [cleared] = await t.database.db.select().from(playerMatchPreferences).where(eq(playerMatchPreferences.userId, player.id));
    expect([cleared!.homeLatitude, cleared!.homeLongitude]).toEqual([null, null]);

    const deleted = await del(player);
    expect(deleted.statusCode).toBe(204);
    expect((await get(player)).json()).toEqual({ preferences: null });
    // Clearing twice is fine.
    expect((await del(player)).statusCode).toBe(204);
  });

  it('is each user’s own: another user neither reads nor changes them', async () => {
    await put(player, RILEY);
    expect((await get(other)).json()).toEqual({ preferences: null });
    await put(other, { states: ['WA'] });
    expect(((await get(player)).json() as MatchPreferencesResponse).preferences?.states).toEqual(['OK', 'TX']);
    await del(other);
    expect(((await get(player)).json() as MatchPreferencesResponse).preferences?.states).toEqual(['OK', 'TX']);
    // No route takes a user id: there is no address for someone else's preferences.
    const bySlug = await t.app.inject({ method: 'GET', url: `${URL}/${player.id}`, headers: { cookie: other.cookie } });
    expect(bySlug.statusCode).toBe(404);
  });

  it('answers 401 signed out and changes nothing', async () => {
    const before = await tableDigests(t.database.db);
    for (const response of [await get(null), await put(null, RILEY), await del(null)]) {
      expect(response.statusCode).toBe(401);
    }
    expect(await tableDigests(t.database.db)).toEqual(before);
  });

  it('lets player-type accounts (players, team managers, platform staff) keep preferences and refuses recruiters, parents and guardians with 403', async () => {
    const cases: [Role[], number][] = [
      [['recruit_player'], 200],
      [['recruit_team_manager'], 200],
      [['yes_admin'], 200],
      [['programs_college_admin'], 403],
      [['programs_college_staff'], 403],
      [['programs_college_admissions'], 403],
      [['coaching_program_coach_college_coach'], 403],
      [['family_parent'], 403],
      [['family_guardian'], 403],
    ];
    const [college] = await t.database.db.execute(sql`select id from colleges order by name, id limit 1`).then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    for (const [roles, status] of cases) {
      const user = await signUpUser(t.app);
      // Every test account signs up as a player (recruit_player); staff roles come on top, as in life.
      await t.database.db
        .insert(userRoles)
        .values(roles.map((role) => ({ userId: user.id, role, collegeId: role.startsWith('programs_college') ? college!.id : null })))
        .onConflictDoNothing();
      const before = await tableDigests(t.database.db);
      expect((await get(user)).statusCode, roles.join()).toBe(status);
      expect((await put(user, { states: ['TX'] })).statusCode, roles.join()).toBe(status);
      if (status === 403) {
        expect((await put(user, { states: ['TX'] })).json()).toMatchObject({ error: { code: 'forbidden', message: MATCH_TEXTS.notForYou } });
        expect((await del(user)).statusCode).toBe(403);
        expect(await tableDigests(t.database.db)).toEqual(before);
      } else {
        expect((await del(user)).statusCode).toBe(204);
      }
    }
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    await put(player, RILEY);
    const before = await tableDigests(t.database.db);
    const allStates = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP'];
    const cases: [unknown, string, string][] = [
      [{ states: ['TX', 'XX'] }, 'states.1', 'Choose a state from the list'],
      [{ states: [...allStates, 'TX'] }, 'states', `Too big: expected array to have <=${allStates.length} items`],
      [{ states: ['TX', 'TX'] }, 'states', MATCH_TEXTS.duplicate],
      [{ maxDistanceMiles: 100 }, 'homeZip', MATCH_TEXTS.distanceNeedsZip],
      [{ homeZip: '7310' }, 'homeZip', MATCH_TEXTS.homeZip],
      [{ homeZip: '00000' }, 'homeZip', MATCH_TEXTS.unknownZip],
      [{ homeZip: '73102', maxDistanceMiles: 0 }, 'maxDistanceMiles', 'Distance must be 1 to 3000 miles'],
      [{ homeZip: '73102', maxDistanceMiles: 3001 }, 'maxDistanceMiles', 'Distance must be 1 to 3000 miles'],
      [{ budgetPerYear: -1 }, 'budgetPerYear', 'Budget cannot be negative'],
      [{ budgetPerYear: 100_001 }, 'budgetPerYear', 'Budget must be at most $100,000 a year'],
      [{ sizes: ['huge'] }, 'sizes.0', 'Choose a campus size'],
      [{ control: 'nonprofit' }, 'control', 'Choose public or private'],
      [{ levelsSought: ['pro'] }, 'levelsSought.0', 'Choose a level'],
      [{ importance: { academics: 6 } }, 'importance.academics', MATCH_TEXTS.importance],
      [{ importance: { location: 0 } }, 'importance.location', MATCH_TEXTS.importance],
      [{ importance: { scholarship: 2.5 } }, 'importance.scholarship', MATCH_TEXTS.importance],
      [{ hard: ['location'] }, 'hard.0', MATCH_TEXTS.hardLocation],
      [{ hard: ['scholarship'], needsScholarship: false }, 'hard.0', MATCH_TEXTS.hardScholarship],
      [{ states: ['TX'], hard: ['location', 'budget'] }, 'hard.1', MATCH_TEXTS.hardBudget],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(player, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json() as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation');
      expect(body.error.fields[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await tableDigests(t.database.db)).toEqual(before);
  });

  it('has the database refuse what the contract refuses', async () => {
    const db = t.database.db;
    const bad: Partial<typeof playerMatchPreferences.$inferInsert>[] = [
      { states: ['XX'] },
      { maxDistanceMiles: 100 },
      { homeZip: '73102' },
      { homeZip: 'abcde', homeLatitude: 1, homeLongitude: 1 },
      { budgetPerYear: -5 },
      { importanceAcademics: 6 },
      { importanceEsportsLevel: 0 },
      { control: 'nonprofit' },
      { hard: ['charisma'] },
      { hard: ['size'] },
      { hard: ['scholarship'], needsScholarship: false },
    ];
    for (const columns of bad) {
      await expect(db.insert(playerMatchPreferences).values({ userId: other.id, ...columns }), JSON.stringify(columns)).rejects.toThrow();
    }
    expect(await db.$count(playerMatchPreferences, eq(playerMatchPreferences.userId, other.id))).toBe(0);
  });
});
