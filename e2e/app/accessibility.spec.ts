/**
 * axe-core finds no WCAG A/AA violations on the account screens and the
 * players screens (issue 11: the recruiter search and the team manager's
 * view of /players, /players/create), in the dark theme and, for the rules
 * that read colours, the light one too (e2e/support/axe.ts); the
 * players screens also fit a 360 px phone; so do the colleges directory and
 * a college page (issue 12), signed out, and the player search sorted by
 * match for a college admin's program.
 */
import type { Page } from '@playwright/test';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsDemo } from '../support/sign-in.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

// Dark first, as the product is; the colour rules run in the light theme too.
test.use({ colorScheme: 'dark' });

/** At 360 px nothing scrolls sideways. */
async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

// One test per page: axe on the long landing page alone takes several seconds.
const pages = [
  // The landing page, all of it (its last sections and the live previews, loaded near the viewport, included), with
  // WCAG 2.1's rules too: its only axe checkpoint (decisions 028, 079).
  {
    path: '/',
    name: 'home',
    prepare: (page: Page) => page.getByRole('heading', { name: 'See it before you sign up' }).scrollIntoViewIfNeeded(),
    ready: (page: Page) => page.getByRole('list', { name: 'Sample pipeline board' }),
    wcag21: true,
  },
  { path: '/auth', name: 'sign-in', ready: (page: Page) => page.getByRole('button', { name: 'Sign In' }) },
  {
    path: '/auth?tab=get-started',
    name: 'get-started',
    ready: (page: Page) => page.getByRole('button', { name: 'Create Account' }),
  },
  {
    path: '/no-such-page',
    name: 'not-found',
    ready: (page: Page) => page.getByRole('heading', { name: 'Oops! Page not found' }),
  },
];
for (const target of pages) {
  test(`the ${target.name} page passes axe`, async ({ page }) => {
    await page.goto(target.path);
    if ('prepare' in target && target.prepare) await target.prepare(page);
    await expect(target.ready(page)).toBeVisible();
    if (target.name === 'home') await expect(page.getByRole('region', { name: 'Success stories' })).toBeVisible();
    await expectAccessibleInBothThemes(page, { wcag21: 'wcag21' in target && target.wcag21 });
  });
}

test('My Account passes axe', async ({ page, outbox }) => {
  await signUpConfirmed(page.request, outbox, {
    email: uniqueEmail('axe'),
    password: E2E_PASSWORD,
    displayName: 'Axe Tester',
    birthDate: '1994-04-04',
    accountType: 'player',
  });
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

// The search with a game chosen: rank bounds of its ladder, its roles, and result rows with Message.
test('the recruiter player search passes axe and fits 360 px', async ({ page }) => {
  await signInAsDemo(page.request, 'Recruiter / coach');
  await page.goto('/players?game=valorant');
  await expect(page.getByRole('group', { name: 'Valorant roles' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Message / }).first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
  // On the phone a result's actions go below it: the name is not cut short.
  const firstName = page.getByRole('main').getByRole('listitem').first().getByRole('link').first();
  expect(await firstName.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  // The demo coach's saved searches (decision 051): their long names are cut short, not the page widened.
  await page.getByRole('button', { name: /^Saved searches/ }).click();
  await expect(page.getByRole('list', { name: 'Your saved searches' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
});

// Sorted by match for the demo college's Valorant varsity program (issue 12.6): the picker and each row's match.
test('the player search sorted by match passes axe and fits 360 px', async ({ page }) => {
  await signInAsDemo(page.request, 'College admin');
  await page.goto('/players');
  await page.getByRole('combobox', { name: 'Match for' }).selectOption({ label: 'Demo University Valorant varsity' });
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('match');
  await expect(page.getByRole('region', { name: /^Match of / }).first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
});

test("the team manager's players screen passes axe and fits 360 px", async ({ page }) => {
  await signInAsDemo(page.request, 'Team owner');
  await page.goto('/players');
  const teamPlayers = page.getByRole('region', { name: "My teams' players" });
  await expect(teamPlayers.getByRole('listitem').first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
});

// With the field messages of an empty submit showing.
test('Create player passes axe and fits 360 px', async ({ page }) => {
  await signInAsDemo(page.request, 'Team owner');
  await page.goto('/players/create');
  await page.getByRole('button', { name: 'Create player' }).click();
  await expect(page.getByLabel('Display name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
});

test('the colleges directory passes axe and fits 360 px', async ({ page }) => {
  // Ohio's 128 institutions: cards and the page navigation.
  await page.goto('/colleges?state=OH');
  await expect(page.getByRole('navigation', { name: 'College pages' })).toBeVisible();
  await expect(page.getByText('Unclaimed').first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
});

test('a college page passes axe and fits 360 px, and an unknown one says College not found', async ({ page }) => {
  await page.goto('/college/ohio-state-university-main-campus');
  await expect(page.getByRole('heading', { level: 1, name: 'Ohio State University-Main Campus' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
  await page.goto('/college/no-such-college');
  await expect(page.getByRole('heading', { level: 1, name: 'College not found' })).toBeVisible();
});
