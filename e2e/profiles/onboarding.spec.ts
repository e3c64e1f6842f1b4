/**
 * An adult player signs up, follows the onboarding banner to /welcome, goes
 * through every step (a rank from the ladder, a highlight), reloads in the
 * middle and resumes where they left off, finishes; the banner is gone and
 * My Profile points at /player/{slug}. Points (issue 14.3, docs/decisions/048):
 * the first game, the highlight and publishing each say "+N points", and
 * /account's My points adds them up with their history. axe on /welcome
 * (light, and the games step in dark), and the screen at 360 px.
 */
import type { Page } from '@playwright/test';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name: new RegExp(`^Step \\d of 6: ${name}$`) });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' });
const pointsToast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test('an adult player sets up a profile step by step, resumes after a reload, publishes it and is found by a signed-out search', async ({
  page,
  browser,
  outbox,
}) => {
  test.setTimeout(120_000); // six steps, a reload and axe
  const suffix = Date.now().toString(36);
  const email = uniqueEmail(`onboarding-${suffix}`);
  const slug = `nova-${suffix}`;
  const displayName = `Nova ${suffix}`;
  await signUpConfirmed(page.request, outbox, { email, password: E2E_PASSWORD, displayName, birthDate: '1999-04-05', accountType: 'player' });

  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toContainText('Complete your profile setup to start connecting with college esports programs.');
  await banner.getByRole('link', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(stepHeading(page, 'Who you are')).toBeVisible();
  await expect(page.getByText('Complete your profile setup')).toBeHidden();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  // Who you are
  await page.getByLabel('Profile URL').fill(slug);
  await page.getByLabel('Headline').fill('Controller main and shot-caller');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('Time zone').selectOption('America/Chicago');
  await saveAndContinue(page).click();

  // Your games: a rank picked from Valorant's ladder
  await expect(stepHeading(page, 'Your games')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Valorant' }).check();
  await page.getByLabel('Valorant in-game name').fill(`nova#${suffix.slice(0, 4)}`);
  await page.getByLabel('Valorant region').selectOption('NA Central');
  await page.getByLabel('Valorant primary role').selectOption('Controller');
  await page.getByLabel('Valorant current rank').selectOption({ label: 'Diamond 2' });
  await page.getByLabel('Valorant peak rank').selectOption({ label: 'Ascendant 1' });
  await page.getByLabel('Valorant hours per week').fill('15');
  await page.getByRole('button', { name: 'Tuesday evening' }).click();
  await expect(page.getByRole('button', { name: 'Tuesday evening' })).toHaveAttribute('aria-pressed', 'true');
  await saveAndContinue(page).click();
  await expect(stepHeading(page, 'School and academics')).toBeVisible();
  await expect(pointsToast(page, '+20 points')).toBeVisible();

  // A reload in the middle resumes after the last saved step, with the games kept.
  await page.reload();
  await expect(stepHeading(page, 'School and academics')).toBeVisible();
  await expect(page.getByText('Add a highlight')).toBeVisible();

  // School and academics
  await page.getByLabel('School name').fill('Lincoln High School');
  await page.getByLabel('Class year').fill(String(new Date().getFullYear() + 1));
  await page.getByLabel('GPA', { exact: true }).fill('3.7');
  await page.getByLabel('GPA scale').selectOption('4.0');
  await saveAndContinue(page).click();

  // Highlights
  await expect(stepHeading(page, 'Highlights')).toBeVisible();
  await page.getByRole('button', { name: 'Add a highlight' }).click();
  await page.getByLabel('Highlight 1 title').fill('1v4 clutch on Ascent');
  await page.getByLabel('Highlight 1 link').fill('javascript:alert(1)');
  await saveAndContinue(page).click();
  await expect(page.getByText('Use an https link to YouTube, Twitch or Medal')).toBeVisible();
  await page.getByLabel('Highlight 1 link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await saveAndContinue(page).click();
  await expect(pointsToast(page, '+5 points')).toBeVisible();

  // Visibility
  await expect(stepHeading(page, 'Visibility and family')).toBeVisible();
  await page.getByRole('radio', { name: /Public/ }).click();
  await page.getByRole('checkbox', { name: 'College recruiting' }).check();
  await saveAndContinue(page).click();

  // Finish
  await expect(stepHeading(page, 'Finish')).toBeVisible();
  await page.getByRole('button', { name: 'Finish and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is published.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View my profile' })).toHaveAttribute('href', `/player/${slug}`);
  await expect(pointsToast(page, '+50 points')).toBeVisible();

  // My points in /account: the three awards, newest first.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My points' })).toBeVisible();
  await expect(page.locator('dt:text-is("Total points") + dd')).toHaveText('75');
  const history = page.getByRole('list', { name: 'Points history' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText('Published your profile');
  await expect(history.first()).toContainText('+50');

  // The banner stays away on other pages; the avatar menu's My Profile points at the profile.
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Complete your profile setup')).toBeHidden();
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', `/player/${slug}`);

  // A signed-out browser (a context without cookies) finds the player with the header search (spec 7.2):
  // part of the display name, in another case, and opens the profile.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  await expect(visitorPage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await visitorPage.getByRole('banner').getByRole('combobox', { name: 'Search players' }).fill(`OVA ${suffix.toUpperCase()}`);
  await visitorPage.getByRole('option', { name: new RegExp(`^${displayName}`) }).click();
  await expect(visitorPage).toHaveURL(new RegExp(`/player/${slug}$`));
  await expect(visitorPage.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  await expect(visitorPage.getByRole('tab', { name: 'Valorant' })).toBeVisible();
  await visitor.close();
});

test('the setup screen fits a 360 px phone, in the dark theme too', async ({ page, outbox }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const suffix = Date.now().toString(36);
  const email = uniqueEmail(`onboarding-phone-${suffix}`);
  // The suggested profile URL comes from the display name: unique, so the first save is never refused as taken.
  await signUpConfirmed(page.request, outbox, { email, password: E2E_PASSWORD, displayName: `Phone ${suffix}`, birthDate: '1998-02-03', accountType: 'player' });
  await page.goto('/profile-onboarding');
  await expect(stepHeading(page, 'Who you are')).toBeVisible();
  await saveAndContinue(page).click();
  await expect(stepHeading(page, 'Your games')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Overwatch' }).check();
  await expect(page.getByRole('button', { name: 'Sunday late night' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The games step with its availability grid, in the dark theme.
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});
