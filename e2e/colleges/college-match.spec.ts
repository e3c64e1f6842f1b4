/**
 * The player's match on a college page (issue 12.6, docs/decisions/030
 * "Preferences and the match on the college side"): the demo player (whose
 * demo profile has Valorant and Rocket League, and college preferences)
 * opens Demo University's page, sees "Your match" on the Valorant tab, opens
 * "Why?" and reads the factors; the open panel passes axe in both themes and
 * fits a 360 px phone. The directory's card shows the same match, and the
 * directory sorted by match passes axe. Then
 * they edit their college preferences on their own profile (the dialog
 * passes axe and fits 360 px; a slider moves by keyboard).
 */
import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsDemo } from '../support/sign-in.ts';

async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('the demo player sees their match on a demo college page and opens Why?', async ({ page }) => {
  await signInAsDemo(page.request, 'Player');
  await page.goto('/college/demo-university');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  await page.getByRole('tab', { name: 'Valorant · Varsity' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Valorant · Varsity' });
  const headline = panel.getByText(/^Your match: \d{1,3}% (Excellent|High|Medium|Low)$/);
  await expect(headline).toBeVisible();
  // With the demo player's preferences, location, cost and level are known: no prompt to set them.
  await expect(panel.getByRole('link', { name: /Set your college preferences/ })).toHaveCount(0);

  const why = panel.getByRole('button', { name: /^Why \d+%\? Valorant · Varsity$/ });
  await why.click();
  const dialog = page.getByRole('dialog', { name: /^Your match with Valorant · Varsity: \d+% / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Match factors' }).getByRole('listitem')).toHaveCount(7);
  await expect(dialog).toContainText('Skill');
  await expect(dialog).toContainText('of 30 points · weight 30');
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(why).toBeFocused();
  // The program tab itself passes axe in college-recruiting-menu.spec.ts (one checkpoint per screen: decision 028).

  // The directory's card of the same college shows the match of its best program for the player.
  await page.goto('/colleges?q=demo+university');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Demo University' }) });
  await expect(card.getByText(/^Your match: \d{1,3}% /)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Top reasons' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('match');
  await expect(page).toHaveURL(/sort=match/);
  await expectAccessibleInBothThemes(page);
});

test('the demo player edits their college preferences on their profile (axe both themes, 360 px)', async ({ page }) => {
  await signInAsDemo(page.request, 'Player');
  await page.goto('/player/parker-player#college-preferences');
  const region = page.getByRole('region', { name: 'College preferences' });
  await expect(region).toContainText('Illinois, Ohio or within 400 miles of 60601');
  await region.getByRole('button', { name: 'Edit college preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'College preferences' });
  await expect(dialog.getByRole('slider', { name: 'Academics' })).toHaveAttribute('aria-valuetext', '4 of 5: More important');
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
  await dialog.getByRole('slider', { name: 'Scholarship' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('slider', { name: 'Scholarship' })).toHaveAttribute('aria-valuetext', '4 of 5: More important');
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(region).toContainText('Scholarship: More important');
});
