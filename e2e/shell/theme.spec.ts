/**
 * Theme (spec section 4): chosen in the avatar menu, applied as a class on
 * <html>, stored in the profile and under localStorage `theme`; it survives
 * a reload (applied before the app's code runs) and a sign-in on a fresh
 * browser (from the profile).
 */
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

test.use({ colorScheme: 'dark' });

const rootClass = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.className);

test('theme switching persists across reload and sign-in', async ({ page, browser, outbox }) => {
  test.setTimeout(60_000); // two browsers, a sign-up, a sign-in and four loads
  const email = uniqueEmail('theme');
  await signUpConfirmed(page.request, outbox, {
    email,
    password: E2E_PASSWORD,
    displayName: 'Tia Theme',
    birthDate: '1998-02-03',
    accountType: 'player',
  });

  // Default: system, which follows the (emulated dark) OS.
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Account menu for Tia Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Theme saved');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  // Reload: light before any app code runs (the app bundle is blocked here), then with the app.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.reload();
  expect(await rootClass(page)).toMatch(/\blight\b/);
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for Tia Theme' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);

  // A fresh browser (no localStorage) starts dark (system); signing in brings the profile's light.
  const context = await browser.newContext({ colorScheme: 'dark' });
  const fresh = await context.newPage();
  await fresh.goto('/auth?tab=sign-in');
  await expect(fresh.locator('html')).toHaveClass(/\bdark\b/);
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByLabel('Password').fill(E2E_PASSWORD);
  await fresh.getByRole('button', { name: 'Sign In' }).click();
  await expect(fresh.getByRole('button', { name: 'Account menu for Tia Theme' })).toBeVisible();
  await expect(fresh.locator('html')).toHaveClass(/\blight\b/);

  // Back to System: follows the OS again, on this browser and after a reload.
  await fresh.getByRole('button', { name: 'Account menu for Tia Theme' }).click();
  await fresh.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(fresh.locator('html')).toHaveClass(/\bdark\b/);
  // Saved to the profile before the reload, or the reload signs in with the profile's light.
  await expect(fresh.getByRole('region', { name: /Notifications/ })).toContainText('Theme saved');
  await fresh.reload();
  await expect(fresh.getByRole('button', { name: 'Account menu for Tia Theme' })).toBeVisible();
  await expect(fresh.locator('html')).toHaveClass(/\bdark\b/);
  await context.close();
});
