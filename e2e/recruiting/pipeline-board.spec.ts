/**
 * The pipeline board (issue 13.1, docs/decisions/036): the demo coach (staff
 * of Demo University) adds a player to the Valorant program through the API
 * (the top match may already be in the seeded pipeline: adding is idempotent,
 * and the card is moved back to Interested first), drags the card from Interested to
 * Contacted with the mouse, then moves it with the keyboard (Space, arrow,
 * Space) to Evaluating, and focus stays on the moved card's handle; the
 * demo college admin, in a second browser, sees both moves live. The board,
 * the open side panel and the list view pass axe in both themes at 360 px,
 * where the page never scrolls sideways (the board does, inside itself).
 * A second test (issue 26, item 6): at 1280 px all five stages show without
 * scrolling, a mouse drop lands where the pointer is, and a "Move
 * to" keeps focus on the moved card; at 360 px the filters fold behind
 * "Filters" and every card's "Move to" can be reached.
 */
import type { Page } from '@playwright/test';
import type { MyCollegeProgramsResponse } from '../../src/shared/contracts/my-college-programs.ts';
import type { PipelineEntry } from '../../src/shared/contracts/pipeline.ts';
import type { PlayerSearchResponse } from '../../src/shared/contracts/player-search.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { pickUpByKeyboard } from '../support/keyboard-drag.ts';
import { signInAsDemo } from '../support/sign-in.ts';

const cardIn = (page: Page, stage: string, name: string) => page.getByTestId(`pipeline-column-${stage}`).getByTestId('pipeline-card').filter({ hasText: name });

test('staff drag a card, move it by keyboard, and another staff member sees it live', async ({ browser }) => {
  const coachContext = await browser.newContext();
  const page = await coachContext.newPage();
  await signInAsDemo(page.request, 'Recruiter / coach');
  const { programs } = (await (await page.request.get('/api/me/college-programs')).json()) as MyCollegeProgramsResponse;
  const program = programs.find((candidate) => candidate.collegeSlug === 'demo-university' && candidate.titleSlug === 'valorant');
  expect(program, 'Demo University runs a Valorant program').toBeDefined();
  const search = (await (await page.request.get(`/api/players?program=${program!.id}&sort=match`)).json()) as PlayerSearchResponse;
  const player = search.rows[0]!;
  const added = await page.request.post(`/api/programs/${program!.id}/pipeline/entries`, { data: { playerUserId: player.userId, source: 'match' } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const entry = ((await added.json()) as { entry: PipelineEntry }).entry;
  // Start from Interested whatever an earlier run left.
  expect((await page.request.post(`/api/programs/${program!.id}/pipeline/entries/${entry.id}/move`, { data: { stage: 'interested', index: 0 } })).ok()).toBeTruthy();
  const name = player.displayName;

  const adminContext = await browser.newContext();
  const other = await adminContext.newPage();
  await signInAsDemo(other.request, 'College admin');
  await other.goto(`/pipeline?program=${program!.id}`);
  await expect(cardIn(other, 'interested', name)).toBeVisible();

  await page.goto(`/pipeline?program=${program!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  const card = cardIn(page, 'interested', name);
  await expect(card).toBeVisible();

  // The mouse: drag the card onto the Contacted column.
  const from = (await card.boundingBox())!;
  const to = (await page.getByTestId('pipeline-column-contacted').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
  await expect(cardIn(page, 'contacted', name)).toBeVisible();
  await expect(cardIn(other, 'contacted', name)).toBeVisible();

  // The keyboard: Space picks the card up from its handle, the right arrow moves it one column, Space drops it.
  const handle = cardIn(page, 'contacted', name).getByRole('button', { name: `Drag ${name}` });
  await pickUpByKeyboard(page, handle);
  await page.keyboard.press('ArrowRight');
  // The screen reader hears where the card is, by the player's name and the column.
  await expect(page.getByRole('status').filter({ hasText: `${name} is over the Evaluating column.` })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `${name} was dropped in the Evaluating column.` })).toBeAttached();
  await expect(cardIn(page, 'evaluating', name)).toBeVisible();
  // The card is drawn anew in Evaluating; focus is on its handle there, not on the page.
  await expect(cardIn(page, 'evaluating', name).getByRole('button', { name: `Drag ${name}` })).toBeFocused();
  await expect(cardIn(other, 'evaluating', name)).toBeVisible();
  // Both moves are in the history, in order.
  const panelResponse = await page.request.get(`/api/programs/${program!.id}/pipeline/entries/${entry.id}`);
  const history = ((await panelResponse.json()) as { history: { toStage: string }[] }).history.map((row) => row.toStage);
  expect(history.slice(-2)).toEqual(['contacted', 'evaluating']);

  // axe at 360 px: the board, then the open panel.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessibleInBothThemes(page, { include: 'main' });
  await cardIn(page, 'evaluating', name).getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByRole('heading', { name: 'History' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The list view, sorted by the server: the player's row shows the stage the moves left; it passes axe too.
  await page.getByRole('button', { name: 'List' }).click();
  const table = page.getByRole('table', { name: 'Players in the pipeline' });
  await table.getByRole('button', { name: 'Player', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: 'Player', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Evaluating');
  await expectAccessibleInBothThemes(page, { include: 'main' });

  await adminContext.close();
  await coachContext.close();
});

const orderIn = (page: Page, stage: string) =>
  page.getByTestId(`pipeline-column-${stage}`).getByTestId('pipeline-card').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.entryId));

test('at 1280 px the five stages fit and a mouse drop lands under the pointer; at 360 px filters fold and every card can be moved', async ({ page }) => {
  await signInAsDemo(page.request, 'Recruiter / coach');
  const { programs } = (await (await page.request.get('/api/me/college-programs')).json()) as MyCollegeProgramsResponse;
  const program = programs.find((candidate) => candidate.collegeSlug === 'demo-university' && candidate.titleSlug === 'valorant')!;
  expect(program, 'Demo University runs a Valorant program').toBeDefined();
  const search = (await (await page.request.get(`/api/players?program=${program.id}&sort=match`)).json()) as PlayerSearchResponse;
  // Not the first test's player (rows[0]): three others, so this test sets up its own column.
  const players = search.rows.slice(1, 4);
  expect(players).toHaveLength(3);
  const entries: PipelineEntry[] = [];
  for (const player of players) {
    const added = await page.request.post(`/api/programs/${program.id}/pipeline/entries`, { data: { playerUserId: player.userId, source: 'match' } });
    expect(added.ok(), await added.text()).toBeTruthy();
    entries.push(((await added.json()) as { entry: PipelineEntry }).entry);
  }
  const [dragged, upper, lower] = entries as [PipelineEntry, PipelineEntry, PipelineEntry];
  const moveTo = async (entry: PipelineEntry, stage: string) =>
    expect((await page.request.post(`/api/programs/${program.id}/pipeline/entries/${entry.id}/move`, { data: { stage, index: 0 } })).ok()).toBeTruthy();
  // Evaluating starts with upper then lower at its top; the dragged card is first in Interested.
  await moveTo(lower, 'evaluating');
  await moveTo(upper, 'evaluating');
  await moveTo(dragged, 'interested');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/pipeline?program=${program.id}`);
  const board = page.getByTestId('pipeline-board');
  await expect(board).toBeVisible();
  // All five stages at once: no sideways scroll in the board or the page, every column inside the window.
  expect(await board.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  for (const stage of ['interested', 'contacted', 'evaluating', 'committed', 'not_a_fit']) {
    const box = (await page.getByTestId(`pipeline-column-${stage}`).boundingBox())!;
    expect(box.x + box.width, `${stage} fits`).toBeLessThanOrEqual(1280);
  }
  // Names wrap instead of being cut.
  const nameButton = page.getByTestId('pipeline-card').first().getByRole('button').first();
  expect(await nameButton.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis')).toBe(true);

  // The mouse: grab the card near its bottom and drop it with the pointer on the lower half of lower, so that
  // the dragged card's box is mostly over the cards above the pointer: it lands after lower (the pointer), not
  // before it (the card it was over) nor at the column's end.
  const evaluating = page.getByTestId('pipeline-column-evaluating');
  await expect.poll(() => orderIn(page, 'evaluating')).toEqual(expect.arrayContaining([upper.id, lower.id]));
  const card = page.locator(`[data-entry-id="${dragged.id}"]`);
  const from = (await card.boundingBox())!;
  const lowerBox = (await evaluating.locator(`[data-entry-id="${lower.id}"]`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height - 20, { steps: 4 });
  await page.mouse.move(lowerBox.x + lowerBox.width / 2, lowerBox.y + lowerBox.height * 0.75, { steps: 12 });
  // The line shows where it will land, inside Evaluating.
  await expect(evaluating.getByTestId('pipeline-drop-line')).toHaveCount(1);
  await page.mouse.up();
  await expect.poll(async () => (await orderIn(page, 'evaluating')).filter((id) => [dragged.id, upper.id, lower.id].includes(id!))).toEqual([upper.id, lower.id, dragged.id]);
  // The server keeps that place.
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get(`/api/programs/${program.id}/pipeline`)).json()) as { entries: PipelineEntry[] };
      return saved.entries
        .filter((entry) => entry.stage === 'evaluating' && [dragged.id, upper.id, lower.id].includes(entry.id))
        .sort((a, b) => a.position - b.position)
        .map((entry) => entry.id);
    })
    .toEqual([upper.id, lower.id, dragged.id]);

  // "Move to" by keyboard: focus stays on the moved card's "Move to" button in its new column.
  const name = players[0]!.displayName;
  await page.locator(`[data-entry-id="${dragged.id}"]`).getByRole('button', { name: `Move ${name} to another stage` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Contacted' }).press('Enter');
  const moved = page.getByTestId('pipeline-column-contacted').locator(`[data-entry-id="${dragged.id}"]`);
  await expect(moved.getByRole('button', { name: `Move ${name} to another stage` })).toBeFocused();

  // A phone: results first (the filters fold), the board scrolls inside itself with a hint, the page never does,
  // and a card in the last open column can still be moved.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(page.getByLabel('Class year')).toBeHidden();
  await expect(page.getByText('Scroll sideways in the board to see every stage.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const lowerMenu = page.locator(`[data-entry-id="${lower.id}"]`).getByRole('button', { name: /^Move .* to another stage$/ });
  await lowerMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Interested' })).toBeVisible();
  await page.keyboard.press('Escape');
  const targetBox = (await lowerMenu.boundingBox())!;
  expect(Math.min(targetBox.width, targetBox.height)).toBeGreaterThanOrEqual(24);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByLabel('Class year')).toBeVisible();
});
