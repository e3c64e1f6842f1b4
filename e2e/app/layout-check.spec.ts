/**
 * Every page of the product on a 360 px phone, in both themes (issue 26):
 * nothing scrolls sideways, no interactive element overlaps another
 * (e2e/support/layout.ts), and axe finds nothing under WCAG 2.0, 2.1 and 2.2
 * A and AA (label in name, target size). Each page is opened by the kind of
 * user who uses it, on the demo data; VISITS names every page of the registry
 * (a new page without an entry does not typecheck). One test per kind of user,
 * which reports every problem it found at once. Inside pages, TABBED_PAGES
 * clicks through the tabs and opens the main dialogs and the phone drawer of
 * team manage, the own player profile, the recruiting hub and matchmaking
 * (docs/decisions/078).
 */
import type { Page } from '@playwright/test';
import type { PageId } from '../../src/shared/pages/page-list.ts';
import { axeViolations, switchTheme } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { layoutProblems } from '../support/layout.ts';
import { addressFromLinks, DEMO_COLLEGE, VISITS, type Address, type Viewer } from '../support/page-visits.ts';
import { signInAsDemo } from '../support/sign-in.ts';
import { settlePage } from '../support/visual.ts';

/**
 * The address to open: a fixed one, or the first fitting link on another page. `linksOn` keeps the links read
 * from each page within a test, so two pages found on one page (a player and their card on /leaderboard) load it once.
 */
async function resolve(page: Page, address: Address, linksOn = new Map<string, string[]>()): Promise<string> {
  if (typeof address === 'string') return address;
  let hrefs = linksOn.get(address.linkOn);
  if (!hrefs) {
    await page.goto(address.linkOn);
    await settlePage(page);
    hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    linksOn.set(address.linkOn, hrefs);
  }
  return addressFromLinks(address, hrefs.filter((href) => href.startsWith(address.prefix)));
}

async function problemsOf(page: Page, label: string): Promise<string[]> {
  const { overflow, overlaps } = await layoutProblems(page);
  return [
    ...(overflow.by > 0 ? [`${label}: scrolls sideways by ${overflow.by} px (${overflow.elements.join('; ')})`] : []),
    ...overlaps.map((overlap) => `${label}: ${overlap}`),
  ];
}

/** Overflow, overlaps and axe (all of WCAG 2.2 A and AA) in the light theme, then overflow, overlaps and the colour rules in the dark one. */
async function checkBothThemes(page: Page, label: string): Promise<string[]> {
  const problems = [
    ...(await problemsOf(page, `${label} (light)`)),
    ...(await axeViolations(page, { wcag22: true })).map((violation) => `${label} (light): ${violation}`),
  ];
  await switchTheme(page, 'dark');
  problems.push(...(await problemsOf(page, `${label} (dark)`)));
  problems.push(...(await axeViolations(page, { rules: ['color-contrast', 'link-in-text-block'] })).map((violation) => `${label} (dark): ${violation}`));
  await switchTheme(page, 'light');
  return problems;
}

const VIEWERS: Viewer[] = ['visitor', 'Player', 'Guardian', 'College admin', 'Team owner', 'Platform admin'];

test.use({ viewport: { width: 360, height: 800 }, colorScheme: 'light' });
// The kinds of user are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });

/**
 * A kind of user's pages in groups of at most this many, one test each: the visitor's 33 pages were one test
 * of 94 s that the other worker did not share, the tail of the e2e step (docs/decisions/028). Each group is
 * named by its first and last page; every page is still opened once per kind of user.
 */
const PAGES_PER_TEST = 8;

for (const viewer of VIEWERS) {
  const pages = (Object.entries(VISITS) as [PageId, (typeof VISITS)[PageId]][]).filter(([, visit]) => visit.viewer === viewer || visit.also?.includes(viewer));
  const groups = Math.ceil(pages.length / PAGES_PER_TEST);

  for (let group = 0; group < groups; group += 1) {
    const size = Math.ceil(pages.length / groups);
    const part = pages.slice(group * size, (group + 1) * size);
    const range = groups === 1 ? '' : ` (${part[0]![0]} to ${part.at(-1)![0]})`;

    test(`every page a ${viewer} opens fits 360 px in both themes, without overlaps or axe violations${range}`, async ({ page }) => {
      test.setTimeout(part.length * 45_000);
      if (viewer !== 'visitor') await signInAsDemo(page.request, viewer);
      const linksOn = new Map<string, string[]>();
      const problems: string[] = [];
      for (const [id, visit] of part) {
        const url = await resolve(page, visit.address, linksOn);
        await page.goto(url);
        await settlePage(page);
        problems.push(...(await checkBothThemes(page, `${id} ${url}`)));
      }
      expect(problems).toEqual([]);
    });
  }
}

/**
 * Inside pages (issue 26, item 4; docs/decisions/078): the tabs of the tabbed pages and their main dialogs,
 * each checked like a page. One page load per tabbed page; the test clicks through its tabs (all of the
 * page's tab lists, nested ones too, in order) and opens the dialogs named for a tab, closing each with Escape.
 */
interface TabbedPage {
  viewer: Exclude<Viewer, 'visitor'>;
  address: Address;
  /** The accessible name of the page's main tab list. */
  tabList: string;
  /** Dialogs to open on a tab: the button that opens each. */
  dialogs?: Record<string, string[]>;
  /** Dialogs opened from outside the tabs (the page's own buttons), before them. */
  pageDialogs?: string[];
  /** Open the phone drawer (the header's menu) on the first tab. */
  drawer?: boolean;
}

const TABBED_PAGES: Record<string, TabbedPage> = {
  'team manage': {
    viewer: 'Team owner',
    address: { linkOn: '/teams', prefix: '/teams/', suffix: '/manage', otherwise: '/teams/00000000-0000-4000-8000-000000000000/manage', uuid: true },
    tabList: 'Team management',
    dialogs: { Overview: ['Add Achievement'], Roster: ['Add Player'] },
  },
  'own player profile': { viewer: 'Player', address: '/player/parker-player', tabList: 'Games', pageDialogs: ['Edit profile details', 'Edit games'] },
  'recruiting hub': { viewer: 'College admin', address: `${DEMO_COLLEGE}/recruiting`, tabList: 'Recruiting' },
  matchmaking: { viewer: 'Player', address: '/matchmaking', tabList: 'Matchmaking mode', drawer: true },
};

for (const [name, tabbed] of Object.entries(TABBED_PAGES)) {
  test(`every tab and main dialog of the ${name} fits 360 px in both themes, without overlaps or axe violations`, async ({ page }) => {
    await signInAsDemo(page.request, tabbed.viewer);
    const url = await resolve(page, tabbed.address);
    await page.goto(url);
    await settlePage(page);
    const tabList = page.getByRole('tablist', { name: tabbed.tabList });
    const tabs = tabList.getByRole('tab');
    await expect(tabs.first(), `${name}: the "${tabbed.tabList}" tabs at ${url}`).toBeVisible();
    const names = (await tabs.allTextContents()).map((text) => text.trim());
    test.setTimeout((names.length + Object.values(tabbed.dialogs ?? {}).flat().length + (tabbed.pageDialogs?.length ?? 0) + 2) * 45_000);
    const problems: string[] = [];
    if (tabbed.drawer) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      problems.push(...(await checkBothThemes(page, `${name} ${url} phone drawer`)));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    }
    for (const opener of tabbed.pageDialogs ?? []) {
      await page.getByRole('button', { name: opener, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      problems.push(...(await checkBothThemes(page, `${name} ${url} dialog ${opener}`)));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    for (const tabName of names) {
      const tab = tabList.getByRole('tab', { name: tabName, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await settlePage(page);
      problems.push(...(await checkBothThemes(page, `${name} ${url} tab ${tabName}`)));
      for (const opener of tabbed.dialogs?.[tabName] ?? []) {
        await page.getByRole('tabpanel', { name: tabName }).getByRole('button', { name: opener, exact: true }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        problems.push(...(await checkBothThemes(page, `${name} ${url} tab ${tabName} dialog ${opener}`)));
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
    }
    expect(problems).toEqual([]);
  });
}

/**
 * The desktop header (lg and up) for the account with the most menus, a college coach on a team (Home,
 * Features, My teams, Team Tools, College Recruiting, Learn, Dashboard, Inbox): at its narrowest (1024 px)
 * and at 1280 px the bar fits on one line, nothing scrolls sideways, and axe finds nothing in it.
 */
test('the desktop header fits one line at 1024 and 1280 px for the account with the most menus', async ({ page }) => {
  await signInAsDemo(page.request, 'Recruiter / coach');
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home');
    await settlePage(page);
    const { overflow, overlaps } = await layoutProblems(page);
    expect({ width, overflow, overlaps }).toEqual({ width, overflow: { by: 0, elements: [] }, overlaps: [] });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'College Recruiting' })).toBeVisible();
    // One line: no link or menu in the bar is taller than a single-line control.
    const heights = await nav.evaluate((element) => [...element.children].map((child) => child.getBoundingClientRect().height));
    expect(Math.max(...heights), `${width} px: the bar's items on one line`).toBeLessThanOrEqual(40);
    expect(await axeViolations(page, { include: 'header' })).toEqual([]);
  }
});
