/**
 * Roster journey (spec 2.4, 2.6, 2.7): on a fresh team a manager adds a game,
 * adds the seeded demo player to its roster by search, invites a new player
 * by email (the claim email lands in the outbox), edits a role inline
 * (pencil, select, tick) and removes the game. Toasts are the spec's texts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoAccount, uniqueEmail } from '../support/accounts.ts';
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

test('a manager adds a game, adds players by search and by email, edits a role inline and removes the game', async ({
  page,
  baseURL,
  outbox,
}) => {
  test.setTimeout(90_000);
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
  await expect(notifications(page)).toContainText('Team member added successfully!');
  await expect(dialog).toBeHidden();
  const players = gameRoster.getByRole('list', { name: 'Players' });
  await expect(players.getByText(player.displayName)).toBeVisible();
  await expect(players.getByText(player.email)).toBeVisible();
  // The roster screen itself (the toaster's rich success colours are the app shell's, outside <main>).
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // Inline role edit: the tick waits for a role.
  await players.getByRole('button', { name: `Edit role for ${player.displayName}` }).click();
  const save = players.getByRole('button', { name: `Save role for ${player.displayName}` });
  await expect(save).toBeDisabled();
  await players.getByLabel(`Role for ${player.displayName}`, { exact: true }).selectOption({ label: 'Captain' });
  await save.click();
  await expect(notifications(page)).toContainText('Member updated successfully!');
  await expect(players.getByLabel(`Role for ${player.displayName}`, { exact: true })).toBeHidden();
  await expect(players.getByText('Captain', { exact: true })).toBeVisible();

  // A new player by email on the general roster: invited, with a claim link in the outbox.
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
  await expect(notifications(page)).toContainText('Team member added successfully!');
  await expect(notifications(page)).toContainText(`An invitation email was sent to ${invitee}.`);
  await expect(general.getByRole('list', { name: 'Players' }).getByText(invitee)).toBeVisible();
  const invitation = await outbox.waitForMessage(invitee, 'You are invited to Esports Recruiting');
  expect(findLink(invitation, '/auth/claim-account')).toContain('token=');

  // Remove the game after confirming: its tab goes.
  await gameTab.click();
  await gameRoster.getByRole('button', { name: 'Remove Valorant (Competitive)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Valorant (Competitive) from this team?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(notifications(page)).toContainText('Game removed from team successfully!');
  await expect(gameTab).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'General Roster', selected: true })).toBeVisible();
});
