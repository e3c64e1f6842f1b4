/**
 * axe-core checks for the journeys: WCAG 2.0 A and AA (2.1 too where a spec
 * asks: it adds the experimental label-in-name rule), as readable lines
 * ("rule (impact): selectors") so a failure names what to fix.
 *
 * Both themes: the rules that read colours are the only ones whose outcome
 * can differ between the dark and the light theme (the DOM is the same), so
 * `expectAccessibleInBothThemes` runs every rule in the theme the page is
 * in, then switches the emulated system theme (the app follows it live),
 * runs the colour rules again and switches back: one page load instead of
 * one per theme (docs/decisions/028).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG2_TAGS = ['wcag2a', 'wcag2aa'];
const WCAG21_TAGS = ['wcag21a', 'wcag21aa'];
/** WCAG 2.2 AA adds target size (24 x 24 px or spaced). */
const WCAG22_TAGS = ['wcag22aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeOptions {
  /** Only inside this selector (e.g. 'main': the page's own content, not the shell's toasts). */
  include?: string;
  /** Only serious and critical violations. */
  seriousOnly?: boolean;
  /** WCAG 2.1 A and AA as well. */
  wcag21?: boolean;
  /** WCAG 2.1 and 2.2 A and AA as well. */
  wcag22?: boolean;
}

export async function axeViolations(page: Page, options: AxeOptions & { rules?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  const tags = options.wcag22 ? [...WCAG2_TAGS, ...WCAG21_TAGS, ...WCAG22_TAGS] : options.wcag21 ? [...WCAG2_TAGS, ...WCAG21_TAGS] : WCAG2_TAGS;
  builder = options.rules ? builder.withRules(options.rules) : builder.withTags(tags);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => !options.seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

type Theme = 'dark' | 'light';

const themeOf = (page: Page) =>
  page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light') as 'dark' | 'light');

/** Emulates the system theme and waits until the page shows it (the stored theme must be "system", the default). */
export async function switchTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
}

/** No violation of any rule in the current theme, nor of the colour rules in the other one. */
export async function expectAccessibleInBothThemes(page: Page, options: AxeOptions = {}) {
  expect(await axeViolations(page, options)).toEqual([]);
  const current = await themeOf(page);
  const other: Theme = current === 'dark' ? 'light' : 'dark';
  await switchTheme(page, other);
  expect(await axeViolations(page, { ...options, rules: COLOUR_RULES }), `colours in the ${other} theme`).toEqual([]);
  await switchTheme(page, current);
}
