/**
 * Plans (issue 14.5, docs/decisions/046): a new team (created, and so owned,
 * by the seeded platform admin: creating teams is for platform staff and
 * college admins) starts on Bronze and meets "Upgrade for Tournament Management" in the Tournaments
 * tab; See plans opens /subscription for the team (no online payment on
 * the e2e server: the owner requests a plan of platform staff, decision 070). A signed Stripe webhook, as
 * Stripe sends after Checkout, makes the team Silver: the page says so and
 * the owner adds a tournament. The subscription page passes axe in both
 * themes at 360 px.
 */
import { demoAccount } from '../support/accounts.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { upgradeTeam } from '../support/stripe-webhook.ts';

test('the owner of a bronze team meets the tournament prompt, becomes Silver by a signed webhook and adds a tournament', async ({ page, baseURL }) => {
  const admin = demoAccount('Platform admin');
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: admin.email, password: admin.password }, headers: { origin: baseURL! } });
  expect(signIn.ok()).toBeTruthy();
  const created = await page.request.post('/api/teams', {
    data: { name: `Upgrade Test ${Date.now()}`, organizationType: 'high_school', maxRosterSize: 10 },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { id: string }).id;

  await page.goto(`/teams/${teamId}/manage?tab=tournaments`);
  const prompt = page.getByRole('region', { name: 'Upgrade for Tournament Management' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Tournament' })).toHaveCount(0);
  await prompt.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscription\\?team=${teamId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByText(/Current plan:\s*Bronze/)).toBeVisible();
  // No online payment on the e2e server: the page says who to ask and what happens next (decision 070), and the
  // owner (here the admin who created the team) sends a request and reads what comes next.
  await expect(page.getByText('Online payment is not set up on this server.', { exact: false })).toBeVisible();
  await expect(page.getByText('Billing is not configured', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Request Gold' }).click();
  const request = page.getByRole('alertdialog', { name: 'Request Gold' });
  await expect(request.getByText('They write to you within two business days to arrange payment.')).toBeVisible();
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request for Gold sent.' })).toContainText(admin.email);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessibleInBothThemes(page, { include: 'main' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await upgradeTeam(baseURL!, teamId, 'silver');
  await page.reload();
  await expect(page.getByText(/Current plan:\s*Silver/)).toBeVisible();

  await page.goto(`/teams/${teamId}/manage?tab=tournaments`);
  await page.getByRole('button', { name: 'Add Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tournament' });
  await dialog.getByLabel('Name').fill('Winter Invitational');
  await dialog.getByLabel('Start date').fill('2027-01-16');
  await dialog.getByRole('button', { name: 'Add Tournament' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Tournament Added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Winter Invitational' })).toBeVisible();
});
