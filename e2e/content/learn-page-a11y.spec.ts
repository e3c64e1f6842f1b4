/** axe-core finds no serious or critical violations on a learn page and the /learn list, in both themes. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('a learn page with headings, lists and a table passes axe', async ({ page }) => {
      await page.goto('/learn/scholarships-and-eligibility');
      await expect(page.getByRole('heading', { level: 1, name: 'Scholarships and eligibility' })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the /learn list passes axe', async ({ page }) => {
      await page.goto('/learn');
      await expect(page.getByRole('link', { name: /Preparing for tryouts/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
