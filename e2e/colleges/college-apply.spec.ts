/**
 * Issue 26.3's journey (docs/decisions/069): a signed-out visitor finds
 * Demo University's Valorant program in the directory (its card offers
 * "Apply"), opens the college page, reads the Valorant tab and applies from
 * it. The form is labelled in the staff's words, its game-and-rank block
 * offers Valorant and the Valorant ladder, nothing starts ticked, and the
 * answers are sent. The form passes axe in both themes and fits 360 px.
 */
import { uniqueEmail } from '../support/accounts.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a visitor finds a program in the directory, opens the college page and applies from it', async ({ page, outbox }) => {
  const email = uniqueEmail('applicant');

  await page.goto('/colleges?q=Demo%20University');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Demo University', exact: true }) });
  await expect(card.getByRole('link', { name: 'Apply to Valorant Varsity' })).toBeVisible();
  await card.getByRole('link', { name: 'Demo University', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  await page.getByRole('tab', { name: 'Valorant · Varsity' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Valorant · Varsity' });
  await panel.getByRole('link', { name: 'Apply to Valorant Varsity' }).click();

  await expect(page).toHaveURL(/\/college\/demo-university\/apply\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const block = page.getByRole('group', { name: /^Game and rank/ });
  const game = block.getByLabel('Game', { exact: true });
  const rank = block.getByLabel('Rank', { exact: true });
  await expect(game.locator('option')).toHaveText(['Choose a game', 'Valorant']);
  await expect(rank.locator('option').first()).toHaveText('No rank yet');
  await expect(rank.locator('option').nth(1)).toHaveText('Iron 1');
  await expect(rank.locator('option').last()).toHaveText('Radiant');
  // No answer key shows as a label.
  for (const key of ['title', 'rank', 'url', 'game_rank']) await expect(page.getByText(key, { exact: true })).toHaveCount(0);
  const agree = page.getByRole('checkbox', { name: /^My answers are accurate/ });
  await expect(agree).not.toBeChecked();
  const box = await agree.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);

  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByLabel(/^Your Valorant in-game name/).fill('AppliesFromThePage');
  await rank.selectOption('Diamond 2');
  await expect(game).toHaveValue('Valorant');
  await page.getByRole('radiogroup', { name: 'Which place are you after?' }).getByText('Starter').click();
  await agree.check();
  await page.getByLabel('Your name').fill('Page Applicant');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Date of birth').fill('1999-03-04');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('heading', { name: 'Your answers were sent' })).toBeVisible();
  await outbox.waitForMessage(email, 'Your application to Demo University');
});
