import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SETUP_TEXTS, type ProfileSetupDraft, type RankLaddersResponse } from '#shared/contracts/profile-setup.ts';
import { consentEvents, guardianLinks } from '#server/db/schema/guardians.ts';
import { playerGameProfiles } from '#server/db/schema/players.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { me, signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { birthDateForAge } from '../../seed/birth-date-for-age.ts';
import { setProfile, tierOf } from '../../test/profiles/player-test-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const put = (user: TestUser | null, step: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/profile/setup/${step}`, payload: payload as object, headers: user ? { cookie: user.cookie } : {} });
const draftOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile/setup', headers: { cookie: user.cookie } })).json() as ProfileSetupDraft;
const profileRow = async (user: TestUser) => (await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)))[0]!;

const identity = (slug: string) => ({ displayName: 'Nova Strike', slug, headline: 'Controller main', state: 'TX', timeZone: 'America/Chicago' });

describe('GET /api/rank-ladders', () => {
  it('answers the six titles with their ordered tiers, roles and regions in one statement, cacheable', async () => {
    const counting = await statementCountingApp(t);
    try {
      const { response, statements } = await counting.count({ method: 'GET', url: '/api/rank-ladders' });
      expect(response.statusCode).toBe(200);
      expect(statements).toHaveLength(1);
      expect(response.headers['cache-control']).toContain('public');
      const body = response.json() as RankLaddersResponse;
      expect(body.titles.map((title) => title.slug)).toEqual(['valorant', 'league-of-legends', 'rocket-league', 'overwatch', 'marvel-rivals', 'counter-strike']);
      const valorant = body.titles[0]!;
      expect(valorant.tiers.map((tier) => tier.ordinal)).toEqual(valorant.tiers.map((_tier, index) => index + 1));
      expect(valorant.tiers.at(-1)).toMatchObject({ name: 'Radiant', group: 'Radiant' });
      expect(valorant.roles).toContain('Controller');
      expect(valorant.mainsLabel).toBe('Agents');
    } finally {
      await counting.close();
    }
  });
});

describe('statements per request', () => {
  it('reads the draft in one statement after the session, and saves a step in a handful', async () => {
    const user = await signUpUser(t.app);
    const counting = await statementCountingApp(t);
    try {
      const cookie = await counting.signIn(user.email);
      const read = await counting.count({ method: 'GET', url: '/api/profile/setup', headers: { cookie } });
      expect(read.response.statusCode).toBe(200);
      const draftReads = read.statements.filter((statement) => statement.includes('player_game_profiles'));
      expect(draftReads).toHaveLength(1);
      expect(read.statements.length).toBeLessThanOrEqual(4);
      const saved = await counting.count({ method: 'PUT', url: '/api/profile/setup/highlights', headers: { cookie }, payload: { highlights: [{ title: 'A', url: 'https://youtu.be/a' }, { title: 'B', url: 'https://youtu.be/b' }] } });
      expect(saved.response.statusCode).toBe(200);
      // Session and roles, begin, delete, one insert for every row, the highlights' points (lock, what is paid, one insert:
      // decision 048), the step, the draft, the completion, the milestones' points, commit.
      expect(saved.statements.length).toBeLessThanOrEqual(14);
    } finally {
      await counting.close();
    }
  });
});

describe('the draft and the identity step', () => {
  it('starts empty for a new player, with what is missing', async () => {
    const user = await signUpUser(t.app);
    const draft = await draftOf(user);
    expect(draft).toMatchObject({ kind: 'player', onboardingStep: null, setupCompletedAt: null, isMinor: false, games: [], highlights: [] });
    expect(draft.steps).toEqual(['identity', 'games', 'academics', 'highlights', 'visibility']);
    expect(draft.missing.map((item) => item.label)).toContain('Add a highlight');
    expect(draft.completionPercent).toBeLessThan(20);
    expect((await me(t.app, user.cookie)).profile).toMatchObject({ setupComplete: false });
  });

  it('saves identity, records the step and the completion, and refuses a taken or reserved slug and HTML', async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const saved = await put(first, 'identity', identity('nova-strike'));
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as ProfileSetupDraft;
    expect(draft.identity).toMatchObject({ displayName: 'Nova Strike', slug: 'nova-strike', state: 'TX', timeZone: 'America/Chicago' });
    expect(draft.onboardingStep).toBe('identity');
    const row = await profileRow(first);
    expect(row.completionPercent).toBe(draft.completionPercent);
    expect(row.completionPercent).toBeGreaterThan(0);

    const before = await profileRow(second);
    const taken = await put(second, 'identity', identity('nova-strike'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ slug: PROFILE_SETUP_TEXTS.slugTaken });
    const reserved = await put(second, 'identity', identity('card'));
    expect(reserved.json().error.fields.slug).toBe(PROFILE_SETUP_TEXTS.slugReserved);
    const html = await put(second, 'identity', { ...identity('second-player'), bio: '<script>alert(1)</script>' });
    expect(html.statusCode).toBe(400);
    expect(html.json().error.fields.bio).toMatch(/plain text/);
    const zone = await put(second, 'identity', { ...identity('second-player'), timeZone: 'Mars/Olympus' });
    expect(zone.json().error.fields.timeZone).toBe(PROFILE_SETUP_TEXTS.timeZone);
    expect(await profileRow(second)).toEqual(before);

    const check = await t.app.inject({ method: 'GET', url: '/api/profile/slug-available?slug=nova-strike', headers: { cookie: second.cookie } });
    expect(check.json()).toEqual({ slug: 'nova-strike', available: false, message: PROFILE_SETUP_TEXTS.slugTaken });
    const own = await t.app.inject({ method: 'GET', url: '/api/profile/slug-available?slug=nova-strike', headers: { cookie: first.cookie } });
    expect(own.json().available).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/profile/slug-available?slug=Bad_Slug', headers: { cookie: first.cookie } });
    expect(bad.json()).toMatchObject({ available: false, message: PROFILE_SETUP_TEXTS.slugFormat });
  });

  it('refuses a 1 MB bio with 413 and changes nothing', async () => {
    const user = await signUpUser(t.app);
    const before = await profileRow(user);
    const counts = await tableCounts(t.database.db, ['rate_limits']);
    const response = await put(user, 'identity', { ...identity('big-bio'), bio: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    expect(await profileRow(user)).toEqual(before);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(counts);
  });
});

describe('the games step', () => {
  it("saves ranks of the title's ladder, refuses another title's tier and a peak below the current, and replaces the set", async () => {
    const user = await signUpUser(t.app);
    const diamond = await tierOf(t.database.db, 'valorant', 'Diamond 2');
    const gold = await tierOf(t.database.db, 'valorant', 'Gold 1');
    const lol = await tierOf(t.database.db, 'league-of-legends', 'Diamond II');
    const game = { titleSlug: 'valorant', inGameName: 'nova#NA1', region: 'NA Central', primaryRole: 'Controller', secondaryRole: 'IGL', mains: ['Omen', 'Viper'], currentTierId: diamond.tierId, peakTierId: diamond.tierId, hoursPerWeek: 20, availability: ['tue:evening', 'sat:afternoon'] };

    const otherLadder = await put(user, 'games', { games: [{ ...game, currentTierId: lol.tierId }] });
    expect(otherLadder.statusCode).toBe(400);
    expect(otherLadder.json().error.fields).toEqual({ 'games.0.currentTierId': PROFILE_SETUP_TEXTS.tierOfOtherTitle });
    const lowPeak = await put(user, 'games', { games: [{ ...game, peakTierId: gold.tierId }] });
    expect(lowPeak.json().error.fields).toEqual({ 'games.0.peakTierId': PROFILE_SETUP_TEXTS.peakBelowCurrent });
    const wrongRole = await put(user, 'games', { games: [{ ...game, primaryRole: 'Jungle' }] });
    expect(wrongRole.json().error.fields['games.0.primaryRole']).toBe(PROFILE_SETUP_TEXTS.roleOfOtherTitle);
    const hours = await put(user, 'games', { games: [{ ...game, hoursPerWeek: 169 }] });
    expect(Object.keys(hours.json().error.fields)).toEqual(['games.0.hoursPerWeek']);
    const twice = await put(user, 'games', { games: [game, game] });
    expect(twice.json().error.fields['games.1.titleSlug']).toBe(PROFILE_SETUP_TEXTS.duplicateTitle);
    expect(await t.database.db.select().from(playerGameProfiles).where(eq(playerGameProfiles.userId, user.id))).toEqual([]);

    const saved = (await put(user, 'games', { games: [game, { titleSlug: 'rocket-league', inGameName: 'nova' }] })).json() as ProfileSetupDraft;
    expect(saved.games).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(saved.games[0]).toMatchObject({ titleSlug: 'valorant', currentTierId: diamond.tierId, rankAsOf: today, availability: ['tue:evening', 'sat:afternoon'] });
    expect(saved.games[1]).toMatchObject({ titleSlug: 'rocket-league', currentTierId: null, rankAsOf: null });

    // The same tier keeps its "as of" day; a new tier moves it to today.
    await t.database.db.update(playerGameProfiles).set({ rankAsOf: '2026-01-02' }).where(eq(playerGameProfiles.userId, user.id));
    const same = (await put(user, 'games', { games: [game] })).json() as ProfileSetupDraft;
    expect(same.games).toHaveLength(1);
    expect(same.games[0]!.rankAsOf).toBe('2026-01-02');
    const changed = (await put(user, 'games', { games: [{ ...game, currentTierId: gold.tierId }] })).json() as ProfileSetupDraft;
    expect(changed.games[0]!.rankAsOf).toBe(today);
  });
});

describe('academics, highlights and visibility', () => {
  it('refuses a GPA above its scale and a class year out of range; saves valid academics', async () => {
    const user = await signUpUser(t.app);
    const year = new Date().getUTCFullYear();
    const academics = { schoolName: 'Lincoln High', schoolType: 'high_school', gradYear: year + 2, gpa: 3.8, gpaScale: '4.0', satScore: 1350, actScore: null, intendedMajors: ['Computer Science'], academicsVisibility: 'recruiters' };
    expect((await put(user, 'academics', { ...academics, gpa: 4.5 })).json().error.fields).toEqual({ gpa: PROFILE_SETUP_TEXTS.gpaAboveScale });
    expect(Object.keys((await put(user, 'academics', { ...academics, gradYear: year + 7 })).json().error.fields)).toEqual(['gradYear']);
    expect(Object.keys((await put(user, 'academics', { ...academics, satScore: 1700 })).json().error.fields)).toEqual(['satScore']);
    expect((await profileRow(user)).gpa).toBeNull();
    const saved = (await put(user, 'academics', academics)).json() as ProfileSetupDraft;
    expect(saved.academics).toMatchObject({ gpa: 3.8, gpaScale: '4.0', gradYear: year + 2, intendedMajors: ['Computer Science'] });
  });

  it('keeps highlights in order, refuses non-video and script links and 1,000 highlights', async () => {
    const user = await signUpUser(t.app);
    const clip = (n: number) => ({ title: `Clip ${n}`, url: `https://www.youtube.com/watch?v=abc${n}` });
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'http://youtube.com/watch?v=1', 'https://evil.example/youtube.com', 'not a url']) {
      const response = await put(user, 'highlights', { highlights: [{ title: 'Bad', url }] });
      expect(response.json().error.fields, url).toEqual({ 'highlights.0.url': PROFILE_SETUP_TEXTS.highlightUrl });
    }
    const many = await put(user, 'highlights', { highlights: Array.from({ length: 1000 }, (_v, index) => clip(index)) });
    expect(many.statusCode).toBe(400);
    expect(Object.keys(many.json().error.fields)).toEqual(['highlights']);
    const saved = (await put(user, 'highlights', { highlights: [clip(2), { title: 'Ace', url: 'https://clips.twitch.tv/Ace' }, { title: 'Medal', url: 'https://medal.tv/games/valorant/clips/1' }] })).json() as ProfileSetupDraft;
    expect(saved.highlights.map((highlight) => highlight.title)).toEqual(['Clip 2', 'Ace', 'Medal']);
    expect(saved.missing.map((item) => item.label)).not.toContain('Add a highlight');
  });

  it('saves the visibility choice without publishing', async () => {
    const user = await signUpUser(t.app);
    const saved = (await put(user, 'visibility', { visibility: 'public', openTo: ['college_recruiting'], recruitingStatus: 'open' })).json() as ProfileSetupDraft;
    expect(saved.visibility).toEqual({ visibility: 'public', openTo: ['college_recruiting'], recruitingStatus: 'open' });
    expect(saved.isPublished).toBe(false);
    expect((await put(user, 'visibility', { visibility: 'everyone', recruitingStatus: 'open' })).statusCode).toBe(400);
  });
});

describe('POST /api/profile/setup/finish', () => {
  it('refuses before the first step, then completes and publishes an adult player', async () => {
    const user = await signUpUser(t.app);
    const early = await t.app.inject({ method: 'POST', url: '/api/profile/setup/finish', payload: {}, headers: { cookie: user.cookie } });
    expect(early.statusCode).toBe(400);
    expect((await profileRow(user)).setupCompletedAt).toBeNull();
    await put(user, 'identity', identity(`adult-${user.id.slice(0, 8).toLowerCase()}`));
    await put(user, 'visibility', { visibility: 'public', openTo: [], recruitingStatus: 'open' });
    const done = await t.app.inject({ method: 'POST', url: '/api/profile/setup/finish', payload: {}, headers: { cookie: user.cookie } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isLive: true, message: PROFILE_SETUP_TEXTS.published, draft: { isPublished: true } });
    const row = await profileRow(user);
    expect(row.setupCompletedAt).not.toBeNull();
    expect(row.publishedAt).not.toBeNull();
    expect((await me(t.app, user.cookie)).profile).toMatchObject({ setupComplete: true });
  });

  it("keeps a minor's profile hidden until a guardian approves and logs the request", async () => {
    const minor = await signUpUser(t.app);
    await setProfile(t.database.db, minor.id, { birthDate: birthDateForAge(15) });
    const [link] = await t.database.db.insert(guardianLinks).values({ playerUserId: minor.id, guardianEmail: `parent-${minor.id}@example.com` }).returning();
    expect((await draftOf(minor)).guardian).toEqual({ status: 'invited', approvedVisibility: null, revoked: false });
    await put(minor, 'identity', identity(`minor-${minor.id.slice(0, 8).toLowerCase()}`));
    await put(minor, 'visibility', { visibility: 'public', openTo: [], recruitingStatus: 'open' });
    const done = await t.app.inject({ method: 'POST', url: '/api/profile/setup/finish', payload: {}, headers: { cookie: minor.cookie } });
    expect(done.json()).toMatchObject({ isLive: false, message: PROFILE_SETUP_TEXTS.minorNeedsGuardian, draft: { isMinor: true, visibility: { visibility: 'public' } } });
    const events = await t.database.db.select().from(consentEvents).where(eq(consentEvents.playerUserId, minor.id));
    expect(events.map((event) => [event.kind, event.detail, event.guardianLinkId])).toEqual([['publishing_requested', { visibility: 'public' }, link!.id]]);
    expect((await profileRow(minor)).guardianApprovedVisibility).toBeNull();
  });

  it('completes a parent or recruiter setup without publishing', async () => {
    const recruiter = await signUpWithRoles(t.app, ['programs_college_staff']);
    expect((await draftOf(recruiter)).steps).toEqual(['identity']);
    await put(recruiter, 'identity', identity(`coach-${recruiter.id.slice(0, 8).toLowerCase()}`));
    const done = await t.app.inject({ method: 'POST', url: '/api/profile/setup/finish', payload: {}, headers: { cookie: recruiter.cookie } });
    expect(done.json()).toMatchObject({ isLive: false, message: PROFILE_SETUP_TEXTS.setupDone, draft: { kind: 'recruiter', isPublished: false } });
  });
});

describe('access matrix', () => {
  const STEPS = ['identity', 'games', 'academics', 'highlights', 'visibility'];

  it('refuses every setup route to anonymous callers with 401 before reading the body', async () => {
    const urls = [
      ['GET', '/api/profile/setup'],
      ['GET', '/api/profile/slug-available?slug=abc'],
      ['POST', '/api/profile/setup/finish'],
      ...STEPS.map((step) => ['PUT', `/api/profile/setup/${step}`]),
    ] as const;
    for (const [method, url] of urls) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : { junk: true } });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/rank-ladders' })).statusCode).toBe(200);
  });

  it('gives each kind of user the steps that fit and never touches anyone else', async () => {
    const player = await signUpUser(t.app);
    const guardian = await signUpWithRoles(t.app, ['family_guardian']);
    const recruiter = await signUpWithRoles(t.app, ['coaching_program_coach_college_coach']);
    const teamManager = await signUpWithRoles(t.app, ['recruit_team_manager']);
    const admin = await signUpWithRoles(t.app, ['yes_admin']);
    const valid: Record<string, unknown> = {
      games: { games: [] },
      academics: { academicsVisibility: 'private' },
      highlights: { highlights: [] },
      visibility: { visibility: 'private', openTo: [], recruitingStatus: 'open' },
    };
    const expected: [TestUser, number][] = [
      [player, 200],
      [teamManager, 200],
      [admin, 200],
      [guardian, 403],
      [recruiter, 403],
    ];
    for (const [user, status] of expected) {
      for (const step of Object.keys(valid)) {
        const response = await put(user, step, valid[step]);
        expect(response.statusCode, `${step} ${status}`).toBe(status);
        if (status === 403) expect(response.json().error.message).toBe(PROFILE_SETUP_TEXTS.stepNotForYou);
      }
    }
    // Identity is everyone's first step; a save changes only the caller's own row.
    const playerBefore = await profileRow(player);
    const guardianSaved = await put(guardian, 'identity', { ...identity(`parent-${guardian.id.slice(0, 8).toLowerCase()}`), displayName: 'Pat Parent' });
    expect(guardianSaved.statusCode).toBe(200);
    expect((guardianSaved.json() as ProfileSetupDraft).kind).toBe('family');
    expect(await profileRow(player)).toEqual(playerBefore);
  });
});
