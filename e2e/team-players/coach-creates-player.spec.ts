/**
 * Players created by a coach (issue 11.8, docs/decisions/025): the demo
 * team owner opens Create player from /players, creates an adult player with
 * an email, and finds them in "My teams' players" as invited; the player
 * opens the claim link from the outbox, chooses a password and gives a birth
 * date, lands signed in and opens their profile, which is still private;
 * the owner's list now says claimed.
 */
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLink } from '../support/outbox.ts';
import { signInAsDemo } from '../support/sign-in.ts';

test('a team manager creates a player, the player claims the profile from the emailed link', async ({ page, browser, outbox }) => {
  const suffix = Date.now().toString(36);
  const playerName = `Riley Created ${suffix}`;
  const playerEmail = uniqueEmail('created');
  const classYear = new Date().getUTCFullYear() + 1;
  await signInAsDemo(page.request, 'Team owner');

  // ---------------------------------------------------------------- the manager creates the player
  await page.goto('/players');
  const teamPlayers = page.getByRole('region', { name: "My teams' players" });
  await teamPlayers.getByRole('link', { name: 'Create player' }).click();
  await expect(page).toHaveURL(/\/players\/create$/);
  await page.getByLabel('Display name').fill(playerName);
  await page.getByLabel("Player's email").fill(playerEmail);
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Demo University Esports' });
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'League of Legends' });
  await page.getByLabel('Role', { exact: true }).selectOption('Jungle');
  await page.getByLabel('Class year').fill(String(classYear));
  await page.getByRole('button', { name: 'Create player' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We emailed the claim link to the player.' })).toBeVisible();

  // ---------------------------------------------------------------- it is listed as invited, with a link to the private profile
  await page.goto('/players');
  const row = teamPlayers.getByRole('listitem').filter({ has: page.getByRole('link', { name: playerName, exact: true }) });
  await expect(row).toContainText(`Demo University Esports · League of Legends · Jungle · Class of ${classYear}`);
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  const profileHref = await row.getByRole('link', { name: playerName, exact: true }).getAttribute('href');
  expect(profileHref).toMatch(/^\/player\/[a-z0-9-]+$/);

  // ---------------------------------------------------------------- the player claims the profile from the emailed link
  const claim = new URL(findLink(await outbox.waitForMessage(playerEmail, 'Claim your player profile'), '/auth/claim-account'));
  const player = await (await browser.newContext()).newPage();
  await player.goto(`${claim.pathname}${claim.search}`);
  await expect(player.getByRole('heading', { name: 'Claim your account' })).toBeVisible();
  await expect(player.getByText(playerEmail)).toBeVisible();
  await player.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await player.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await player.getByLabel('Date of birth').fill('2005-03-04');
  await player.getByRole('button', { name: 'Claim Account' }).click();
  // Claiming signs in and lands on the home (docs/decisions/068).
  await expect(player).toHaveURL(/\/home$/);
  await player.goto('/account');
  await expect(player.getByText(`Signed in as ${playerEmail}`)).toBeVisible();

  // ---------------------------------------------------------------- signed in, the player sees their profile: the coach's game and role, private
  await player.goto(profileHref!);
  await expect(player.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  await expect(player.getByRole('tab', { name: 'League of Legends' })).toBeVisible();
  await expect(player.getByRole('tabpanel', { name: 'League of Legends' }).getByText('Jungle')).toBeVisible();
  await expect(player.getByText('This profile is not published: only you, your guardians and platform staff can see it.')).toBeVisible();

  // ---------------------------------------------------------------- the manager's list now says claimed
  await page.reload();
  const claimedRow = teamPlayers.getByRole('listitem').filter({ hasText: playerName });
  await expect(claimedRow.getByText('Claimed', { exact: true })).toBeVisible();
});
