/**
 * Consent first (issue 14.1 and 14.2, docs/decisions/044), on the network:
 * a visitor who rejects analytics sends no tracking request however they
 * scroll and however long they stay; after accepting from the footer's
 * Privacy settings, scrolling to the end sends the 25/50/75/90 milestones
 * to our own endpoint, which takes them (202). The page's clock is
 * Playwright's, so the scroll debounce and the batch's flush delay are run
 * through, not waited for.
 */
import { PRIVACY_TEXTS } from '../../src/web/lib/consent/privacy-texts.ts';
import { expect, test } from '../support/fixtures.ts';

// No stored choice: this journey meets the banner (the other journeys start with analytics off).
test.use({ storageState: { cookies: [], origins: [] } });

test('nothing is tracked after Reject; after accepting, a scroll sends its milestones', async ({ page }) => {
  const tracking: { url: string; body: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/tracking')) tracking.push({ url: request.url(), body: request.postData() ?? '' });
  });
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: PRIVACY_TEXTS.bannerLabel });
  await banner.getByRole('button', { name: PRIVACY_TEXTS.reject }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('privacy_banner_consent') ?? 'null'))).toMatchObject({ analytics: false });

  const scrollToEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await scrollToEnd();
  // Past every debounce and flush delay the tracker has, and a page hide: still nothing (the tracker is not even loaded).
  await page.clock.runFor(30_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(tracking).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: PRIVACY_TEXTS.footerLink }).click();
  const dialog = page.getByRole('dialog', { name: PRIVACY_TEXTS.dialogTitle });
  await dialog.getByRole('switch', { name: PRIVACY_TEXTS.analyticsLabel }).click();
  await dialog.getByRole('button', { name: PRIVACY_TEXTS.save }).click();
  await expect(dialog).toBeHidden();

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/tracking/events') && (response.request().postData() ?? '').includes('scroll_depth'));
  // The tracker loads once analytics is on: scroll (again) until it has seen the scroll (its data layer says so).
  const sawMilestones = () => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.type === 'scroll_depth'));
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollToEnd();
      await page.clock.runFor(200);
      return sawMilestones();
    })
    .toBe(true);
  await page.clock.runFor(6_000);
  const response = await sent;
  expect(response.status()).toBe(202);
  const batch = JSON.parse(response.request().postData() ?? '{}') as { consent: { analytics: boolean }; events: { type: string; depth?: number }[] };
  expect(batch.consent).toEqual({ analytics: true });
  expect(batch.events.filter((event) => event.type === 'scroll_depth').map((event) => event.depth)).toEqual([25, 50, 75, 90]);
});
