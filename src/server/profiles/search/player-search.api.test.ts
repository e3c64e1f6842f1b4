/**
 * Player search (issue 11.6, docs/decisions/023): the header search of spec
 * 7.2 (published public profiles only, never an email, a minor without last
 * name) and the recruiter search on /players (recruiters and staff; filters,
 * sorts, pages, bad input), with the access matrix of both routes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerSearchResponseSchema, profileSearchResponseSchema, type PlayerSearchRow } from '#shared/contracts/player-search.ts';
import { containsPattern, rowsOf } from '#server/db/sql.ts';
import { insertMember, insertStaff, insertTeam, statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { birthDateForAge } from '../../seed/birth-date-for-age.ts';
import {
  addGameProfile,
  addHighlight,
  linkActiveGuardian,
  publishProfile,
  tierOf,
} from '../../test/profiles/player-test-data.ts';
import { isMinorSql, profileVisibleSql, publicProfileVisibleSql, recruiterProfileVisibleSql, type ProfileViewer } from '#server/visibility/profile-visibility-sql.ts';
import { searchPlayers } from './search-players.ts';

let t: TestApp;
const u = {} as Record<
  | 'recruiter'
  | 'coach'
  | 'admin'
  | 'stranger'
  | 'guardian'
  | 'otherGuardian'
  | 'teamManager'
  | 'otherTeamManager'
  | 'alpha'
  | 'bravo'
  | 'junior'
  | 'unapprovedMinor'
  | 'privateAdult'
  | 'deleting'
  | 'charlie'
  | 'noGames',
  TestUser
>;

beforeAll(async () => {
  t = await createTestApp();
  const { app } = t;
  const db = t.database.db;
  u.recruiter = await signUpWithRoles(app, ['programs_college_staff']);
  u.coach = await signUpWithRoles(app, ['coaching_program_coach_college_coach']);
  u.admin = await signUpWithRoles(app, ['yes_admin']);
  u.stranger = await signUpUser(app);
  u.guardian = await signUpWithRoles(app, ['family_parent']);
  u.otherGuardian = await signUpWithRoles(app, ['family_guardian']);
  u.teamManager = await signUpWithRoles(app, ['recruit_team_manager']);
  u.otherTeamManager = await signUpWithRoles(app, ['recruit_team_manager']);
  for (const key of ['alpha', 'bravo', 'junior', 'unapprovedMinor', 'privateAdult', 'deleting', 'charlie', 'noGames'] as const) {
    u[key] = await signUpUser(app);
  }

  // Alpha: adult, public, Valorant Diamond 2 Duelist, class of 2027, Texas, GPA 3.8, a highlight, on a team.
  await publishProfile(db, u.alpha.id, {
    displayName: 'Zephyr Alpha', firstName: 'Alexandra', lastName: 'Quintero', slug: 'zephyr-alpha',
    gradYear: 2027, state: 'TX', gpa: '3.80', gpaScale: '4.0', academicsVisibility: 'recruiters',
  });
  await addGameProfile(db, u.alpha.id, 'valorant', 'Diamond 2', { primaryRole: 'Duelist', secondaryRole: 'IGL' });
  await addGameProfile(db, u.alpha.id, 'rocket-league', 'Champion I', { primaryRole: 'Striker', position: 1 });
  await addHighlight(db, u.alpha.id, 'Ace on Ascent', 'https://www.youtube.com/watch?v=abc');
  const team = await insertTeam(db, u.teamManager.id, { name: 'Austin Aces' });
  await insertMember(db, team.id, u.alpha.id);
  await insertMember(db, team.id, u.bravo.id);
  await insertStaff(db, team.id, u.teamManager.id, { role: 'manager' });
  await insertTeam(db, u.otherTeamManager.id, { name: 'Other Team' });

  // Bravo: adult, recruiters_only, Valorant Gold 1 Controller, 2028, California, GPA 90/100 but academics private.
  await publishProfile(db, u.bravo.id, {
    displayName: 'Zephyr Bravo', slug: 'zephyr-bravo', visibility: 'recruiters_only',
    gradYear: 2028, state: 'CA', gpa: '90', gpaScale: '100', academicsVisibility: 'private',
  });
  await addGameProfile(db, u.bravo.id, 'valorant', 'Gold 1', { primaryRole: 'Controller' });

  // Junior: 15, guardian approved public; shown without first or last name.
  await publishProfile(db, u.junior.id, {
    displayName: 'Zephyr Junior', firstName: 'Secretfirst', lastName: 'Secretlast', slug: 'zephyr-junior',
    birthDate: birthDateForAge(15), guardianApprovedVisibility: 'public', gradYear: 2029, state: 'TX',
    gpa: '4.50', gpaScale: '5.0', academicsVisibility: 'public',
  });
  await addGameProfile(db, u.junior.id, 'valorant', 'Platinum 1', { primaryRole: 'Sentinel' });
  await linkActiveGuardian(db, u.junior.id, u.guardian.id, u.guardian.email);

  // Absent from every search: an unapproved minor, a private adult, a deletion request.
  await publishProfile(db, u.unapprovedMinor.id, { displayName: 'Zephyr Hidden Minor', slug: 'zephyr-hidden-minor', birthDate: birthDateForAge(16) });
  await addGameProfile(db, u.unapprovedMinor.id, 'valorant', 'Radiant');
  await linkActiveGuardian(db, u.unapprovedMinor.id, u.otherGuardian.id, u.otherGuardian.email);
  await publishProfile(db, u.privateAdult.id, { displayName: 'Zephyr Private', slug: 'zephyr-private', visibility: 'private' });
  await addGameProfile(db, u.privateAdult.id, 'valorant', 'Radiant');
  await publishProfile(db, u.deleting.id, { displayName: 'Zephyr Deleting', slug: 'zephyr-deleting', deletionRequestedAt: new Date() });
  await addGameProfile(db, u.deleting.id, 'valorant', 'Radiant');

  // Charlie: League of Legends only, no class year; noGames: published but no game profile (not a player).
  await publishProfile(db, u.charlie.id, { displayName: 'Charlie Zed', slug: 'charlie-zed', gradYear: 2027, state: 'NY' });
  await addGameProfile(db, u.charlie.id, 'league-of-legends', 'Master', { primaryRole: 'Mid' });
  await publishProfile(db, u.noGames.id, { displayName: 'Zephyr Nogames', slug: 'zephyr-nogames' });
  // A fixed order for "recently updated".
  await db.execute(sql`update user_profiles set updated_at = now() - (case slug
    when 'zephyr-alpha' then interval '1 hour' when 'zephyr-bravo' then interval '2 hours'
    when 'zephyr-junior' then interval '3 hours' else interval '4 hours' end)`);
});
afterAll(async () => t.close());

const headers = (user?: TestUser) => (user ? { cookie: user.cookie } : {});

async function headerSearch(q: string, user?: TestUser) {
  const response = await t.app.inject({ method: 'GET', url: `/api/profiles/search?q=${encodeURIComponent(q)}`, headers: headers(user) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain('@');
  return profileSearchResponseSchema.parse(response.json()).results;
}

const getPlayers = (query: string, user?: TestUser) => t.app.inject({ method: 'GET', url: `/api/players${query ? `?${query}` : ''}`, headers: headers(user) });

async function players(query: string, user: TestUser = u.recruiter) {
  const response = await getPlayers(query, user);
  expect(response.statusCode, response.body).toBe(200);
  return playerSearchResponseSchema.parse(response.json());
}
const slugs = (rows: { slug: string }[]) => rows.map((row) => row.slug);

describe('GET /api/profiles/search (header search, spec 7.2)', () => {
  it('finds published public profiles by part of the display name, first name, last name or slug, case-insensitively', async () => {
    expect(slugs(await headerSearch('zEpHyR a'))).toEqual(['zephyr-alpha']);
    expect(slugs(await headerSearch('xandr'))).toEqual(['zephyr-alpha']);
    expect(slugs(await headerSearch('QUINTER'))).toEqual(['zephyr-alpha']);
    expect(slugs(await headerSearch('charlie-z'))).toEqual(['charlie-zed']);
  });

  it('answers the spec columns, class year and state, never an email', async () => {
    const [alpha] = await headerSearch('zephyr-alpha');
    expect(alpha).toEqual({
      id: expect.any(String), userId: u.alpha.id, slug: 'zephyr-alpha', displayName: 'Zephyr Alpha',
      firstName: 'Alexandra', lastName: 'Quintero', avatarUrl: null, classYear: 2027, state: 'TX',
    });
  });

  it('shows only public live profiles: no recruiters_only, private, deletion-requested, unapproved minor; the same for every viewer', async () => {
    for (const viewer of [undefined, u.stranger, u.recruiter, u.admin, u.guardian]) {
      expect(slugs(await headerSearch('zephyr', viewer)).sort()).toEqual(['zephyr-alpha', 'zephyr-junior', 'zephyr-nogames']);
    }
  });

  it('shows a minor by display name only: no first or last name, and not found by them', async () => {
    const [junior] = await headerSearch('zephyr junior');
    expect(junior).toMatchObject({ slug: 'zephyr-junior', firstName: null, lastName: null, classYear: 2029, state: 'TX' });
    expect(await headerSearch('Secretlast')).toEqual([]);
    expect(await headerSearch('Secretfirst')).toEqual([]);
  });

  it('puts an exact and a prefix match before a partial one, with a stable order', async () => {
    const zeds = slugs(await headerSearch('zed'));
    expect(zeds[0]).toBe('charlie-zed');
    expect(slugs(await headerSearch('zephyr'))).toEqual(slugs(await headerSearch('zephyr')));
  });

  it('refuses fewer than 2 characters, HTML, and more than 120 with a field message', async () => {
    for (const q of ['z', ' z ', '<b>zz</b>', 'z'.repeat(121)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/profiles/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, q).toBe(400);
      expect(response.json().error.fields['querystring.q'], q).toEqual(expect.any(String));
    }
    const short = await t.app.inject({ method: 'GET', url: '/api/profiles/search?q=z' });
    expect(short.json().error.fields['querystring.q']).toBe('Type at least 2 characters');
  });

  it('answers what the rule says field by field over user_profiles, in the same order (the search reads profile_search_rows)', async () => {
    // The rule of spec 7.2 and decision 023 written plainly over user_profiles: the reference the search must equal.
    // (The statement before migration 0011 read "starts with" as null for a profile without first or last name, and a
    // null sorts first in a descending order: such a profile outranked the names starting with the text.)
    const reference = async (q: string) => {
      const text = q.toLowerCase();
      const pattern = containsPattern(q);
      const prefix = pattern.slice(1);
      const minor = isMinorSql('up');
      return (
        await rowsOf<{ slug: string }>(
          t.database.db,
          sql`select up.slug from user_profiles up
            where ${publicProfileVisibleSql('up')} and (up.display_name ilike ${pattern} or up.slug ilike ${pattern}
              or (not ${minor} and (up.first_name ilike ${pattern} or up.last_name ilike ${pattern})))
            order by (lower(up.display_name) = ${text} or up.slug = ${text}) desc,
              coalesce(up.display_name ilike ${prefix} or up.slug ilike ${prefix} or (not ${minor} and (up.first_name ilike ${prefix} or up.last_name ilike ${prefix})), false) desc,
              greatest(similarity(up.display_name, ${text}), similarity(up.slug, ${text}),
                case when ${minor} then 0 else similarity(concat_ws(' ', up.first_name, up.last_name), ${text}) end) desc,
              lower(up.display_name), up.id
            limit 20`,
        )
      ).map((row) => row.slug);
    };
    const db = t.database.db;
    const people: [string, Parameters<typeof publishProfile>[2]][] = [
      ['Quill Master', { firstName: 'Ana', lastName: 'Quillon', slug: 'quill-master' }],
      ['quill', { slug: 'quill-exact' }],
      ['Aquilla', { lastName: 'Marquill', slug: 'aquilla-7' }],
      ['Bard', { firstName: 'Quillan', lastName: 'Smith', slug: 'bard-quillan' }],
      ['QUILLO', { slug: 'quillo-x' }],
      ['Minor Quill', { firstName: 'Quilla', lastName: 'Quillson', slug: 'mq-15', birthDate: birthDateForAge(15), guardianApprovedVisibility: 'public' }],
      ['Hidden Minor', { lastName: 'Quillby', slug: 'hm-16', birthDate: birthDateForAge(16), guardianApprovedVisibility: 'public' }],
      ['Pct 100%', { slug: 'pct-100', lastName: 'Under_Score' }],
      ['Ünïcode Quíll', { slug: 'unicode-quill' }],
      ['Young One', { firstName: 'Quillie', slug: 'quill-young', birthDate: birthDateForAge(14), guardianApprovedVisibility: 'public' }],
      ['Line\nQuillbreak', { lastName: 'Two\nQuills', slug: 'line-quill' }],
    ];
    for (const [displayName, columns] of people) {
      const person = await signUpUser(t.app);
      await publishProfile(db, person.id, { displayName, ...columns });
    }
    const texts = ['quill', 'QUILL', 'Quil', 'uill', 'quill-', 'mar', 'qu', 'lla', 'quillby', 'son', '100%', 'r_s', 'Quíll', 'ÜNÏ', 'zephyr', 'zEpHyR a', 'alpha\nzephyr', 'zephyr-alpha\nalexandra', 'line\nquill', 'quills', 'two', 'young'];
    for (const q of texts) expect(slugs(await headerSearch(q)), q).toEqual(await reference(q));
    // The exact name, then the names and slugs starting with the text (a minor's slug included, a profile without first
    // or last name not ahead of them, a line of a name that is not its start not among them).
    expect(slugs(await headerSearch('quill')).slice(0, 5)).toEqual(['quill-exact', 'quillo-x', 'quill-young', 'quill-master', 'bard-quillan']);
    expect(await headerSearch('alpha\nzephyr')).toEqual([]);
  });

  it('treats % and _ as text', async () => {
    expect(await headerSearch('%%')).toEqual([]);
    expect(await headerSearch('__')).toEqual([]);
  });
});

describe('GET /api/players access matrix', () => {
  const cases: [string, () => TestUser | undefined, number][] = [
    ['anonymous', () => undefined, 401],
    ['signed-in stranger', () => u.stranger, 403],
    ['the player', () => u.alpha, 403],
    ['a guardian of the player', () => u.guardian, 403],
    ['a guardian of another player', () => u.otherGuardian, 403],
    ['a team manager of the player\u2019s team', () => u.teamManager, 403],
    ['a team manager of another team', () => u.otherTeamManager, 403],
    ['a recruiter (college staff)', () => u.recruiter, 200],
    ['a recruiter (college coach)', () => u.coach, 200],
    ['a platform admin', () => u.admin, 200],
  ];
  it.each(cases)('%s: %d', async (_name, user, status) => {
    expect((await getPlayers('game=valorant', user())).statusCode).toBe(status);
  });

  it('refuses before validating: a stranger with bad input gets 403, not 400', async () => {
    expect((await getPlayers('page=0&sort=nope', u.stranger)).statusCode).toBe(403);
    expect((await getPlayers('page=0')).statusCode).toBe(401);
  });
});

describe('GET /api/players (recruiter search)', () => {
  it('lists live players that recruiters may see, recruiters_only included; never private, deleting, unapproved minors or non-players', async () => {
    for (const viewer of [u.recruiter, u.admin]) {
      const result = await players('', viewer);
      expect(slugs(result.rows)).toEqual(['zephyr-alpha', 'zephyr-bravo', 'zephyr-junior', 'charlie-zed']);
      expect(result).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    }
  });

  it('lists recruiterProfileVisibleSql for everyone who may search: profileVisibleSql adds nothing for them', async () => {
    // search-players.ts applies recruiterProfileVisibleSql alone. A recruiter who is also an insider (here the guardian of
    // the unapproved minor) must not list more, and the viewer rule must hide nothing from any searcher.
    const recruiterGuardian = await signUpWithRoles(t.app, ['programs_college_staff']);
    await linkActiveGuardian(t.database.db, u.unapprovedMinor.id, recruiterGuardian.id, recruiterGuardian.email);
    expect(slugs((await players('', recruiterGuardian)).rows)).toEqual(slugs((await players('', u.recruiter)).rows));
    const searchers: ProfileViewer[] = [
      { userId: u.recruiter.id, isRecruiter: true, isPlatformStaff: false },
      { userId: u.coach.id, isRecruiter: true, isPlatformStaff: false },
      { userId: recruiterGuardian.id, isRecruiter: true, isPlatformStaff: false },
      { userId: u.admin.id, isRecruiter: false, isPlatformStaff: true },
    ];
    for (const viewer of searchers) {
      const [hidden] = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from user_profiles up where ${recruiterProfileVisibleSql('up')} and not ${profileVisibleSql('up', viewer)}`,
      );
      expect(hidden!.n, viewer.userId).toBe(0);
    }
    // Anyone else would need the viewer rule as well: the service refuses them.
    await expect(searchPlayers(t.database.db, { userId: u.stranger.id, isRecruiter: false, isPlatformStaff: false }, { sort: 'updated', page: 1 })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it('answers a row with rank and role of the filtered game (else the main game), class, state, highlights and team', async () => {
    const alpha = (await players('')).rows.find((row) => row.slug === 'zephyr-alpha')!;
    expect(alpha).toEqual<PlayerSearchRow>({
      id: expect.any(String), userId: u.alpha.id, slug: 'zephyr-alpha', displayName: 'Zephyr Alpha', avatarUrl: null,
      game: { slug: 'valorant', name: 'Valorant' }, rank: { name: 'Diamond 2', ordinal: (await tierOf(t.database.db, 'valorant', 'Diamond 2')).ordinal },
      role: 'Duelist', classYear: 2027, state: 'TX', hasHighlights: true, team: { id: expect.any(String), name: 'Austin Aces' },
      updatedAt: expect.any(String), canMessage: true, match: null,
    });
    const rocket = (await players('game=rocket-league')).rows;
    expect(rocket).toMatchObject([{ slug: 'zephyr-alpha', game: { slug: 'rocket-league' }, rank: { name: 'Champion I' }, role: 'Striker' }]);
    expect(JSON.stringify(await players(''))).not.toContain('@');
  });

  it("says per row whether the viewer may message the player, by the profile page's rule", async () => {
    const canMessage = async (viewer: TestUser) =>
      Object.fromEntries((await players('', viewer)).rows.map((row) => [row.slug, row.canMessage]));
    // A recruiter may start a conversation with any listed player, a guardian-approved minor included.
    expect(await canMessage(u.recruiter)).toEqual({ 'zephyr-alpha': true, 'zephyr-bravo': true, 'zephyr-junior': true, 'charlie-zed': true });
    // Platform staff are no recruiters: messaging's rule keeps them from a minor they share no team with.
    expect(await canMessage(u.admin)).toEqual({ 'zephyr-alpha': true, 'zephyr-bravo': true, 'zephyr-junior': false, 'charlie-zed': true });
    for (const [slug, viewer] of [['zephyr-alpha', u.recruiter], ['zephyr-junior', u.admin]] as const) {
      const profile = await t.app.inject({ method: 'GET', url: `/api/players/${slug}`, headers: headers(viewer) });
      expect(profile.json().viewer?.canMessage, slug).toBe((await canMessage(viewer))[slug]);
    }
  });

  it('filters by game, rank range, roles, class years, state, GPA, highlights and team, each alone', async () => {
    const db = t.database.db;
    const gold3 = await tierOf(db, 'valorant', 'Gold 3');
    const diamond1 = await tierOf(db, 'valorant', 'Diamond 1');
    expect(slugs((await players('game=valorant')).rows)).toEqual(['zephyr-alpha', 'zephyr-bravo', 'zephyr-junior']);
    expect(slugs((await players('game=league-of-legends')).rows)).toEqual(['charlie-zed']);
    expect(slugs((await players(`game=valorant&minTier=${gold3.tierId}`)).rows)).toEqual(['zephyr-alpha', 'zephyr-junior']);
    expect(slugs((await players(`game=valorant&maxTier=${diamond1.tierId}`)).rows)).toEqual(['zephyr-bravo', 'zephyr-junior']);
    expect(slugs((await players('game=valorant&roles=IGL,Controller')).rows)).toEqual(['zephyr-alpha', 'zephyr-bravo']);
    expect(slugs((await players('classYears=2027')).rows)).toEqual(['zephyr-alpha', 'charlie-zed']);
    expect(slugs((await players('classYears=2028&classYears=2029')).rows)).toEqual(['zephyr-bravo', 'zephyr-junior']);
    expect(slugs((await players('state=TX')).rows)).toEqual(['zephyr-alpha', 'zephyr-junior']);
    expect(slugs((await players('hasHighlights=true')).rows)).toEqual(['zephyr-alpha']);
    expect(slugs((await players('onTeam=true')).rows)).toEqual(['zephyr-alpha', 'zephyr-bravo']);
  });

  it('applies the GPA minimum on a 4.0 scale, only over academics the viewer may see', async () => {
    // Alpha 3.8/4.0 (recruiters), Junior 4.5/5.0 = 3.6 (public), Bravo 90/100 = 3.6 but private.
    expect(slugs((await players('minGpa=3.5')).rows)).toEqual(['zephyr-alpha', 'zephyr-junior']);
    expect(slugs((await players('minGpa=3.7')).rows)).toEqual(['zephyr-alpha']);
    // Platform staff are insiders: they see Bravo's private academics too.
    expect(slugs((await players('minGpa=3.5', u.admin)).rows)).toEqual(['zephyr-alpha', 'zephyr-bravo', 'zephyr-junior']);
  });

  it('combines four filters', async () => {
    const gold1 = await tierOf(t.database.db, 'valorant', 'Gold 1');
    const result = await players(`game=valorant&minTier=${gold1.tierId}&classYears=2027,2029&state=TX&roles=Duelist,Sentinel`);
    expect(slugs(result.rows)).toEqual(['zephyr-alpha', 'zephyr-junior']);
    expect(slugs((await players(`game=valorant&minTier=${gold1.tierId}&classYears=2027,2029&state=TX&hasHighlights=true`)).rows)).toEqual(['zephyr-alpha']);
  });

  it('sorts by rank (highest first), class year, or recently updated, with the id breaking ties', async () => {
    expect(slugs((await players('game=valorant&sort=rank')).rows)).toEqual(['zephyr-alpha', 'zephyr-junior', 'zephyr-bravo']);
    const byClass = slugs((await players('sort=class_year')).rows);
    expect(byClass.slice(2)).toEqual(['zephyr-bravo', 'zephyr-junior']);
    expect(byClass.slice(0, 2).sort()).toEqual(['charlie-zed', 'zephyr-alpha']);
    expect(slugs((await players('sort=updated')).rows)).toEqual(['zephyr-alpha', 'zephyr-bravo', 'zephyr-junior', 'charlie-zed']);
  });

  it('pages by 20 with the total, and an empty page past the end', async () => {
    const db = t.database.db;
    for (let index = 0; index < 22; index += 1) {
      const player = await signUpUser(t.app);
      await publishProfile(db, player.id, { displayName: `Pager ${index}`, slug: `pager-${index}`, gradYear: 2031 });
      await addGameProfile(db, player.id, 'overwatch', 'Gold 3');
    }
    const first = await players('game=overwatch&sort=rank');
    const second = await players('game=overwatch&sort=rank&page=2');
    expect(first.rows).toHaveLength(20);
    expect(second.rows).toHaveLength(2);
    expect(first.total).toBe(22);
    expect(second.total).toBe(22);
    expect(new Set([...slugs(first.rows), ...slugs(second.rows)]).size).toBe(22);
    expect(await players('game=overwatch&page=3')).toMatchObject({ rows: [], total: 22, page: 3 });
  });

  it('refuses bad input with 400 and field messages', async () => {
    const lol = await tierOf(t.database.db, 'league-of-legends', 'Gold I');
    const gold1 = await tierOf(t.database.db, 'valorant', 'Gold 1');
    const diamond1 = await tierOf(t.database.db, 'valorant', 'Diamond 1');
    const cases: [string, string, string][] = [
      [`game=valorant&minTier=${lol.tierId}`, 'minTier', 'Pick a rank of this game\u2019s ladder'],
      [`game=valorant&maxTier=not-a-uuid`, 'maxTier', 'Pick a rank of this game\u2019s ladder'],
      [`game=valorant&minTier=${diamond1.tierId}&maxTier=${gold1.tierId}`, 'maxTier', 'The lowest rank must not be above the highest'],
      [`minTier=${gold1.tierId}`, 'minTier', 'Choose a game first'],
      ['page=0', 'page', 'Pages start at 1'],
      ['page=abc', 'page', 'Page must be a number'],
      ['sort=nope', 'sort', 'Sort by rank, class year, recently updated or best match'],
      ['sort=rank', 'sort', 'Choose a game first'],
      ['game=chess', 'game', 'Pick one of the listed games'],
      ['game=valorant&roles=Mid', 'roles', 'Mid is not a Valorant role'],
      ['classYears=27', 'classYears', 'Class years are years such as 2027'],
      ['state=ZZ', 'state', 'Pick a US state'],
      ['minGpa=5', 'minGpa', 'GPA must be between 0 and 4'],
      ['hasHighlights=yes', 'hasHighlights', 'Use true or leave it out'],
    ];
    for (const [query, field, message] of cases) {
      const response = await getPlayers(query, u.recruiter);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields?.[`querystring.${field}`], query).toBe(message);
    }
  });

  it('runs one statement for a page and its count (two with a game: the ladder check), besides the session', async () => {
    const counting = await statementCountingApp(t);
    try {
      const cookie = await counting.signIn(u.recruiter.email);
      const withGame = await counting.count({ method: 'GET', url: '/api/players?game=valorant&sort=rank', headers: { cookie } });
      expect(withGame.response.statusCode).toBe(200);
      const searchStatements = (statements: string[]) => statements.filter((statement) => /user_profiles up|esports_titles t where/.test(statement));
      expect(searchStatements(withGame.statements)).toHaveLength(2);
      const noGame = await counting.count({ method: 'GET', url: '/api/players?state=TX', headers: { cookie } });
      expect(searchStatements(noGame.statements)).toHaveLength(1);
      expect(noGame.statements.length).toBeLessThanOrEqual(4);
    } finally {
      await counting.close();
    }
  });
});

