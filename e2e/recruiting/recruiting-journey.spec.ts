/**
 * Issue 13's journey (docs/decisions/036-043): the demo college admin builds
 * a small interest form in the recruiting hub (a short text question, a
 * profile block), publishes it and reads its short link; a signed-out
 * 16-year-old opens /r/{code}, sends it with a guardian email and opens the
 * application page; the guardian's email (a link, no sender text) opens
 * what was sent. The 16-year-old
 * then signs up with that email (the guardian accepts the invitation,
 * decisions 004 and 021) and adds the application to the new account
 * (decision 038). The demo coach adds the response to the pipeline from the
 * Responses tab, drags the card to Contacted, moves it by keyboard to
 * Evaluating and to Committed, recording the outcome; the player and the
 * guardian consent to show it; the success page and the widget show it.
 * axe on each screen pipeline-board.spec.ts does not check, the form page
 * and the success page at 360 px too.
 */
import type { Browser, Page } from '@playwright/test';
import type { MyCollegeProgramsResponse } from '../../src/shared/contracts/my-college-programs.ts';
import type { PlayerOutcomes } from '../../src/shared/contracts/outcomes.ts';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { pickUpByKeyboard } from '../support/keyboard-drag.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLink } from '../support/outbox.ts';
import { signInAsDemo } from '../support/sign-in.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

/** 16 years old today (a mid-year birthday, so no edge). */
function sixteenYearsAgo(): string {
  const today = new Date();
  return `${today.getUTCFullYear() - 16 - (today.getUTCMonth() < 6 ? 1 : 0)}-07-01`;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** axe on the page's own content, and at 360 px nothing scrolls sideways (then back to the desktop size). */
async function checkAtNarrowWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
}

const cardIn = (page: Page, stage: string, name: string) => page.getByTestId(`pipeline-column-${stage}`).getByTestId('pipeline-card').filter({ hasText: name });

test('a form built and published, sent by a 16-year-old visitor, joined to their account, worked to Committed, and shown publicly with consent', async ({
  browser,
  outbox,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const formTitle = `Tryout interest ${suffix}`;
  const question = 'Why our program?';
  const playerName = `Robin Young ${suffix}`;
  const playerEmail = uniqueEmail('young');
  const guardianEmail = uniqueEmail('young-guardian');

  // ---------------------------------------------------------------- the college admin builds and publishes a form
  const admin = await newPage(browser);
  await signInAsDemo(admin.request, 'College admin');
  const { programs } = (await (await admin.request.get('/api/me/college-programs')).json()) as MyCollegeProgramsResponse;
  const program = programs.find((candidate) => candidate.collegeSlug === 'demo-university' && candidate.titleSlug === 'valorant');
  expect(program, 'Demo University runs a Valorant program').toBeDefined();
  const programId = program!.id;

  await admin.goto(`/college/demo-university/recruiting?program=${programId}`);
  await admin.getByRole('tab', { name: 'Interest forms' }).click();
  await admin.getByRole('button', { name: 'New form' }).click();
  const createDialog = admin.getByRole('dialog', { name: 'New interest form' });
  await createDialog.getByLabel('Title').fill(formTitle);
  await createDialog.getByRole('button', { name: 'Create form' }).click();
  await admin.getByRole('button', { name: 'Add Short text question' }).click();
  await admin.getByRole('region', { name: /^Field 1:/ }).getByLabel('Label', { exact: true }).fill(question);
  await admin.getByRole('button', { name: 'Add Game and rank block' }).click();
  await expect(admin.getByRole('region', { name: 'Field 2: Game and rank' })).toBeVisible();
  expect(await axeViolations(admin, { include: 'main' })).toEqual([]);
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Save and publish' }).click();
  await expect(admin.getByText('Live: version 1')).toBeVisible();
  // The short link, read from the page as the admin would copy it.
  const shortPath = (await admin.getByRole('button', { name: `Copy the link to ${formTitle}` }).locator('xpath=preceding-sibling::code').textContent())!.trim();
  expect(shortPath).toMatch(/^\/r\/[A-Za-z0-9]{7}$/);

  // ---------------------------------------------------------------- a signed-out 16-year-old sends it with a guardian email
  const visitor = await newPage(browser);
  await visitor.goto(shortPath);
  await expect(visitor).toHaveURL(new RegExp(`/college/demo-university/apply/[0-9a-f-]+\\?via=${shortPath.slice(3)}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: formTitle })).toBeVisible();
  await checkAtNarrowWidth(visitor);
  await visitor.getByLabel(question).fill('I want to play varsity Valorant.');
  await visitor.getByLabel('Your name').fill(playerName);
  await visitor.getByLabel('Email', { exact: true }).fill(playerEmail);
  await visitor.getByLabel('Date of birth').fill(sixteenYearsAgo());
  await visitor.getByLabel('Parent or guardian email').fill(guardianEmail);
  await visitor.getByRole('button', { name: 'Send my answers' }).click();
  await expect(visitor.getByText('Your answers were sent')).toBeVisible();
  await visitor.getByRole('link', { name: 'Open my application' }).click();
  await expect(visitor).toHaveURL(/\/application\/view\/[^/]+$/);
  const applicationPath = new URL(visitor.url()).pathname;
  await expect(visitor.getByRole('heading', { level: 1, name: formTitle })).toBeVisible();
  await expect(visitor.getByTestId('application-status')).toHaveText('Received');
  expect(await axeViolations(visitor, { include: 'main' })).toEqual([]);

  // The guardian's email (decision 038, session 26): fixed text and a link, nothing the sender wrote, never the
  // application link; the link shows the answers in the product.
  const copy = await outbox.waitForMessage(guardianEmail, 'An interest form for Demo University named you as a parent or guardian');
  expect(copy.textBody).not.toContain('I want to play varsity Valorant.');
  expect(copy.textBody).not.toContain(playerName);
  expect(copy.textBody).not.toContain('/application/view/');
  const guardianCopyLink = new URL(findLink(copy, '/application/guardian/'));
  const guardianReader = await newPage(browser);
  await guardianReader.goto(guardianCopyLink.pathname);
  await expect(guardianReader.getByRole('heading', { level: 1, name: formTitle })).toBeVisible();
  await expect(guardianReader.getByText('I want to play varsity Valorant.')).toBeVisible();
  expect(await axeViolations(guardianReader, { include: 'main' })).toEqual([]);
  await guardianReader.context().close();
  expect((await outbox.waitForMessage(playerEmail, 'Your application to Demo University')).textBody).toContain(applicationPath);

  // ---------------------------------------------------------------- the 16-year-old gets an account with that email; the guardian accepts
  const player = visitor;
  await signUpConfirmed(player.request, outbox, {
    email: playerEmail,
    password: E2E_PASSWORD,
    displayName: playerName,
    birthDate: sixteenYearsAgo(),
    accountType: 'player',
    guardianEmail,
  });
  const invitation = await outbox.waitForMessage(guardianEmail, 'named you as their parent or guardian');
  const invitationLink = new URL(findLink(invitation, '/guardian/accept'));
  const guardian = await newPage(browser);
  await guardian.goto(`${invitationLink.pathname}${invitationLink.search}`);
  await expect(guardian.getByRole('heading', { name: 'Parent or guardian invitation' })).toBeVisible();
  await guardian.getByLabel('Your name').fill(`Parent ${suffix}`);
  await guardian.getByLabel("I am the player's").selectOption('parent');
  await guardian.getByLabel('Date of birth').fill('1980-02-03');
  await guardian.getByLabel('Password').fill(E2E_PASSWORD);
  await guardian.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(guardian).toHaveURL(/\/guardian$/);

  // Signed in, the application joins the account.
  await player.goto(applicationPath);
  await player.getByRole('button', { name: 'Add this application to my account' }).click();
  await expect(player.getByText('This application is in your account.')).toBeVisible();

  // ---------------------------------------------------------------- the coach adds the response to the pipeline
  const coach = await newPage(browser);
  await signInAsDemo(coach.request, 'Recruiter / coach');
  await coach.goto(`/college/demo-university/recruiting?program=${programId}`);
  await coach.getByRole('tab', { name: 'Responses' }).click();
  await coach.getByRole('checkbox', { name: `Select ${playerName}` }).check();
  await coach.getByRole('button', { name: 'Add to pipeline (1)' }).click();
  await expect(coach.getByText('1 added to the pipeline.')).toBeVisible();
  await expect(coach.getByLabel(`Status of ${playerName}`)).toHaveValue('added');

  // ---------------------------------------------------------------- drag to Contacted, keyboard to Evaluating and Committed
  await coach.goto(`/pipeline?program=${programId}`);
  await expect(coach.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  const card = cardIn(coach, 'interested', playerName);
  await expect(card).toBeVisible();
  const from = (await card.boundingBox())!;
  const to = (await coach.getByTestId('pipeline-column-contacted').boundingBox())!;
  // Each move is saved before the next drag starts: a board refetched under a drag on a busy machine left the
  // keyboard's next step over the column it started from.
  const saved = () => coach.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/move'));
  const mouseSaved = saved();
  await coach.mouse.move(from.x + from.width / 2, from.y + 12);
  await coach.mouse.down();
  await coach.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 4 });
  await coach.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await coach.mouse.up();
  await expect(cardIn(coach, 'contacted', playerName)).toBeVisible();
  expect((await mouseSaved).ok()).toBeTruthy();

  const moveRightByKeyboard = async (stage: string, column: string) => {
    const handle = cardIn(coach, stage, playerName).getByRole('button', { name: `Drag ${playerName}` });
    await pickUpByKeyboard(coach, handle);
    await coach.keyboard.press('ArrowRight');
    await expect(coach.getByRole('status').filter({ hasText: `${playerName} is over the ${column} column.` })).toBeAttached();
    await coach.keyboard.press('Space');
  };
  const keyboardSaved = saved();
  await moveRightByKeyboard('contacted', 'Evaluating');
  await expect(cardIn(coach, 'evaluating', playerName)).toBeVisible();
  expect((await keyboardSaved).ok()).toBeTruthy();
  await moveRightByKeyboard('evaluating', 'Committed');
  const commit = coach.getByRole('alertdialog', { name: `Move ${playerName} to Committed?` });
  await commit.getByRole('checkbox', { name: 'Record the outcome' }).check();
  await expect(commit.getByLabel('Outcome', { exact: true })).toHaveValue('committed');
  await commit.getByRole('button', { name: 'Move and record the outcome' }).click();
  await expect(cardIn(coach, 'committed', playerName)).toBeVisible();

  // ---------------------------------------------------------------- the player consents on the status page, the guardian too
  const me = (await (await player.request.get('/api/me')).json()) as { profile: { slug: string } | null };
  const slug = me.profile!.slug;
  let outcomeId = '';
  await expect
    .poll(async () => {
      const { outcomes } = (await (await player.request.get(`/api/players/${slug}/outcomes`)).json()) as PlayerOutcomes;
      outcomeId = outcomes.find((outcome) => outcome.college.name === 'Demo University')?.id ?? '';
      return outcomeId;
    })
    .not.toBe('');
  await player.goto(`/recruiting-status/${outcomeId}`);
  await expect(player.getByRole('heading', { name: 'Your choices' })).toBeVisible();
  expect(await axeViolations(player, { include: 'main' })).toEqual([]);
  await player.getByRole('switch', { name: 'Show publicly' }).click();
  await expect(player.getByRole('switch', { name: 'Show publicly' })).toBeChecked();

  await guardian.goto(`/recruiting-status/${outcomeId}`);
  await guardian.getByRole('switch', { name: 'I consent to showing this publicly' }).click();
  await expect(guardian.getByRole('switch', { name: 'I consent to showing this publicly' })).toBeChecked();

  // ---------------------------------------------------------------- the success page and the widget show it, signed out
  const anyone = await newPage(browser);
  await anyone.goto(`/recruiting-success/${outcomeId}`);
  await expect(anyone.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  await expect(anyone.getByText('Demo University · Valorant').first()).toBeVisible();
  await checkAtNarrowWidth(anyone);
  await anyone.goto(`/recruiting-status-widget?player=${slug}`);
  await expect(anyone.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  await expect(anyone.getByRole('link', { name: /See the announcement/ })).toHaveAttribute('href', `/recruiting-success/${outcomeId}`);
  expect(await axeViolations(anyone)).toEqual([]);

  for (const page of [admin, player, guardian, coach, anyone]) await page.context().close();
});
