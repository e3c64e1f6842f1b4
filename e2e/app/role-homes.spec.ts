/**
 * A home for each kind of user (issue 26 item 2, docs/decisions/068): each
 * role signs in on /auth and lands on its home - a player (adult or minor)
 * and a guardian on /home ("Welcome, {name}"), college staff on the
 * recruiting dashboard, a team manager and a platform admin on /home - and
 * sees what its home holds and none of what belongs to another role: a
 * guardian, college staff and a team manager are never shown the player
 * prompts ("Complete your profile setup", Create Profile), and a guardian
 * neither My Lists nor Matchmaking, but does get Guardian in the account
 * menu and the phone drawer. New accounts (setup not finished, so the
 * prompts would show if the rules let them) are signed up; the other roles
 * are the demo accounts. The landing page's main action, signed in, leads
 * to the same home.
 */
import type { Page } from '@playwright/test';
import { DEMO_TEAM } from '../../src/server/seed/seed-demo-data.ts';
import { ONBOARDING_BANNER } from '../../src/shared/banners.ts';
import { demoAccount, E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

// The roles are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Signs in on the Sign In form, as a returning user does (no protected page sent them there). */
async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function expectWelcomeHome(page: Page, name: string) {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}`, level: 1 })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Opens the account menu and returns it (closed again by the caller with Escape). */
async function openAccountMenu(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`Account menu for ${name}`) }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  return menu;
}

/** The player prompts of decision 068 are absent: no onboarding banner, no Create Profile in the account menu. */
async function expectNoPlayerSetupPrompts(page: Page, name: string) {
  await expect(page.getByText(ONBOARDING_BANNER.message)).toHaveCount(0);
  const menu = await openAccountMenu(page, name);
  await expect(menu.getByRole('menuitem', { name: 'Create Profile' })).toHaveCount(0);
  return menu;
}

/** The landing page's main action, signed in, leads to the role's home. */
async function expectLandingLeadsTo(page: Page, label: string, href: string) {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: label })).toHaveAttribute('href', href);
}

test('a new adult player signs in and lands on their home, with the prompts to set up a profile', async ({ page, request, outbox }) => {
  const name = `Avery Adult ${Date.now().toString(36)}`;
  const email = uniqueEmail('home-player');
  await signUpConfirmed(request, outbox, { email, password: E2E_PASSWORD, displayName: name, birthDate: yearsAgo(22), accountType: 'player' });

  await signInThroughForm(page, email, E2E_PASSWORD);
  await expectWelcomeHome(page, name);
  const profile = section(page, 'Your recruiting profile');
  await expect(profile).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Finish your profile setup' })).toHaveAttribute('href', '/welcome');
  await expect(section(page, 'Messages')).toBeVisible();
  await expect(section(page, 'Your players')).toHaveCount(0);
  await expect(section(page, 'Your college')).toHaveCount(0);
  // A player who has not set up a profile is asked to: the banner and Create Profile; My Lists and Matchmaking are theirs.
  await expect(page.getByText(ONBOARDING_BANNER.message)).toBeVisible();
  const menu = await openAccountMenu(page, name);
  for (const item of ['Home', 'Create Profile', 'My Lists', 'Matchmaking']) await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Guardian' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expectLandingLeadsTo(page, 'Go to your home', '/home');
});

test('a 15-year-old player signs in and lands on their home, without the guardian or college sections', async ({ page, request, outbox }) => {
  const name = `Mika Minor ${Date.now().toString(36)}`;
  const email = uniqueEmail('home-minor');
  await signUpConfirmed(request, outbox, {
    email,
    password: E2E_PASSWORD,
    displayName: name,
    birthDate: yearsAgo(15),
    accountType: 'player',
    guardianEmail: uniqueEmail('home-minor-guardian'),
  });

  await signInThroughForm(page, email, E2E_PASSWORD);
  await expectWelcomeHome(page, name);
  await expect(section(page, 'Your recruiting profile')).toBeVisible();
  await expect(section(page, 'Messages')).toContainText('No new messages.');
  await expect(section(page, 'Your players')).toHaveCount(0);
  await expect(section(page, 'Your college')).toHaveCount(0);
  const menu = await openAccountMenu(page, name);
  await expect(menu.getByRole('menuitem', { name: 'Create Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Guardian' })).toHaveCount(0);
});

test('a new guardian signs in and lands on a home for guardians: their players, no player prompts, Guardian in the menu and the phone drawer', async ({
  page,
  request,
  outbox,
}) => {
  const name = `Gale Guardian ${Date.now().toString(36)}`;
  const email = uniqueEmail('home-guardian');
  await signUpConfirmed(request, outbox, { email, password: E2E_PASSWORD, displayName: name, birthDate: yearsAgo(44), accountType: 'guardian' });

  await signInThroughForm(page, email, E2E_PASSWORD);
  await expectWelcomeHome(page, name);
  const players = section(page, 'Your players');
  await expect(players).toContainText('No linked players yet.');
  await expect(players.getByRole('link', { name: 'Open the Guardian page' })).toHaveAttribute('href', '/guardian');
  await expect(section(page, 'Your recruiting profile')).toHaveCount(0);
  await expect(section(page, 'Your college')).toHaveCount(0);
  // Setup is not finished, yet no player prompt shows: the rules, not the demo data, keep them away.
  const menu = await expectNoPlayerSetupPrompts(page, name);
  for (const item of ['My Lists', 'Matchmaking', 'My Profile']) await expect(menu.getByRole('menuitem', { name: item })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Guardian' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Guardian' })).toHaveAttribute('href', '/guardian');
  await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  await expect(drawer.getByRole('link', { name: 'Create Profile' })).toHaveCount(0);
});

test("the demo guardian's home lists their players and the one waiting for approval", async ({ page }) => {
  const guardian = demoAccount('Guardian');
  await signInThroughForm(page, guardian.email, guardian.password);
  await expectWelcomeHome(page, guardian.displayName);
  const players = section(page, 'Your players');
  await expect(players).toContainText('1 player waits for your approval.');
  const rows = players.getByRole('list', { name: 'Linked players' }).getByRole('listitem');
  await expect(rows).toHaveText([/^Ellis V\.\s*Nothing waiting$/, /^Nico V\.\s*Review publishing$/]);
  // Their conversations (decision 077): read-only, labelled, and the way to all of them in the inbox.
  await expect(players.getByRole('list', { name: "Your players' conversations" }).getByRole('listitem').first()).toContainText("Ellis V.'s conversation · read-only");
  await expect(players.getByRole('link', { name: /^Read your players' conversation/ })).toHaveAttribute('href', '/inbox');
  await expect(section(page, 'Your recruiting profile')).toHaveCount(0);
  const menu = await expectNoPlayerSetupPrompts(page, guardian.displayName);
  for (const item of ['My Lists', 'Matchmaking']) await expect(menu.getByRole('menuitem', { name: item })).toHaveCount(0);
});

for (const kind of ['Recruiter / coach', 'College admin'] as const) {
  test(`college staff (${kind}) sign in and land on the recruiting dashboard`, async ({ page }) => {
    const account = demoAccount(kind);
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/recruiting-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Recruiting Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Demo University · Valorant Varsity', { exact: true }).first()).toBeVisible();
    await expectNoPlayerSetupPrompts(page, account.displayName);
    await page.keyboard.press('Escape');
    // Their /home leads to the college's recruiting work, not to a player's profile.
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: `Welcome, ${account.displayName}`, level: 1 })).toBeVisible();
    await expect(section(page, 'Your college')).toContainText('Demo University');
    await expect(section(page, 'Your recruiting profile')).toHaveCount(0);
    await expect(section(page, 'Your players')).toHaveCount(0);
    await expectLandingLeadsTo(page, 'Go to your dashboard', '/recruiting-dashboard');
  });
}

test('a team owner signs in, lands on their home and finds their teams there and under "My teams"', async ({ page }) => {
  const owner = demoAccount('Team owner');
  await signInThroughForm(page, owner.email, owner.password);
  await expectWelcomeHome(page, owner.displayName);
  const teams = section(page, 'Your teams');
  const team = teams.getByRole('listitem').filter({ has: page.getByRole('link', { name: DEMO_TEAM.name, exact: true }) });
  await expect(team).toContainText('Owner');
  // The teams' upcoming practices come with them (the demo team's scrim night).
  await expect(teams.getByText('Upcoming practices')).toBeVisible();
  const teamHref = await team.getByRole('link', { name: DEMO_TEAM.name }).getAttribute('href');
  expect(teamHref).toMatch(/^\/teams\/[0-9a-f-]{36}/);
  await expect(section(page, 'Your players')).toHaveCount(0);
  await expect(section(page, 'Your college')).toHaveCount(0);
  // A team manager has no player profile to set up: no prompts to make one.
  await expectNoPlayerSetupPrompts(page, owner.displayName);
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'My teams' }).click();
  const item = page.getByRole('menuitem', { name: DEMO_TEAM.name });
  await expect(item).toHaveAttribute('href', teamHref!);
  await item.click();
  await expect(page).toHaveURL(teamHref!);
});

test('a platform admin signs in and lands on their home', async ({ page }) => {
  const admin = demoAccount('Platform admin');
  await signInThroughForm(page, admin.email, admin.password);
  await expectWelcomeHome(page, admin.displayName);
  await expect(section(page, 'Messages')).toBeVisible();
  await expect(section(page, 'Your players')).toHaveCount(0);
  await expect(section(page, 'Your college')).toHaveCount(0);
  await expectNoPlayerSetupPrompts(page, admin.displayName);
  await page.keyboard.press('Escape');
  await expectLandingLeadsTo(page, 'Go to your home', '/home');
});
