/**
 * Visual baselines of the product's key pages (issue 26 "How it is checked",
 * docs/decisions/080): the landing page, each role's home (player, guardian,
 * college staff's recruiting dashboard), a team page, the college page and
 * the pipeline board, each at 1280 and 360 px in the light and the dark
 * theme, compared with the committed baselines in __screenshots__ within a
 * tolerance (playwright.config.ts), so an unintended layout change fails.
 * The project `visual` runs before the other journeys change the demo data;
 * what still varies (dates, counts from sign-ups) is masked. After an
 * intended change: `npm run test:e2e:update-baselines`, look at the new
 * images, commit them.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_TEAM } from '../../src/server/seed/seed-demo-data.ts';
import { signInAsDemo } from '../support/sign-in.ts';
import { expectPageShots, prepareVisualPage, settlePage } from '../support/visual.ts';

// Each page is independent: both workers share them, so the project ends before the journeys change the demo data.
test.describe.configure({ mode: 'parallel' });

// Dates render in one time zone and locale here and on CI.
test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', timezoneId: 'UTC', locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await prepareVisualPage(page);
});

/** The visitor-facing figures count every account, so they grow with each sign-up of the suite. */
const landingMasks = (page: Page) => [page.getByRole('region', { name: 'Platform in numbers' }).locator('dd')];

test('the pipeline board looks as it did', async ({ page }) => {
  await signInAsDemo(page.request, 'Recruiter / coach');
  await page.goto('/pipeline');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settlePage(page);
  await expectPageShots(page, 'pipeline');
});

test("the college staff's home, the recruiting dashboard, looks as it did", async ({ page }) => {
  await signInAsDemo(page.request, 'Recruiter / coach');
  await page.goto('/recruiting-dashboard');
  await expect(page.getByRole('heading', { name: 'Recruiting Dashboard', level: 1 })).toBeVisible();
  await expectPageShots(page, 'recruiting-dashboard');
});

test("the player's home looks as it did", async ({ page }) => {
  const player = await signInAsDemo(page.request, 'Player');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Welcome, ${player.displayName}` })).toBeVisible();
  await expectPageShots(page, 'home-player');
});

test("the guardian's home looks as it did", async ({ page }) => {
  const guardian = await signInAsDemo(page.request, 'Guardian');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Welcome, ${guardian.displayName}` })).toBeVisible();
  await expectPageShots(page, 'home-guardian');
});

test('a team page looks as it did', async ({ page }) => {
  await page.goto('/teams');
  const card = page.getByRole('link', { name: DEMO_TEAM.name, exact: true });
  await expect(card).toBeVisible();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/teams\/[0-9a-f-]{36}$/);
  await page.goto(href!);
  await expect(page.getByRole('heading', { name: DEMO_TEAM.name, level: 1 })).toBeVisible();
  await expectPageShots(page, 'team-page');
});

test('the college page looks as it did', async ({ page }) => {
  await page.goto('/college/demo-university');
  await expect(page.getByRole('heading', { name: 'Demo University', level: 1 })).toBeVisible();
  await expectPageShots(page, 'college-page');
});

test('the landing page looks as it did', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPageShots(page, 'landing', landingMasks);
});
