/**
 * The player profile page (issue 11.3): an adult player set up and
 * published through the setup API; a signed-out visitor opens the profile,
 * sees a game tab and the team record; the owner previews it as a recruiter
 * and exits. The page passes axe in both themes and fits 360 px.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../src/shared/account/theme.ts';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

async function put(request: APIRequestContext, step: string, data: object, origin: string) {
  const response = await request.put(`/api/profile/setup/${step}`, { data, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Sets up and publishes a public adult profile for the signed-in request context; returns its slug. */
async function publishPublicProfile(request: APIRequestContext, origin: string, displayName: string) {
  const slug = `e2e-player-${randomBytes(4).toString('hex')}`;
  const ladders = (await (await request.get('/api/rank-ladders')).json()) as { titles: { slug: string; tiers: { id: string; name: string }[] }[] };
  const valorant = ladders.titles.find((title) => title.slug === 'valorant')!;
  const tier = (name: string) => valorant.tiers.find((candidate) => candidate.name === name)!.id;
  await put(request, 'identity', { displayName, slug, headline: 'Controller main', state: 'TX', timeZone: 'America/Chicago' }, origin);
  await put(
    request,
    'games',
    {
      games: [
        {
          titleSlug: 'valorant',
          inGameName: 'E2E#NA1',
          region: 'NA Central',
          primaryRole: 'Controller',
          mains: ['Omen'],
          currentTierId: tier('Diamond 2'),
          peakTierId: tier('Immortal 1'),
          availability: ['mon:evening', 'tue:evening', 'wed:evening', 'thu:evening', 'fri:evening'],
        },
      ],
    },
    origin,
  );
  await put(request, 'academics', { gradYear: new Date().getUTCFullYear() + 1, schoolType: 'high_school' }, origin);
  await put(request, 'highlights', { highlights: [{ title: 'Ace on Ascent', url: 'https://www.youtube.com/watch?v=e2e' }] }, origin);
  await put(request, 'visibility', { visibility: 'public', openTo: ['college_recruiting'], recruitingStatus: 'open' }, origin);
  const finished = await request.post('/api/profile/setup/finish', { data: {}, headers: { origin } });
  expect(finished.status(), await finished.text()).toBe(200);
  return slug;
}

test('a visitor sees a public profile with its team record; the owner previews it as a recruiter', async ({ page, browser, baseURL, outbox }) => {
  const origin = baseURL!;
  const displayName = `E2E Flex ${randomBytes(2).toString('hex')}`;
  await signUpConfirmed(page.request, outbox, {
    email: uniqueEmail('profile'),
    password: E2E_PASSWORD,
    displayName,
    birthDate: '2000-04-04',
    accountType: 'player',
  });
  const slug = await publishPublicProfile(page.request, origin, displayName);

  // A signed-out visitor, in a browser of their own, at 360 px, in the light theme (the owner below, the dark one).
  const visitor = await browser.newContext({ baseURL: origin, viewport: { width: 360, height: 800 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.addInitScript((key) => window.localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
  await visitorPage.goto(`/player/${slug}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  await expect(visitorPage.locator('html')).not.toHaveClass(/dark/);
  await expect(visitorPage.getByRole('tab', { name: 'Valorant' })).toBeVisible();
  const valorant = visitorPage.getByRole('tabpanel', { name: 'Valorant' });
  await expect(valorant.getByText('Diamond 2')).toBeVisible();
  await expect(valorant.getByText('Self-reported')).toBeVisible();
  await expect(valorant.getByText('Weeknights')).toBeVisible();
  const record = visitorPage.getByRole('region', { name: 'Team record' });
  await expect(record.getByText('From team records', { exact: true })).toBeVisible();
  await expect(record.getByText('Not on a team right now.')).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Preview as a recruiter' })).toHaveCount(0);
  expect(await visitorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(visitorPage)).toEqual([]);
  await visitor.close();

  // The owner, in the dark theme.
  await page.addInitScript((key) => window.localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.goto(`/player/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByText('Everyone can see this profile, signed in or not.')).toBeVisible();
  await page.getByRole('button', { name: 'Preview as a recruiter' }).click();
  await expect(page.getByText('You are seeing your profile as a recruiter sees it')).toBeVisible();
  await expect(page).toHaveURL(/\?preview=recruiter$/);
  await expect(page.getByRole('button', { name: 'Message' })).toBeDisabled();
  // The recruiter's view passed axe as the visitor's, above (one checkpoint per view: decision 028).
  await page.getByRole('button', { name: 'Exit preview' }).click();
  await expect(page.getByText('You are seeing your profile as a recruiter sees it')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit games' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown profile says "Player not found" with a link home', async ({ page }) => {
  await page.goto('/player/nobody-by-this-name');
  await expect(page.getByRole('heading', { name: 'Player not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
