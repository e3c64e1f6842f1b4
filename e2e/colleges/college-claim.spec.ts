/**
 * Issue 12's college journey, whole (docs/decisions/032, 033, 034): a new
 * user asks to claim an unclaimed college from its page, the page says the
 * request is pending; the demo platform admin approves it in the testing
 * dashboard's College claims tab; the user is emailed, the page reads
 * Claimed and their /api/me holds programs_college_admin for that college.
 * The new admin follows "Edit page", adds a Counter-Strike varsity program
 * with two roles needed, class years, ranks, a scholarship range and
 * recruiting on, changes its open spots, and sees it on the public page through
 * "Preview public page"; then invites a new address as public staff with a
 * title. The invitee signs up with that address, opens the emailed link,
 * accepts, lands on the college page (which lists them in its Staff section)
 * and holds programs_college_staff; the admin sees them among the members
 * and, last, deletes the program. The claim dialog, the review tab, the
 * program dialog, the invite dialog, the accept page and the edit page (its
 * Staff tab with a member) pass axe in both themes; they and the Programs tab
 * fit a 360 px phone (one axe checkpoint per screen or dialog:
 * docs/decisions/028, session 21). (This journey took over college-edit.spec.ts, which added,
 * changed and deleted a Demo University program: docs/decisions/034.)
 */
import type { Page } from '@playwright/test';
import { classYearRange } from '../../src/shared/contracts/profile-setup.ts';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLink } from '../support/outbox.ts';
import { signInAsDemo } from '../support/sign-in.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('a user claims a college, the admin approves, the new college admin adds a program and invites staff who accepts', async ({
  page,
  outbox,
  browser,
}) => {
  test.setTimeout(120_000); // three browsers, two sign-ups, six axe passes in both themes
  const baseURL = test.info().project.use.baseURL!;
  // An unclaimed college with a website (the data directory is fresh, but do not rely on it), in
  // Wyoming: college-lists.spec.ts, which may run meanwhile, expects Vermont's first to stay unclaimed.
  const list = await (await page.request.get('/api/colleges?state=WY')).json();
  const college = (list.rows as { id: string; slug: string; name: string; isClaimed: boolean }[]).find((row) => !row.isClaimed)!;
  expect(college, 'an unclaimed college in WY').toBeTruthy();

  // 1. A new user asks to claim it.
  const email = uniqueEmail('claimant');
  await signUpConfirmed(page.request, outbox, { email, password: E2E_PASSWORD, displayName: 'Casey Claimant', birthDate: '1990-04-05', accountType: 'player' });
  await page.goto(`/college/${college.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: college.name })).toBeVisible();
  await expect(page.getByText('Unclaimed')).toBeVisible();
  await page.getByRole('button', { name: 'Claim this page' }).click();
  const dialog = page.getByRole('dialog', { name: `Claim ${college.name}` });
  await expect(dialog.getByLabel('Your role at the college')).toBeFocused();
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);
  await dialog.getByLabel('Your role at the college').selectOption('programs_college_admin');
  await dialog.getByLabel('Evidence').fill('I direct the esports program; the athletics staff page lists me.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Claim request pending')).toBeVisible();

  // 2. The demo admin reviews it in their own browser.
  const adminContext = await browser.newContext({ baseURL });
  try {
    const adminPage = await adminContext.newPage();
    await signInAsDemo(adminPage.request, 'Platform admin');
    await adminPage.goto('/testing');
    await adminPage.getByRole('tab', { name: 'College claims' }).click();
    const card = adminPage.getByRole('listitem', { name: `Claim of ${college.name} by Casey Claimant` });
    await expect(card).toContainText('Email not at the college’s domain');
    await expect(card).toContainText('Age18+');
    await expect(card).toContainText('I direct the esports program');
    await expectAccessibleInBothThemes(adminPage);
    await fitsNarrowScreen(adminPage);
    await card.getByRole('button', { name: /^Approve the claim/ }).click();
    await adminPage.getByRole('alertdialog', { name: 'Approve this claim?' }).getByRole('button', { name: 'Approve Claim' }).click();
    await expect(card).toContainText('Approved');
  } finally {
    await adminContext.close();
  }

  const mail = await outbox.waitForMessage(email, `Your claim of ${college.name} was approved`);
  expect(mail.textBody).toContain(`/college/${college.slug}`);
  await page.reload();
  await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your claim was approved: you are an admin of this college page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim this page' })).toHaveCount(0);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.roles).toContainEqual({ role: 'programs_college_admin', collegeId: college.id });

  // 3. The new admin adds a program on the edit page.
  await page.getByRole('link', { name: 'Edit page' }).click();
  await expect(page).toHaveURL(`/college/${college.slug}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: college.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Programs' }).click();
  await page.getByRole('button', { name: 'Add program' }).click();
  const add = page.getByRole('dialog', { name: 'Add program' });
  // Counter-Strike: the directory journey (college-recruiting-menu.spec.ts), which may run meanwhile,
  // expects exactly the demo colleges under Valorant with scholarships and each of four other games.
  await add.getByLabel('Game').selectOption({ label: 'Counter-Strike' });
  await add.getByLabel('Level').selectOption({ label: 'Varsity' });
  await add.getByLabel('Roster size').fill('7');
  await add.getByLabel('Open spots').fill('3');
  const roles = add.getByRole('group', { name: 'Roles needed' }).getByRole('listitem');
  await add.getByRole('button', { name: 'Add role' }).click();
  await roles.nth(0).getByLabel('Role 1', { exact: true }).selectOption('Entry');
  await roles.nth(0).getByLabel('Count').fill('2');
  await roles.nth(0).getByLabel('Priority').selectOption('high');
  await add.getByRole('button', { name: 'Add role' }).click();
  await roles.nth(1).getByLabel('Role 2', { exact: true }).selectOption('AWPer');
  await roles.nth(1).getByLabel('Priority').selectOption('low');
  const { min: firstClassYear } = classYearRange();
  const classYears = [firstClassYear + 2, firstClassYear + 3];
  for (const year of classYears) await add.getByRole('checkbox', { name: String(year) }).check();
  await add.getByLabel('Minimum rank').selectOption({ label: 'Gold Nova I' });
  await add.getByLabel('Target rank').selectOption({ label: 'Master Guardian Elite' });
  await add.getByLabel('Scholarship minimum (USD a year)').fill('2000');
  await add.getByLabel('Scholarship maximum (USD a year)').fill('8000');
  await expect(add.getByRole('switch', { name: 'Recruiting now' })).toBeChecked();
  await add.getByLabel('Tryout notes').fill('Tryouts in September; bring your tracker link.');
  await fitsNarrowScreen(page);
  await expectAccessibleInBothThemes(page);
  await add.getByRole('button', { name: 'Add Program' }).click();
  await expect(add).toBeHidden();

  const programs = page.getByRole('list', { name: 'Programs' });
  await expect(programs.getByRole('heading', { name: 'Counter-Strike Varsity' })).toBeVisible();
  await expect(programs).toContainText('Entry ×2 (High priority), AWPer ×1 (Low priority)');
  await expect(programs).toContainText('7 players, 3 open spots');
  await expect(programs).toContainText(classYears.join(', '));

  // ... changes it (one open spot filled) ...
  await page.getByRole('button', { name: 'Edit Counter-Strike Varsity' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Counter-Strike Varsity' });
  await edit.getByLabel('Open spots').fill('2');
  await edit.getByRole('button', { name: 'Save Program' }).click();
  await expect(edit).toBeHidden();
  await expect(programs).toContainText('7 players, 2 open spots');
  // The Programs tab fits a phone; the edit page's axe checkpoint is its Staff tab, below.
  await fitsNarrowScreen(page);

  // ... and sees it on the public page.
  await page.getByRole('link', { name: 'Preview public page' }).click();
  await expect(page).toHaveURL(`/college/${college.slug}`);
  await expect(page.getByRole('tab', { name: 'Counter-Strike · Varsity' })).toHaveAttribute('aria-selected', 'true');
  const program = page.getByRole('tabpanel', { name: 'Counter-Strike · Varsity' });
  const rolesNeeded = program.getByRole('list', { name: 'Roles needed' });
  await expect(rolesNeeded.getByRole('listitem')).toHaveText([/Entry × 2\s*High priority/, /AWPer\s*Low priority/]);
  await expect(program).toContainText('Recruiting');
  await expect(program).toContainText('Minimum rankGold Nova I');
  await expect(program).toContainText('Target rankMaster Guardian Elite');
  await expect(program).toContainText('Scholarships$2,000 to $8,000 a year');
  await expect(program).toContainText('Tryouts in September; bring your tracker link.');

  // 4. Staff: the admin invites a new address as public staff with a title.
  await page.goBack();
  await expect(page).toHaveURL(`/college/${college.slug}/edit?tab=programs`);
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page.getByRole('list', { name: 'Staff members' }).getByRole('listitem', { name: 'Casey Claimant' })).toContainText('Primary contact');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: `Invite staff to ${college.name}` });
  const inviteeEmail = uniqueEmail('coach');
  await invite.getByLabel('Email address').fill(inviteeEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Staff' });
  await invite.getByLabel('Title (optional)').fill('Head Coach');
  await invite.getByRole('switch', { name: 'Show on the public page' }).click();
  await expect(invite.getByRole('switch', { name: 'Show on the public page' })).toBeChecked();
  await fitsNarrowScreen(page);
  await expectAccessibleInBothThemes(page);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite).toBeHidden();
  const pending = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: inviteeEmail });
  await expect(pending).toContainText('Head Coach');
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText('Invited by Casey Claimant');

  // 5. The invitee signs up with that address in their own browser and accepts.
  const inviteeContext = await browser.newContext({ baseURL });
  try {
    const invitee = await inviteeContext.newPage();
    await signUpConfirmed(invitee.request, outbox, { email: inviteeEmail, password: E2E_PASSWORD, displayName: 'Jordan Coach', birthDate: '1988-09-14', accountType: 'team_manager' });
    const invitation = await outbox.waitForMessage(inviteeEmail, `Join the esports staff of ${college.name}`);
    await invitee.goto(findLink(invitation, '/college-invitation'));
    await expect(invitee.getByRole('heading', { level: 1, name: 'College staff invitation' })).toBeVisible();
    await expect(invitee.getByText(`Casey Claimant invited you to join the esports staff of ${college.name}`)).toBeVisible();
    await expect(invitee.getByRole('definition').filter({ hasText: 'Head Coach' })).toBeVisible();
    await expect(invitee.getByText('Your name and title')).toBeVisible();
    await fitsNarrowScreen(invitee);
    await expectAccessibleInBothThemes(invitee);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invitee).toHaveURL(`/college/${college.slug}`);
    await expect(notifications(invitee)).toContainText('You joined the staff');
    const publicStaff = invitee.getByRole('list', { name: 'Staff' }).getByRole('listitem');
    await expect(publicStaff).toHaveText([/Jordan Coach\s*Head Coach/]);
    await expect(invitee.getByRole('link', { name: 'Edit page' })).toBeVisible();
    const inviteeMe = await (await invitee.request.get('/api/me')).json();
    expect(inviteeMe.roles).toContainEqual({ role: 'programs_college_staff', collegeId: college.id });
  } finally {
    await inviteeContext.close();
  }

  // Back with the admin: the invitee is a member, nothing is pending.
  await page.reload();
  const member = page.getByRole('list', { name: 'Staff members' }).getByRole('listitem', { name: 'Jordan Coach' });
  await expect(member).toContainText(inviteeEmail);
  await expect(member).toContainText('Head Coach');
  await expect(member.getByRole('switch', { name: 'Show on the public page' })).toBeChecked();
  await expect(page.getByText('No pending invitations.')).toBeVisible();
  // The Staff tab itself (members' switches, Make primary contact, Edit, Remove), no dialog open.
  await expectAccessibleInBothThemes(page);
  await fitsNarrowScreen(page);

  // Last, the admin deletes the program (with a confirmation).
  await page.getByRole('tab', { name: 'Programs' }).click();
  await page.getByRole('button', { name: 'Delete Counter-Strike Varsity' }).click();
  await page.getByRole('alertdialog', { name: 'Delete the Counter-Strike Varsity program?' }).getByRole('button', { name: 'Delete program' }).click();
  await expect(programs.getByRole('heading', { name: 'Counter-Strike Varsity' })).toHaveCount(0);
});
