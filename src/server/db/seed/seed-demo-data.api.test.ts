import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, profiles } from '#server/db/schema/auth.ts';
import { contentPages } from '#server/db/schema/content.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { userProfiles, userRoles } from '#server/db/schema/profiles.ts';
import { appSettings } from '#server/db/schema/settings.ts';
import {
  esportsTitles,
  teamGameProfiles,
  teamMembers,
  teamPracticeAttendance,
  teamPractices,
  teamStaff,
  teams,
} from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { DEMO_ACCOUNTS, DEMO_COLLEGE_ID, DEMO_PASSWORD } from './demo-accounts.ts';
import { SEED_CONTENT_PAGES, SEED_NEWS_ARTICLES, seedContent } from './seed-content.ts';
import { DEMO_SEEDED_KEY, seedDemoData } from './seed-demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TABLES = {
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
};

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
      profiles: DEMO_ACCOUNTS.length,
      accounts: DEMO_ACCOUNTS.length,
      userProfiles: DEMO_ACCOUNTS.length,
      userRoles: DEMO_ACCOUNTS.reduce((sum, account) => sum + account.roles.length, 0),
      esportsTitles: 9,
      experiments: 4,
      teams: 1,
      teamGameProfiles: 1,
      teamMembers: 2,
      teamStaff: 1,
      teamPractices: 1,
      teamPracticeAttendance: 1,
      contentPages: SEED_CONTENT_PAGES.length,
      newsArticles: SEED_NEWS_ARTICLES.length,
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
      .innerJoin(profiles, eq(profiles.id, teams.ownerUserId));
    expect(team).toMatchObject({ tier: 'silver', type: 'college', max: 10, owner: 'owner@demo.test' });

    const [game] = await db
      .select({ id: teamGameProfiles.id, level: teamGameProfiles.playLevel, slug: esportsTitles.slug })
      .from(teamGameProfiles)
      .innerJoin(esportsTitles, eq(esportsTitles.id, teamGameProfiles.esportsTitleId));
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

    const [practice] = await db.select().from(teamPractices);
    expect(practice!.scheduledAt.getTime()).toBeGreaterThan(Date.now());
    expect(practice!.durationMinutes).toBe(120);
    const attendance = await db
      .select({ email: profiles.email, status: teamPracticeAttendance.status })
      .from(teamPracticeAttendance)
      .innerJoin(profiles, eq(profiles.id, teamPracticeAttendance.userId));
    expect(attendance).toEqual([{ email: 'player@demo.test', status: 'attending' }]);
  });

  it('scopes the college admin role to the demo college', async () => {
    const rows = await t.database.db
      .select({ role: userRoles.role, collegeId: userRoles.collegeId })
      .from(userRoles)
      .innerJoin(profiles, eq(profiles.id, userRoles.userId))
      .where(eq(profiles.email, 'college@demo.test'));
    expect(rows).toEqual([{ role: 'programs_college_admin', collegeId: DEMO_COLLEGE_ID }]);
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
