/**
 * Issue 10.8: the app at http://127.0.0.1:PORT while BASE_URL is
 * http://localhost:PORT. Sign-in and sign-out used to fail there with
 * "Invalid origin" (sign-up worked, so a new user was stuck); every
 * loopback spelling of a loopback BASE_URL is now trusted.
 */
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

test('a user signs in and out at http://127.0.0.1 when BASE_URL is http://localhost', async ({ page, baseURL, outbox }) => {
  const loopback = new URL(baseURL!);
  loopback.hostname = '127.0.0.1';
  const email = uniqueEmail('loopback');
  await signUpConfirmed(page.request, outbox, { email, password: E2E_PASSWORD, displayName: 'Lou Loopback', birthDate: '1999-03-04', accountType: 'player' });

  await page.goto(new URL('/account', loopback).href);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/auth$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await page.getByRole('button', { name: /Account menu for Lou Loopback/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Signed out on the server too: the account page sends the visitor to sign in again.
  await page.goto(new URL('/account', loopback).href);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/auth$/);
});
