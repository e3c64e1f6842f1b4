import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, profiles } from '#server/db/schema/auth.ts';
import { collegeProgramRoles, collegePrograms, colleges } from '#server/db/schema/colleges.ts';
import { contentPages } from '#server/db/schema/content.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { mrAbilities, mrHeroes } from '#server/db/schema/mr-cooldowns.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { consentEvents, guardianLinks } from '#server/db/schema/guardians.ts';
import { playerGameProfiles, playerHighlights } from '#server/db/schema/players.ts';
import { userProfiles, userRoles } from '#server/db/schema/profiles.ts';
import { appSettings } from '#server/db/schema/settings.ts';
import { interestFormSubmissions, interestForms } from '#server/db/schema/interest-forms.ts';
import { pipelineEntries, pipelineStageHistory } from '#server/db/schema/pipeline.ts';
import { recruitingOutcomes } from '#server/db/schema/recruiting-outcomes.ts';
import { shortLinkDailyStats, shortLinks } from '#server/db/schema/short-links.ts';
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
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { DEMO_ACCOUNTS, DEMO_COLLEGE_ID, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_COLLEGES } from './demo-colleges.ts';
import { DEMO_MR_HEROES } from './demo-mr-cooldowns.ts';
import { DEMO_PLAYERS } from './demo-players.ts';
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

/** Signs in as a demo account with the demo password (which must succeed) and returns its /api/me. */
async function demoMe(email: string) {
  const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: DEMO_PASSWORD } });
  expect(signIn.statusCode).toBe(200);
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(signIn.headers['set-cookie']) } });
  return me.json();
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
    const body = await demoMe('admin@demo.test');
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
    const me = await demoMe('player@demo.test');
    const { flags } = me;
    expect(flags.teams_management.enabled).toBe(true);
    expect(flags.testing_dashboard?.enabled ?? false).toBe(false);
    expect(me.profile.isPublished).toBe(true);
    const [profile] = await t.database.db
      .select({ visibility: userProfiles.visibility })
      .from(userProfiles)
      .innerJoin(profiles, eq(profiles.id, userProfiles.userId))
      .where(eq(profiles.email, 'player@demo.test'));
    expect(profile!.visibility).toBe('public');
  });
});
