/**
 * A cold load asks for a page's route chunks, the session and the page's answer as soon as the HTML arrives (the
 * answer's Link header, docs/decisions/098), and the page then uses those answers: each is requested once. A preload
 * the browser cannot reuse (another credentials mode, another address) would show here as a second request.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname + new URL(request.url()).search));
  return urls;
}

const timesAsked = (urls: string[], url: string) => urls.filter((candidate) => candidate === url).length;

test('a college page is loaded with its preloads, each answer asked for once', async ({ page }) => {
  const urls = recordRequests(page);
  const response = await page.goto('/college/demo-university');
  const link = response?.headers().link ?? '';
  expect(link).toContain('</api/me>; rel=preload; as=fetch; crossorigin');
  expect(link).toContain('</api/colleges/demo-university>; rel=preload; as=fetch; crossorigin');
  const routeChunk = /<(\/assets\/college-page-[\w-]+\.js)>; rel=modulepreload/.exec(link)?.[1];
  expect(routeChunk, 'the route chunk is named first').toBeTruthy();

  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  expect(timesAsked(urls, '/api/me')).toBe(1);
  expect(timesAsked(urls, '/api/colleges/demo-university')).toBe(1);
  expect(timesAsked(urls, routeChunk!)).toBe(1);
});

test('the landing page uses its figures preload', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await expect(page.getByText('Counting...')).toHaveCount(0);
  expect(timesAsked(urls, '/api/landing-figures')).toBe(1);
  expect(timesAsked(urls, '/api/me')).toBe(1);
});
