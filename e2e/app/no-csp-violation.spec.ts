/**
 * No page reports a Content-Security-Policy violation (issue 10.13). Every
 * page used to report an `eval` violation: zod v4 probes `new Function('')`
 * once, to decide whether it may compile parsers, and the CSP (script-src
 * 'self', no 'unsafe-eval') refused it. The web entry now sets zod jitless.
 * The browser reports violations as `securitypolicyviolation` events and as
 * console errors; the test collects both, plus Permissions-Policy header
 * errors (an unknown feature name is reported on the console).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

async function watchViolations(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|unsafe-eval|Permissions-Policy|Permissions Policy/i.test(text)) reports.push(`console: ${text}`);
  });
  return reports;
}

async function violationsIn(page: Page, consoleReports: string[]): Promise<string[]> {
  const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  return [...events, ...consoleReports];
}

test.describe('security: no CSP violation on page load (issue 10.13)', () => {
  test('the landing page, /auth with form validation, /teams and a not-found URL report none', async ({ page }) => {
    const consoleReports = await watchViolations(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Get found.');
    // The header's sign-in link appears once /api/me has been read (and parsed) by the client.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await violationsIn(page, consoleReports)).toEqual([]);

    await page.goto('/auth');
    // Submitting the empty form runs the zod schema of the form: the first parse is when zod probed eval.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    expect(await violationsIn(page, consoleReports)).toEqual([]);

    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violationsIn(page, consoleReports)).toEqual([]);

    const notFound = await page.goto('/no-such-page');
    expect(notFound?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(await violationsIn(page, consoleReports)).toEqual([]);
  });
});
