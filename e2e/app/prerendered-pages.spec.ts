/**
 * The landing and information pages are rendered at build time (issue 27, item 1; docs/decisions/088): their HTML
 * carries the hero, the figures' area, the calls to action and the footer, so they paint before any script runs; the
 * client then hydrates that HTML without a mismatch, and a signed-in visitor still gets the landing's signed-in action.
 */
import type { Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '#shared/pages/prerendered-pages.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsDemo } from '../support/sign-in.ts';

/** React reports a hydration mismatch as a recoverable error on the console (minified #418, #423, #425 in production). */
const HYDRATION_ERROR = /hydrat|did not match|server rendered|#418|#423|#425/i;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || HYDRATION_ERROR.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its hero, the figures area, the calls to action and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Get found. Get recruited.');
    await expect(page.getByRole('region', { name: 'Platform in numbers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?tab=get-started');
    await expect(page.getByRole('link', { name: 'Explore College Programs' }).first()).toHaveAttribute('href', '/colleges');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
  });

  test('its buttons that need scripts are disabled until hydration, so a press is never silently lost', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'College Recruiting' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Accept analytics' })).toBeDisabled();
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeDisabled();
  });

  test('every other prerendered page has its heading and the footer', async ({ page }) => {
    for (const { path } of PRERENDERED_PAGES.filter((page) => page.path !== '/')) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
  });
});

test.describe('with JavaScript', () => {
  test('the landing page hydrates without an error and is interactive', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    // The header's sign-in link and the counted figures appear once the client has read /api/me and the figures.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Counting...')).toHaveCount(0);
    // A link followed by the router, not a new document: the page is hydrated.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Explore College Programs' }).first().click();
    await expect(page).toHaveURL(/\/colleges$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the header buttons are enabled once the page is hydrated', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'College Recruiting' })).toBeEnabled();
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
  });

  test.describe('before the visitor has chosen their privacy settings', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test("the privacy banner's buttons are enabled once the page is hydrated", async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Accept analytics' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Reject analytics' })).toBeEnabled();
    });
  });

  test('each information page hydrates without an error', async ({ page }) => {
    const problems = watchConsole(page);
    for (const { path } of PRERENDERED_PAGES.filter((page) => page.path !== '/')) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }), path).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('a signed-in visitor of the landing page gets the action to their home, without a hydration error', async ({ page }) => {
    const problems = watchConsole(page);
    await signInAsDemo(page.request, 'Player');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Go to your home' })).toHaveAttribute('href', '/home');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
