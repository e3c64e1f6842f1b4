/**
 * Visual baselines (issue 26, docs/decisions/080): a page shot at 1280 and
 * 360 px, in the light and the dark theme, compared with the committed
 * baseline (e2e/visual/__screenshots__) within the tolerance set in
 * playwright.config.ts (expect.toHaveScreenshot). What varies from run to
 * run is frozen or hidden: the browser clock is fixed, animations stop,
 * fonts are loaded before the shot, and dates (every `time` element, plus
 * what a spec adds) are masked. Each shot is the viewport only (a fixed
 * height), so a baseline stays small. Regenerate: `npm run test:e2e:update-baselines`.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { switchTheme } from './axe.ts';

/** Noon UTC of the run's day: the clock-driven texts the masks leave (a year, a greeting) do not move within a day. */
export function frozenNow(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
}

export const VISUAL_SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 800 },
] as const;

export const VISUAL_THEMES = ['light', 'dark'] as const;

/** Before the first navigation: a fixed clock (timers still run, so the page loads as usual). */
export async function prepareVisualPage(page: Page) {
  await page.clock.setFixedTime(frozenNow());
}

/**
 * Waits until the page shows what it loaded: its main content, no spinner or
 * loading placeholder, fonts in, images decoded. Not "network idle": a page
 * may keep a request open (realtime, polling).
 */
export async function settlePage(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('.animate-spin, .animate-pulse, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * Texts that hold a date: the demo data is seeded relative to the day it is
 * seeded (a response 3 days ago, a practice in 4 days), so its dates move
 * every day; so do years (class years are seeded relative to this year).
 */
const DATE_TEXT =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b20\d\d\b|\b\d+ (second|minute|hour|day|week|month|year)s? ago\b|\b(in|for) \d+ (minute|hour|day|week|month)s?\b|\b(today|tomorrow|yesterday)\b/i;

/** Dates and times: every `time` element, and the smallest element whose text holds a date. */
export function dateMasks(page: Page): Locator[] {
  return [page.locator('time'), page.locator('main, header, footer').getByText(DATE_TEXT)];
}

/**
 * The four shots of the page that is open: `<name>-<desktop|phone>-<light|dark>.png`. The page must be open
 * at the top; `masks` gives the parts that vary by run (beside the dates) for the current page.
 */
export async function expectPageShots(page: Page, name: string, masks: (page: Page) => Locator[] = () => []) {
  for (const size of VISUAL_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const theme of VISUAL_THEMES) {
      await switchTheme(page, theme);
      await settlePage(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page, `${name} at ${size.width} px, ${theme}`).toHaveScreenshot(`${name}-${size.name}-${theme}.png`, {
        mask: [...dateMasks(page), ...masks(page)],
      });
    }
  }
}
