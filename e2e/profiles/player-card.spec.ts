/**
 * The player card (issue 11.4): a signed-out visitor opens a public
 * player's card, can print it (only the card prints) and download its
 * share image, a 1200x630 PNG that link previews find in the page's Open
 * Graph tags. axe in both themes; fits 360 px.
 */
import { request as playwrightRequest } from '@playwright/test';
import { demoAccount } from '../support/accounts.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const player = demoAccount('Player');
let slug: string;

test.beforeAll(async ({ baseURL }) => {
  // The seeded demo player's profile is published and public; its slug has a random suffix.
  const context = await playwrightRequest.newContext({ baseURL });
  const signIn = await context.post('/api/auth/sign-in/email', { data: { email: player.email, password: player.password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const me = (await (await context.get('/api/me')).json()) as { profile: { slug: string } };
  slug = me.profile.slug;
  await context.dispose();
});

test('a signed-out visitor opens a public card, prints only the card and downloads a 1200x630 PNG', async ({ page, baseURL }) => {
  await page.goto(`/player/${slug}/card`);
  const card = page.getByRole('article', { name: player.displayName });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(`/player/${slug}$`) })).toHaveAttribute('href', `/player/${slug}`);

  const download = page.getByRole('link', { name: 'Download image' });
  const imagePath = await download.getAttribute('href');
  expect(imagePath).toBe(`/api/players/${slug}/card.png`);
  const image = await page.request.get(imagePath!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  // The served page carries the card's Open Graph tags, the image absolute.
  const html = await (await page.request.get(`/player/${slug}/card`)).text();
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/api/players/${slug}/card.png" />`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
});

test('a card the visitor may not see answers like a missing one', async ({ page }) => {
  await page.goto('/player/no-such-player-anywhere/card');
  await expect(page.getByRole('heading', { name: 'Player not found' })).toBeVisible();
  const image = await page.request.get('/api/players/no-such-player-anywhere/card.png');
  expect(image.status()).toBe(404);
});

test('the card passes axe in both themes', async ({ page }) => {
  await page.goto(`/player/${slug}/card`);
  await expect(page.getByRole('article', { name: player.displayName })).toBeVisible();
  await expectAccessibleInBothThemes(page, { seriousOnly: true, wcag21: true });
});

test('the card fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/player/${slug}/card`);
  await expect(page.getByRole('article', { name: player.displayName })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
