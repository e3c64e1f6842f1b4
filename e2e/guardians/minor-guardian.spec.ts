/**
 * A minor and their guardian (issue 11.5; docs/decisions/021): a
 * 15-year-old gets started on /auth naming a guardian, confirms the emailed
 * link and sets up a profile on /welcome choosing Public (finishing asks the
 * guardian); the guardian opens the emailed invitation, creates a family
 * account and accepts, then approves publishing for recruiters only; a
 * recruiter (the demo coach) finds the player with the filters of the
 * recruiter search on /players and messages them from the result row,
 * reading first that the player is under 18 and a guardian reads along
 * (issue 26.6); the guardian finds that conversation in /inbox and on
 * /home, labelled as the player's, reads it read-only, then revokes publishing.
 * Through pending, approved (recruiters only) and revoked, the status texts
 * the minor and the guardian read say who can see the profile, as the
 * server answers a visitor (issue 26 item 1, docs/decisions/067). axe on
 * the guardian screens, and each at 360 px.
 */
import type { Browser, Page } from '@playwright/test';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLink } from '../support/outbox.ts';
import { signInAsDemo } from '../support/sign-in.ts';
import { confirmationLink } from '../support/sign-up.ts';

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

/** A signed-out visitor at the player's address gets "Player not found", as for an unknown player. */
async function visitorGetsNotFound(browser: Browser, profilePath: string) {
  const visitor = await newPage(browser);
  await visitor.goto(profilePath);
  await expect(visitor.getByRole('heading', { name: 'Player not found' })).toBeVisible();
  await visitor.context().close();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name: new RegExp(`^Step \\d of 6: ${name}$`) });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

test('a 15-year-old signs up and sets up a profile, the guardian approves publishing, a recruiter finds and messages them, the guardian reads it and revokes; the status texts say who can see the profile', async ({
  browser,
  outbox,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const playerName = `Quinn Minor ${suffix}`;
  const playerEmail = uniqueEmail('minor');
  const guardianEmail = uniqueEmail('guardian');
  const classYear = new Date().getUTCFullYear() + 3;

  // ---------------------------------------------------------------- the 15-year-old gets started and confirms
  const player = await newPage(browser);
  await player.goto('/auth?tab=get-started');
  await player.getByLabel('Display name').fill(playerName);
  await player.getByLabel('Email').fill(playerEmail);
  await player.getByLabel('Password').fill(E2E_PASSWORD);
  await player.getByLabel('Date of birth').fill(fifteenYearsAgo());
  await player.getByLabel('Parent or guardian email').fill(guardianEmail);
  await player.getByRole('button', { name: 'Create Account' }).click();
  await expect(player.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await player.goto(await confirmationLink(outbox, playerEmail));
  // Confirming lands on the player's home (docs/decisions/068); the guardian state is on My Account.
  await expect(player).toHaveURL(/\/home$/);
  await expect(player.getByRole('heading', { name: 'Your recruiting profile' })).toBeVisible();
  await player.goto('/account');
  await expect(player.getByText('Invited, not accepted yet')).toBeVisible();
  const awaiting = 'Only you and your guardian can see this profile until your guardian approves it.';
  await expect(player.getByText(awaiting)).toBeVisible();

  // ---------------------------------------------------------------- and sets up a profile (a game with a rank from its ladder, a class year)
  await player.goto('/welcome');
  await expect(stepHeading(player, 'Who you are')).toBeVisible();
  await expect(player.getByLabel('Display name')).toHaveValue(playerName);
  await player.getByLabel('State').selectOption('WY');
  await saveAndContinue(player).click();
  await expect(stepHeading(player, 'Your games')).toBeVisible();
  await player.getByRole('checkbox', { name: 'Rocket League' }).check();
  await player.getByLabel('Rocket League in-game name').fill(`quinn${suffix.slice(-4)}`);
  await player.getByLabel('Rocket League primary role').selectOption('Playmaker');
  await player.getByLabel('Rocket League current rank').selectOption({ label: 'Champion II' });
  await saveAndContinue(player).click();
  await expect(stepHeading(player, 'School and academics')).toBeVisible();
  await player.getByLabel('Class year').fill(String(classYear));
  await saveAndContinue(player).click();
  await expect(stepHeading(player, 'Highlights')).toBeVisible();
  await saveAndContinue(player).click();
  await expect(stepHeading(player, 'Visibility and family')).toBeVisible();
  // Public chosen: it still waits for the guardian, who may cap it (issue 26: it said "Everyone can see this profile").
  await player.getByRole('radio', { name: /^Public/ }).click();
  await expect(player.getByRole('status').filter({ hasText: awaiting })).toBeVisible();
  await saveAndContinue(player).click();
  await expect(stepHeading(player, 'Finish')).toBeVisible();
  await player.getByRole('button', { name: 'Finish and publish' }).click();
  await expect(player.getByText('A parent or guardian must approve before anyone else can see your profile', { exact: true })).toBeVisible();

  // ---------------------------------------------------------------- pending: the minor's own profile says so, and a visitor does not find it
  await player.getByRole('link', { name: 'View my profile' }).click();
  await expect(player.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  const profilePath = new URL(player.url()).pathname;
  await expect(player.getByText(awaiting)).toBeVisible();
  await expect(player.getByText(/Everyone can see/)).toHaveCount(0);
  await visitorGetsNotFound(browser, profilePath);

  // ---------------------------------------------------------------- the guardian opens the invitation and signs up
  const invitation = await outbox.waitForMessage(guardianEmail, 'named you as their parent or guardian');
  const link = new URL(findLink(invitation, '/guardian/accept'));
  const guardian = await newPage(browser);
  await guardian.goto(`${link.pathname}${link.search}`);
  await expect(guardian.getByRole('heading', { name: 'Parent or guardian invitation' })).toBeVisible();
  await expect(guardian.getByText(playerName)).toBeVisible();
  await expect(guardian.getByLabel('Email')).toHaveValue(guardianEmail);
  expect(await axeViolations(guardian, { include: 'main' })).toEqual([]);
  await fitsNarrowScreen(guardian);
  await guardian.getByLabel('Your name').fill(`Parent ${suffix}`);
  await guardian.getByLabel("I am the player's").selectOption('parent');
  await guardian.getByLabel('Date of birth').fill('1980-02-03');
  await guardian.getByLabel('Password').fill(E2E_PASSWORD);
  await guardian.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(guardian).toHaveURL(/\/guardian$/);

  // ---------------------------------------------------------------- the guardian approves publishing, recruiters only
  await expect(guardian.getByText(playerName).first()).toBeVisible();
  await expect(guardian.getByText(`Only ${playerName} and their guardians can see this profile until you approve it.`)).toBeVisible();
  await expect(guardian.getByText(`${playerName} finished their profile and is waiting for your approval to publish it.`)).toBeVisible();
  await expect(guardian.getByRole('radio', { name: 'Recruiters only' })).toBeChecked();
  expect(await axeViolations(guardian, { include: 'main' })).toEqual([]);
  await fitsNarrowScreen(guardian);
  await guardian.getByRole('button', { name: 'Approve publishing' }).click();
  // Approved recruiters only, over the minor's Public: recruiters, never "Public" (issue 26).
  await expect(
    guardian.getByText(`Recruiters signed in and ${playerName}'s team staff can see this profile; visitors cannot. ${playerName} chose Public; you approved Recruiters only.`),
  ).toBeVisible();
  await expect(guardian.getByText('You approved:')).toHaveText('You approved: Recruiters only');
  await expect(guardian.getByText(/Published: Public/)).toHaveCount(0);
  await expect(guardian.getByText(/is waiting for your approval/)).toHaveCount(0);
  await expect(guardian.getByRole('list', { name: 'Consent log' }).getByRole('listitem').first()).toContainText('Publishing approved (Recruiters only)');

  // The minor reads the same, and a visitor still does not find the profile.
  await player.reload();
  await expect(
    player.getByText('Recruiters signed in and your team staff can see this profile; visitors cannot. You chose Public; your guardian approved Recruiters only.'),
  ).toBeVisible();
  await visitorGetsNotFound(browser, profilePath);

  // The used link now says so and offers nothing else.
  await guardian.goto(`${link.pathname}${link.search}`);
  await expect(guardian.getByText(/has expired or was already used/)).toBeVisible();
  await expect(guardian.getByRole('main').getByRole('button')).toHaveCount(0);

  // ---------------------------------------------------------------- a recruiter finds the player with the search filters and messages them
  const recruiter = await newPage(browser);
  const coach = await signInAsDemo(recruiter.request, 'Recruiter / coach');
  await recruiter.goto('/players');
  const filters = recruiter.getByRole('form', { name: 'Player filters' });
  await filters.getByLabel('Game', { exact: true }).selectOption({ label: 'Rocket League' });
  await filters.getByLabel('Lowest rank').selectOption({ label: 'Champion I' });
  await filters.getByLabel('Highest rank').selectOption({ label: 'Grand Champion I' });
  await filters.getByLabel('State').selectOption({ label: 'Wyoming' });
  await filters.getByRole('group', { name: 'Class years' }).getByRole('checkbox', { name: String(classYear) }).check();
  await filters.getByRole('group', { name: 'Rocket League roles' }).getByRole('checkbox', { name: 'Playmaker' }).check();
  await expect(recruiter).toHaveURL((url) =>
    ['game', 'minTier', 'maxTier', 'state', 'classYears', 'roles'].every((name) => url.searchParams.has(name)),
  );
  await expect(recruiter.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  const row = recruiter.getByRole('listitem').filter({ has: recruiter.getByRole('link', { name: playerName, exact: true }) });
  await expect(row).toContainText('Rocket League: Champion II');
  await expect(row).toContainText(String(classYear));
  await row.getByRole('button', { name: `Message ${playerName}` }).click();
  await expect(recruiter).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  // Before the first message the adult reads that the player is under 18 and that a guardian reads along (issue 26.6).
  await expect(recruiter.getByRole('note').filter({ hasText: `${playerName} is under 18. Their parent or guardian can read this conversation.` })).toBeVisible();
  await expect(recruiter.getByRole('log', { name: 'Messages' }).getByText('We would like to invite you to a tryout.')).toHaveCount(0);
  expect(await axeViolations(recruiter, { include: 'main' })).toEqual([]);
  const composer = recruiter.getByLabel('Message', { exact: true });
  await composer.fill('We would like to invite you to a tryout.');
  await composer.press('Enter');
  await expect(recruiter.getByRole('log', { name: 'Messages' }).getByText('We would like to invite you to a tryout.')).toBeVisible();

  // ---------------------------------------------------------------- the guardian reads that conversation from the inbox and the home, read-only
  await guardian.goto('/inbox');
  const guardedList = guardian.getByRole('list', { name: "Your players' conversations" });
  const guardedRow = guardedList.getByRole('listitem').filter({ hasText: `${playerName}'s conversation · read-only` });
  await expect(guardedRow.getByRole('link', { name: new RegExp(coach.displayName) })).toBeVisible();
  expect(await axeViolations(guardian, { include: 'main' })).toEqual([]);
  await fitsNarrowScreen(guardian);
  await guardedRow.getByRole('link', { name: new RegExp(coach.displayName) }).click();
  await expect(guardian).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  await expect(guardian.getByRole('log', { name: 'Messages' }).getByText('We would like to invite you to a tryout.')).toBeVisible();
  await expect(guardian.getByRole('note').filter({ hasText: `${playerName}'s conversation · Read-only: guardian view` })).toBeVisible();
  await guardian.goto('/home');
  const homeList = guardian.getByRole('region', { name: 'Your players' }).getByRole('list', { name: "Your players' conversations" });
  await expect(homeList.getByRole('link', { name: new RegExp(coach.displayName) })).toBeVisible();
  await guardian.goto('/guardian');
  await guardian.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(coach.displayName) }).click();
  await expect(guardian).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  await expect(guardian.getByRole('log', { name: 'Messages' }).getByText('We would like to invite you to a tryout.')).toBeVisible();
  await expect(guardian.getByText('Read-only: guardian view')).toBeVisible();
  await expect(guardian.getByLabel('Message', { exact: true })).toHaveCount(0);

  // ---------------------------------------------------------------- the guardian revokes: hidden again, and both read it
  await guardian.goto('/guardian');
  await guardian.getByRole('button', { name: 'Revoke publishing' }).click();
  await guardian.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(guardian.getByText(`You withdrew approval: only ${playerName} and their guardians can see this profile.`)).toBeVisible();
  await expect(guardian.getByText(/is waiting for your approval/)).toHaveCount(0);
  await expect(guardian.getByRole('list', { name: 'Consent log' }).getByRole('listitem').first()).toContainText('Publishing revoked');
  const revoked = 'Your guardian withdrew their approval: only you and your guardian can see this profile until they approve it again.';
  await player.goto(profilePath);
  await expect(player.getByText(revoked)).toBeVisible();
  await player.goto('/account');
  await expect(player.getByText(revoked)).toBeVisible();
  await visitorGetsNotFound(browser, profilePath);
});
