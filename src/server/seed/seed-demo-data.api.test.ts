import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { CollegeMatchResponse } from '#shared/contracts/match.ts';
import type { FindTeamsResponse } from '#shared/contracts/matchmaking.ts';
import type { SavedSearchesResponse } from '#shared/contracts/saved-searches.ts';
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import { GAME_CATALOG, gameBySlug } from '#shared/game-catalog.ts';
import { compileInterestForm, type JsonSchema } from '#shared/interest-form-schema.ts';
import { PIPELINE_STAGES } from '#shared/recruiting-values.ts';
import { ACADEMICS_VISIBILITIES, GPA_SCALES, RECRUITING_STATUSES } from '#shared/value-sets.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, profiles } from '#server/db/schema/auth.ts';
import { collegeProgramRoles, collegePrograms, colleges } from '#server/db/schema/colleges.ts';
import { contentPages } from '#server/db/schema/content.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { mrAbilities, mrHeroes } from '#server/db/schema/mr-cooldowns.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { consentEvents, guardianLinks } from '#server/db/schema/guardians.ts';
import { playerMatchPreferences } from '#server/db/schema/match.ts';
import { playerGameProfiles, playerHighlights } from '#server/db/schema/players.ts';
import { userProfiles, userRoles } from '#server/db/schema/profiles.ts';
import { appSettings } from '#server/db/schema/settings.ts';
import { interestFormSubmissions, interestForms } from '#server/db/schema/interest-forms.ts';
import { pipelineEntries, pipelineStageHistory } from '#server/db/schema/pipeline.ts';
import { recruitingOutcomes } from '#server/db/schema/recruiting-outcomes.ts';
import { shortLinkDailyStats, shortLinks } from '#server/db/schema/short-links.ts';
import { checkFormAnswers } from '#server/interest-forms/form-answer-validator.ts';
import {
  esportsTitles,
  teamGameProfiles,
  teamMembers,
  teamPracticeAttendance,
  teamPractices,
  teamAchievements,
  teamInvitations,
  teamStaff,
  teamTournaments,
  teams,
} from '#server/db/schema/teams.ts';
import {
  isLiveSql,
  isMinorSql,
  publicProfileVisibleSql,
  recruiterProfileVisibleSql,
} from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { activePlayerCount } from '#server/teams/team-sql.ts';
import { filtersQuery } from '#server/saved-searches/saved-searches-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { DEMO_ACCOUNTS, DEMO_COLLEGE_ID, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_COLLEGES } from './demo-colleges.ts';
import { DEMO_MR_HEROES } from './demo-mr-cooldowns.ts';
import { DEMO_MATCHMAKING_POST, DEMO_MATCHMAKING_TEAM } from './seed-demo-matchmaking.ts';
import { DEMO_SAVED_SEARCH_NAMES } from './seed-demo-saved-searches.ts';
import { DEMO_BIO_PREFIX, DEMO_PLAYERS } from './demo-players.ts';
import { DEMO_ACHIEVEMENTS, DEMO_PRACTICE_WEEKS, DEMO_TOURNAMENTS } from './demo-team-records.ts';
import { SEED_CONTENT_PAGES, SEED_NEWS_ARTICLES, seedContent } from './seed-content.ts';
import { DEMO_SEEDED_KEY, DEMO_TEAM, seedDemoData } from './seed-demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TABLES = {
  mrHeroes,
  mrAbilities,
  profiles,
  accounts,
  userProfiles,
  userRoles,
  esportsTitles,
  experiments,
  teams,
  teamGameProfiles,
  teamMembers,
  teamStaff,
  teamPractices,
  teamPracticeAttendance,
  appSettings,
  contentPages,
  newsArticles,
  playerGameProfiles,
  playerHighlights,
  guardianLinks,
  consentEvents,
  teamInvitations,
  teamTournaments,
  teamAchievements,
  colleges,
  collegePrograms,
  collegeProgramRoles,
  interestForms,
  interestFormSubmissions,
  pipelineEntries,
  pipelineStageHistory,
  shortLinks,
  shortLinkDailyStats,
  recruitingOutcomes,
};

// What the sample data adds (demo-players.ts, demo-team-records.ts): sample guardians have accounts, invited ones do not.
const sampleGuardians = DEMO_PLAYERS.filter((player) => player.guardian?.by === 'sample').length;
const rosterPlaces = DEMO_PLAYERS.filter((player) => player.roster).length;
const collegeMembers = 1 + DEMO_PLAYERS.filter((player) => player.roster?.team === 'college').length;
const highSchoolMembers = DEMO_PLAYERS.filter((player) => player.roster?.team === 'high_school').length;

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    result[name] = Number(row!.n);
  }
  return result;
}

describe('seedDemoData', () => {
  let first: Record<string, number>;

  it('seeds on the first run', async () => {
    const before = await counts();
    expect(before.profiles).toBe(0);
    expect(await seedDemoData(t.app.ctx)).toBe(true);
    first = await counts();
    expect(first).toMatchObject({
      profiles: DEMO_ACCOUNTS.length + DEMO_PLAYERS.length + sampleGuardians,
      // Only the demo accounts can sign in: sample players and their guardians have no password.
      accounts: DEMO_ACCOUNTS.length,
      userProfiles: DEMO_ACCOUNTS.length + DEMO_PLAYERS.length + sampleGuardians,
      userRoles: DEMO_ACCOUNTS.reduce((sum, account) => sum + account.roles.length, 0) + DEMO_PLAYERS.length + sampleGuardians,
      esportsTitles: 9,
      mrHeroes: DEMO_MR_HEROES.length,
      mrAbilities: DEMO_MR_HEROES.reduce((sum, hero) => sum + hero.abilities.length, 0),
      experiments: 4,
      teams: 3, // the college team, the high-school team, the matchmaking demo team (docs/decisions/047)
      teamGameProfiles: 6,
      teamMembers: 2 + rosterPlaces,
      teamInvitations: 2 + rosterPlaces,
      teamStaff: 1,
      teamPractices: 1 + 2 * DEMO_PRACTICE_WEEKS,
      teamPracticeAttendance: 1 + DEMO_PRACTICE_WEEKS * (collegeMembers + highSchoolMembers),
      teamTournaments: DEMO_TOURNAMENTS.college.length + DEMO_TOURNAMENTS.high_school.length,
      teamAchievements: DEMO_ACHIEVEMENTS.college.length + DEMO_ACHIEVEMENTS.high_school.length,
      guardianLinks: DEMO_PLAYERS.filter((player) => player.guardian).length,
      contentPages: SEED_CONTENT_PAGES.length,
      newsArticles: SEED_NEWS_ARTICLES.length,
      // The template holds the real institutions; the demo adds its sample colleges and their programs.
      colleges: before.colleges! + DEMO_COLLEGES.length,
      collegePrograms: DEMO_COLLEGES.reduce((sum, college) => sum + college.programs.length, 0),
      collegeProgramRoles: DEMO_COLLEGES.reduce((sum, college) => sum + college.programs.reduce((n, program) => n + program.rolesNeeded.length, 0), 0),
    });
    const [marker] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, DEMO_SEEDED_KEY));
    expect(marker).toBeDefined();
  });

  it('adds nothing on a second run', async () => {
    expect(await seedDemoData(t.app.ctx)).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('publishes more than five learn pages (the Learn menu shows "View all N articles...") and three news articles', async () => {
    const pages = await t.app.inject({ method: 'GET', url: '/api/content-pages' });
    const list = pages.json();
    expect(list.total).toBeGreaterThan(5);
    expect(list.pages.map((page: { slug: string }) => page.slug)).toEqual(SEED_CONTENT_PAGES.map((page) => page.slug));
    const one = await t.app.inject({ method: 'GET', url: '/api/content-pages/staying-safe-online-for-players-under-18' });
    expect(one.json().body).toContain('## Verify recruiters');

    const news = (await t.app.inject({ method: 'GET', url: '/api/news' })).json();
    expect(news.total).toBe(3);
    expect(news.articles.map((article: { slug: string }) => article.slug)).toEqual([
      'practice-attendance-for-team-managers',
      'new-guides-for-parents-and-players',
      'welcome-to-the-recruiting-platform',
    ]);
    expect(news.articles[0].authorName).toBe('Alex Admin');
  });

  it('seedContent on its own is idempotent and keeps edited pages', async () => {
    await t.database.db.update(contentPages).set({ title: 'Edited by staff' }).where(eq(contentPages.slug, 'preparing-for-tryouts'));
    const before = await counts();
    expect(await seedContent(t.database.db, null)).toBe(0);
    expect(await counts()).toEqual(before);
    const [page] = await t.database.db.select().from(contentPages).where(eq(contentPages.slug, 'preparing-for-tryouts'));
    expect(page!.title).toBe('Edited by staff');
  });

  it('stores argon2id hashes (decision 012), never the plain password', async () => {
    const rows = await t.database.db.select({ password: accounts.password }).from(accounts);
    for (const row of rows) {
      expect(row.password).toBeTruthy();
      expect(row.password).not.toContain(DEMO_PASSWORD);
      expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    expect(new Set(rows.map((row) => row.password)).size).toBe(rows.length);
  });

  it('creates the titles with kebab-case slugs, all active', async () => {
    const rows = await t.database.db.select().from(esportsTitles).orderBy(esportsTitles.name);
    expect(rows.map((row) => [row.name, row.slug, row.active])).toEqual([
      ['Counter-Strike', 'counter-strike', true],
      ['Fortnite', 'fortnite', true],
      ['Hearthstone', 'hearthstone', true],
      ['League of Legends', 'league-of-legends', true],
      ['Marvel Rivals', 'marvel-rivals', true],
      ['Overwatch', 'overwatch', true],
      ['Rocket League', 'rocket-league', true],
      ['Street Fighter', 'street-fighter', true],
      ['Valorant', 'valorant', true],
    ]);
  });

  it('builds the sample team: owner, silver college team, Valorant competitive roster, coach, practice, attendance', async () => {
    const db = t.database.db;
    const [team] = await db
      .select({ id: teams.id, tier: teams.subscriptionTier, type: teams.organizationType, max: teams.maxRosterSize, owner: profiles.email })
      .from(teams)
      .innerJoin(profiles, eq(profiles.id, teams.ownerUserId))
      .where(eq(teams.name, DEMO_TEAM.name));
    expect(team).toMatchObject({ tier: 'silver', type: 'college', max: 10, owner: 'owner@demo.test' });

    const [game] = await db
      .select({ id: teamGameProfiles.id, level: teamGameProfiles.playLevel, slug: esportsTitles.slug })
      .from(teamGameProfiles)
      .innerJoin(esportsTitles, eq(esportsTitles.id, teamGameProfiles.esportsTitleId))
      .where(and(eq(teamGameProfiles.teamId, team!.id), eq(esportsTitles.slug, 'valorant')));
    expect(game).toMatchObject({ level: 'competitive', slug: 'valorant' });

    const members = await db
      .select({ email: profiles.email, gameProfileId: teamMembers.gameProfileId })
      .from(teamMembers)
      .innerJoin(profiles, eq(profiles.id, teamMembers.userId));
    expect(members).toEqual(
      expect.arrayContaining([
        { email: 'player@demo.test', gameProfileId: null },
        { email: 'player@demo.test', gameProfileId: game!.id },
      ]),
    );

    const staff = await db
      .select({ email: profiles.email, role: teamStaff.role })
      .from(teamStaff)
      .innerJoin(profiles, eq(profiles.id, teamStaff.userId));
    expect(staff).toEqual([{ email: 'coach@demo.test', role: 'head_coach' }]);

    const [practice] = await db.select().from(teamPractices).where(eq(teamPractices.title, 'Valorant scrim night'));
    expect(practice!.scheduledAt.getTime()).toBeGreaterThan(Date.now());
    expect(practice!.durationMinutes).toBe(120);
    const attendance = await db
      .select({ email: profiles.email, status: teamPracticeAttendance.status })
      .from(teamPracticeAttendance)
      .innerJoin(profiles, eq(profiles.id, teamPracticeAttendance.userId))
      .where(eq(teamPracticeAttendance.practiceId, practice!.id));
    expect(attendance).toEqual([{ email: 'player@demo.test', status: 'attending' }]);
  });

  it('scopes the college admin role to the demo college', async () => {
    const rows = await t.database.db
      .select({ role: userRoles.role, collegeId: userRoles.collegeId })
      .from(userRoles)
      .innerJoin(profiles, eq(profiles.id, userRoles.userId))
      .where(eq(profiles.email, 'college@demo.test'));
    expect(rows).toEqual([{ role: 'programs_college_admin', collegeId: DEMO_COLLEGE_ID }]);
    // The demo coach is staff of the same college's programs; their coaching role names no college.
    const coachRoles = await t.database.db
      .select({ role: userRoles.role, collegeId: userRoles.collegeId })
      .from(userRoles)
      .innerJoin(profiles, eq(profiles.id, userRoles.userId))
      .where(eq(profiles.email, 'coach@demo.test'))
      .orderBy(userRoles.role);
    expect(coachRoles).toEqual([
      { role: 'coaching_program_coach_college_coach', collegeId: null },
      { role: 'programs_college_staff', collegeId: DEMO_COLLEGE_ID },
    ]);
    // Both are listed on its page: the admin as the primary contact, the coach with their title.
    const listed = await rowsOf<{ email: string; title: string; isPrimaryContact: boolean }>(
      t.database.db,
      sql`select p.email, d.title, d.is_primary_contact as "isPrimaryContact" from college_staff_details d
        join profiles p on p.id = d.user_id where d.college_id = ${DEMO_COLLEGE_ID} and d.is_public order by p.email`,
    );
    expect(listed).toEqual([
      { email: 'coach@demo.test', title: 'Head Coach (demo)', isPrimaryContact: false },
      { email: 'college@demo.test', title: 'Director of Esports (demo)', isPrimaryContact: true },
    ]);
    const [college] = await t.database.db.select().from(colleges).where(eq(colleges.id, DEMO_COLLEGE_ID));
    expect(college).toMatchObject({ name: 'Demo University', slug: 'demo-university', isDemo: true, unitid: null });
    // Its page is claimed by that admin, as an approved claim leaves it; the other demo colleges are not.
    const [admin] = await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'college@demo.test'));
    expect(college!.claimedByUserId).toBe(admin!.id);
    expect(college!.claimedAt).toBeInstanceOf(Date);
    const claimed = await t.database.db.select({ id: colleges.id }).from(colleges).where(isNotNull(colleges.claimedAt));
    expect(claimed).toEqual([{ id: DEMO_COLLEGE_ID }]);
  });

  it('puts programs on demo colleges only (real institutions keep only their public facts); Demo University runs the demo team', async () => {
    const [real] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from college_programs p join colleges c on c.id = p.college_id where not c.is_demo or c.unitid is not null`,
    );
    expect(real!.n).toBe(0);
    const linked = await rowsOf<{ college: string; title: string; team: string }>(
      t.database.db,
      sql`select c.name as college, t.slug as title, tm.name as team from college_programs p
        join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id join teams tm on tm.id = p.team_id
        order by t.slug`,
    );
    expect(linked).toEqual([
      { college: 'Demo University', title: 'league-of-legends', team: DEMO_TEAM.name },
      { college: 'Demo University', title: 'valorant', team: DEMO_TEAM.name },
    ]);
    // Its Valorant tab shows the demo team's Valorant roster, the demo player among them.
    const page = (await t.app.inject({ method: 'GET', url: '/api/colleges/demo-university' })).json() as {
      programs: { titleSlug: string; roster: { teamName: string; players: { displayName: string }[]; unnamedPlayers: number } | null }[];
    };
    const valorant = page.programs.find((program) => program.titleSlug === 'valorant')!;
    expect(valorant.roster?.teamName).toBe(DEMO_TEAM.name);
    expect(valorant.roster?.players.map((player) => player.displayName)).toContain('Parker Player');
    // Demo University is on College Pro (set by hand, no Stripe ids); the other demo colleges keep the free plan.
    expect(
      await rowsOf(t.database.db, sql`select c.slug, s.plan, s.stripe_subscription_id as stripe from subscriptions s join colleges c on c.id::text = s.subject_id where s.subject_type = 'college' order by c.slug`),
    ).toEqual([{ slug: 'demo-university', plan: 'pro', stripe: null }]);
  });

  it('lets a demo account sign in with the demo password, with its roles and flags in /api/me', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieHeader(signIn.headers['set-cookie']) },
    });
    const body = me.json();
    expect(body.user.email).toBe('admin@demo.test');
    expect(body.roles).toEqual([{ role: 'yes_admin', collegeId: null }]);
    expect(body.flags.testing_dashboard.enabled).toBe(true);
    expect(body.flags.teams_management.enabled).toBe(true);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'player@demo.test', password: 'not-the-demo-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('a player sees teams_management but not the staff-only testing dashboard', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'player@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieHeader(signIn.headers['set-cookie']) },
    });
    const flags = me.json().flags;
    expect(flags.teams_management.enabled).toBe(true);
    expect(flags.testing_dashboard?.enabled ?? false).toBe(false);
    expect(me.json().profile.isPublished).toBe(true);
    const [profile] = await t.database.db
      .select({ visibility: userProfiles.visibility })
      .from(userProfiles)
      .innerJoin(profiles, eq(profiles.id, userProfiles.userId))
      .where(eq(profiles.email, 'player@demo.test'));
    expect(profile!.visibility).toBe('public');
  });
});

describe('sample players (issue 11.9, docs/decisions/026)', () => {
  beforeAll(async () => {
    await seedDemoData(t.app.ctx); // seeded by the block above when run in order; a no-op then
  });

  const query = <T>(text: SQL) => rowsOf<T>(t.database.db, text);
  const sampleUsers = sql`select user_id from user_roles where role = 'recruit_player'`;

  it('seeds 40+ sample players with game profiles in each of the six titles, at tiers of that title ladder', async () => {
    expect(DEMO_PLAYERS.length).toBeGreaterThanOrEqual(40);
    const perTitle = await query<{ slug: string; n: number }>(sql`
      select t.slug, count(*)::int as n from player_game_profiles g join esports_titles t on t.id = g.esports_title_id
      group by t.slug order by t.slug`);
    expect(perTitle.map((row) => row.slug)).toEqual([...GAME_CATALOG.map((game) => game.slug)].sort());
    for (const row of perTitle) expect(row.n, row.slug).toBeGreaterThanOrEqual(5);

    // Both ranks are tiers of the game profile's own title, and the peak is never below the current rank.
    const ranks = await query<{ ok: boolean; slug: string; role: string; region: string }>(sql`
      select (cur.esports_title_id = g.esports_title_id and peak.esports_title_id = g.esports_title_id
              and peak.ordinal >= cur.ordinal) as ok,
             t.slug, g.primary_role as role, g.region
      from player_game_profiles g
      join esports_titles t on t.id = g.esports_title_id
      join rank_tiers cur on cur.id = g.current_tier_id
      join rank_tiers peak on peak.id = g.peak_tier_id`);
    const [{ n: gameProfiles } = { n: -1 }] = await query<{ n: number }>(sql`select count(*)::int as n from player_game_profiles`);
    expect(ranks).toHaveLength(gameProfiles); // none without a rank
    for (const rank of ranks) {
      expect(rank.ok).toBe(true);
      const game = gameBySlug(rank.slug)!;
      expect(game.roles).toContain(rank.role);
      expect(game.regions).toContain(rank.region);
    }
  });

  it('spreads class years over five years, states, GPA scales, SAT/ACT, academics visibility and recruiting statuses', async () => {
    const [spread] = await query<{
      classes: number;
      states: number;
      scales: string[];
      sat: number;
      act: number;
      academics: string[];
      statuses: string[];
      college: number;
    }>(sql`
      select count(distinct grad_year) filter (where school_type = 'high_school')::int as classes,
             count(distinct state)::int as states,
             array_agg(distinct gpa_scale) filter (where gpa_scale is not null) as scales,
             count(*) filter (where sat_score is not null)::int as sat,
             count(*) filter (where act_score is not null)::int as act,
             array_agg(distinct academics_visibility) as academics,
             array_agg(distinct recruiting_status) as statuses,
             count(*) filter (where school_type = 'college')::int as college
      from user_profiles where user_id in (${sampleUsers})`);
    expect(spread!.classes).toBeGreaterThanOrEqual(5);
    expect(spread!.states).toBeGreaterThanOrEqual(20);
    expect(spread!.scales.sort()).toEqual([...GPA_SCALES].sort());
    expect(spread!.sat).toBeGreaterThan(0);
    expect(spread!.act).toBeGreaterThan(0);
    expect(spread!.academics.sort()).toEqual([...ACADEMICS_VISIBILITIES].sort());
    expect(spread!.statuses.sort()).toEqual([...RECRUITING_STATUSES].sort());
    expect(spread!.college).toBeGreaterThanOrEqual(5);
  });

  it('labels every sample as demo data, with placeholder clip links and set-up profiles', async () => {
    const rows = await query<{ bio: string; completion: number; setup: boolean; email: string }>(sql`
      select p.bio, p.completion_percent as completion, p.setup_completed_at is not null as setup, a.email
      from user_profiles p join profiles a on a.id = p.user_id where p.user_id in (${sampleUsers})`);
    expect(rows).toHaveLength(DEMO_PLAYERS.length + 1);
    for (const row of rows) {
      expect(row.bio, row.email).toMatch(new RegExp(`^${DEMO_BIO_PREFIX.replace(/\./g, '\\.')}`));
      expect(row.setup).toBe(true);
      expect([80, 100]).toContain(row.completion);
    }
    const urls = await query<{ url: string; title: string }>(sql`select url, title from player_highlights`);
    expect(urls.length).toBeGreaterThanOrEqual(40);
    for (const row of urls) {
      expect(row.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=DEMO\d{7}$/);
      expect(row.title).toMatch(/\(demo clip\)$/);
    }
    expect(new Set(urls.map((row) => row.url)).size).toBe(urls.length);
  });

  it('shows at least 20 public adults to everyone, more to recruiters, and hides drafts and private profiles', async () => {
    const [counts] = await query<{ publicAdults: number; publicMinors: number; recruiters: number; all: number }>(sql`
      select count(*) filter (where ${publicProfileVisibleSql('p')} and not ${isMinorSql('p')})::int as "publicAdults",
             count(*) filter (where ${publicProfileVisibleSql('p')} and ${isMinorSql('p')})::int as "publicMinors",
             count(*) filter (where ${recruiterProfileVisibleSql('p')})::int as recruiters,
             count(*)::int as all
      from user_profiles p where p.user_id in (${sampleUsers})`);
    expect(counts!.publicAdults).toBeGreaterThanOrEqual(20);
    expect(counts!.publicMinors).toBeGreaterThanOrEqual(1);
    expect(counts!.recruiters).toBeGreaterThan(counts!.publicAdults + counts!.publicMinors);
    expect(counts!.all).toBeGreaterThan(counts!.recruiters);

  });

  it('gives every minor a guardian link, and keeps unapproved minors out of every audience', async () => {
    const minors = await query<{ key: string; live: boolean; approved: string | null; links: number; guardianEmail: string | null; displayName: string; lastName: string }>(sql`
      select p.slug as key, ${isLiveSql('p')} as live, p.guardian_approved_visibility as approved, p.guardian_email as "guardianEmail",
             p.display_name as "displayName", p.last_name as "lastName",
             (select count(*)::int from guardian_links gl where gl.player_user_id = p.user_id) as links
      from user_profiles p where ${isMinorSql('p')}`);
    expect(minors.map((row) => row.key).sort()).toEqual(DEMO_PLAYERS.filter((player) => player.age < 18).map((player) => player.key).sort());
    for (const minor of minors) {
      expect(minor.links, minor.key).toBe(1);
      expect(minor.guardianEmail).toBeTruthy();
      expect(minor.displayName).not.toContain(minor.lastName); // first name and initial only
      expect(minor.live, minor.key).toBe(minor.approved !== null);
    }
    expect(minors.filter((row) => row.live).length).toBeGreaterThanOrEqual(8);
    expect(minors.filter((row) => !row.live).length).toBeGreaterThanOrEqual(3);
  });

  it('links guardian@demo.test actively to one approved and one pending minor, with the consent log of each', async () => {
    const links = await query<{ slug: string; status: string; approved: string | null; published: boolean; kinds: string[] }>(sql`
      select p.slug, gl.status, p.guardian_approved_visibility as approved, p.is_published as published,
             array(select ce.kind from consent_events ce where ce.guardian_link_id = gl.id order by ce.created_at, ce.seq) as kinds
      from guardian_links gl
      join profiles g on g.id = gl.guardian_user_id
      join user_profiles p on p.user_id = gl.player_user_id
      where g.email = 'guardian@demo.test' order by p.slug`);
    expect(links).toEqual([
      { slug: 'nicov', status: 'active', approved: null, published: true, kinds: ['guardian_invited', 'guardian_accepted', 'publishing_requested'] },
      {
        slug: 'vantacrest',
        status: 'active',
        approved: 'recruiters_only',
        published: true,
        kinds: ['guardian_invited', 'guardian_accepted', 'publishing_requested', 'publishing_granted'],
      },
    ]);
    const [parent] = await query<{ approved: string; granted: unknown }>(sql`
      select p.guardian_approved_visibility as approved,
             (select ce.detail from consent_events ce where ce.guardian_link_id = gl.id and ce.kind = 'publishing_granted') as granted
      from guardian_links gl join profiles g on g.id = gl.guardian_user_id join user_profiles p on p.user_id = gl.player_user_id
      where g.email = 'parent@demo.test'`);
    expect(parent).toEqual({ approved: 'public', granted: { visibility: 'public' } });

    // Invited guardians have no account yet and one "guardian_invited" event; every active link has an accepted one.
    const [log] = await query<{ invitedWithout: number; activeWithout: number }>(sql`
      select count(*) filter (where gl.status = 'invited' and (gl.guardian_user_id is not null or
               (select array_agg(ce.kind) from consent_events ce where ce.guardian_link_id = gl.id) <> array['guardian_invited']))::int as "invitedWithout",
             count(*) filter (where gl.status = 'active' and not exists (select 1 from consent_events ce
               where ce.guardian_link_id = gl.id and ce.kind = 'guardian_accepted'))::int as "activeWithout"
      from guardian_links gl`);
    expect(log).toEqual({ invitedWithout: 0, activeWithout: 0 });
  });

  it('puts players on rosters only through accepted invitations, within each team roster size', async () => {
    const [check] = await query<{ without: number; over: number }>(sql`
      select (select count(*)::int from team_members m where not exists (
                select 1 from team_invitations i where i.team_id = m.team_id and i.invitee_user_id = m.user_id
                  and i.status = 'accepted' and i.game_profile_id is not distinct from m.game_profile_id and i.role = m.role)) as without,
             (select count(*)::int from teams tm where ${activePlayerCount(sql.raw('tm.id'))} > tm.max_roster_size) as over`);
    expect(check).toEqual({ without: 0, over: 0 });
  });

  it('gives the team record content: past practices within 90 days with attendance, placements and achievements', async () => {
    const [record] = await query<{ outside: number; past: number; rate: number; placements: number; achievements: number }>(sql`
      select count(*) filter (where pr.scheduled_at < now() - interval '90 days')::int as outside,
             count(*) filter (where pr.scheduled_at < now())::int as past,
             round(avg(case when a.status = 'attending' then 1 else 0 end) filter (where pr.scheduled_at < now()), 2)::float as rate,
             (select count(*)::int from team_tournaments where placement is not null and status = 'completed') as placements,
             (select count(*)::int from team_achievements) as achievements
      from team_practice_attendance a join team_practices pr on pr.id = a.practice_id`);
    expect(record!.outside).toBe(0);
    expect(record!.past).toBe(DEMO_PRACTICE_WEEKS * (collegeMembers + highSchoolMembers));
    expect(record!.rate).toBeGreaterThan(0.6);
    expect(record!.rate).toBeLessThan(1);
    expect(record!.placements).toBe(4);
    expect(record!.achievements).toBe(4);
  });

  it('makes player@demo.test a complete, published profile on the demo college team', async () => {
    const [parker] = await query<{ slug: string; live: boolean; completion: number; games: number; highlights: number; gpa: string; teams: number }>(sql`
      select p.slug, ${publicProfileVisibleSql('p')} as live, p.completion_percent as completion, p.gpa::text as gpa,
             (select count(*)::int from player_game_profiles g where g.user_id = p.user_id) as games,
             (select count(*)::int from player_highlights h where h.user_id = p.user_id) as highlights,
             (select count(distinct m.team_id)::int from team_members m where m.user_id = p.user_id) as teams
      from user_profiles p join profiles a on a.id = p.user_id where a.email = 'player@demo.test'`);
    expect(parker).toEqual({ slug: 'parker-player', live: true, completion: 100, games: 2, highlights: 3, gpa: '3.45', teams: 1 });
  });

  it('gives player@demo.test college preferences (demo data only), so the demo college pages show a full match', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'player@demo.test', password: DEMO_PASSWORD } });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const preferences = await t.app.inject({ method: 'GET', url: '/api/profile/match-preferences', headers: { cookie } });
    expect(preferences.json()).toMatchObject({ preferences: { states: ['IL', 'OH'], homeZip: '60601', maxDistanceMiles: 400, needsScholarship: true } });
    const match = await t.app.inject({ method: 'GET', url: '/api/colleges/demo-university/match', headers: { cookie } });
    const body = match.json() as CollegeMatchResponse;
    expect(body).toMatchObject({ eligibility: 'player', hasPreferences: true });
    expect(body.programs.length).toBeGreaterThan(0);
    // Location, cost and level rest on the stored preferences: the Valorant tab's match is known throughout.
    const [valorant] = await query<{ id: string }>(
      sql`select p.id from college_programs p join esports_titles t on t.id = p.esports_title_id where p.college_id = ${DEMO_COLLEGE_ID} and t.slug = 'valorant'`,
    );
    const valorantMatch = body.programs.find((program) => program.programId === valorant!.id)!.match;
    expect(valorantMatch.confidence.unknown).not.toContain('location');
    expect(valorantMatch.confidence.unknown).not.toContain('cost');
    expect(valorantMatch.confidence.unknown).not.toContain('level');
    // No other account gets preferences from the seed.
    expect(await t.database.db.$count(playerMatchPreferences)).toBe(1);
  });

  it('gives player@demo.test a recruiting post to find and apply to in matchmaking (docs/decisions/047)', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'player@demo.test', password: DEMO_PASSWORD } });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const response = await t.app.inject({ method: 'GET', url: '/api/matchmaking/teams', headers: { cookie } });
    const body = response.json() as FindTeamsResponse;
    expect(body.eligibility).toBe('player');
    expect(body.items[0]).toMatchObject({ post: { title: DEMO_MATCHMAKING_POST.title }, team: { name: DEMO_MATCHMAKING_TEAM.name }, applied: false });
    expect(body.items[0]!.match.score).toBeGreaterThanOrEqual(85);
  });

  it('gives coach@demo.test two saved searches on /players that run, counted for Demo University (on College Pro: no limit) (docs/decisions/051)', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'coach@demo.test', password: DEMO_PASSWORD } });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const response = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: { cookie } });
    const body = response.json() as SavedSearchesResponse;
    expect(body.searches.map((search) => search.name)).toEqual([...DEMO_SAVED_SEARCH_NAMES]);
    expect(body.usage).toMatchObject({ college: { id: DEMO_COLLEGE_ID, plan: 'pro' }, used: 2, max: null });
    for (const search of body.searches) {
      const run = await t.app.inject({ method: 'GET', url: `/api/players?${filtersQuery(search.filters)}`, headers: { cookie } });
      expect(run.statusCode, run.body).toBe(200);
    }
  });

  it('lets the guardian account sign in', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'guardian@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(signIn.headers['set-cookie']) } });
    expect(me.json().roles).toEqual([{ role: 'family_guardian', collegeId: null }]);
  });
});

describe('recruiting demo data (issue 13.10, docs/decisions/026 "Recruiting demo data")', () => {
  const query = <T>(text: SQL) => rowsOf<T>(t.database.db, text);
  const cookies: Record<string, string> = {};
  const get = (url: string, as?: 'coach' | 'player' | 'admin') =>
    t.app.inject({ method: 'GET', url, headers: as ? { cookie: cookies[as]! } : {} });
  const programId = async (collegeSlug: string, titleSlug: string) => {
    const [row] = await query<{ id: string }>(
      sql`select p.id from college_programs p join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id
        where c.slug = ${collegeSlug} and t.slug = ${titleSlug}`,
    );
    return row!.id;
  };

  beforeAll(async () => {
    await seedDemoData(t.app.ctx); // a no-op when the blocks above ran first
    for (const [as, email] of [['coach', 'coach@demo.test'], ['player', 'player@demo.test'], ['admin', 'college@demo.test']] as const) {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: DEMO_PASSWORD } });
      expect(signIn.statusCode).toBe(200);
      cookies[as] = cookieHeader(signIn.headers['set-cookie']);
    }
  });

  it('publishes a form on every recruiting sample program, as publishing leaves it, with its short link; only sample colleges have any', async () => {
    const rows = await query<{ recruiting: number; forms: number; onReal: number; unpublished: number; noLink: number; autoAdd: string[] }>(sql`
      select (select count(*)::int from college_programs p join colleges c on c.id = p.college_id where c.is_demo and p.is_recruiting) as recruiting,
        (select count(*)::int from interest_forms) as forms,
        (select count(*)::int from interest_forms f join college_programs p on p.id = f.program_id join colleges c on c.id = p.college_id where not c.is_demo) as "onReal",
        (select count(*)::int from interest_forms f join interest_form_versions v on v.id = f.current_version_id
          where f.status <> 'published' or v.version <> 1 or v.fields <> f.draft_fields) +
          (select count(*)::int from interest_forms where current_version_id is null) as unpublished,
        (select count(*)::int from interest_forms f where not exists (select 1 from short_links l where l.form_id = f.id and l.target_type = 'form')) as "noLink",
        (select coalesce(array_agg(c.slug || '/' || t.slug), '{}') from interest_forms f join college_programs p on p.id = f.program_id
          join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id where f.auto_add_to_pipeline) as "autoAdd"`);
    const [row] = rows;
    expect(row!.recruiting).toBeGreaterThanOrEqual(8);
    expect(row).toMatchObject({ forms: row!.recruiting, onReal: 0, unpublished: 0, noLink: 0, autoAdd: ['demo-university/valorant'] });

    // The schema stored is compileInterestForm's, and the public form page answers.
    const [form] = await query<{ id: string; fields: FormField[]; jsonSchema: unknown; uiSchema: unknown }>(sql`
      select f.id, v.fields, v.json_schema as "jsonSchema", v.ui_schema as "uiSchema" from interest_forms f
        join interest_form_versions v on v.id = f.current_version_id where f.program_id = ${await programId('demo-university', 'valorant')}`);
    expect({ jsonSchema: form!.jsonSchema, uiSchema: form!.uiSchema }).toEqual(compileInterestForm(form!.fields));
    const types = new Set(form!.fields.map((field) => (field.kind === 'question' ? field.type : `profile:${field.block}`)));
    expect(types.size).toBeGreaterThanOrEqual(8);
    const page = await get(`/api/colleges/demo-university/apply/${form!.id}`);
    expect(page.statusCode).toBe(200);
  });

  it('stores answers that pass the schema of the version they answered, from sample players, the demo player and two visitors', async () => {
    const rows = await query<{ answers: unknown; jsonSchema: JsonSchema; versionId: string; status: string; visitor: boolean; email: string; adult: boolean }>(sql`
      select s.answers, v.json_schema as "jsonSchema", v.id as "versionId", s.status, s.submitter_user_id is null as visitor, s.email,
        coalesce(s.birth_date, up.birth_date) <= (now() at time zone 'UTC')::date - interval '18 years' as adult
      from interest_form_submissions s join interest_form_versions v on v.id = s.version_id
        left join user_profiles up on up.user_id = s.submitter_user_id`);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) expect(checkFormAnswers(row.jsonSchema, row.answers, row.versionId), JSON.stringify(row.answers)).toBeNull();
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['new', 'reviewed', 'added', 'declined']));
    const visitors = rows.filter((row) => row.visitor);
    expect(visitors.length).toBe(2);
    for (const visitor of visitors) expect(visitor.email).toMatch(/@example\.test$/);
    expect(rows.map((row) => row.email)).toContain('player@demo.test');
    // Only adults: no minor's answers in the sample data.
    expect(rows.every((row) => row.adult)).toBe(true);
    // An added response points at its pipeline entry.
    const [orphans] = await query<{ n: number }>(sql`select count(*)::int as n from interest_form_submissions where status = 'added' and pipeline_entry_id is null`);
    expect(orphans!.n).toBe(0);
  });

  it("gives the coach a dashboard with counts, new responses, attention and activity", async () => {
    const response = await get('/api/recruiting-dashboard', 'coach');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.state).toBe('ready');
    const valorant = body.programs.find((program: { collegeSlug: string; titleSlug: string }) => program.collegeSlug === 'demo-university' && program.titleSlug === 'valorant');
    expect(Object.values(valorant.stageCounts as Record<string, number>).every((n) => n > 0)).toBe(true);
    expect(valorant.newResponses).toBeGreaterThan(0);
    expect(body.responses.count).toBeGreaterThan(0);
    expect(body.responses.latest.length).toBeGreaterThan(0);
    expect(body.attention.length).toBeGreaterThan(0);
    expect(body.activity.map((item: { kind: string }) => item.kind)).toEqual(expect.arrayContaining(['stage_move', 'submission']));
  });

  it("shows an entry in every stage of Demo University's Valorant board, each walked there in its history by the college's staff", async () => {
    const id = await programId('demo-university', 'valorant');
    for (const as of ['coach', 'admin'] as const) {
      const response = await get(`/api/programs/${id}/pipeline`, as);
      expect(response.statusCode).toBe(200);
      const entries = response.json().entries as { stage: string; name: string; ownerName: string | null; tags: string[]; nextActionOn: string | null }[];
      expect(new Set(entries.map((entry) => entry.stage))).toEqual(new Set(PIPELINE_STAGES));
      expect(entries.find((entry) => entry.name === 'Parker Player')?.stage).toBe('contacted');
      expect(entries.every((entry) => entry.ownerName)).toBe(true);
      expect(entries.some((entry) => entry.tags.length > 0 && entry.nextActionOn)).toBe(true);
    }
    const history = await query<{ stage: string; walk: string[]; actors: number; first: string; notes: number }>(sql`
      select e.stage, array_agg(h.to_stage order by h.created_at, h.id) as walk,
        count(h.actor_user_id) filter (where h.actor_user_id in (select user_id from user_roles where college_id = ${DEMO_COLLEGE_ID}))::int as actors,
        (array_agg(h.from_stage order by h.created_at, h.id))[1] as first,
        (select count(*)::int from pipeline_notes n where n.entry_id = e.id) as notes
      from pipeline_entries e join pipeline_stage_history h on h.entry_id = e.id where e.program_id = ${id} group by e.id, e.stage`);
    for (const entry of history) {
      expect(entry.first).toBeNull();
      expect(entry.walk[0]).toBe('interested');
      expect(entry.walk.at(-1)).toBe(entry.stage);
      expect(entry.actors).toBeGreaterThanOrEqual(entry.walk.length - 1);
    }
    expect(history.reduce((sum, entry) => sum + entry.notes, 0)).toBeGreaterThanOrEqual(3);
    // The other sample colleges have smaller pipelines.
    const [others] = await query<{ programs: number }>(sql`select count(distinct e.program_id)::int as programs from pipeline_entries e
      join college_programs p on p.id = e.program_id where p.college_id <> ${DEMO_COLLEGE_ID}`);
    expect(others!.programs).toBeGreaterThanOrEqual(2);
  });

  it("lists responses in the hub and links with clicks over the last 30 days, some with submissions", async () => {
    const id = await programId('demo-university', 'valorant');
    const responses = await get(`/api/colleges/demo-university/programs/${id}/responses`, 'coach');
    expect(responses.statusCode).toBe(200);
    expect(responses.json().responses.length).toBeGreaterThanOrEqual(4);
    const links = await get(`/api/programs/${id}/short-links`, 'coach');
    expect(links.statusCode).toBe(200);
    const stats = (links.json().links as { stats: { clicks30d: number; submissions30d: number; days: { clicks: number }[] } }[]).map((link) => link.stats);
    expect(stats.length).toBe(2); // the form's link and the college page's
    for (const link of stats) expect(link.clicks30d).toBeGreaterThan(0);
    expect(stats.some((link) => link.submissions30d > 0)).toBe(true);
    const [spread] = await query<{ days: number; oldest: number }>(sql`select count(distinct day)::int as days,
      ((now() at time zone 'UTC')::date - min(day))::int as oldest from short_link_daily_stats`);
    expect(spread!.days).toBeGreaterThanOrEqual(20);
    expect(spread!.oldest).toBeLessThan(30);
  });

  it('shows the confirmed public commitment of an adult on the success page and the widget; the verbal stays private', async () => {
    const outcomes = await query<{ id: string; slug: string; status: string; adult: boolean; confirmed: boolean; consent: boolean; isDemo: boolean; recordedBy: string }>(sql`
      select o.id, up.slug, o.status, up.birth_date <= (now() at time zone 'UTC')::date - interval '18 years' as adult,
        o.confirmed_at is not null as confirmed, o.player_public_consent_at is not null as consent, c.is_demo as "isDemo", o.recorded_by as "recordedBy"
      from recruiting_outcomes o join user_profiles up on up.user_id = o.player_user_id join colleges c on c.id = o.college_id order by o.status`);
    expect(outcomes.map(({ status, adult, confirmed, consent, isDemo, recordedBy }) => ({ status, adult, confirmed, consent, isDemo, recordedBy }))).toEqual([
      { status: 'committed', adult: true, confirmed: true, consent: true, isDemo: true, recordedBy: 'program' },
      { status: 'verbal', adult: true, confirmed: false, consent: false, isDemo: true, recordedBy: 'player' },
    ]);
    const [commitment, verbal] = outcomes;
    const success = await get(`/api/recruiting-success/${commitment!.id}`);
    expect(success.statusCode).toBe(200);
    expect(success.json().college.slug).toBe('demo-university');
    const widget = await get(`/api/widget?player=${commitment!.slug}`);
    expect(widget.statusCode).toBe(200);
    expect(widget.json().commitment.id).toBe(commitment!.id);
    expect((await get(`/api/recruiting-success/${verbal!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/widget?player=${verbal!.slug}`)).statusCode).toBe(404);
  });

  it("gives the demo player a college board, a submission, and Demo University at Contacted in their pipeline with the coach's message", async () => {
    const board = await get('/api/players/parker-player/college-board', 'player');
    expect(board.statusCode).toBe(200);
    const items = board.json().items as { bucket: string; note: string | null }[];
    expect(new Set(items.map((item) => item.bucket))).toEqual(new Set(['reach', 'fit', 'safety']));
    for (const item of items) expect(item.note).toMatch(/^Demo data: /);

    const pipeline = await get('/api/players/parker-player/pipeline', 'player');
    expect(pipeline.statusCode).toBe(200);
    const rows = pipeline.json().rows as { program: { collegeSlug: string; titleSlug: string }; stage: string; conversationId: string | null; submission: unknown }[];
    const demo = rows.find((row) => row.program.collegeSlug === 'demo-university' && row.program.titleSlug === 'valorant');
    expect(demo).toMatchObject({ stage: 'contacted', submission: expect.objectContaining({ status: 'added' }) });
    expect(demo!.conversationId).not.toBeNull();

    const submissions = await get('/api/me/submissions', 'player');
    expect(submissions.statusCode).toBe(200);
    expect(submissions.json().submissions).toHaveLength(1);
    const inbox = await get('/api/conversations', 'player');
    expect(inbox.statusCode).toBe(200);
    expect(JSON.stringify(inbox.json())).toContain('scrim block');
  });

  it('labels the texts a person reads as demo data', async () => {
    const [texts] = await query<{ forms: number; notes: number; board: number; labelled: number }>(sql`
      select (select count(*)::int from interest_forms where description not like 'Demo data: %') as forms,
        (select count(*)::int from pipeline_notes where body not like '%(demo note)') as notes,
        (select count(*)::int from college_board_items where note not like 'Demo data: %') as board,
        (select count(*)::int from messages where body not like '%Demo data%') as labelled`);
    expect(texts).toEqual({ forms: 0, notes: 0, board: 0, labelled: 0 });
  });
});
