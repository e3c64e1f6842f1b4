import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Picks a card up from its drag handle with Space and waits until the board listens for the arrow keys.
 * dnd-kit's KeyboardSensor adds its keydown listener in a setTimeout after the pick-up, and Chromium runs
 * input before timers: on a busy machine an arrow pressed as soon as aria-pressed turns true could arrive
 * before the listener and be lost. A timer queued now runs after dnd-kit's, so when it resolves the
 * listener is there.
 */
export async function pickUpByKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}
