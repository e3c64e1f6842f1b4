/**
 * Roster journey (spec 2.4, 2.6, 2.7, docs/decisions/015): on a fresh team a
 * manager adds a game and invites the seeded demo player to its roster by
 * search; the player is not on the roster until they follow the emailed link
 * (or the header banner) to Find Teams and accept; the manager then edits
 * the role inline (pencil, select, tick), invites a new person by email (the
 * claim email and the team invitation land in the outbox), cancels that
 * invitation and removes the game. Toasts are the spec's texts where it has
 * them.
 */
import type { Page } from '@playwright/test';
import { demoAccount, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLink } from '../support/outbox.ts';

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Signs the page in as the seeded platform admin, who creates (and so owns) a fresh team for this test. */
async function createTeamAsAdmin(page: Page, baseURL: string, name: string): Promise<string> {
  const admin = demoAccount('Platform admin');
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseURL },
  });
  expect(signIn.ok()).toBeTruthy();
  const created = await page.request.post('/api/teams', {
    data: { name, organizationType: 'college', maxRosterSize: 10 },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('a manager adds a game, invites players by search and by email, the player accepts, a role is edited inline and the game removed', async ({
  page,
  browser,
  baseURL,
  outbox,
}) => {
  test.setTimeout(120_000);
  const teamName = `Roster Journey ${Date.now().toString(36)}`;
  const teamId = await createTeamAsAdmin(page, baseURL!, teamName);
  const player = demoAccount('Player');

  await page.goto(`/teams/${teamId}/manage?tab=roster`);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Roster', exact: true, selected: true })).toBeVisible();
  await expect(page.getByText('Manager', { exact: true })).toBeVisible();

  // Add Game: both selects are required.
  await page.getByRole('button', { name: 'Add Game' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Game' });
  await dialog.getByRole('button', { name: 'Add Game' }).click();
  // Shown in the dialog too: the modal hides the toasts from assistive technology.
  await expect(dialog.getByRole('alert')).toContainText('Missing Information');
  await expect(dialog.getByRole('alert')).toContainText('Please select a game and play level.');
  await dialog.getByLabel('Game').selectOption({ label: 'Valorant' });
  await dialog.getByLabel('Play Level').selectOption({ label: 'Competitive' });
  await dialog.getByRole('button', { name: 'Add Game' }).click();
  await expect(notifications(page)).toContainText('Game added to team successfully!');
  await expect(dialog).toBeHidden();

  // The game's roster tab: add the seeded player found by search.
  const gameTab = page.getByRole('tab', { name: 'Valorant (Competitive)' });
  await gameTab.click();
  const gameRoster = page.getByRole('tabpanel', { name: 'Valorant (Competitive)' });
  await expect(gameRoster.getByText('No players added yet')).toBeVisible();
  await gameRoster.getByRole('button', { name: 'Add Player' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Player to Valorant (Competitive)' });
  const addPlayer = dialog.getByRole('button', { name: 'Add Player' });
  await dialog.getByLabel('Search users').fill('P');
  await expect(dialog.getByText('Type at least 2 characters to search.')).toBeVisible();
  await dialog.getByLabel('Search users').fill('zzqx-nobody');
  await expect(dialog.getByText('No users found for "zzqx-nobody"')).toBeVisible();
  await expect(addPlayer).toBeDisabled();
  await dialog.getByLabel('Search users').fill(player.displayName);
  await dialog.getByRole('button', { name: player.displayName }).click();
  await expect(addPlayer).toBeEnabled();
  await addPlayer.click();
  await expect(notifications(page)).toContainText('Invitation sent');
  await expect(notifications(page)).toContainText(`${player.displayName} joins the roster after accepting the invitation.`);
  await expect(dialog).toBeHidden();
  // Invited, not added: the roster stays empty and the invitation is pending.
  await expect(gameRoster.getByText('No players added yet')).toBeVisible();
  const invitations = page.getByRole('list', { name: 'Invitations' });
  const playerInvitation = invitations.getByRole('listitem', { name: player.displayName });
  await expect(playerInvitation).toContainText('Pending');
  await expect(playerInvitation).toContainText('Player · Player · Valorant (Competitive)');

  // The player follows the email's link, sees the header hint too, and accepts.
  const email = await outbox.waitForMessage(player.email, `invited you to join ${teamName}`);
  const answerLink = findLink(email, '/teams#team-invitations');
  const playerContext = await browser.newContext({ baseURL });
  try {
    const playerPage = await playerContext.newPage();
    const signIn = await playerPage.request.post('/api/auth/sign-in/email', {
      data: { email: player.email, password: player.password },
      headers: { origin: baseURL! },
    });
    expect(signIn.ok()).toBeTruthy();
    await playerPage.goto('/features');
    await expect(playerPage.getByRole('link', { name: /Accept or decline|Review invitations/ })).toBeVisible();
    await playerPage.goto(new URL(answerLink).pathname + new URL(answerLink).hash);
    const mine = playerPage.getByRole('list', { name: 'Team invitations' }).getByRole('listitem', { name: teamName });
    await expect(mine).toContainText('Player on the Valorant (Competitive) roster');
    await expect(mine).toContainText('Invited by Alex Admin');
    await mine.getByRole('button', { name: 'Accept' }).click();
    await expect(playerPage.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await expect(notifications(playerPage)).toContainText(`You joined ${teamName}`);
  } finally {
    await playerContext.close();
  }

  await page.reload();
  await gameTab.click();
  const players = gameRoster.getByRole('list', { name: 'Players' });
  await expect(players.getByText(player.displayName)).toBeVisible();
  // An adult: managers see the email (never a minor's).
  await expect(players.getByText(player.email)).toBeVisible();
  await expect(playerInvitation).toContainText('Accepted');
  // The roster screen itself (the toaster's rich success colours are the app shell's, outside <main>).
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  // Inline role edit: the tick waits for a role.
  await players.getByRole('button', { name: `Edit role for ${player.displayName}` }).click();
  const save = players.getByRole('button', { name: `Save role for ${player.displayName}` });
  await expect(save).toBeDisabled();
  await players.getByLabel(`Role for ${player.displayName}`, { exact: true }).selectOption({ label: 'Captain' });
  await save.click();
  await expect(notifications(page)).toContainText('Member updated successfully!');
  await expect(players.getByLabel(`Role for ${player.displayName}`, { exact: true })).toBeHidden();
  await expect(players.getByText('Captain', { exact: true })).toBeVisible();

  // A new person by email on the general roster: an invitation (claim link and team invitation in the outbox).
  const invitee = uniqueEmail('roster-invitee');
  await page.getByRole('tab', { name: 'General Roster' }).click();
  const general = page.getByRole('tabpanel', { name: 'General Roster' });
  await general.getByRole('button', { name: 'Add Player' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Player' });
  await dialog.getByRole('button', { name: 'Add new user by email' }).click();
  await expect(dialog.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await expect(dialog.getByRole('button', { name: 'Add Player' })).toBeDisabled();
  await dialog.getByLabel('Email address').fill(invitee);
  await dialog.getByLabel('Role').selectOption({ label: 'Trial' });
  await dialog.getByRole('button', { name: 'Add Player' }).click();
  await expect(notifications(page)).toContainText('Invitation sent');
  await expect(notifications(page)).toContainText(`We emailed ${invitee} an invitation. They join the roster after accepting it.`);
  await expect(general.getByText('No players added yet')).toBeVisible();
  const masked = `${invitee.slice(0, 1)}•••@e2e.test`;
  const emailInvitation = invitations.getByRole('listitem', { name: masked });
  await expect(emailInvitation).toContainText('Pending');
  await expect(page.getByText(invitee)).toHaveCount(0);
  const claim = await outbox.waitForMessage(invitee, 'You are invited to Esports Recruiting');
  expect(findLink(claim, '/auth/claim-account')).toContain('token=');
  await outbox.waitForMessage(invitee, `invited you to join ${teamName}`);

  // The manager cancels that invitation.
  await emailInvitation.getByRole('button', { name: `Cancel invitation for ${masked}` }).click();
  const cancelDialog = page.getByRole('alertdialog', { name: `Cancel the invitation for ${masked}?` });
  await cancelDialog.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(notifications(page)).toContainText('Invitation cancelled');
  await expect(emailInvitation).toContainText('Cancelled');

  // Remove the game after confirming: its tab goes.
  await gameTab.click();
  await gameRoster.getByRole('button', { name: 'Remove Valorant (Competitive)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Valorant (Competitive) from this team?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(notifications(page)).toContainText('Game removed from team successfully!');
  await expect(gameTab).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'General Roster', selected: true })).toBeVisible();
});
