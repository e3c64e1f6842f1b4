/**
 * My Lists (issue 11.7): a signed-in user creates a list, finds players in
 * it (added through the API: the demo player, who is public, and the user
 * themself; the profile page's Add to list comes with /player/{slug}),
 * writes a note, reorders by keyboard, removes, renames and deletes; axe
 * finds nothing on the screen, wide and at 360 px.
 */
import type { Page } from '@playwright/test';
import { demoAccount, E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const playerNames = (page: Page, listName: string) => page.getByRole('list', { name: `Players in ${listName}` }).getByRole('listitem');

test('a signed-in user keeps a list of players: note, order, remove, rename, delete', async ({ page, outbox }) => {
  await signUpConfirmed(page.request, outbox, {
    email: uniqueEmail('lists'),
    password: E2E_PASSWORD,
    displayName: 'List Keeper',
    birthDate: '1994-03-03',
    accountType: 'player',
  });
  const demoPlayer = demoAccount('Player');

  // The avatar menu's My Lists.
  await page.goto('/');
  await page.getByRole('button', { name: /Account menu for List Keeper/ }).click();
  await page.getByRole('menuitem', { name: 'My Lists' }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole('heading', { name: 'My Lists', level: 1 })).toBeVisible();
  await expect(page.getByText('No lists yet')).toBeVisible();

  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByLabel('List name').fill('Shortlist');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { name: 'Shortlist' })).toBeVisible();
  await expect(page.getByText('This list is empty: add players from their profile or from search')).toBeVisible();

  // Add the public demo player and the user themself through the API.
  const listId = new URL(page.url()).searchParams.get('list');
  expect(listId).toBeTruthy();
  const search = await (await page.request.get(`/api/conversations/user-search?q=${encodeURIComponent(demoPlayer.displayName)}`)).json();
  const parker = search.users.find((user: { displayName: string }) => user.displayName === demoPlayer.displayName);
  const me = await (await page.request.get('/api/me')).json();
  for (const playerUserId of [parker.userId, me.user.id]) {
    const added = await page.request.post(`/api/lists/${listId}/items`, { data: { playerUserId } });
    expect(added.status(), await added.text()).toBe(201);
  }
  await page.reload();
  await expect(playerNames(page, 'Shortlist')).toHaveCount(2);
  await expect(playerNames(page, 'Shortlist').nth(0)).toContainText(demoPlayer.displayName);
  await expect(page.getByRole('link', { name: demoPlayer.displayName })).toHaveAttribute('href', /^\/player\//);

  // A note, saved inline.
  await page.getByRole('button', { name: `Add note on ${demoPlayer.displayName}` }).click();
  await page.getByLabel(`Note on ${demoPlayer.displayName}`).fill('Great shotcaller, watch the finals VOD');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(notifications(page)).toContainText('Note saved');

  // Reorder with the keyboard: the moved player's button keeps focus.
  const moveDown = page.getByRole('button', { name: `Move ${demoPlayer.displayName} down` });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(playerNames(page, 'Shortlist').nth(1)).toContainText(demoPlayer.displayName);
  await expect(moveDown).toBeFocused();
  await page.reload();
  await expect(playerNames(page, 'Shortlist').nth(0)).toContainText('List Keeper');
  await expect(playerNames(page, 'Shortlist').nth(1)).toContainText('Great shotcaller, watch the finals VOD');

  // 360 px: nothing wider than the phone, and axe still clean.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: 'Shortlist' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Remove List Keeper' }).click();
  await expect(playerNames(page, 'Shortlist')).toHaveCount(1);

  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('List name').fill('Top targets');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: 'Top targets' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Top targets/ })).toContainText('1 player');

  await page.getByRole('button', { name: 'Delete Top targets' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByText('No lists yet')).toBeVisible();
  const lists = await (await page.request.get('/api/lists')).json();
  expect(lists.lists).toEqual([]);
});

test('a signed-out visitor to /lists is sent to sign in', async ({ page }) => {
  await page.goto('/lists');
  await expect(page).toHaveURL(/\/auth/);
});
