/**
 * A platform admin creates a team (it opens on its manage URL), changes its
 * max roster size and tier in Team Settings, finds it in Find Teams with the
 * type filter and the name search, archives it (gone from Find Teams) and
 * restores it (back again). Find Teams and Team Settings pass axe.
 */
import { randomBytes } from 'node:crypto';
import { request, type Page } from '@playwright/test';
import { demoAccount } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

async function signInAsAdmin(page: Page, baseURL: string) {
  const admin = demoAccount('Platform admin');
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBeTruthy();
}

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const teamCard = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

test('an admin creates a team, edits its settings, finds it, archives and restores it', async ({ page, baseURL }) => {
  // Many screens and saves in one journey: more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  const suffix = randomBytes(4).toString('hex');
  const name = `Night Owls ${suffix}`;
  await signInAsAdmin(page, baseURL!);

  // Create Team from the Find Teams button.
  await page.goto('/teams');
  await page.getByRole('link', { name: 'Create Team' }).click();
  await expect(page).toHaveURL('/teams/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Team' })).toBeVisible();
  await page.getByLabel('Team name').fill(name);
  await page.getByLabel('Description').fill('An end-to-end test team.');
  await page.getByLabel('Organization type').selectOption({ label: 'Pro Team' });
  await expect(page.getByLabel('Max roster size')).toHaveValue('10');
  await page.getByRole('button', { name: 'Create Team' }).click();

  await expect(notifications(page)).toContainText('Team created');
  await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}\/manage$/);
  const teamId = /\/teams\/([0-9a-f-]{36})\/manage/.exec(page.url())![1]!;

  // Team Settings: roster size, then the tier (a platform admin may change it).
  await page.goto(`/teams/${teamId}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team Settings' })).toBeVisible();
  await expect(page.getByLabel('Team name')).toHaveValue(name);
  await page.getByLabel('Max roster size').fill('15');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notifications(page)).toContainText('Team settings saved');

  const tier = page.getByRole('combobox', { name: 'Subscription tier' });
  await expect(tier).toHaveValue('bronze');
  await tier.selectOption({ label: 'Silver' });
  const tierSaved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/teams/${teamId}`));
  await page.getByRole('button', { name: 'Save Tier' }).click();
  expect((await tierSaved).status()).toBe(200);
  await expect(page.getByText('Current tier', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Current tier' })).toContainText('Silver');

  // Both changes were stored, and the tier change kept the roster size.
  await page.reload();
  await expect(page.getByLabel('Max roster size')).toHaveValue('15');
  await expect(page.getByRole('combobox', { name: 'Subscription tier' })).toHaveValue('silver');
  // Checked after the reload: no toast is on screen (the toaster is not this page's).
  expect(await axeViolations(page)).toEqual([]);

  // Find Teams lists it with its type and roster fill; the filters narrow the list.
  await page.goto('/teams');
  const card = teamCard(page, name);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pro Team');
  await expect(card).toContainText('0/15 players');
  await expect(card).toContainText('No open recruiting posts');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'High School' }).click();
  await expect(page).toHaveURL('/teams?type=high_school');
  await expect(teamCard(page, name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Pro Team' }).click();
  await expect(page).toHaveURL('/teams?type=pro_team');
  await expect(teamCard(page, name)).toBeVisible();

  await page.getByLabel('Search teams').fill(suffix);
  await expect(page).toHaveURL(`/teams?type=pro_team&q=${suffix}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(teamCard(page, name)).toBeVisible();
  await page.getByLabel('Search teams').fill(`${suffix}-nobody`);
  await expect(page.getByText('No teams match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/teams');
  await expect(page.getByLabel('Search teams')).toHaveValue('');

  // The card opens the team's page (docs/decisions/071), which links its manager to Team Management.
  await page.getByLabel('Search teams').fill(suffix);
  // Wait for the search to land in the URL: a pause that ends while the next page is loading would navigate back.
  await expect(page).toHaveURL(`/teams?q=${suffix}`);
  await teamCard(page, name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/teams/${teamId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Team Management' }).click();
  await expect(page).toHaveURL(`/teams/${teamId}/manage`);

  // Archive: hidden from Find Teams, also for visitors who are not signed in.
  await page.goto(`/teams/${teamId}/settings`);
  await page.getByRole('button', { name: 'Archive Team' }).click();
  const archiveDialog = page.getByRole('alertdialog', { name: 'Archive this team?' });
  await archiveDialog.getByRole('button', { name: 'Archive Team' }).click();
  await expect(notifications(page)).toContainText('Team archived');
  await expect(page.getByText('This team is archived.')).toBeVisible();
  await expect(page.getByLabel('Team name')).toBeDisabled();

  await page.goto(`/teams?q=${suffix}`);
  await expect(page.getByText('No teams match these filters')).toBeVisible();
  const visitor = await request.newContext({ baseURL });
  const hidden = await visitor.get(`/api/teams?q=${suffix}`);
  expect(hidden.status()).toBe(200);
  expect((await hidden.json()).teams).toEqual([]);

  // Restore: listed again.
  await page.goto(`/teams/${teamId}/settings`);
  await page.getByRole('button', { name: 'Restore Team' }).click();
  await page.getByRole('alertdialog', { name: 'Restore this team?' }).getByRole('button', { name: 'Restore Team' }).click();
  await expect(notifications(page)).toContainText('Team restored');
  await expect(page.getByText('This team is archived.')).toHaveCount(0);
  await expect(page.getByLabel('Team name')).toBeEnabled();

  await page.goto(`/teams?q=${suffix}`);
  await expect(teamCard(page, name)).toBeVisible();
  const listed = await visitor.get(`/api/teams?q=${suffix}`);
  expect((await listed.json()).teams.map((team: { name: string }) => team.name)).toEqual([name]);
  await visitor.dispose();
});
