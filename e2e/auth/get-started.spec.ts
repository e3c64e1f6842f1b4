/**
 * Get Started: a new player signs up on /auth, is told to check their email
 * (sign-up signs nobody in, docs/decisions/017), opens the emailed link and
 * lands signed in on My Account.
 */
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { confirmationLink } from '../support/sign-up.ts';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

test('a visitor gets started, confirms the emailed link and is signed in', async ({ page, outbox }) => {
  const email = uniqueEmail('get-started');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('tab', { name: 'Get Started' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Display name').fill('Jordan Gamer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);

  // Under 13: refused before anything is sent.
  await page.getByLabel('Date of birth').fill(yearsAgo(10));
  await expect(page.getByRole('alert')).toContainText('You must be 13 or older to create an account.');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();

  // 13 to 17: a parent or guardian email is needed.
  await page.getByLabel('Date of birth').fill(yearsAgo(16));
  await expect(page.getByLabel('Parent or guardian email')).toBeVisible();

  // Adult: no guardian field.
  await page.getByLabel('Date of birth').fill(yearsAgo(24));
  await expect(page.getByLabel('Parent or guardian email')).toHaveCount(0);
  await page.getByLabel('Account type').selectOption({ label: 'Player' });
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Nobody is signed in yet: the page says to check the email.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.goto(await confirmationLink(outbox, email));

  // Confirming lands on the player's home (docs/decisions/068).
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Gamer' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Jordan Gamer/ })).toBeVisible();

  const ageVerification = await page.evaluate(() => localStorage.getItem('age_verification'));
  expect(JSON.parse(ageVerification ?? 'null')).toMatchObject({ passed: true });

  // The session is real: a reload keeps the user signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
});

test('a minor signs up with a parent or guardian email', async ({ page, outbox }) => {
  const email = uniqueEmail('minor');
  const guardian = uniqueEmail('guardian');
  await page.goto('/auth?tab=get-started');
  await page.getByLabel('Display name').fill('Young Player');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByLabel('Date of birth').fill(yearsAgo(15));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Players under 18 need a parent or guardian email')).toBeVisible();

  await page.getByLabel('Parent or guardian email').fill(guardian);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // The guardian invitation goes out at sign-up (decisions 004, 021).
  await outbox.waitForMessage(guardian, 'Young Player named you as their parent or guardian');
  await page.goto(await confirmationLink(outbox, email));
  // Confirmed, the player lands on their home (docs/decisions/068).
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
});
