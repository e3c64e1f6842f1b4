/** Any unknown path shows the not-found page with a link home. */
import { expect, test } from '../support/fixtures.ts';

test('an unknown path shows "Oops! Page not found" with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // The server knows the client's pages (src/shared/pages/client-routes.ts, derived from the page registry): status 404, body the SPA (issue 10.13).
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Get found.');
});
