/**
 * Teams people can find and join (issue 26.8, docs/decisions/071): a visitor
 * finds the demo team in Find Teams, opens its page and reads its post in
 * full, creates an account from the post, confirms the emailed link and is
 * back on the team page, applies; the team's owner finds the application on
 * the Recruiting tab and invites the player to the roster; the player
 * accepts and is listed on the team page. The page passes axe at 360 px in
 * both themes, without sideways scrolling.
 */
import { DEMO_MATCHMAKING_POST, DEMO_MATCHMAKING_TEAM } from '../../src/server/seed/seed-demo-matchmaking.ts';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsDemo } from '../support/sign-in.ts';
import { confirmationLink } from '../support/sign-up.ts';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

test('a visitor finds a team, reads its post, signs up and applies; the owner invites them and they join', async ({ browser, page, outbox }) => {
  test.setTimeout(180_000); // two people, a sign-up with its email, axe in both themes
  const email = uniqueEmail('team-join');
  const displayName = `Jamie Joiner ${email.slice(10, 16)}`;

  // Find Teams → the team's page.
  await page.goto('/teams');
  await page.getByLabel('Search teams').fill('Lakeshore Legends');
  // The search lands in the URL after a pause; clicking before it would be undone by it.
  await expect(page).toHaveURL(/\/teams\?q=Lakeshore\+Legends$/);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: DEMO_MATCHMAKING_TEAM.name }) });
  await card.getByRole('link', { name: DEMO_MATCHMAKING_TEAM.name }).click();
  await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}$/);
  const teamPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: DEMO_MATCHMAKING_TEAM.name })).toBeVisible();

  // The post in full; a visitor is asked to sign in and sees no names on the roster.
  const post = page.getByRole('article', { name: DEMO_MATCHMAKING_POST.title });
  await expect(post).toContainText(DEMO_MATCHMAKING_POST.description);
  await expect(post).toContainText('Initiator');
  await expect(page.getByText('Sign in to see who plays for this team.')).toBeVisible();
  await expect(page.getByText('Players under 18 are never listed here.')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessibleInBothThemes(page, { include: 'main' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Create an account from the post; the emailed link signs in and comes back to the team.
  await post.getByRole('link', { name: `Create account to apply to ${DEMO_MATCHMAKING_POST.title}` }).click();
  await expect(page.getByRole('tab', { name: 'Get Started' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByLabel('Date of birth').fill(yearsAgo(22));
  await page.getByLabel('Account type').selectOption({ label: 'Player' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await confirmationLink(outbox, email));
  await expect(page).toHaveURL(teamPath);

  // Apply.
  await post.getByRole('button', { name: `Apply to ${DEMO_MATCHMAKING_POST.title}` }).click();
  const apply = page.getByRole('dialog');
  await apply.getByLabel('Message (optional)').fill('Initiator main, free weekday evenings.');
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Application sent', { exact: false })).toBeVisible();
  await expect(post.getByText('Applied', { exact: true })).toBeVisible();

  // The owner: the application on the Recruiting tab, then Invite to roster.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsDemo(owner.request, 'Team owner');
  await owner.goto(`${teamPath}/manage?tab=recruiting`);
  const applications = owner.getByRole('region', { name: 'Applications' });
  const application = applications.getByRole('listitem').filter({ hasText: `${displayName} applied to ${DEMO_MATCHMAKING_POST.title}` });
  await expect(application).toContainText('Initiator main, free weekday evenings.');
  await application.getByRole('button', { name: `Invite to roster: ${displayName}` }).click();
  await expect(application).toContainText('Invited to the roster: waiting for the player to accept.');
  await ownerContext.close();

  // The player accepts the invitation and is on the team's roster.
  await page.goto('/teams');
  const invitation = page.getByRole('list', { name: 'Team invitations' }).getByRole('listitem', { name: DEMO_MATCHMAKING_TEAM.name });
  await invitation.getByRole('button', { name: /Accept/ }).click();
  await expect(page).toHaveURL(`${teamPath}/manage`);
  await page.goto(teamPath);
  await expect(page.getByRole('list', { name: 'Players' })).toContainText(displayName);
  await expect(page.getByText('You are on this team.')).toBeVisible();
});
