/**
 * The pipeline board (issue 13.1, docs/decisions/036): the demo coach (staff
 * of Demo University) adds a player to the Valorant program through the API
 * (the top match may already be in the seeded pipeline: adding is idempotent,
 * and the card is moved back to Interested first), drags the card from Interested to
 * Contacted with the mouse, then moves it with the keyboard (Space, arrow,
 * Space) to Evaluating; the demo college admin, in a second browser, sees
 * both moves live. The board, the open side panel and the list view pass
 * axe in both themes at 360 px.
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
