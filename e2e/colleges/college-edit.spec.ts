/**
 * The college edit page (issue 12.5, docs/decisions/033): the demo college
 * admin opens Demo University's page, follows "Edit page", adds an
 * Overwatch club program with roles needed in the Programs tab, sees it on
 * the public page through "Preview public page", changes it, and deletes it
 * again (the demo data is left as it was). The open program dialog and the
 * Programs tab pass axe in both themes and fit a 360 px phone.
 */
import type { Page } from '@playwright/test';
import { demoAccount } from '../support/accounts.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('the demo college admin adds, changes and deletes a program on the edit page', async ({ page }) => {
  const admin = demoAccount('College admin');
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(signIn.ok(), `sign-in: ${signIn.status()}`).toBeTruthy();

  await page.goto('/college/demo-university');
  await page.getByRole('link', { name: 'Edit page' }).click();
  await expect(page).toHaveURL('/college/demo-university/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  await page.getByRole('tab', { name: 'Programs' }).click();
  await page.getByRole('button', { name: 'Add program' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add program' });
  await fitsNarrowScreen(page);
  await dialog.getByLabel('Game').selectOption({ label: 'Overwatch' });
  await dialog.getByLabel('Level').selectOption({ label: 'Club' });
  await dialog.getByLabel('Roster size').fill('6');
  await dialog.getByLabel('Open spots').fill('2');
  await dialog.getByRole('button', { name: 'Add role' }).click();
  await dialog.getByLabel('Role 1', { exact: true }).selectOption('Tank');
  await dialog.getByLabel('Priority', { exact: true }).selectOption('high');
  await dialog.getByLabel('Tryout notes').fill('Demo data: scrims on Tuesdays.');
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Add Program' }).click();
  await expect(dialog).toBeHidden();

  const programs = page.getByRole('list', { name: 'Programs' });
  await expect(programs.getByRole('heading', { name: 'Overwatch Club' })).toBeVisible();
  await expect(programs).toContainText('Tank ×1 (High priority)');
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);

  await page.getByRole('link', { name: 'Preview public page' }).click();
  await expect(page).toHaveURL('/college/demo-university');
  await page.getByRole('tab', { name: 'Overwatch · Club' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Demo data: scrims on Tuesdays.');

  await page.goBack();
  await page.getByRole('tab', { name: 'Programs' }).click();
  await page.getByRole('button', { name: 'Edit Overwatch Club' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Overwatch Club' });
  await edit.getByLabel('Open spots').fill('1');
  await edit.getByRole('button', { name: 'Save Program' }).click();
  await expect(edit).toBeHidden();
  await expect(programs).toContainText('6 players, 1 open spot');

  await page.getByRole('button', { name: 'Delete Overwatch Club' }).click();
  await page.getByRole('alertdialog', { name: 'Delete the Overwatch Club program?' }).getByRole('button', { name: 'Delete program' }).click();
  await expect(programs.getByRole('heading', { name: 'Overwatch Club' })).toHaveCount(0);
});
