/**
 * Images from our own origin (docs/decisions/057): a platform admin creates
 * a team, picks a logo file (uploaded to /api/images at once, previewed),
 * creates the team, and the logo is served from our origin on Find Teams.
 * Team Settings' logo picker fits 360 px and passes axe.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoAccount } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** A whole 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function signInAsAdmin(page: Page, baseURL: string) {
  const admin = demoAccount('Platform admin');
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBeTruthy();
}

test('a team logo is uploaded with the picker and served from our own origin; the picker fits 360 px', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const name = `Logo Owls ${randomBytes(4).toString('hex')}`;
  await signInAsAdmin(page, baseURL!);

  await page.goto('/teams/create');
  await page.getByLabel('Team name').fill(name);
  await page.getByLabel('Organization type').selectOption({ label: 'Pro Team' });
  await expect(page.getByText('PNG, JPEG, WebP or GIF, at most 1 MB.')).toBeVisible();
  await page.getByLabel('Team logo').setInputFiles({ name: 'owls.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded owls.png. Save to keep it.')).toBeVisible();
  const preview = page.locator('img[src^="/api/images/"]');
  await expect(preview).toHaveCount(1);
  const logoUrl = (await preview.getAttribute('src'))!;
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}\/manage$/);
  const teamId = /\/teams\/([0-9a-f-]{36})\/manage/.exec(page.url())![1]!;

  // Served from our origin, with its own type and a policy that runs nothing.
  const served = await page.request.get(logoUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");

  // Find Teams shows it (loaded: the page's CSP allows our own images).
  await page.goto(`/teams?q=${encodeURIComponent(name)}`);
  const cardLogo = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) }).locator(`img[src="${logoUrl}"]`);
  await expect(cardLogo).toBeVisible();
  await expect.poll(() => cardLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Team Settings at 360 px: the picker and its preview fit; axe passes.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/teams/${teamId}/settings`);
  await expect(page.getByLabel('Team logo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
});
