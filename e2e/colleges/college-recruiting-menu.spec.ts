/**
 * A visitor follows the header's College Recruiting menu (spec 2.2, issue
 * 12.2, docs/decisions/031): every link lands on real, filtered results from
 * the demo colleges; they narrow Valorant to scholarships and open a college
 * page, whose program tabs show the roster. The directory with programs
 * fits 360 px; a demo college's page passes axe and fits 360 px (the
 * directory's axe checkpoint is in college-match.spec.ts, with match cards).
 */
import type { Page } from '@playwright/test';
import { DEMO_COLLEGES } from '../../src/server/seed/demo-colleges.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test.use({ colorScheme: 'dark' });

async function followMenuLink(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'College Recruiting' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: label }).click();
}

/** The result cards' names. */
const cardNames = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();

test('every College Recruiting link lands on filtered results; Valorant with scholarships leads to a program tab with its roster', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');

  await followMenuLink(page, 'College Esports Programs');
  await expect(page).toHaveURL('/colleges?hasProgram=true');
  await expect(page.getByRole('note')).toHaveText('Colleges with an esports program.');
  // Every demo college, and otherwise only claimed pages: a real institution shows a program only once its
  // staff add one (college-claim.spec.ts, which may run meanwhile, claims one and adds a program).
  await expect(page.getByRole('status')).toHaveText(/^\d+ colleges$/);
  expect(await cardNames(page)).toEqual(expect.arrayContaining(DEMO_COLLEGES.map((college) => college.name)));
  for (const card of await page.locator('#college-results-heading ~ ul > li').allTextContents()) expect(card).toMatch(/Demo data|Claimed/);

  for (const [label, slug] of [
    ['League of Legends', 'league-of-legends'],
    ['Marvel Rivals', 'marvel-rivals'],
    ['Rocket League', 'rocket-league'],
    ['Valorant', 'valorant'],
  ] as const) {
    await followMenuLink(page, label);
    await expect(page).toHaveURL(`/colleges?games=${slug}`);
    await expect(page.getByRole('note')).toHaveText(`Colleges with a ${label} program.`);
    await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue(slug);
    const cards = page.getByRole('main').getByRole('list', { name: 'Esports programs' });
    await expect(cards.first()).toBeVisible();
    // Every card lists a program of that game (once the previous results are replaced), and each is a demo college.
    await expect.poll(async () => (await cards.allTextContents()).every((text) => text.includes(label))).toBe(true);
    expect(await page.getByRole('main').getByText('Demo data').count()).toBe(await cards.count());
  }

  await followMenuLink(page, 'Scholarship Programs');
  await expect(page).toHaveURL('/colleges?scholarships=true');
  await expect(page.getByRole('note')).toHaveText('Colleges with an esports program that offers esports scholarships.');
  await expect(page.getByText(/^Esports scholarships: \$/).first()).toBeVisible();
  await expect(page.getByText('Esports scholarships: None listed')).toHaveCount(0);

  // Narrow to Valorant: the scholarship filter is kept.
  await page.getByRole('combobox', { name: 'Game' }).selectOption('Valorant');
  await expect(page).toHaveURL('/colleges?games=valorant&scholarships=true');
  await expect(page.getByRole('note')).toHaveText('Colleges with a Valorant program that offers esports scholarships.');
  await expect.poll(() => cardNames(page)).toEqual(['Demo University', 'Riverbend Demo State University']);
  // The directory with program cards passes axe in college-match.spec.ts (one checkpoint per screen: decision 028).

  await page.getByRole('link', { name: 'Demo University' }).click();
  await expect(page).toHaveURL('/college/demo-university');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  await expect(page.getByText('Demo data').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Valorant · Varsity' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Minimum rankDiamond 1');
  await expect(panel).toContainText('Scholarships$2,000 to $8,000 a year');
  await expect(panel).toContainText('From team records: Demo University Esports');
  await expect(panel.getByRole('list', { name: 'Roster players' })).toContainText('Parker Player');
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/colleges?games=valorant&scholarships=true');
  await expect(page.getByRole('link', { name: 'Demo University' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
