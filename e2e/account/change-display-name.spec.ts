/** My Account: change the display name; it is saved and shown after a reload. */
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

test('a signed-in user changes their display name', async ({ page, outbox }) => {
  const email = uniqueEmail('display-name');
  await signUpConfirmed(page.request, outbox, {
    email,
    password: E2E_PASSWORD,
    displayName: 'Old Name',
    birthDate: '1990-01-15',
    accountType: 'caster',
  });

  await page.goto('/account');
  const field = page.getByLabel('Display name');
  await expect(field).toHaveValue('Old Name');

  await field.fill('X');
  await page.getByRole('button', { name: 'Save Display Name' }).click();
  await expect(page.getByText('Display name must be at least 2 characters')).toBeVisible();

  await field.fill('Nova Striker');
  await page.getByRole('button', { name: 'Save Display Name' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Display name updated');
  await expect(page.getByRole('button', { name: /Account menu for Nova Striker/ })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Nova Striker');
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile.displayName).toBe('Nova Striker');
});

test('a signed-in user picks a theme and it is saved to the profile and the browser', async ({ page, outbox }) => {
  await signUpConfirmed(page.request, outbox, {
    email: uniqueEmail('theme'),
    password: E2E_PASSWORD,
    displayName: 'Theme Tester',
    birthDate: '1992-02-02',
    accountType: 'player',
  });
  await page.goto('/account');
  await page.getByRole('radio', { name: /Light/ }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Theme saved');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile.themePreference).toBe('light');
});
