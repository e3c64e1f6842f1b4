/** Sign out clears the session and the age verification; signing in shows the backend's error, then works. */
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

test('a user signs out, fails to sign in with a wrong password, then signs in', async ({ page, outbox }) => {
  const email = uniqueEmail('sign-in');
  await signUpConfirmed(page.request, outbox, {
    email,
    password: E2E_PASSWORD,
    displayName: 'Sam Signin',
    birthDate: '1999-03-04',
    accountType: 'player',
  });

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('age_verification', JSON.stringify({ passed: true, timestamp: Date.now() })));

  await page.getByRole('button', { name: /Account menu for Sam Signin/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('age_verification'))).toBeNull();

  // Signed out, /account sends the visitor to /auth and back after signing in.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Invalid email or password');

  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});
