/** A platform admin publishes an alert; a visitor dismisses it and it stays dismissed across pages and reloads. */
import { expect, test } from '../support/fixtures.ts';
import { signInAsDemo } from '../support/sign-in.ts';

test('an alert is created, shown as the banner, dismissed, and stays dismissed', async ({ page }) => {
  test.setTimeout(60_000); // a journey across six pages
  const message = `Scheduled maintenance ${Date.now().toString(36)}`;

  // Signed in through the API: signing in is not what this journey tests (decision 028).
  await signInAsDemo(page.request, 'Platform admin');
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Manage Alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Alerts' })).toBeVisible();

  await page.getByLabel('Message').fill(message);
  await page.getByLabel('Priority').fill('900');
  await page.getByLabel('Link URL (optional)').fill('/features');
  await page.getByLabel('Link text (optional)').fill('Read more');
  await page.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Alert created');

  const banner = page.getByRole('region', { name: 'Announcement' });
  await page.goto('/');
  await expect(banner).toContainText(message);
  await expect(banner.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/features');

  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(page.getByText(message)).toBeHidden();
  // After a reload and on another page the alert list arrives again, and the banner stays away.
  const alertsLoaded = () => page.waitForResponse((response) => response.url().endsWith('/api/alerts') && response.ok());
  await Promise.all([alertsLoaded(), page.reload()]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(message)).toBeHidden();
  await Promise.all([alertsLoaded(), page.goto('/features')]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(message)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('dismissed-banners'))).toMatch(/^\[.*\]$/);

  // Still active on the server: management lists it; delete it with confirmation.
  await page.goto('/admin/alerts');
  const row = page.getByRole('listitem').filter({ hasText: message });
  await expect(row).toContainText('Priority 900');
  await row.getByRole('button', { name: /Delete alert/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
});
