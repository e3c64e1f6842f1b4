/**
 * A minor and their guardian (issue 11.5; docs/decisions/021): a
 * 15-year-old signs up naming a guardian and confirms; the guardian opens
 * the emailed invitation, creates a family account and accepts, then
 * approves publishing for recruiters only; a recruiter (the demo coach)
 * finds the player in the inbox's people search and messages them; the
 * guardian reads that conversation, read-only. axe on the new screens, and
 * each at 360 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { demoAccount, E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLink } from '../support/outbox.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** At 360 px nothing scrolls sideways. */
async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** 15 years old today (mid-year birthday, so no edge). */
function fifteenYearsAgo(): string {
  const today = new Date();
  return `${today.getUTCFullYear() - 15 - (today.getUTCMonth() < 6 ? 1 : 0)}-07-01`;
}

test('a guardian accepts the emailed invitation, approves publishing, and reads the recruiter conversation', async ({ browser, outbox }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const playerName = `Quinn Minor ${suffix}`;
  const guardianEmail = uniqueEmail('guardian');

  // ---------------------------------------------------------------- the 15-year-old signs up and confirms
  const player = await newPage(browser);
  await signUpConfirmed(player.request, outbox, {
    email: uniqueEmail('minor'),
    password: E2E_PASSWORD,
    displayName: playerName,
    birthDate: fifteenYearsAgo(),
    accountType: 'player',
    guardianEmail,
  });
  await player.goto('/account');
  await expect(player.getByText('Invited, not accepted yet')).toBeVisible();
  await expect(player.getByText('Your profile stays private until a parent or guardian approves publishing.')).toBeVisible();

  // ---------------------------------------------------------------- the guardian opens the invitation and signs up
  const invitation = await outbox.waitForMessage(guardianEmail, 'named you as their parent or guardian');
  const link = new URL(findLink(invitation, '/guardian/accept'));
  const guardian = await newPage(browser);
  await guardian.goto(`${link.pathname}${link.search}`);
  await expect(guardian.getByRole('heading', { name: 'Parent or guardian invitation' })).toBeVisible();
  await expect(guardian.getByText(playerName)).toBeVisible();
  await expect(guardian.getByLabel('Email')).toHaveValue(guardianEmail);
  expect(await axeViolations(guardian)).toEqual([]);
  await fitsNarrowScreen(guardian);
  await guardian.getByLabel('Your name').fill(`Parent ${suffix}`);
  await guardian.getByLabel("I am the player's").selectOption('parent');
  await guardian.getByLabel('Date of birth').fill('1980-02-03');
  await guardian.getByLabel('Password').fill(E2E_PASSWORD);
  await guardian.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(guardian).toHaveURL(/\/guardian$/);

  // ---------------------------------------------------------------- the guardian approves publishing, recruiters only
  await expect(guardian.getByText(playerName).first()).toBeVisible();
  await expect(guardian.getByText('Not published (private)')).toBeVisible();
  await expect(guardian.getByRole('radio', { name: 'Recruiters only' })).toBeChecked();
  expect(await axeViolations(guardian)).toEqual([]);
  await fitsNarrowScreen(guardian);
  await guardian.getByRole('button', { name: 'Approve publishing' }).click();
  await expect(guardian.getByText('Published: Recruiters only')).toBeVisible();
  await expect(guardian.getByRole('list', { name: 'Consent log' }).getByRole('listitem').first()).toContainText('Publishing approved (Recruiters only)');

  // The used link now says so and offers nothing else.
  await guardian.goto(`${link.pathname}${link.search}`);
  await expect(guardian.getByText(/has expired or was already used/)).toBeVisible();
  await expect(guardian.getByRole('main').getByRole('button')).toHaveCount(0);

  // ---------------------------------------------------------------- a recruiter finds the player and messages them
  const recruiter = await newPage(browser);
  const coach = demoAccount('Recruiter / coach');
  const signedIn = await recruiter.request.post('/api/auth/sign-in/email', { data: { email: coach.email, password: coach.password } });
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
  await recruiter.goto('/inbox');
  await recruiter.getByRole('button', { name: 'New conversation' }).first().click();
  const dialog = recruiter.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByLabel('Search people').fill(playerName);
  await dialog.getByRole('button', { name: new RegExp(playerName) }).click();
  await dialog.getByRole('button', { name: 'Create conversation' }).click();
  await expect(recruiter).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  const composer = recruiter.getByLabel('Message', { exact: true });
  await composer.fill('We would like to invite you to a tryout.');
  await composer.press('Enter');
  await expect(recruiter.getByRole('log', { name: 'Messages' }).getByText('We would like to invite you to a tryout.')).toBeVisible();

  // ---------------------------------------------------------------- the guardian reads that conversation, read-only
  await guardian.goto('/guardian');
  await guardian.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(coach.displayName) }).click();
  await expect(guardian).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  await expect(guardian.getByRole('log', { name: 'Messages' }).getByText('We would like to invite you to a tryout.')).toBeVisible();
  await expect(guardian.getByText('Read-only: guardian view')).toBeVisible();
  await expect(guardian.getByLabel('Message', { exact: true })).toHaveCount(0);
});
