/**
 * A platform admin creates a learn page as a draft (hidden from visitors),
 * publishes and edits it (it shows in the Learn menu and on /learn), then
 * deletes it (gone from both). Toasts are the spec's texts.
 */
import { randomBytes } from 'node:crypto';
import { request, type Page } from '@playwright/test';
import { demoAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

async function signInAsAdmin(page: Page, baseURL: string) {
  const admin = demoAccount('Platform admin');
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBeTruthy();
}

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function openLearnMenu(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Learn' }).click();
  return page.getByRole('menu');
}

test('a privileged user creates, publishes, edits and deletes a learn page and sees it in the Learn menu', async ({ page, baseURL }) => {
  // A long journey (three saves, a delete, the menu four times): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const suffix = randomBytes(3).toString('hex');
  const title = `Scouting report basics ${suffix}`;
  const slug = `scouting-report-basics-${suffix}`;
  const menuLabel = `Scouting reports ${suffix}`;
  await signInAsAdmin(page, baseURL!);

  // Create a draft from /learn's Add Page button.
  await page.goto('/learn');
  await page.getByRole('link', { name: 'Add Page' }).click();
  await expect(page).toHaveURL('/learn/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Page' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Menu description').fill(menuLabel);
  await page.getByLabel('Display order').fill('0');
  await page.getByLabel('Body (Markdown)').fill('## What coaches read\n\n- Your role\n- Your rank\n\n<script>window.pwned = true</script>');
  await expect(page.getByRole('heading', { level: 2, name: 'What coaches read' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Create Page' }).click();

  await expect(notifications(page)).toContainText('Page created');
  await expect(page).toHaveURL(`/learn/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Draft: visible only to platform staff')).toBeVisible();
  // The body's script is shown as text and never ran.
  await expect(page.getByText('<script>window.pwned = true</script>')).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();

  // A visitor cannot see the draft.
  const visitor = await request.newContext({ baseURL });
  expect((await visitor.get(`/api/content-pages/${slug}`)).status()).toBe(404);

  // Drafts are not in the Learn menu.
  let menu = await openLearnMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'View All Content' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: menuLabel })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Publish it and change the title.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/learn/${slug}/edit`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} (updated)`);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(notifications(page)).toContainText('Page updated');
  await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible();
  await expect(page.getByText('Draft: visible only to platform staff')).toHaveCount(0);
  expect((await visitor.get(`/api/content-pages/${slug}`)).status()).toBe(200);

  // Display order 0 puts it first in the Learn menu (shown by its menu description).
  menu = await openLearnMenu(page);
  const menuItem = menu.getByRole('menuitem', { name: menuLabel });
  await expect(menuItem).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^View all \d+ articles\.\.\.$/ })).toBeVisible();
  await menuItem.click();
  await expect(page).toHaveURL(`/learn/${slug}`);

  await page.goto('/learn');
  await expect(page.getByRole('link', { name: new RegExp(`${title} \\(updated\\)`) })).toBeVisible();

  // Delete it, confirming in the dialog.
  await page.getByRole('link', { name: new RegExp(`${title} \\(updated\\)`) }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Page' }).click();

  await expect(notifications(page)).toContainText('Page deleted');
  await expect(page).toHaveURL('/learn');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  menu = await openLearnMenu(page);
  await expect(menu.getByRole('menuitem', { name: menuLabel })).toHaveCount(0);
  expect((await visitor.get(`/api/content-pages/${slug}`)).status()).toBe(404);
  await visitor.dispose();
});

test('signed-in players see an access message on the editor and no Add Page; visitors are sent to sign in', async ({ page, baseURL }) => {
  await page.goto('/learn/new');
  await expect(page).toHaveURL(/\/auth/);

  const player = demoAccount('Player');
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: player.email, password: player.password },
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBeTruthy();
  await page.goto('/learn/new');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
  await page.goto('/learn');
  await expect(page.getByRole('link', { name: /How college esports recruiting works/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Page' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});
