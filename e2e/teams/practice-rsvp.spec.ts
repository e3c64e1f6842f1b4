/**
 * Practice answers without the manage screen (issue 26.9, docs/decisions/073).
 * A player answers from the reminder email's link in a browser that never
 * signed in: "Going" is saved as the page opens, changed to "Maybe" on the
 * page, and the emailed link then says it was used. A 15-year-old joins a
 * team; their guardian (a family account from the invitation) gets the
 * reminder too and answers for them from /guardian; the team sees the
 * minor's answer. axe on both screens, and each at 360 px.
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { RSVP_TEXTS } from '../../src/shared/contracts/teams-rsvp.ts';
import { TEAM_TEXTS } from '../../src/shared/contracts/teams.ts';
import { demoAccount, E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLink, type Outbox } from '../support/outbox.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

async function signIn(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** At 360 px nothing scrolls sideways. */
async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** As the signed-in admin (`admin`): a fresh team with `email` invited; `accept` answers the invitation as that person. */
async function teamWith(admin: APIRequestContext, baseURL: string, name: string, email: string, accept: APIRequestContext): Promise<string> {
  const headers = { origin: baseURL };
  const created = await admin.post('/api/teams', { data: { name, organizationType: 'college', maxRosterSize: 10 }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { id: string }).id;
  const added = await admin.post(`/api/teams/${teamId}/members`, { data: { email }, headers });
  expect(added.status(), await added.text()).toBe(202);
  const listed = await accept.get('/api/team-invitations');
  const { invitations } = (await listed.json()) as { invitations: { id: string; team: { id: string } }[] };
  const invitation = invitations.find((item) => item.team.id === teamId);
  expect(invitation, 'the invitation to the new team').toBeDefined();
  const accepted = await accept.post(`/api/team-invitations/${invitation!.id}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return teamId;
}

/** As the admin: a practice two days ahead, and a reminder to everyone who has not answered. */
async function practiceWithReminder(admin: APIRequestContext, baseURL: string, teamId: string, title: string): Promise<string> {
  const headers = { origin: baseURL };
  const scheduledAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const created = await admin.post(`/api/teams/${teamId}/practices`, { data: { title, scheduledAt, durationMinutes: 90, location: 'Lab 2' }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const practiceId = ((await created.json()) as { id: string }).id;
  const reminded = await admin.post(`/api/teams/${teamId}/practices/${practiceId}/reminders`, { headers });
  expect(reminded.ok(), await reminded.text()).toBeTruthy();
  return practiceId;
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function answerLink(outbox: Outbox, to: string, subject: string, answer: 'attending' | 'maybe' | 'not_attending') {
  const message = await outbox.waitForMessage(to, subject);
  return findLink(message, `&answer=${answer}`);
}

test('a player answers from the reminder email without signing in, changes the answer, and the used link says so', async ({ browser, baseURL, outbox, page }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const player = demoAccount('Player');
  const admin = demoAccount('Platform admin');
  await signIn(page.request, baseURL!, admin.email, admin.password);
  const playerApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  try {
    await signIn(playerApi, baseURL!, player.email, player.password);
    const teamId = await teamWith(page.request, baseURL!, `RSVP Crew ${suffix}`, player.email, playerApi);
    const title = `Link practice ${suffix}`;
    const practiceId = await practiceWithReminder(page.request, baseURL!, teamId, title);
    const going = await answerLink(outbox, player.email, `Will you attend ${title}?`, 'attending');

    // A browser that never signed in.
    const context = await browser.newContext({ baseURL });
    const visitor = await context.newPage();
    await visitor.goto(pathOf(going));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Your answer is saved: Attending.')).toBeVisible();
    await expect(visitor).not.toHaveURL(/answer=/);
    expect(await axeViolations(visitor, { include: 'main' })).toEqual([]);
    await fitsNarrowScreen(visitor);

    await visitor.getByLabel('Your answer').selectOption({ label: 'Maybe Attending' });
    await visitor.getByLabel('Additional notes (optional)').fill('Bus might be late');
    await visitor.getByRole('button', { name: 'Update Attendance' }).click();
    await expect(visitor.getByText('Your answer is saved: Maybe.')).toBeVisible();
    // The page's own link survives a reload.
    await visitor.reload();
    await expect(visitor.getByText('Your answer is saved: Maybe.')).toBeVisible();

    // The team sees the answer.
    const attendance = await page.request.get(`/api/teams/${teamId}/practices/${practiceId}/attendance`);
    const entries = ((await attendance.json()) as { entries: { fullName: string | null; status: string; notes: string | null }[] }).entries;
    expect(entries).toEqual([expect.objectContaining({ status: 'maybe', notes: 'Bus might be late' })]);

    // The emailed link was used once.
    await visitor.goto(pathOf(going));
    await expect(visitor.getByRole('alert')).toContainText(RSVP_TEXTS.usedLink);
    await context.close();
  } finally {
    await playerApi.dispose();
  }
});

test('a guardian answers for their 15-year-old from the guardian page', async ({ browser, baseURL, outbox, page }) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const minorEmail = uniqueEmail('rsvp-minor');
  const guardianEmail = uniqueEmail('rsvp-guardian');
  const minorName = `Robin Minor ${suffix}`;
  const today = new Date();
  const birthDate = `${today.getUTCFullYear() - 15 - (today.getUTCMonth() < 6 ? 1 : 0)}-07-01`;

  // The minor signs up naming a guardian; the guardian creates a family account from the invitation.
  const minorApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  try {
    await signUpConfirmed(minorApi, outbox, { email: minorEmail, password: E2E_PASSWORD, displayName: minorName, birthDate, accountType: 'player', guardianEmail });
    const invitation = await outbox.waitForMessage(guardianEmail, 'named you as their parent or guardian');
    const token = new URL(findLink(invitation, '/guardian/accept')).searchParams.get('token');
    const guardianContext = await browser.newContext({ baseURL });
    const guardian = await guardianContext.newPage();
    const signedUp = await guardian.request.post('/api/guardian/invitations/sign-up', {
      data: { token, email: guardianEmail, displayName: `Parent ${suffix}`, password: E2E_PASSWORD, birthDate: '1980-02-03', accountType: 'parent' },
      headers: { origin: baseURL! },
    });
    expect(signedUp.ok(), await signedUp.text()).toBeTruthy();

    // An admin puts the minor on a team (the minor accepts) and reminds them of a practice.
    const admin = demoAccount('Platform admin');
    await signIn(page.request, baseURL!, admin.email, admin.password);
    const teamId = await teamWith(page.request, baseURL!, `Junior Crew ${suffix}`, minorEmail, minorApi);
    const title = `Junior practice ${suffix}`;
    const practiceId = await practiceWithReminder(page.request, baseURL!, teamId, title);
    const copy = await outbox.waitForMessage(guardianEmail, `Will ${minorName} attend ${title}?`);
    expect(copy.textBody).toContain('/rsvp?token=');

    // The guardian answers on /guardian.
    await guardian.goto('/guardian');
    const card = guardian.getByRole('region', { name: 'Practices' });
    const row = card.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('No answer yet');
    await row.getByRole('button', { name: 'Answer' }).click();
    await row.getByLabel(`${minorName}'s attendance`).selectOption({ label: 'Not Attending' });
    await row.getByRole('button', { name: 'Submit Attendance' }).click();
    await expect(row.getByText(TEAM_TEXTS.reasonRequired)).toBeVisible();
    await row.getByLabel('Reason for not attending').fill('Dentist appointment');
    await row.getByRole('button', { name: 'Submit Attendance' }).click();
    await expect(row).toContainText('Not Attending');
    await expect(row.getByRole('button', { name: 'Change answer' })).toBeVisible();
    expect(await axeViolations(guardian, { include: 'main' })).toEqual([]);
    await fitsNarrowScreen(guardian);

    // The team sees the minor's answer.
    const attendance = await page.request.get(`/api/teams/${teamId}/practices/${practiceId}/attendance`);
    const entries = ((await attendance.json()) as { entries: { fullName: string | null; status: string }[] }).entries;
    expect(entries).toEqual([expect.objectContaining({ status: 'not_attending' })]);
    await guardianContext.close();
  } finally {
    await minorApi.dispose();
  }
});
