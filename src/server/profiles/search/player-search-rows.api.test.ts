/**
 * The search rows (docs/decisions/023, migration 0011): after every write
 * path that changes a profile or its games, `player_search_rows` (the
 * recruiter search's) and `profile_search_rows` (the header search's) equal
 * their definitions (the views `*_definitions`), kept by the migration's
 * triggers alone. Each step also checks that the player's rows changed as
 * the step says, so a missing trigger leaves a row stale or missing and the
 * comparison fails.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { playerMatchPreferences } from '#server/db/schema/match.ts';
import { playerGameProfiles } from '#server/db/schema/players.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { rowsOf } from '#server/db/sql.ts';
import { insertTeam, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { confirmFromOutbox, me, outboxFor, signUpUser, TEST_PASSWORD, type TestUser } from '#server/test/test-users.ts';
import { birthDateForAge } from '../../seed/birth-date-for-age.ts';
import { tierOf } from '../../test/profiles/player-test-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface SearchRow {
  esportsTitleId: string;
  isMain: boolean;
  tierOrdinal: number | null;
  primaryRole: string | null;
  gradYear: number | null;
  state: string | null;
  isPublished: boolean;
  visibility: string;
  deletionRequestedAt: string | null;
  birthDate: string | null;
  guardianApprovedVisibility: string | null;
  updatedAt: string;
}

/** Rows of either table that differ from the definition, and rows of the definitions the tables lack. */
async function differences() {
  return rowsOf<{ kind: string; userId: string }>(
    t.database.db,
    sql`select 'stale player row' as kind, user_id as "userId"
        from (select * from player_search_rows except select * from player_search_row_definitions) stale
      union all
      select 'missing player row', user_id from (select * from player_search_row_definitions except select * from player_search_rows) missing
      union all
      select 'stale profile row', user_id from (select * from profile_search_rows except select * from profile_search_row_definitions) stale
      union all
      select 'missing profile row', user_id from (select * from profile_search_row_definitions except select * from profile_search_rows) missing`,
  );
}

/** The profile's header-search row (its lowercased search text and the rule's columns), if any. */
async function profileRowOf(userId: string) {
  const [row] = await rowsOf<{ searchText: string; isPublished: boolean; visibility: string; birthDate: string | null }>(
    t.database.db,
    sql`select search_text as "searchText", is_published as "isPublished", visibility, birth_date::text as "birthDate"
      from profile_search_rows where user_id = ${userId}`,
  );
  return row;
}

/** A new player with game profiles written to the table directly (no route): Valorant Gold 1 first, League of Legends Gold I second. */
async function playerWithTwoGames() {
  const db = t.database.db;
  const player = await signUpUser(t.app);
  const gold1 = await tierOf(db, 'valorant', 'Gold 1');
  const gold1Lol = await tierOf(db, 'league-of-legends', 'Gold I');
  await db.insert(playerGameProfiles).values([
    { userId: player.id, esportsTitleId: gold1.titleId, currentTierId: gold1.tierId, position: 0 },
    { userId: player.id, esportsTitleId: gold1Lol.titleId, currentTierId: gold1Lol.tierId, position: 1 },
  ]);
  return { player, gold1, gold1Lol };
}

/** The player's rows, main game first. */
async function rowsOfPlayer(userId: string) {
  return rowsOf<SearchRow>(
    t.database.db,
    sql`select esports_title_id as "esportsTitleId", is_main as "isMain", tier_ordinal as "tierOrdinal", primary_role as "primaryRole",
        grad_year as "gradYear", state, is_published as "isPublished", visibility, deletion_requested_at::text as "deletionRequestedAt",
        birth_date::text as "birthDate", guardian_approved_visibility as "guardianApprovedVisibility", updated_at::text as "updatedAt"
      from player_search_rows where user_id = ${userId} order by is_main desc, esports_title_id`,
  );
}

/** The table equals its definition, and the player's rows are what `check` expects. */
async function expectRows(userId: string, check: (rows: SearchRow[]) => void) {
  expect(await differences()).toEqual([]);
  check(await rowsOfPlayer(userId));
}

const headers = (user: TestUser) => ({ cookie: user.cookie });
const put = (user: TestUser, step: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/profile/setup/${step}`, headers: headers(user), payload });
async function ok(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

const titleIdOf = async (slug: string) => (await tierOf(t.database.db, slug, slug === 'valorant' ? 'Gold 1' : 'Gold I')).titleId;
const game = (titleSlug: string, currentTierId: string | null, primaryRole: string) => ({
  titleSlug,
  inGameName: `${titleSlug}-name`,
  primaryRole,
  currentTierId,
  peakTierId: currentTierId,
});

describe('player_search_rows follows every write path', () => {
  it('onboarding, in-place edits, games added, reordered, re-ranked and removed, and the account edit', async () => {
    const db = t.database.db;
    const player = await signUpUser(t.app);
    await expectRows(player.id, (rows) => expect(rows).toEqual([]));
    expect(await profileRowOf(player.id)).toMatchObject({ isPublished: false, visibility: 'private' });
    const valorant = await titleIdOf('valorant');
    const rocket = await titleIdOf('rocket-league');
    const gold1 = await tierOf(db, 'valorant', 'Gold 1');
    const diamond2 = await tierOf(db, 'valorant', 'Diamond 2');
    const champion = await tierOf(db, 'rocket-league', 'Champion I');

    const slug = `row-player-${Date.now()}`;
    await ok(put(player, 'identity', { displayName: 'Row Player', slug, firstName: 'Rowena', lastName: 'Quill', state: 'TX', timeZone: 'America/Chicago' }));
    expect((await profileRowOf(player.id))!.searchText).toBe(`row player\n${slug}\nrowena\nquill`);
    await ok(put(player, 'games', { games: [game('valorant', gold1.tierId, 'Duelist'), game('rocket-league', null, 'Striker')] }));
    await expectRows(player.id, (rows) => {
      expect(rows).toMatchObject([
        { esportsTitleId: valorant, isMain: true, tierOrdinal: gold1.ordinal, primaryRole: 'Duelist', state: 'TX', isPublished: false, visibility: 'private' },
        { esportsTitleId: rocket, isMain: false, tierOrdinal: null, primaryRole: 'Striker' },
      ]);
    });
    await ok(put(player, 'academics', { gradYear: new Date().getUTCFullYear() + 1, academicsVisibility: 'recruiters' }));
    await ok(put(player, 'visibility', { visibility: 'recruiters_only', recruitingStatus: 'open' }));
    await ok(t.app.inject({ method: 'POST', url: '/api/profile/setup/finish', headers: headers(player), payload: {} }));
    await expectRows(player.id, (rows) => {
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toMatchObject({ gradYear: new Date().getUTCFullYear() + 1, isPublished: true, visibility: 'recruiters_only' });
    });
    expect(await profileRowOf(player.id)).toMatchObject({ isPublished: true, visibility: 'recruiters_only' });

    // Editing the published profile in place: state, then games reordered (main game changes), re-ranked, one removed, one added.
    await ok(put(player, 'identity', { displayName: 'Row Player', slug, state: 'CA', timeZone: 'America/Los_Angeles' }));
    expect((await profileRowOf(player.id))!.searchText).toBe(`row player\n${slug}\n\n`);
    await expectRows(player.id, (rows) => expect(rows.map((row) => row.state)).toEqual(['CA', 'CA']));
    await ok(put(player, 'games', { games: [game('rocket-league', champion.tierId, 'Striker'), game('valorant', diamond2.tierId, 'Controller')] }));
    await expectRows(player.id, (rows) => {
      expect(rows).toMatchObject([
        { esportsTitleId: rocket, isMain: true, tierOrdinal: champion.ordinal },
        { esportsTitleId: valorant, isMain: false, tierOrdinal: diamond2.ordinal, primaryRole: 'Controller' },
      ]);
    });
    await ok(put(player, 'games', { games: [game('valorant', diamond2.tierId, 'Controller')] }));
    await expectRows(player.id, (rows) => expect(rows).toMatchObject([{ esportsTitleId: valorant, isMain: true }]));
    await ok(put(player, 'games', { games: [game('valorant', diamond2.tierId, 'Controller'), game('overwatch', null, 'Tank')] }));
    await expectRows(player.id, (rows) => expect(rows.map((row) => row.isMain)).toEqual([true, false]));

    // The account's display name edit touches the profile row (its updated_at is the search's "recently updated").
    const before = (await rowsOfPlayer(player.id))[0]!.updatedAt;
    await ok(t.app.inject({ method: 'PATCH', url: '/api/account', headers: headers(player), payload: { displayName: 'Row Player Renamed' } }));
    await expectRows(player.id, (rows) => expect(rows[0]!.updatedAt).not.toBe(before));
    expect((await profileRowOf(player.id))!.searchText).toMatch(/^row player renamed\n/);
  });

  it('a minor: sign-up, finish awaiting the guardian, approval, revocation, and a deletion request', async () => {
    const guardianEmail = `row-guardian-${Date.now()}@example.com`;
    const email = `row-minor-${Date.now()}@example.com`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { email, password: TEST_PASSWORD, displayName: 'Row Minor', birthDate: birthDateForAge(15), accountType: 'player', guardianEmail },
    });
    expect(signUp.statusCode, signUp.body).toBe(202);
    const confirmed = await confirmFromOutbox(t.app, email);
    const minor: TestUser = { id: (await me(t.app, cookieHeader(confirmed.headers['set-cookie']))).user!.id, email, cookie: cookieHeader(confirmed.headers['set-cookie']) };
    const gold1 = await tierOf(t.database.db, 'valorant', 'Gold 1');
    await ok(put(minor, 'games', { games: [game('valorant', gold1.tierId, 'Sentinel')] }));
    await ok(put(minor, 'visibility', { visibility: 'public', recruitingStatus: 'open' }));
    await ok(t.app.inject({ method: 'POST', url: '/api/profile/setup/finish', headers: headers(minor), payload: {} }));
    await expectRows(minor.id, (rows) =>
      expect(rows).toMatchObject([{ birthDate: birthDateForAge(15), isPublished: true, visibility: 'public', guardianApprovedVisibility: null }]),
    );

    const token = (await outboxFor(t.database.db, guardianEmail))[0]!.textBody.match(/\/guardian\/accept\?token=([\w-]+)/)![1]!;
    const guardian = await signUpUser(t.app);
    await ok(t.app.inject({ method: 'POST', url: '/api/guardian/invitations/accept', headers: headers(guardian), payload: { token } }));
    const approval = `/api/guardian/players/${minor.id}/approval`;
    await ok(t.app.inject({ method: 'PUT', url: approval, headers: headers(guardian), payload: { visibility: 'recruiters_only' } }));
    await expectRows(minor.id, (rows) => expect(rows).toMatchObject([{ guardianApprovedVisibility: 'recruiters_only', isPublished: true }]));
    await ok(t.app.inject({ method: 'DELETE', url: approval, headers: headers(guardian) }));
    await expectRows(minor.id, (rows) => expect(rows).toMatchObject([{ guardianApprovedVisibility: null, isPublished: false }]));
    await ok(t.app.inject({ method: 'PUT', url: approval, headers: headers(guardian), payload: { visibility: 'public' } }));
    await ok(t.app.inject({ method: 'POST', url: `/api/players/${minor.id}/deletion-request`, headers: headers(guardian) }));
    await expectRows(minor.id, (rows) => expect(rows).toMatchObject([{ isPublished: false, deletionRequestedAt: expect.any(String) }]));
  });

  it('a coach-created player, claimed, then the account deleted', async () => {
    const db = t.database.db;
    await setTeamsFlag(db, true);
    const manager = await signUpUser(t.app);
    const team = await insertTeam(db, manager.id, { name: 'Row Team' });
    const email = `row-created-${Date.now()}@example.com`;
    const classYear = new Date().getUTCFullYear() + 2;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/team-players',
      headers: headers(manager),
      payload: { displayName: 'Row Created', email, isMinor: false, guardianEmail: '', teamId: team.id, game: 'valorant', role: 'Duelist', classYear, sendClaimLink: true },
    });
    expect(created.statusCode, created.body).toBe(202);
    const [account] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
    await expectRows(account!.id, (rows) => expect(rows).toMatchObject([{ isMain: true, primaryRole: 'Duelist', gradYear: classYear, isPublished: false, birthDate: null }]));

    const claimToken = decodeURIComponent((await outboxFor(db, email))[0]!.textBody.match(/\/auth\/claim-account\?token=(\S+)/)![1]!);
    await ok(t.app.inject({ method: 'POST', url: '/api/account/claim', payload: { token: claimToken, password: 'a-long-claim-password-9', birthDate: '2000-03-04', guardianEmail: '' } }));
    await expectRows(account!.id, (rows) => expect(rows).toMatchObject([{ birthDate: '2000-03-04' }]));
    expect(await profileRowOf(account!.id)).toMatchObject({ birthDate: '2000-03-04' });

    // Account deletion removes the profile and its games (foreign-key cascades), and with them the rows.
    await db.delete(profiles).where(eq(profiles.id, account!.id));
    await expectRows(account!.id, (rows) => expect(rows).toEqual([]));
    expect(await profileRowOf(account!.id)).toBeUndefined();
  });

  it('writes outside the routes (a game profile edited or removed alone, a profile row removed and made again) and a tier moved on its ladder', async () => {
    const db = t.database.db;
    const { player: legacy, gold1, gold1Lol } = await playerWithTwoGames();
    await expectRows(legacy.id, (rows) => expect(rows).toMatchObject([{ tierOrdinal: gold1.ordinal, isMain: true }, { isMain: false }]));
    await db.update(playerGameProfiles).set({ primaryRole: 'Mid', position: 0 }).where(and(eq(playerGameProfiles.userId, legacy.id), eq(playerGameProfiles.esportsTitleId, gold1Lol.titleId)));
    await db.update(playerGameProfiles).set({ position: 1 }).where(and(eq(playerGameProfiles.userId, legacy.id), eq(playerGameProfiles.esportsTitleId, gold1.titleId)));
    await expectRows(legacy.id, (rows) => expect(rows).toMatchObject([{ esportsTitleId: gold1Lol.titleId, primaryRole: 'Mid' }, { esportsTitleId: gold1.titleId }]));
    await db.delete(playerGameProfiles).where(and(eq(playerGameProfiles.userId, legacy.id), eq(playerGameProfiles.esportsTitleId, gold1Lol.titleId)));
    await expectRows(legacy.id, (rows) => expect(rows).toMatchObject([{ esportsTitleId: gold1.titleId, isMain: true }]));

    // Accounts made before profiles existed get a profile row at their first account edit (update-account.ts).
    await db.delete(userProfiles).where(eq(userProfiles.userId, legacy.id));
    await expectRows(legacy.id, (rows) => expect(rows).toEqual([]));
    expect(await profileRowOf(legacy.id)).toBeUndefined();
    await ok(t.app.inject({ method: 'PATCH', url: '/api/account', headers: headers(legacy), payload: { displayName: 'Legacy Player' } }));
    await expectRows(legacy.id, (rows) => expect(rows).toMatchObject([{ tierOrdinal: gold1.ordinal, isPublished: false }]));
    expect((await profileRowOf(legacy.id))!.searchText).toMatch(/^legacy player\n/);

    // Reference data: a tier moved up the ladder moves its players' ordinal.
    await db.execute(sql`update rank_tiers set ordinal = ordinal + 100 where id = ${gold1.tierId}`);
    try {
      await expectRows(legacy.id, (rows) => expect(rows).toMatchObject([{ tierOrdinal: gold1.ordinal + 100 }]));
    } finally {
      await db.execute(sql`update rank_tiers set ordinal = ${gold1.ordinal} where id = ${gold1.tierId}`);
    }
    await expectRows(legacy.id, (rows) => expect(rows).toMatchObject([{ tierOrdinal: gold1.ordinal }]));
  });

  it("the player's college preferences: saved, replaced, cleared, written outside the route and truncated (migration 0020)", async () => {
    const db = t.database.db;
    const { player } = await playerWithTwoGames();
    const preferencesOf = async () =>
      rowsOf<{ hasPreferences: boolean; states: string[] | null; maxDistanceMiles: number | null; hard: string[] | null; latitude: number | null }>(
        db,
        sql`select has_preferences as "hasPreferences", pref_states as states, pref_max_distance_miles as "maxDistanceMiles", pref_hard as hard,
            pref_home_latitude as latitude
          from player_search_rows where user_id = ${player.id} order by is_main desc`,
      );
    const url = '/api/profile/match-preferences';
    const payload = { states: ['TX'], homeZip: '73102', maxDistanceMiles: 200, sizes: ['medium'], budgetPerYear: 9000, levelsSought: ['varsity'], hard: ['location'] };
    await ok(t.app.inject({ method: 'PUT', url, headers: headers(player), payload }));
    expect(await differences()).toEqual([]);
    const saved = await preferencesOf();
    expect(saved).toHaveLength(2);
    for (const row of saved) expect(row).toMatchObject({ hasPreferences: true, states: ['TX'], maxDistanceMiles: 200, hard: ['location'], latitude: expect.any(Number) });
    await ok(t.app.inject({ method: 'PUT', url, headers: headers(player), payload: { states: ['OK', 'CA'] } }));
    expect(await differences()).toEqual([]);
    expect((await preferencesOf())[0]).toMatchObject({ hasPreferences: true, states: ['OK', 'CA'], maxDistanceMiles: null, hard: [], latitude: null });
    await ok(t.app.inject({ method: 'DELETE', url, headers: headers(player) }), 204);
    expect(await differences()).toEqual([]);
    for (const row of await preferencesOf()) expect(row).toEqual({ hasPreferences: false, states: null, maxDistanceMiles: null, hard: null, latitude: null });
    await db.insert(playerMatchPreferences).values({ userId: player.id, states: ['NY'] });
    expect(await differences()).toEqual([]);
    expect((await preferencesOf())[0]).toMatchObject({ hasPreferences: true, states: ['NY'] });
    await db.execute(sql`truncate player_match_preferences`);
    expect(await differences()).toEqual([]);
    expect((await preferencesOf())[0]).toMatchObject({ hasPreferences: false, states: null });
    // The account deleted with its preferences (the cascade fires both tables' triggers): no rows left behind.
    await ok(t.app.inject({ method: 'PUT', url, headers: headers(player), payload }));
    await db.delete(profiles).where(eq(profiles.id, player.id));
    expect(await differences()).toEqual([]);
    expect(await preferencesOf()).toEqual([]);
  });

  it('emptying the game profiles or the profiles empties the rows', async () => {
    const db = t.database.db;
    const count = async (table: 'player' | 'profile' = 'player') =>
      (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(`${table}_search_rows`)}`))[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    await db.execute(sql`truncate player_game_profiles`);
    expect(await differences()).toEqual([]);
    expect(await count()).toBe(0);
    const player = await signUpUser(t.app);
    const gold1 = await tierOf(db, 'valorant', 'Gold 1');
    await db.insert(playerGameProfiles).values({ userId: player.id, esportsTitleId: gold1.titleId, currentTierId: gold1.tierId });
    expect(await count()).toBe(1);
    expect(await count('profile')).toBeGreaterThan(0);
    await db.execute(sql`truncate user_profiles cascade`);
    expect(await differences()).toEqual([]);
    expect(await count()).toBe(0);
    expect(await count('profile')).toBe(0);
  });
});
