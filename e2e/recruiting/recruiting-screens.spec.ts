/**
 * Issue 13's "axe and 360 px on every new screen": the recruiting screens the
 * journeys (recruiting-journey.spec.ts, pipeline-board.spec.ts) do not check,
 * on the demo data. Each screen passes axe in both themes and, at 360 px,
 * nothing scrolls sideways.
 * - Staff: the recruiting dashboard (the demo coach); the program hub's tabs
 *   Needs, Interest forms (with a form open in the builder), Responses and
 *   Links (the demo college admin); a disabled short link's page; an
 *   outcome's status page; the widget for a college and for a player.
 * - The demo player: the college board (reordered by keyboard: Space, arrow,
 *   Space, and the order saved), their pipeline, their application page and
 *   its status page; the demo guardian: their minor's board and pipeline,
 *   read-only.
 */
import type { Browser, Page } from '@playwright/test';
import type { MyCollegeProgramsResponse } from '../../src/shared/contracts/my-college-programs.ts';
import type { PlayerOutcomes } from '../../src/shared/contracts/outcomes.ts';
import type { CollegeBoard } from '../../src/shared/contracts/player-recruiting.ts';
import type { ShortLink } from '../../src/shared/contracts/short-links.ts';
import type { MySubmission } from '../../src/shared/contracts/submissions.ts';
import { expectAccessibleInBothThemes, type AxeOptions } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { pickUpByKeyboard } from '../support/keyboard-drag.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const NARROW = { width: 360, height: 740 };

/**
 * What one checked screen may add to its test's time: two axe runs and two theme switches took up to 15 s at a
 * load of 20 on 2 cores, where the staff-screens and player tests (six screens each) ran out of the 60 s test timeout.
 */
const SCREEN_ALLOWANCE_MS = 30_000;

/**
 * At 360 px nothing scrolls sideways, and the screen passes axe in both themes (the page's own content unless
 * told). Each check extends the test's timeout by one screen's allowance: the timeout scales with the work.
 */
async function checkScreen(page: Page, options: AxeOptions = { include: 'main' }) {
  test.info().setTimeout(test.info().timeout + SCREEN_ALLOWANCE_MS);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  await expectAccessibleInBothThemes(page, options);
}

/** The confirmed demo commitment (Demo University), read as the demo coach. */
async function demoCommitmentId(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  await signInAsDemo(context.request, 'Recruiter / coach');
  const { outcomes } = (await (await context.request.get('/api/players/fernshadow/outcomes')).json()) as PlayerOutcomes;
  await context.close();
  const commitment = outcomes.find((outcome) => outcome.college.name === 'Demo University');
  expect(commitment, 'the demo commitment').toBeDefined();
  return commitment!.id;
}

// Four tests rather than one journey, so both workers share them; each check of a screen extends its test's timeout.
test("staff screens: the coach's dashboard and an outcome's status page", async ({ browser }) => {
  const commitmentId = await demoCommitmentId(browser);
  const coachContext = await browser.newContext({ viewport: NARROW });
  const coach = await coachContext.newPage();
  await signInAsDemo(coach.request, 'Recruiter / coach');

  await coach.goto('/recruiting-dashboard');
  await expect(coach.getByRole('heading', { level: 1, name: 'Recruiting Dashboard' })).toBeVisible();
  await expect(coach.getByText('Demo University').first()).toBeVisible();
  await checkScreen(coach);

  await coach.goto(`/recruiting-status/${commitmentId}`);
  await expect(coach.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(coach);
  await coachContext.close();
});

test("staff screens: the college admin's hub tabs and form builder, and a disabled link's page", async ({ browser }) => {
  const adminContext = await browser.newContext({ viewport: NARROW });
  const admin = await adminContext.newPage();
  await signInAsDemo(admin.request, 'College admin');
  const { programs } = (await (await admin.request.get('/api/me/college-programs')).json()) as MyCollegeProgramsResponse;
  const program = programs.find((candidate) => candidate.collegeSlug === 'demo-university' && candidate.titleSlug === 'valorant')!;
  const hub = `/college/demo-university/recruiting?program=${program.id}`;

  await admin.goto(hub);
  await expect(admin.getByRole('heading', { level: 1, name: 'Recruiting' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Needs' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByRole('tabpanel')).toBeVisible();
  await checkScreen(admin);

  await admin.getByRole('tab', { name: 'Interest forms' }).click();
  const firstForm = admin.getByRole('tabpanel').getByRole('button', { name: /^Open builder: / }).first();
  await expect(firstForm).toBeVisible();
  await checkScreen(admin);
  await firstForm.click();
  await expect(admin.getByRole('region', { name: /^Field 1:/ })).toBeVisible();
  await checkScreen(admin);

  await admin.getByRole('tab', { name: 'Responses' }).click();
  await expect(admin.getByRole('checkbox', { name: 'Select Robin Samplewood' })).toBeVisible();
  await checkScreen(admin);

  // A link to the college page, turned off: its page says so (signed in or not, the same page).
  const created = await admin.request.post(`/api/programs/${program.id}/short-links`, { data: { target: 'college', label: 'Turned off' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const link = (await created.json()) as ShortLink;
  expect((await admin.request.patch(`/api/short-links/${link.id}`, { data: { disabled: true } })).ok()).toBeTruthy();

  await admin.getByRole('tab', { name: 'Links' }).click();
  await expect(admin.getByRole('tabpanel').getByText(link.path).first()).toBeVisible();
  await checkScreen(admin);
  await adminContext.close();

  const anyoneContext = await browser.newContext({ viewport: NARROW });
  const anyone = await anyoneContext.newPage();
  await anyone.goto(link.path);
  await expect(anyone.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(anyone.getByText('The link you followed was turned off by its owner.')).toBeVisible();
  await checkScreen(anyone);
  await anyoneContext.close();
});

test('the recruiting widget for a college and for a player', async ({ browser }) => {
  const commitmentId = await demoCommitmentId(browser);
  const anyoneContext = await browser.newContext({ viewport: NARROW });
  const anyone = await anyoneContext.newPage();
  await anyone.goto('/recruiting-status-widget?college=demo-university');
  await expect(anyone.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(anyone.getByRole('link', { name: /Apply/ }).first()).toBeVisible();
  await checkScreen(anyone, {});
  await anyone.goto('/recruiting-status-widget?player=fernshadow');
  await expect(anyone.getByRole('link', { name: /See the announcement/ })).toHaveAttribute('href', `/recruiting-success/${commitmentId}`);
  await checkScreen(anyone, {});
  await anyoneContext.close();
});

test("the player's board (reordered by keyboard), pipeline, application and status; the guardian's read-only views", async ({ browser }) => {
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await signInAsDemo(player.request, 'Player');
  const slug = 'parker-player';
  const boardPath = `/player/${slug}/college-board`;
  const boardApi = `/api/players/${slug}/college-board`;
  const orderOf = (board: CollegeBoard) =>
    Object.fromEntries((['reach', 'fit', 'safety'] as const).map((bucket) => [bucket, board.items.filter((item) => item.bucket === bucket).map((item) => item.program.id)]));
  const seededOrder = orderOf((await (await player.request.get(boardApi)).json()) as CollegeBoard);

  // The keyboard: Space picks Riverbend up from its handle, an arrow moves it, Space drops it; each drop saves the whole order.
  await player.goto(boardPath);
  await expect(player.getByRole('heading', { level: 1, name: 'College board' })).toBeVisible();
  const reach = player.getByRole('list', { name: 'Reach programs' });
  const fit = player.getByRole('list', { name: 'Fit programs' });
  const handle = player.getByRole('button', { name: /^Drag Riverbend / });
  await expect(reach.getByRole('listitem')).toHaveCount(1);
  const name = (await handle.getAttribute('aria-label'))!.slice('Drag '.length);
  await expect(fit.getByRole('listitem')).toHaveCount(1);
  const fitBefore = (await fit.getByRole('listitem').getAttribute('aria-label'))!;
  // Drops only once the board announces the card over `target` (the arrow's move lands a frame later).
  const dropByKeyboard = async (arrow: 'ArrowRight' | 'ArrowUp', target: string, position: number) => {
    const saved = player.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`${boardApi}/order`));
    await pickUpByKeyboard(player, handle);
    await player.keyboard.press(arrow);
    await expect(player.getByRole('status').filter({ hasText: `${name} is over ${target}.` })).toBeAttached();
    await player.keyboard.press('Space');
    await expect(player.getByRole('status').filter({ hasText: `${name} was dropped in Fit, position ${position}.` })).toBeAttached();
    await expect(player.getByRole('status').filter({ hasText: `${name} is now in Fit.` })).toBeAttached();
    const response = await saved;
    expect(response.ok(), await response.text()).toBeTruthy();
    return response.request().postDataJSON() as Record<'reach' | 'fit' | 'safety', string[]>;
  };
  // Right, into the Fit group (after its program), then up, above it.
  const intoFit = await dropByKeyboard('ArrowRight', 'Fit', 2);
  expect(intoFit.reach).toEqual([]);
  expect(intoFit.fit).toHaveLength(2);
  const reordered = await dropByKeyboard('ArrowUp', fitBefore, 1);
  expect(reordered.fit).toEqual([...intoFit.fit].reverse());
  // After a reload the board shows the saved order: Riverbend first in Fit, Reach empty.
  await player.reload();
  await expect(fit.getByRole('listitem')).toHaveCount(2);
  await expect(fit.getByRole('listitem').nth(0)).toHaveAttribute('aria-label', name);
  await expect(fit.getByRole('listitem').nth(1)).toHaveAttribute('aria-label', fitBefore);
  await expect(reach.getByText('No programs here yet.')).toBeVisible();
  expect(orderOf((await (await player.request.get(boardApi)).json()) as CollegeBoard)).toEqual(reordered);

  await player.setViewportSize(NARROW);
  await checkScreen(player);

  await player.goto(`/player/${slug}/pipeline`);
  await expect(player.getByRole('heading', { level: 1, name: 'My pipeline' })).toBeVisible();
  await expect(player.getByText('Demo University').first()).toBeVisible();
  await checkScreen(player);

  const { submissions } = (await (await player.request.get('/api/me/submissions')).json()) as { submissions: MySubmission[] };
  const application = submissions.find((submission) => submission.collegeSlug === 'demo-university')!;
  await player.goto(application.applicationPath);
  await expect(player.getByRole('heading', { level: 1, name: application.formTitle })).toBeVisible();
  await checkScreen(player);
  await player.goto(`/recruiting-status/${application.submissionId}`);
  await expect(player.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(player);
  // The seeded order back, so the journey can run again on the same data.
  expect((await player.request.put(`${boardApi}/order`, { data: seededOrder })).ok()).toBeTruthy();
  await playerContext.close();

  // The demo guardian reads their 16-year-old's board and pipeline; nothing to change there.
  const guardianContext = await browser.newContext({ viewport: NARROW });
  const guardian = await guardianContext.newPage();
  await signInAsDemo(guardian.request, 'Guardian');
  await guardian.goto('/player/vantacrest/college-board');
  await expect(guardian.getByRole('heading', { level: 1, name: "Ellis V.'s college board" })).toBeVisible();
  await expect(guardian.getByRole('button', { name: /^Drag / })).toHaveCount(0);
  await checkScreen(guardian);
  await guardian.goto('/player/vantacrest/pipeline');
  await expect(guardian.getByRole('heading', { level: 1, name: "Ellis V.'s pipeline" })).toBeVisible();
  await checkScreen(guardian);
  await guardianContext.close();
});
