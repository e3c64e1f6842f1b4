/** axe-core finds no WCAG A/AA violations on the account screens, in the dark and the light theme. */
import AxeBuilder from '@axe-core/playwright';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

async function violations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the home, sign-in, get-started and not-found pages pass axe', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto('/auth?tab=get-started');
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('My Account passes axe', async ({ page }) => {
      const signUp = await page.request.post('/api/account/sign-up', {
        data: { email: uniqueEmail('axe'), password: E2E_PASSWORD, displayName: 'Axe Tester', birthDate: '1994-04-04', accountType: 'player' },
      });
      expect(signUp.status()).toBe(201);
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
