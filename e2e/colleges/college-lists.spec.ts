/**
 * A college in My Lists and the directory's distance sort (issue 12.2 and
 * 12.3, docs/decisions/024 and 029): a signed-in user adds a college to a
 * new college list from its page, finds it on My Lists with its place and
 * badges, linked to its page (axe clean in both themes, fitting a 360 px
 * phone); then sorts the directory by distance from a ZIP code, and each
 * card says how far it is.
 */
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

test('a user adds a college to a list from its page and sorts the directory by distance', async ({ page, outbox }) => {
  const found = await (await page.request.get('/api/colleges?state=VT')).json();
  const college = found.rows[0] as { slug: string; name: string; city: string; state: string };
  await signUpConfirmed(page.request, outbox, {
    email: uniqueEmail('college-lists'),
    password: E2E_PASSWORD,
    displayName: 'Campus Scout',
    birthDate: '1992-06-06',
    accountType: 'player',
  });

  await page.goto(`/college/${college.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: college.name })).toBeVisible();
  await page.getByRole('button', { name: `Add to my lists: ${college.name}` }).click();
  const menu = page.getByRole('dialog', { name: `Lists for ${college.name}` });
  await expect(menu.getByText('No college lists yet')).toBeVisible();
  await menu.getByRole('button', { name: 'New list…' }).click();
  await menu.getByLabel('New list name').fill('Campus visits');
  await menu.getByRole('button', { name: 'Create and add' }).click();
  await expect(menu.getByRole('checkbox', { name: /Campus visits/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

  await page.goto('/lists');
  const items = page.getByRole('list', { name: 'Colleges in Campus visits' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${college.city}, ${college.state}`);
  await expect(items.first()).toContainText('Unclaimed');
  await expect(items.first().getByRole('link', { name: college.name })).toHaveAttribute('href', `/college/${college.slug}`);
  await expect(page.getByRole('link', { name: /Campus visits/ })).toContainText('1 college');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessibleInBothThemes(page);

  // The directory by distance from Burlington, Vermont.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/colleges');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('distance');
  await page.getByRole('textbox', { name: 'ZIP code or state' }).fill('05401');
  await page.getByRole('button', { name: 'Sort by distance' }).click();
  await expect(page).toHaveURL(/sort=distance&near=05401/);
  // The nearest college is in Vermont, a few miles away; every card says its distance.
  const cards = page.locator('#college-results-heading ~ ul > li');
  await expect(cards.first()).toContainText(', VT');
  await expect(cards.first()).toContainText(/(\d mi|Under 1 mi) from 05401/);
  await expect(cards.filter({ hasText: / mi from 05401|Distance unknown/ })).toHaveCount(20);
});
