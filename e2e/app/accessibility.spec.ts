/** axe-core finds no WCAG A/AA violations on the account screens, in the dark and the light theme. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    // One test per page: axe on the long landing page alone takes several seconds.
    const pages = [
      { path: '/', name: 'home', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
      { path: '/auth', name: 'sign-in', ready: (page: Page) => page.getByRole('button', { name: 'Sign In' }) },
      {
        path: '/auth?tab=get-started',
        name: 'get-started',
        ready: (page: Page) => page.getByRole('button', { name: 'Create Account' }),
      },
      {
        path: '/no-such-page',
        name: 'not-found',
        ready: (page: Page) => page.getByRole('heading', { name: 'Oops! Page not found' }),
      },
    ];
    for (const target of pages) {
      test(`the ${target.name} page passes axe`, async ({ page }) => {
        await page.goto(target.path);
        await expect(target.ready(page)).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }

    test('My Account passes axe', async ({ page, outbox }) => {
      await signUpConfirmed(page.request, outbox, {
        email: uniqueEmail('axe'),
        password: E2E_PASSWORD,
        displayName: 'Axe Tester',
        birthDate: '1994-04-04',
        accountType: 'player',
      });
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
