import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH } from '#shared/constants.ts';
import { TEAM_PAGE_SIZE, TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { teamRecruitingPosts, teams } from '#server/db/schema/teams.ts';
import { uploadTestImage } from '#server/test/images/image-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import {
  insertGameProfile,
  insertMember,
  insertStaff,
  insertTeam,
  insertTitle,
  insertUser,
  publishProfile,
  setTeamsFlag,
  statementCountingApp,
} from '../test/teams/team-test-data.ts';

let t: TestApp;
let admin: TestUser;
let developer: TestUser;
let collegeAdmin: TestUser;
let owner: TestUser;
let player: TestUser;
let stranger: TestUser;
let titles: Record<'valorant' | 'overwatch' | 'retired', { id: string }>;

const auth = (user?: TestUser) => (user ? { cookie: user.cookie } : {});
const teamRow = async (id: string) => (await t.database.db.select().from(teams).where(eq(teams.id, id)))[0]!;
// Counts that a refused request must leave alone (sign-ins and rate limits aside).
const counts = () => tableCounts(t.database.db, ['rate_limits', 'sessions']);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await setTeamsFlag(db, true);
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  developer = await signUpWithRoles(t.app, ['yes_developer']);
  collegeAdmin = await signUpWithRoles(t.app, ['programs_college_admin']);
  owner = await signUpUser(t.app, { displayName: 'Team Owner' });
  player = await signUpUser(t.app, { displayName: 'Rostered Player' });
  stranger = await signUpUser(t.app, { displayName: 'Just Visiting' });
  titles = {
    valorant: await insertTitle(db, 'Valorant'),
    overwatch: await insertTitle(db, 'Overwatch'),
    retired: await insertTitle(db, 'Retired Game', false),
  };
});
afterAll(async () => t.close());

describe('GET /api/esports-titles', () => {
  it('lists the active titles by name, to anyone, whatever the flag', async () => {
    await setTeamsFlag(t.database.db, false);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/esports-titles' });
      expect(response.statusCode).toBe(200);
      // The six titles migration 0009 seeds with their rank ladders, by name; the retired one is left out.
      expect(response.json().titles.map((title: { name: string }) => title.name)).toEqual([
        'Counter-Strike',
        'League of Legends',
        'Marvel Rivals',
        'Overwatch',
        'Rocket League',
        'Valorant',
      ]);
      expect(response.json().titles[3]).toEqual({ id: titles.overwatch.id, name: 'Overwatch', slug: 'overwatch' });
    } finally {
      await setTeamsFlag(t.database.db, true);
    }
  });
});

describe('GET /api/teams (Find Teams)', () => {
  let wolves: { id: string };
  beforeAll(async () => {
    const db = t.database.db;
    wolves = await insertTeam(db, owner.id, { name: 'Alpha Wolves', organizationType: 'college', maxRosterSize: 12 });
    const valorant = await insertGameProfile(db, wolves.id, titles.valorant.id, 'semi_professional');
    await insertGameProfile(db, wolves.id, titles.overwatch.id, 'casual', false);
    // player: general roster and the Valorant roster (one player); stranger: a removed row (not counted).
    await insertMember(db, wolves.id, player.id);
    await insertMember(db, wolves.id, player.id, { gameProfileId: valorant.id, role: 'starter' });
    await insertMember(db, wolves.id, stranger.id, { isActive: false });
    await insertMember(db, wolves.id, developer.id);
    await db.insert(teamRecruitingPosts).values([
      { teamId: wolves.id, title: 'IGL wanted' },
      { teamId: wolves.id, title: 'Support wanted' },
      { teamId: wolves.id, title: 'Closed post', isActive: false },
    ]);
    await insertTeam(db, owner.id, { name: 'Beta Knights', organizationType: 'high_school' });
    await insertTeam(db, owner.id, { name: 'Archived Ravens', archivedAt: new Date() });
    await insertTeam(db, owner.id, { name: '100% Pure', organizationType: 'pro_team' });
  });

  const list = async (query = '', user?: TestUser) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/teams${query}`, headers: auth(user) });
    expect(response.statusCode).toBe(200);
    return response.json() as { teams: { name: string }[]; total: number; page: number; pageSize: number };
  };
  const names = (body: { teams: { name: string }[] }) => body.teams.map((team) => team.name);

  it('anonymous visitors see the teams that are not archived, by name, with card figures', async () => {
    const body = await list();
    expect(names(body)).toEqual(['100% Pure', 'Alpha Wolves', 'Beta Knights']);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: TEAM_PAGE_SIZE });
    expect(body.teams[1]).toEqual({
      id: wolves.id,
      name: 'Alpha Wolves',
      logoUrl: null,
      organizationType: 'college',
      games: [{ name: 'Valorant', slug: 'valorant', playLevel: 'semi_professional' }],
      activePlayers: 2,
      maxRosterSize: 12,
      openPosts: 2,
      // Not a Gold team: the default look (docs/decisions/052).
      brand: null,
    });
    expect(body.teams[2]).toMatchObject({ games: [], activePlayers: 0, openPosts: 0 });
  });

  it('filters by organization type, by name (case-insensitive, literal %) and by an active game', async () => {
    expect(names(await list('?type=high_school'))).toEqual(['Beta Knights']);
    expect(names(await list('?q=wOLv'))).toEqual(['Alpha Wolves']);
    expect(names(await list('?q=%25'))).toEqual(['100% Pure']);
    expect(names(await list('?q=ravens'))).toEqual([]);
    expect(names(await list('?game=valorant'))).toEqual(['Alpha Wolves']);
    // The Overwatch profile was removed: the team no longer plays it.
    expect(names(await list('?game=overwatch'))).toEqual([]);
    expect(names(await list('?game=valorant&type=high_school'))).toEqual([]);
  });

  it('refuses unknown types and bad pages', async () => {
    for (const query of ['?type=club', '?page=0', '?page=abc']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/teams${query}` });
      expect(response.statusCode).toBe(400);
    }
  });

  it('pages by TEAM_PAGE_SIZE, keeps the total past the end, and runs the same statements for a full page', async () => {
    const db = t.database.db;
    for (let index = 0; index < TEAM_PAGE_SIZE + 1; index += 1) {
      await insertTeam(db, owner.id, { name: `Zulu ${String(index).padStart(2, '0')}`, organizationType: 'pro_team' });
    }
    const first = await list('?type=pro_team');
    expect(first.teams).toHaveLength(TEAM_PAGE_SIZE);
    expect(first.total).toBe(TEAM_PAGE_SIZE + 2);
    const second = await list('?type=pro_team&page=2');
    expect(names(second)).toEqual(['Zulu 23', 'Zulu 24']);
    expect(await list('?type=pro_team&page=9')).toMatchObject({ teams: [], total: TEAM_PAGE_SIZE + 2, page: 9 });

    const counter = await statementCountingApp(t);
    try {
      const full = await counter.count({ method: 'GET', url: '/api/teams?type=pro_team' });
      const small = await counter.count({ method: 'GET', url: '/api/teams?type=high_school' });
      expect(full.response.json().teams).toHaveLength(TEAM_PAGE_SIZE);
      const teamStatements = (list: string[]) => list.filter((text) => text.includes('from teams'));
      expect(teamStatements(full.statements)).toHaveLength(1);
      expect(full.statements.length).toBe(small.statements.length);
      expect(full.statements.length).toBeLessThanOrEqual(3);
      const beyond = await counter.count({ method: 'GET', url: '/api/teams?type=pro_team&page=9' });
      expect(teamStatements(beyond.statements)).toHaveLength(2);
    } finally {
      await counter.close();
    }
  });

  it('with teams_management off: 403 for visitors and users, admins and developers still list', async () => {
    await setTeamsFlag(t.database.db, false);
    try {
      for (const user of [undefined, stranger, owner]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/teams', headers: auth(user) });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(TEAM_TEXTS.featureUnavailable);
      }
      for (const user of [admin, developer]) {
        expect((await t.app.inject({ method: 'GET', url: '/api/teams', headers: auth(user) })).statusCode).toBe(200);
      }
    } finally {
      await setTeamsFlag(t.database.db, true);
    }
  });
});

describe('POST /api/teams (Create Team)', () => {
  const input = { name: 'Created Crew', description: 'We play.', organizationType: 'college', maxRosterSize: 8 };

  it.each([
    ['yes_admin', () => admin],
    ['yes_developer', () => developer],
    ['programs_college_admin', () => collegeAdmin],
  ])('%s creates a bronze team it owns, with a logo it uploaded', async (_label, who) => {
    const logoUrl = await uploadTestImage(t.app, who());
    const response = await t.app.inject({ method: 'POST', url: '/api/teams', headers: auth(who()), payload: { ...input, logoUrl } });
    expect(response.statusCode).toBe(201);
    const team = response.json();
    expect(team).toMatchObject({ ...input, logoUrl, ownerUserId: who().id, subscriptionTier: 'bronze', archivedAt: null });
    expect(Date.parse(team.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await teamRow(team.id)).ownerUserId).toBe(who().id);
  });

  it('defaults: no description or logo, 10 roster places; an empty logo is no logo', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/teams', headers: auth(admin), payload: { name: 'Plain', organizationType: 'pro_team', logoUrl: '' } });
    expect(response.json()).toMatchObject({ description: null, logoUrl: null, maxRosterSize: 10 });
  });

  it('ordinary users cannot create teams; anonymous visitors must sign in; nothing is written', async () => {
    const before = await counts();
    const refused = await t.app.inject({ method: 'POST', url: '/api/teams', headers: auth(owner), payload: input });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/teams', payload: input })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no name', { name: '  ' }, 'name'],
    ['unknown type', { organizationType: 'club' }, 'organizationType'],
    ['roster size 0', { maxRosterSize: 0 }, 'maxRosterSize'],
    ['logo not a URL', { logoUrl: 'logo.png' }, 'logoUrl'],
  ])('%s → 400 with a field error, nothing written', async (_label, override, field) => {
    const before = await counts();
    const response = await t.app.inject({ method: 'POST', url: '/api/teams', headers: auth(admin), payload: { ...input, ...override } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(await counts()).toEqual(before);
  });
});

describe('PATCH /api/teams/:teamId (Team Settings)', () => {
  it('the owner changes name, description, logo, type and roster size; updated_at moves', async () => {
    const team = await insertTeam(t.database.db, owner.id, { name: 'Before' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/teams/${team.id}`,
      headers: auth(owner),
      payload: { name: 'After', description: 'New text', logoUrl: await uploadTestImage(t.app, owner), organizationType: 'pro_team', maxRosterSize: 5 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: team.id, name: 'After', description: 'New text', organizationType: 'pro_team', maxRosterSize: 5, subscriptionTier: 'bronze' });
    expect((await teamRow(team.id)).updatedAt.getTime()).toBeGreaterThan(team.updatedAt.getTime());
  });

  it('refuses a max roster size below the active players (409, field error), allows it equal', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    const game = await insertGameProfile(db, team.id, titles.valorant.id);
    await insertMember(db, team.id, player.id);
    await insertMember(db, team.id, player.id, { gameProfileId: game.id });
    await insertMember(db, team.id, stranger.id);
    await insertMember(db, team.id, developer.id, { isActive: false });
    const before = await counts();
    const refused = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(owner), payload: { maxRosterSize: 1, name: 'Not saved' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ message: TEAM_TEXTS.maxRosterBelowPlayers(2), fields: { maxRosterSize: TEAM_TEXTS.maxRosterBelowPlayers(2) } });
    expect(await counts()).toEqual(before);
    expect((await teamRow(team.id)).name).not.toBe('Not saved');
    const ok = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(owner), payload: { maxRosterSize: 2 } });
    expect(ok.json().maxRosterSize).toBe(2);
  });

  it('only a yes_admin changes the tier; the owner may send the unchanged tier back', async () => {
    const team = await insertTeam(t.database.db, owner.id);
    for (const user of [owner, developer]) {
      const refused = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(user), payload: { subscriptionTier: 'gold', name: 'Gilded' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(TEAM_TEXTS.onlyAdminsChangeTier);
    }
    expect(await teamRow(team.id)).toMatchObject({ subscriptionTier: 'bronze', name: team.name });
    const same = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(owner), payload: { subscriptionTier: 'bronze', name: 'Same tier' } });
    expect(same.json()).toMatchObject({ subscriptionTier: 'bronze', name: 'Same tier' });
    const upgraded = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(admin), payload: { subscriptionTier: 'silver' } });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().subscriptionTier).toBe('silver');
  });

  it('sets the weekly availability (grid order kept, duplicates dropped) and the time zone; clears the zone with null (docs/decisions/047)', async () => {
    const team = await insertTeam(t.database.db, owner.id);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(owner), payload });
    const saved = await patch({ availability: ['mon:evening', 'wed:evening', 'mon:evening'], timeZone: 'America/Chicago' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ availability: ['mon:evening', 'wed:evening'], timeZone: 'America/Chicago', name: team.name });
    expect(await teamRow(team.id)).toMatchObject({ availability: ['mon:evening', 'wed:evening'], timeZone: 'America/Chicago' });
    // The manage screen's one request shows them (the settings form's values).
    const manage = await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/manage`, headers: auth(owner) });
    expect(manage.json().team).toMatchObject({ availability: ['mon:evening', 'wed:evening'], timeZone: 'America/Chicago' });
    // Another field alone leaves them as they are.
    expect((await patch({ name: 'Renamed only' })).json()).toMatchObject({ availability: ['mon:evening', 'wed:evening'], timeZone: 'America/Chicago' });
    const cleared = await patch({ availability: [], timeZone: null });
    expect(cleared.json()).toMatchObject({ availability: [], timeZone: null });
  });

  it('a player on the team or a stranger may not set them (403; the route is managers only), nothing changes', async () => {
    const team = await insertTeam(t.database.db, owner.id);
    await insertMember(t.database.db, team.id, player.id);
    for (const user of [player, stranger, collegeAdmin]) {
      const refused = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(user), payload: { availability: ['fri:late'], timeZone: 'UTC' } });
      expect(refused.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, payload: { availability: ['fri:late'] } });
    expect(anonymous.statusCode).toBe(401);
    expect(await teamRow(team.id)).toMatchObject({ availability: [], timeZone: null });
  });

  it('refuses an unknown time zone or grid cell with 400 and the field message; nothing changes', async () => {
    const team = await insertTeam(t.database.db, owner.id);
    await t.database.db.update(teams).set({ availability: ['sat:afternoon'], timeZone: 'Europe/Paris' }).where(eq(teams.id, team.id));
    for (const [payload, field, message] of [
      [{ timeZone: 'Mars/Olympus_Mons', name: 'Not saved' }, 'timeZone', 'Pick a time zone from the list'],
      [{ timeZone: 42 }, 'timeZone', 'Pick a time zone from the list'],
      [{ availability: ['mon:evening', 'someday:noon'], name: 'Not saved' }, 'availability', 'Pick times from the weekly grid'],
      [{ availability: 'mon:evening' }, 'availability', null],
    ] as const) {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(owner), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const fields = response.json().error.fields as Record<string, string>;
      expect(Object.keys(fields).some((key) => key.startsWith(field)), JSON.stringify(fields)).toBe(true);
      if (message) expect(Object.values(fields)).toContain(message);
    }
    expect(await teamRow(team.id)).toMatchObject({ name: team.name, availability: ['sat:afternoon'], timeZone: 'Europe/Paris' });
  });

  it('404 for an unknown team', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/teams/00000000-0000-4000-8000-0000000000aa', headers: auth(admin), payload: { name: 'X' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(TEAM_TEXTS.teamNotFound);
  });
});

describe('POST /api/teams/:teamId/transfer-ownership', () => {
  it('hands the team to an active player or staff member; the old owner then has no say', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    await insertMember(db, team.id, player.id);
    const coach = await signUpUser(t.app);
    await insertStaff(db, team.id, coach.id);

    const toPlayer = await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/transfer-ownership`, headers: auth(owner), payload: { newOwnerUserId: player.id } });
    expect(toPlayer.statusCode).toBe(200);
    expect(toPlayer.json().ownerUserId).toBe(player.id);
    const oldOwner = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(owner), payload: { name: 'Mine again' } });
    expect(oldOwner.statusCode).toBe(403);
    expect(oldOwner.json().error.message).toBe(TEAM_TEXTS.notManager);

    const toCoach = await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/transfer-ownership`, headers: auth(player), payload: { newOwnerUserId: coach.id } });
    expect(toCoach.json().ownerUserId).toBe(coach.id);
  });

  it('refuses anyone who is not an active player or staff member (409), changing nothing', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    await insertMember(db, team.id, player.id, { isActive: false });
    const before = await counts();
    for (const newOwnerUserId of [player.id, stranger.id, 'no-such-user']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/transfer-ownership`, headers: auth(owner), payload: { newOwnerUserId } });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ message: TEAM_TEXTS.newOwnerNotOnTeam, fields: { newOwnerUserId: TEAM_TEXTS.newOwnerNotOnTeam } });
    }
    expect((await teamRow(team.id)).ownerUserId).toBe(owner.id);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/teams/:teamId/archive', () => {
  it('archives (hidden from Find Teams, writes refused) and restores', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id, { name: 'Sleepy Owls' });
    await insertMember(db, team.id, player.id);
    const archive = await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/archive`, headers: auth(owner), payload: { archived: true } });
    expect(archive.statusCode).toBe(200);
    const archivedAt = archive.json().archivedAt;
    expect(Date.parse(archivedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/teams?q=sleepy' })).json().teams).toEqual([]);

    const again = await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/archive`, headers: auth(owner), payload: { archived: true } });
    expect(again.json().archivedAt).toBe(archivedAt);

    const before = await counts();
    const writes = [
      await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, headers: auth(owner), payload: { name: 'Awake' } }),
      await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/transfer-ownership`, headers: auth(admin), payload: { newOwnerUserId: player.id } }),
      await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/game-profiles`, headers: auth(owner), payload: { esportsTitleId: titles.valorant.id, playLevel: 'casual' } }),
      await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/members`, headers: auth(owner), payload: { userId: stranger.id } }),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(TEAM_TEXTS.archived);
    }
    expect(await counts()).toEqual(before);
    // Members still read the manage screen of an archived team.
    const manage = await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/manage`, headers: auth(player) });
    expect(manage.statusCode, manage.body).toBe(200);

    const restore = await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/archive`, headers: auth(owner), payload: { archived: false } });
    expect(restore.json().archivedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/teams?q=sleepy' })).json().teams).toHaveLength(1);
  });

  it('non-managers cannot archive', async () => {
    const team = await insertTeam(t.database.db, owner.id);
    const response = await t.app.inject({ method: 'POST', url: `/api/teams/${team.id}/archive`, headers: auth(stranger), payload: { archived: true } });
    expect(response.statusCode).toBe(403);
    expect((await teamRow(team.id)).archivedAt).toBeNull();
  });
});

describe('GET /api/teams/:teamId/user-search', () => {
  let team: { id: string };
  let game: { id: string };
  const people: Record<string, { id: string }> = {};

  beforeAll(async () => {
    const db = t.database.db;
    team = await insertTeam(db, owner.id);
    game = await insertGameProfile(db, team.id, titles.valorant.id);
    await insertMember(db, team.id, player.id);
    for (const [key, names] of Object.entries({
      shadow: { displayName: 'ShadowStrike', firstName: 'Sam', lastName: 'Rivera', slug: 'shadowstrike' },
      onGeneral: { displayName: 'Shadow General', slug: 'shadow-general' },
      onGame: { displayName: 'Shadow Gamer', slug: 'shadow-gamer' },
      coach: { displayName: 'Shadow Coach', slug: 'shadow-coach' },
      removed: { displayName: 'Shadow Removed', slug: 'shadow-removed' },
      byFirst: { displayName: 'Nobody', firstName: 'Shadowina', slug: 'nobody-1' },
      byLast: { displayName: 'Someone', lastName: 'McShadow', slug: 'someone-1' },
      bySlug: { displayName: 'Quiet One', slug: 'the-shadow-fan' },
    })) {
      people[key] = await insertUser(db, names.displayName);
      await publishProfile(db, people[key]!.id, names);
    }
    // Found only if published and public.
    people.private = await insertUser(db, 'Shadow Private');
    await publishProfile(db, people.private.id, { displayName: 'Shadow Private' });
    await db.update(userProfiles).set({ visibility: 'recruiters_only' }).where(eq(userProfiles.userId, people.private.id));
    people.unpublished = await insertUser(db, 'Shadow Unpublished');

    await insertMember(db, team.id, people.onGeneral!.id);
    await insertMember(db, team.id, people.onGame!.id, { gameProfileId: game.id });
    await insertMember(db, team.id, people.removed!.id, { isActive: false });
    await insertStaff(db, team.id, people.coach!.id);
  });

  const search = async (query: string, user: TestUser = owner) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/user-search?${query}`, headers: auth(user) });
    expect(response.statusCode).toBe(200);
    return response.json().users as { userId: string; displayName: string }[];
  };
  const found = (users: { userId: string }[]) =>
    Object.entries(people).filter(([, user]) => users.some((row) => row.userId === user.id)).map(([key]) => key).sort();

  it('matches display, first and last name and slug, case-insensitively; only published public profiles; no email', async () => {
    const users = await search('q=SHADOW&kind=staff&gameProfileId=' + game.id);
    expect(found(users)).toEqual(['byFirst', 'byLast', 'bySlug', 'coach', 'onGame', 'onGeneral', 'removed', 'shadow']);
    const shadow = users.find((user) => user.userId === people.shadow!.id);
    expect(shadow).toEqual({ userId: people.shadow!.id, displayName: 'ShadowStrike', slug: 'shadowstrike', avatarUrl: null });
    expect(JSON.stringify(users)).not.toContain('@');
  });

  it('leaves out the users already active on the roster being filled', async () => {
    expect(found(await search('q=shadow&kind=member'))).not.toContain('onGeneral');
    expect(found(await search('q=shadow&kind=member'))).toEqual(expect.arrayContaining(['onGame', 'removed', 'coach']));
    expect(found(await search(`q=shadow&kind=member&gameProfileId=${game.id}`))).toEqual(expect.arrayContaining(['onGeneral']));
    expect(found(await search(`q=shadow&kind=member&gameProfileId=${game.id}`))).not.toContain('onGame');
    expect(found(await search('q=shadow&kind=staff'))).not.toContain('coach');
    expect(found(await search('q=shadow&kind=staff'))).toEqual(expect.arrayContaining(['onGeneral', 'onGame']));
  });

  it(`returns at most ${SEARCH.maxResults}`, async () => {
    const db = t.database.db;
    for (let index = 0; index < SEARCH.maxResults + 2; index += 1) {
      const user = await insertUser(db, `Crowd ${index}`);
      await publishProfile(db, user.id, { displayName: `Crowd ${String(index).padStart(2, '0')}` });
    }
    expect(await search('q=crowd&kind=member')).toHaveLength(SEARCH.maxResults);
  });

  it('needs 2 characters and a kind; only managers search', async () => {
    for (const query of ['q=s&kind=member', 'q=shadow', 'q=shadow&kind=owner', 'q=shadow&kind=member&gameProfileId=nope']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/user-search?${query}`, headers: auth(owner) });
      expect(response.statusCode).toBe(400);
    }
    const member = await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/user-search?q=shadow&kind=member`, headers: auth(player) });
    expect(member.statusCode).toBe(403);
  });
});
