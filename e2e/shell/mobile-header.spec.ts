/** The header on a phone (360 px): a menu button opens a focus-trapped side drawer with collapsible sections. */
import { expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('the phone header opens a drawer with the header items, collapsible sections, Escape closes it', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const menuButton = header.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Features' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Get Started' })).toBeVisible();

  // Collapsible sections start closed and open on demand.
  await expect(drawer.getByRole('link', { name: 'Scholarship Programs' })).toBeHidden();
  await drawer.getByRole('button', { name: 'Find Programs' }).click();
  await expect(drawer.getByRole('link', { name: 'Scholarship Programs' })).toHaveAttribute('href', '/colleges?scholarships=true');
  await drawer.getByRole('button', { name: 'Learn' }).click();
  await expect(drawer.getByRole('link', { name: 'View All Content' })).toHaveAttribute('href', '/learn');

  // Focus stays inside the drawer.
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A link closes the drawer and navigates.
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(drawer).toBeHidden();
});
