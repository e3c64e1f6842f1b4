/**
 * Schedule journey (spec 2.4, 2.5, 5, 6): on a fresh silver team a manager
 * schedules a practice and reminds the roster (the seeded player, invited by
 * email, accepted through the API first); the seeded player follows the
 * reminder email's link to the attendance dialog and answers attending, then
 * maybe with a note, then not attending (the reason is required), and the
 * counts follow; the manager adds a tournament and a recruiting post. On a
 * bronze team Add Tournament is absent, the upgrade prompt shows, and the
 * API refuses the write.
 */
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { format, addDays } from 'date-fns';
import { TEAM_TEXTS } from '../../src/shared/contracts/teams.ts';
import { demoAccount } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLink } from '../support/outbox.ts';

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function signIn(request: APIRequestContext, baseURL: string, kind: string) {
  const account = demoAccount(kind);
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** As the signed-in admin: a fresh team (the admin owns it), optionally silver, optionally with the seeded player. */
async function createTeam(
  request: APIRequestContext,
  baseURL: string,
  { name, tier, withPlayer }: { name: string; tier?: 'silver'; withPlayer?: boolean },
): Promise<string> {
  const headers = { origin: baseURL };
  const created = await request.post('/api/teams', { data: { name, organizationType: 'college', maxRosterSize: 10 }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { id: string }).id;
  if (tier) {
    const patched = await request.patch(`/api/teams/${teamId}`, { data: { subscriptionTier: tier }, headers });
    expect(patched.ok(), await patched.text()).toBeTruthy();
  }
  if (withPlayer) {
    const added = await request.post(`/api/teams/${teamId}/members`, {
      data: { email: demoAccount('Player').email },
      headers,
    });
    expect(added.status(), await added.text()).toBe(202);
    await acceptAsPlayer(baseURL, teamId);
  }
  return teamId;
}

/** Adds are invitations (docs/decisions/015): the seeded player accepts this team's, in a request context of their own. */
async function acceptAsPlayer(baseURL: string, teamId: string) {
  const player = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    await signIn(player, baseURL, 'Player');
    const listed = await player.get('/api/team-invitations');
    expect(listed.ok(), await listed.text()).toBeTruthy();
    const { invitations } = (await listed.json()) as { invitations: { id: string; team: { id: string } }[] };
    const invitation = invitations.find((item) => item.team.id === teamId);
    expect(invitation, 'the player has an invitation to the new team').toBeDefined();
    const accepted = await player.post(`/api/team-invitations/${invitation!.id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);
  } finally {
    await player.dispose();
  }
}

/** The attendance counts written on a practice card. */
async function expectCounts(card: Locator, attending: number, maybe: number, notAttending: number) {
  await expect(card.getByText(`${attending} attending`, { exact: true })).toBeVisible();
  await expect(card.getByText(`${maybe} maybe`, { exact: true })).toBeVisible();
  await expect(card.getByText(`${notAttending} not attending`, { exact: true })).toBeVisible();
}

test('a manager schedules a practice, a player answers attendance, tournaments follow the tier, a post shows its positions', async ({
  page,
  browser,
  baseURL,
  outbox,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  await signIn(page.request, baseURL!, 'Platform admin');
  const teamName = `Schedule Journey ${suffix}`;
  const teamId = await createTeam(page.request, baseURL!, { name: teamName, tier: 'silver', withPlayer: true });
  const player = demoAccount('Player');

  // ---------------------------------------------------------------- the manager schedules a practice
  await page.goto(`/teams/${teamId}/manage?tab=practices`);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByText('No practices scheduled', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule Practice' }).click();
  const form = page.getByRole('dialog', { name: 'Schedule Practice' });
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('120');
  await expect(form.getByRole('switch', { name: 'Mandatory' })).toBeChecked();
  const practiceTitle = `Scrim vs Rivals ${suffix}`;
  await form.getByLabel('Title').fill(practiceTitle);
  const when = addDays(new Date(), 2);
  await form.getByLabel('Date and time').fill(`${format(when, 'yyyy-MM-dd')}T18:30`);
  await form.getByLabel('Location').fill('Discord voice');
  await form.getByLabel('Description').fill('Bring your best comms.');
  await form.getByRole('button', { name: 'Schedule Practice' }).click();
  await expect(notifications(page)).toContainText('Practice Scheduled');
  await expect(form).toBeHidden();

  const adminCard = page.getByRole('article', { name: practiceTitle });
  await expect(adminCard).toContainText(format(when, 'EEE, MMM d, yyyy'));
  await expect(adminCard).toContainText('6:30 PM · 120 minutes');
  await expect(adminCard).toContainText('Discord voice');
  await expect(adminCard.getByText('Mandatory')).toBeVisible();
  await expectCounts(adminCard, 0, 0, 0);
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  // The manager sees who has not answered and reminds them by email.
  await adminCard.getByRole('button', { name: 'Attendance' }).click();
  let dialog = page.getByRole('dialog', { name: practiceTitle });
  const notResponded = dialog.getByRole('region', { name: 'Not responded (1)' });
  await expect(notResponded).toContainText(player.displayName);
  await notResponded.getByRole('button', { name: 'Send reminder' }).click();
  await expect(notResponded.getByRole('status')).toHaveText('Reminder sent to 1 person');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const reminder = await outbox.waitForMessage(player.email, `Will you attend ${practiceTitle}?`);
  const answerLink = findLink(reminder, `/teams/${teamId}/manage`);
  expect(answerLink).toContain('tab=practices');

  // ---------------------------------------------------------------- the player answers from the reminder's link
  const playerContext = await browser.newContext({ baseURL });
  try {
    const playerPage = await playerContext.newPage();
    await signIn(playerPage.request, baseURL!, 'Player');
    await playerPage.goto(new URL(answerLink).pathname + new URL(answerLink).search);
    dialog = playerPage.getByRole('dialog', { name: practiceTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Bring your best comms.');
    const status = dialog.getByRole('combobox', { name: 'Your attendance' });
    const submit = dialog.getByRole('button', { name: /(Submit|Update) Attendance/ });
    const saved = dialog.getByRole('status').filter({ hasText: 'Attendance updated successfully!' });
    await expect(dialog.getByRole('tab', { name: 'Attending (0)', exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();

    await status.selectOption({ label: 'Attending' });
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await submit.click();
    await expect(saved).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Attending (1)', exact: true })).toBeVisible();

    await status.selectOption({ label: 'Maybe Attending' });
    await dialog.getByLabel('Additional notes (optional)').fill('Might be ten minutes late');
    await submit.click();
    await expect(dialog.getByRole('tab', { name: 'Maybe (1)', exact: true })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Attending (0)', exact: true })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Maybe (1)', exact: true }).click();
    await expect(dialog.getByRole('tabpanel', { name: 'Maybe (1)', exact: true })).toContainText('Might be ten minutes late');

    await status.selectOption({ label: 'Not Attending' });
    const reason = dialog.getByLabel('Reason for not attending');
    await expect(reason).toHaveAttribute('placeholder', "Please let us know why you can't attend...");
    await reason.fill('');
    await submit.click();
    await expect(dialog.getByText(TEAM_TEXTS.reasonRequired)).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Maybe (1)', exact: true })).toBeVisible();
    await reason.fill('Exam that evening');
    await submit.click();
    await expect(dialog.getByRole('tab', { name: 'Not Attending (1)', exact: true })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Maybe (0)', exact: true })).toBeVisible();
    expect(await axeViolations(playerPage, { include: '[role="dialog"]' })).toEqual([]);

    await playerPage.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(playerPage).not.toHaveURL(/practice=/);
    const playerCard = playerPage.getByRole('article', { name: practiceTitle });
    await expectCounts(playerCard, 0, 0, 1);
    // A personal calendar feed carries the practice (decision 010).
    await playerPage.getByRole('button', { name: 'Calendar feed' }).click();
    const feedDialog = playerPage.getByRole('dialog', { name: 'Calendar feed' });
    await feedDialog.getByRole('button', { name: 'Create feed link' }).click();
    const feedUrl = await feedDialog.getByLabel('Your feed link').inputValue();
    expect(feedUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await playerContext.request.get(new URL(feedUrl).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(practiceTitle);
    await feedDialog.getByRole('button', { name: 'Turn off feed' }).click();
    await expect(feedDialog.getByRole('button', { name: 'Create feed link' })).toBeVisible();
    expect((await playerContext.request.get(new URL(feedUrl).pathname)).status()).toBe(404);
    await playerPage.keyboard.press('Escape');
    await expect(feedDialog).toBeHidden();

    // Players read but do not manage.
    await expect(playerPage.getByRole('button', { name: 'Schedule Practice' })).toHaveCount(0);
    await expect(playerCard.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  } finally {
    await playerContext.close();
  }

  // The manager's screen shows the new counts after a reload.
  await page.reload();
  await expectCounts(page.getByRole('article', { name: practiceTitle }), 0, 0, 1);

  // ---------------------------------------------------------------- tournaments on the silver team
  await page.getByRole('tab', { name: 'Tournaments', exact: true }).click();
  await page.getByRole('button', { name: 'Add Tournament' }).click();
  const tournamentForm = page.getByRole('dialog', { name: 'Add Tournament' });
  await expect(tournamentForm.getByLabel('Type')).toHaveValue('online');
  await tournamentForm.getByLabel('Name').fill(`Spring Cup ${suffix}`);
  await tournamentForm.getByLabel('Start date').fill('2026-04-18');
  await tournamentForm.getByLabel('Prize pool (USD)').fill('1500');
  await tournamentForm.getByLabel('Status').selectOption({ label: 'In Progress' });
  await tournamentForm.getByRole('button', { name: 'Add Tournament' }).click();
  await expect(notifications(page)).toContainText('Tournament Added');
  const tournamentCard = page.getByRole('article', { name: `Spring Cup ${suffix}` });
  await expect(tournamentCard).toContainText('$1,500.00');
  await expect(tournamentCard).toContainText('in progress');
  await expect(tournamentCard).toContainText('Sat, Apr 18, 2026');

  // ---------------------------------------------------------------- a recruiting post
  await page.getByRole('tab', { name: 'Recruiting', exact: true }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  const postForm = page.getByRole('dialog', { name: 'Create Recruiting Post' });
  await postForm.getByLabel('Title').fill(`Looking for players ${suffix}`);
  await expect(postForm.getByLabel('Salary range')).toHaveCount(0);
  await postForm.getByRole('switch', { name: 'Paid position' }).click();
  await postForm.getByLabel('Salary range').fill('$500 - $1,000 / month');
  await postForm.getByLabel('Positions').fill('IGL, Duelist, ,Support');
  await postForm.getByRole('button', { name: 'Create Post' }).click();
  await expect(notifications(page)).toContainText('Recruiting Post Created');
  const postCard = page.getByRole('article', { name: `Looking for players ${suffix}` });
  const positions = postCard.getByRole('list', { name: 'Positions' }).getByRole('listitem');
  await expect(positions).toHaveText(['IGL', 'Duelist', 'Support']);
  await expect(postCard).toContainText('Paid · $500 - $1,000 / month');
  await expect(postCard).toContainText('Active');

  // ---------------------------------------------------------------- a bronze team: no tournaments, even through the API
  const bronzeId = await createTeam(page.request, baseURL!, { name: `Bronze Journey ${suffix}` });
  await page.goto(`/teams/${bronzeId}/manage?tab=tournaments`);
  await expect(page.getByRole('heading', { name: TEAM_TEXTS.tournamentTierRequired })).toBeVisible();
  await expect(page.getByText(/part of the Pro tiers, Silver and Gold/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Tournament' })).toHaveCount(0);
  const refused = await page.request.post(`/api/teams/${bronzeId}/tournaments`, {
    data: { name: 'Sneaky Cup', startDate: '2026-05-01' },
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(TEAM_TEXTS.tournamentTierRequired);
  await page.getByRole('tab', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('heading', { name: TEAM_TEXTS.analyticsTierRequired })).toBeVisible();
});
