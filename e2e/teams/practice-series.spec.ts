/**
 * Weekly practice series (issue 26.9, docs/decisions/072): a manager
 * schedules a practice repeating on two weekdays for two weeks, sees the
 * four occurrences upcoming, moves one of them alone, and the others keep
 * their time.
 */
import { addDays, format } from 'date-fns';
import { demoAccount } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a manager creates a weekly series and moves one occurrence', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const admin = demoAccount('Platform admin');
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseURL! },
  });
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
  const teamName = `Series Journey ${suffix}`;
  const created = await page.request.post('/api/teams', {
    data: { name: teamName, organizationType: 'college', maxRosterSize: 10 },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { id: string }).id;

  await page.goto(`/teams/${teamId}/manage?tab=practices`);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule Practice' }).click();
  const form = page.getByRole('dialog', { name: 'Schedule Practice' });
  const title = `Weekly scrims ${suffix}`;
  await form.getByLabel('Title').fill(title);
  // Two weekdays, two weeks: four practices (each weekday twice in 14 days).
  const start = addDays(new Date(), 2);
  await form.getByLabel('Date and time').fill(`${format(start, 'yyyy-MM-dd')}T18:30`);
  await form.getByRole('switch', { name: 'Repeat weekly' }).click();
  await form.getByRole('checkbox', { name: format(start, 'EEE'), exact: true }).check();
  await form.getByRole('checkbox', { name: format(addDays(start, 2), 'EEE'), exact: true }).check();
  await form.getByLabel('Until').fill(format(addDays(start, 13), 'yyyy-MM-dd'));
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await form.getByRole('button', { name: 'Schedule Practice' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('4 practices scheduled');
  await expect(form).toBeHidden();

  const cards = page.getByRole('article', { name: title });
  await expect(cards).toHaveCount(4);
  const days = [0, 2, 7, 9].map((offset) => format(addDays(start, offset), 'EEE, MMM d, yyyy'));
  for (const [index, day] of days.entries()) {
    await expect(cards.nth(index)).toContainText(day);
    await expect(cards.nth(index)).toContainText('6:30 PM');
    await expect(cards.nth(index).getByText('Weekly', { exact: true })).toBeVisible();
  }

  // Move the second practice alone to the day after, at 8 PM.
  await cards.nth(1).getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Practice' });
  await expect(edit.getByRole('radio', { name: 'This practice only' })).toBeChecked();
  await edit.getByLabel('Date and time').fill(`${format(addDays(start, 3), 'yyyy-MM-dd')}T20:00`);
  await edit.getByRole('button', { name: 'Save Practice' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Practice Updated');
  await expect(edit).toBeHidden();

  await expect(cards.nth(1)).toContainText(format(addDays(start, 3), 'EEE, MMM d, yyyy'));
  await expect(cards.nth(1)).toContainText('8:00 PM');
  for (const index of [0, 2, 3]) await expect(cards.nth(index)).toContainText('6:30 PM');
  await expect(cards.nth(2)).toContainText(days[2]!);

  // Attendance opens from the practice's visible button.
  await cards.nth(1).getByRole('button', { name: 'Attendance' }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});
