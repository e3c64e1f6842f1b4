/**
 * A page whose code chunk fails to download: the section shows "Retrying to
 * load content...", retries once by itself, then shows the Content Loading
 * Error panel; Retry loads the page once the network is back.
 */
import { expect, test } from '../support/fixtures.ts';

// A retry asks for the chunk under a new URL (?retry=n): Chromium keeps a failed module fetch.
const NOT_FOUND_CHUNK = /\/assets\/not-found-[\w-]+\.js(\?retry=\d+)?$/;

test('a failed chunk is retried automatically, then the panel offers Retry and Refresh Page', async ({ page }) => {
  let chunkRequests = 0;
  let isNetworkDown = true;
  // "Retrying..." shows for one second only; the automatic retry's request waits until the test has seen it.
  let retryingSeen = () => {};
  const hasSeenRetrying = new Promise<void>((resolve) => (retryingSeen = resolve));
  await page.route(NOT_FOUND_CHUNK, async (route) => {
    chunkRequests += 1;
    if (chunkRequests === 2) await hasSeenRetrying;
    if (isNetworkDown) await route.abort('internetdisconnected');
    else await route.continue();
  });

  await page.goto('/no-such-page-for-chunk-test');
  await expect(page.getByText('Retrying to load content...')).toBeVisible();
  retryingSeen();
  const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Content Loading Error' }) });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Failed to load page content. This may be due to a network issue.');
  await expect(panel.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  // The first load and the one automatic retry.
  expect(chunkRequests).toBe(2);
  // The header and footer stay: only the section failed.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  isNetworkDown = false;
  await panel.getByRole('button', { name: 'Retry (1/3)' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(panel).toBeHidden();
  expect(chunkRequests).toBe(3);
});
