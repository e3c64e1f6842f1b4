/**
 * The Marvel Rivals cooldown board (issue 14.7, docs/decisions/045): a
 * visitor picks a hero for each team, starts one timer with a tap and one
 * with its key, and both run side by side; the shorter is announced ready
 * while the longer still counts, then it is ready too. The page's clock is
 * Playwright's (the board computes from timestamps), so the test moves time
 * instead of waiting for it. The sample data is labelled as such; the
 * board passes axe in both themes at 360 px.
 */
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('the cooldown board runs two timers, one started by tap and one by key', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/mr/cooldowns');
  await expect(page.getByText('SAMPLE values').first()).toBeVisible();

  await page.getByLabel('Add a hero to your team').selectOption({ label: 'Iron Man' });
  await page.getByLabel('Add a hero to enemy team').selectOption({ label: 'Luna Snow' });
  const overdrive = page.getByRole('button', { name: /^Iron Man Armor Overdrive \(your team\)/ });
  const absoluteZero = page.getByRole('button', { name: /^Luna Snow Absolute Zero \(enemy team\)/ });
  await expect(overdrive).toHaveAccessibleName(/: ready\. Start timer$/);
  await expect(page.getByText('Patch: Sample, not checked').first()).toBeVisible();

  // Armor Overdrive (sample 20 s) by tap; Absolute Zero (sample 12 s) by its key, 3.
  await overdrive.click();
  await expect(absoluteZero).toHaveAttribute('aria-keyshortcuts', '3');
  await page.keyboard.press('3');
  await expect(overdrive).toHaveAccessibleName(/: on cooldown\. Restart timer$/);
  await expect(absoluteZero).toHaveAccessibleName(/: on cooldown\. Restart timer$/);

  await page.clock.fastForward(12_500);
  await expect(page.getByRole('status').filter({ hasText: 'Luna Snow Absolute Zero ready' })).toBeAttached();
  await expect(absoluteZero).toHaveAccessibleName(/: ready\. Start timer$/);
  await expect(overdrive).toHaveAccessibleName(/: on cooldown\. Restart timer$/);

  await page.clock.fastForward(8_000);
  await expect(overdrive).toHaveAccessibleName(/: ready\. Start timer$/);
  await expect(page.getByRole('status').filter({ hasText: 'Iron Man Armor Overdrive ready' })).toBeAttached();

  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessibleInBothThemes(page, { include: 'main' });
});
