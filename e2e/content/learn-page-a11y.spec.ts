/** axe-core finds no serious or critical violations on a learn page and the /learn list, in both themes. */
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a learn page with headings, lists and a table passes axe in both themes', async ({ page }) => {
  await page.goto('/learn/scholarships-and-eligibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarships and eligibility' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessibleInBothThemes(page, { seriousOnly: true, wcag21: true });
});

test('the /learn list passes axe in both themes', async ({ page }) => {
  await page.goto('/learn');
  await expect(page.getByRole('link', { name: /Preparing for tryouts/ })).toBeVisible();
  await expectAccessibleInBothThemes(page, { seriousOnly: true, wcag21: true });
});
