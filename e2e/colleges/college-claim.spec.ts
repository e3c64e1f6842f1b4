/**
 * Claiming a college page (issue 12.4, docs/decisions/032): a new user asks
 * to claim an unclaimed college from its page, the page says the request is
 * pending; the demo platform admin approves it in the testing dashboard's
 * College claims tab; the user is emailed, the page reads Claimed and tells
 * them they are its admin, and their /api/me holds programs_college_admin
 * for that college. The open dialog and the review tab pass axe in both
 * themes and fit a 360 px phone.
 */
import type { Page } from '@playwright/test';
import { demoAccount, E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

async function signInAs(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(response.ok(), `sign-in as ${email}: ${response.status()}`).toBeTruthy();
}

async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a user claims a college page and a platform admin approves it', async ({ page, outbox, browser }) => {
  // An unclaimed college with a website (the data directory is fresh, but do not rely on it).
  const list = await (await page.request.get('/api/colleges?state=VT')).json();
  const college = (list.rows as { slug: string; name: string; isClaimed: boolean }[]).find((row) => !row.isClaimed)!;
  expect(college, 'an unclaimed college in VT').toBeTruthy();

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

  // The demo admin reviews it in their own browser.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await adminContext.newPage();
  const admin = demoAccount('Platform admin');
  await signInAs(adminPage, admin.email, admin.password);
  await adminPage.goto('/testing');
  await adminPage.getByRole('tab', { name: 'College claims' }).click();
  const card = adminPage.getByRole('listitem', { name: `Claim of ${college.name} by Casey Claimant` });
  await expect(card).toContainText('Email not at the college’s domain');
  await expect(card).toContainText('I direct the esports program');
  await expectAccessibleInBothThemes(adminPage);
  await fitsNarrowScreen(adminPage);
  await card.getByRole('button', { name: /^Approve the claim/ }).click();
  await adminPage.getByRole('alertdialog', { name: 'Approve this claim?' }).getByRole('button', { name: 'Approve Claim' }).click();
  await expect(card).toContainText('Approved');
  await adminContext.close();

  const mail = await outbox.waitForMessage(email, `Your claim of ${college.name} was approved`);
  expect(mail.textBody).toContain(`/college/${college.slug}`);
  await page.reload();
  await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your claim was approved: you are an admin of this college page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim this page' })).toHaveCount(0);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.roles).toContainEqual({ role: 'programs_college_admin', collegeId: expect.any(String) });
});
