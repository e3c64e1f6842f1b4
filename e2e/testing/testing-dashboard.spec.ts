/**
 * The testing dashboard (spec 2.9): the demo admin toggles a flag and sees it
 * after a reload, reads an email in the outbox and grants a role that the
 * user's /api/me then shows; a player gets the access message.
 */
import type { Page } from '@playwright/test';
import { demoAccount, E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import type { Outbox } from '../support/outbox.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

async function signInAs(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(response.ok(), `sign-in as ${email}: ${response.status()}`).toBeTruthy();
}

async function signUp(page: Page, outbox: Outbox, email: string, displayName: string) {
  await signUpConfirmed(page.request, outbox, { email, password: E2E_PASSWORD, displayName, birthDate: '1998-02-03', accountType: 'player' });
}

const flagRow = (page: Page, key: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });

async function setDevToolsEnabled(page: Page, enabled: boolean) {
  await flagRow(page, 'dev_tools').getByRole('button', { name: 'Edit dev_tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit dev_tools' });
  const toggle = dialog.getByRole('switch', { name: 'Enabled' });
  if ((await toggle.getAttribute('aria-checked')) !== String(enabled)) await toggle.click();
  await dialog.getByRole('button', { name: 'Save Flag' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Flag updated');
}

test('the demo admin toggles a flag, reads an email and grants a role', async ({ page, outbox }) => {
  const admin = demoAccount('Platform admin');
  await signInAs(page, admin.email, admin.password);
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Dashboard', level: 1 })).toBeVisible();

  // Feature Flags: dev_tools is off in the seed; turn it on, reload, then restore it.
  const devTools = flagRow(page, 'dev_tools');
  await expect(devTools.getByRole('cell').nth(0)).toHaveText('Off');
  await setDevToolsEnabled(page, true);
  await page.reload();
  await expect(flagRow(page, 'dev_tools').getByRole('cell').nth(0)).toHaveText('On');
  await setDevToolsEnabled(page, false);
  await expect(flagRow(page, 'dev_tools').getByRole('cell').nth(0)).toHaveText('Off');

  // Email Outbox: a fresh user (signed up in their own browser context) asks for a password reset; the admin reads it.
  const email = uniqueEmail('testing-dash');
  const target = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const targetPage = await target.newPage();
  await signUp(targetPage, outbox, email, 'Tess Target');
  const reset = await targetPage.request.post('/api/auth/request-password-reset', {
    data: { email },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(reset.ok(), `password reset request: ${reset.status()} ${await reset.text()}`).toBeTruthy();
  const sent = await outbox.waitForMessage(email, 'Reset your password');
  await page.getByRole('tab', { name: 'Email Outbox' }).click();
  await page.getByLabel('Recipient').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('button', { name: /Reset your password/ }).first().click();
  const message = page.getByRole('dialog', { name: sent.subject });
  await expect(message.getByLabel('Email text')).toContainText(sent.textBody.split('\n')[0]!.trim());
  await message.getByRole('button', { name: 'Close' }).click();

  // Roles: grant recruit_caster to the fresh user; their /api/me shows it.
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByLabel('User email').fill(email);
  await page.getByRole('button', { name: 'Find User' }).click();
  await expect(page.getByText('Tess Target')).toBeVisible();
  const roles = page.getByRole('list', { name: `Roles of ${email}` });
  await expect(roles).toContainText('recruit_player');
  await page.getByLabel('Role to grant').selectOption('recruit_caster');
  await page.getByRole('button', { name: 'Grant Role' }).click();
  await expect(roles).toContainText('recruit_caster');

  const me = await (await targetPage.request.get('/api/me')).json();
  expect(me.roles).toContainEqual({ role: 'recruit_caster', collegeId: null });
  await target.close();
});

test('a signed-in player sees the access message at /testing', async ({ page }) => {
  const player = demoAccount('Player');
  await signInAs(page, player.email, player.password);
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Dashboard' })).toBeVisible();
  await expect(page.getByText('This feature is currently unavailable.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Feature Flags' })).toHaveCount(0);
});

test('a signed-out visitor at /testing is sent to sign in', async ({ page }) => {
  await page.goto('/testing');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('redirect_after_login'))).toBe('/testing');
});
