/** Forgotten password: request a link, read it from the outbox, set a new password, sign in with it. */
import { PASSWORD_MESSAGES } from '../../src/shared/account/password-policy.ts';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLink } from '../support/outbox.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

const NEW_PASSWORD = 'brand-new-password-2026';

test('a user resets a forgotten password through the emailed link', async ({ page, browser, baseURL, outbox }) => {
  const email = uniqueEmail('forgot');
  // Create the account in a separate context, so this page starts signed out.
  const setup = await browser.newContext({ baseURL });
  await signUpConfirmed(setup.request, outbox, {
    email,
    password: E2E_PASSWORD,
    displayName: 'Fran Forgetful',
    birthDate: '1995-07-08',
    accountType: 'creator',
  });
  await setup.close();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${email}` })).toBeVisible();

  const message = await outbox.waitForMessage(email, 'Reset your password');
  const link = new URL(findLink(message, '/auth/reset-password'));
  const resetPath = `${link.pathname}${link.search}`;

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The password rule (issue 10.5): a common password is refused in the form, the list loaded on demand.
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm new password').fill('password123');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.common)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();

  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Password updated');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Signed in, a player lands on their home (docs/decisions/068).
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  // The owner is told (issue 10.2).
  const notice = await outbox.waitForMessage(email, 'Your password was changed');
  expect(notice.textBody).toContain('/auth?tab=forgot-password');

  // The link works once.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('another-password-2026');
  await page.getByLabel('Confirm new password').fill('another-password-2026');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired. Ask for a new one.' }),
  ).toBeVisible();
});

test('the reset page explains a missing link', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset link missing' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});
