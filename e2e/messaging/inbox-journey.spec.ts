/**
 * Messaging journey (spec 2.8, 5, 8; issue 5): two people in two browser
 * contexts. Alice starts a direct conversation with Bob; Bob's header badge
 * rises live (no reload), he opens it and replies; Alice sees the reply
 * live, stars the conversation, creates a group of 7 and is refused an 8th,
 * by the dialog and by the API.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import type { Outbox } from '../support/outbox.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

interface Person {
  email: string;
  displayName: string;
}

async function signUp(request: APIRequestContext, outbox: Outbox, displayName: string): Promise<Person> {
  const email = uniqueEmail(displayName.toLowerCase().replace(/\W+/g, '-'));
  await signUpConfirmed(request, outbox, { email, password: E2E_PASSWORD, displayName, birthDate: '1995-03-04', accountType: 'caster' });
  return { email, displayName };
}

/** A new browser context signed up as a fresh adult. */
async function personInBrowser(browser: Browser, outbox: Outbox, displayName: string): Promise<{ page: Page; person: Person }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = await signUp(page.request, outbox, displayName);
  return { page, person };
}

/** Picks people in the open New conversation dialog by their exact email (adults are found that way). */
async function pickByEmail(page: Page, person: Person) {
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByLabel('Search people').fill(person.email);
  await dialog.getByRole('button', { name: new RegExp(person.displayName) }).click();
}

test('two people message each other live; a group takes 7 and refuses an 8th', async ({ browser, playwright, baseURL, outbox }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const alice = await personInBrowser(browser, outbox, `Alice ${suffix}`);
  const bob = await personInBrowser(browser, outbox, `Bob ${suffix}`);

  // Bob waits on another page; his badge shows nothing yet.
  await bob.page.goto('/');
  const bobInbox = bob.page.getByRole('banner').getByRole('link', { name: /^Inbox/ });
  await expect(bobInbox).toHaveAccessibleName('Inbox');

  // ---------------------------------------------------------------- Alice starts a direct conversation
  await alice.page.goto('/inbox');
  await expect(alice.page.getByText('No conversations yet')).toBeVisible();
  await alice.page.getByRole('button', { name: 'New conversation' }).first().click();
  let dialog = alice.page.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByLabel('Search people').fill('B');
  await expect(dialog.getByText('Type at least 2 characters', { exact: false })).toBeVisible();
  await pickByEmail(alice.page, bob.person);
  await dialog.getByRole('button', { name: 'Create conversation' }).click();
  await expect(notifications(alice.page)).toContainText('Conversation created');
  await expect(alice.page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);

  const aliceComposer = alice.page.getByLabel('Message', { exact: true });
  await aliceComposer.fill('   ');
  await aliceComposer.press('Enter');
  await expect(alice.page.getByRole('log', { name: 'Messages' }).getByRole('listitem')).toHaveCount(0);
  await aliceComposer.fill('Hey Bob, want to scrim tonight?');
  await aliceComposer.press('Enter');
  const aliceLog = alice.page.getByRole('log', { name: 'Messages' });
  await expect(aliceLog.getByText('Hey Bob, want to scrim tonight?')).toBeVisible();
  await expect(aliceComposer).toHaveValue('');

  // ---------------------------------------------------------------- Bob's badge rises live, he replies
  await expect(bobInbox).toHaveAccessibleName(/Inbox.*1 unread/);
  await bobInbox.click();
  const bobList = bob.page.getByRole('list', { name: 'Conversations' });
  await bobList.getByRole('link', { name: new RegExp(alice.person.displayName) }).click();
  const bobLog = bob.page.getByRole('log', { name: 'Messages' });
  await expect(bobLog.getByText('Hey Bob, want to scrim tonight?')).toBeVisible();
  // Seen: the receipt clears his badge, and Alice sees "Seen" under her message.
  await expect(bobInbox).toHaveAccessibleName('Inbox');
  await expect(aliceLog.getByText('Seen', { exact: true })).toBeVisible();

  const bobComposer = bob.page.getByLabel('Message', { exact: true });
  await bobComposer.fill('Sure!');
  await bobComposer.press('Shift+Enter');
  await bobComposer.pressSequentially('8pm works.');
  await expect(bobComposer).toHaveValue('Sure!\n8pm works.');
  await bobComposer.press('Enter');
  await expect(bobLog.getByText('8pm works.')).toBeVisible();

  // ---------------------------------------------------------------- Alice sees the reply live and stars it
  await expect(aliceLog.getByText('8pm works.')).toBeVisible();
  // Seen as it arrived in the open conversation: no unread count for Alice.
  const aliceInbox = alice.page.getByRole('banner').getByRole('link', { name: /^Inbox/ });
  await expect(aliceInbox).toHaveAccessibleName('Inbox');
  await expect(bobLog.getByText('Seen', { exact: true })).toBeVisible();
  await alice.page.goto('/inbox');
  const aliceList = alice.page.getByRole('list', { name: 'Conversations' });
  const dm = aliceList.getByRole('listitem').filter({ hasText: bob.person.displayName });
  await expect(dm).toContainText('8pm works.');
  await dm.getByRole('button', { name: 'Star conversation' }).click();
  await expect(dm.getByRole('button', { name: 'Unstar conversation' })).toBeVisible();
  await alice.page.getByRole('button', { name: 'Starred', exact: true }).click();
  await expect(alice.page).toHaveURL(/filter=starred/);
  await expect(aliceList.getByRole('listitem')).toHaveCount(1);
  await expect(aliceList).toContainText(bob.person.displayName);

  // ---------------------------------------------------------------- a group of 7 (Alice + 6), then an 8th is refused
  const others = await playwright.request.newContext({ baseURL });
  const people: Person[] = [bob.person];
  for (let index = 1; index <= 6; index += 1) people.push(await signUp(others, outbox, `Member${index} ${suffix}`));
  const [eighth] = people.splice(6, 1);

  await alice.page.getByRole('button', { name: 'All', exact: true }).click();
  await alice.page.getByRole('button', { name: 'New conversation' }).first().click();
  dialog = alice.page.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByRole('radio', { name: 'Group' }).click();
  await dialog.getByLabel('Group name (optional)').fill(`Squad ${suffix}`);
  for (const person of people) await pickByEmail(alice.page, person);
  await expect(dialog.getByText('7 of 7 participants')).toBeVisible();
  await pickByEmail(alice.page, eighth!);
  // Said in the dialog too: the open modal hides the toasts from assistive technology.
  await expect(dialog.getByText('Group size limit exceeded (max 7 participants)')).toBeVisible();
  await expect(dialog.getByText('7 of 7 participants')).toBeVisible();
  expect(await axeViolations(alice.page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Create conversation' }).click();
  await expect(notifications(alice.page)).toContainText('Conversation created');
  await expect(alice.page.getByRole('heading', { name: `Squad ${suffix}` })).toBeVisible();
  const groupId = alice.page.url().split('/').pop()!;

  // The server refuses the 8th too (the client limit is not the security).
  const eighthId = await userIdOf(alice.page.request, eighth!);
  const refused = await alice.page.request.post(`/api/conversations/${groupId}/participants`, {
    data: { userId: eighthId },
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toBe('Group size limit exceeded (max 7 participants)');

  expect(await axeViolations(alice.page, { include: 'main' })).toEqual([]);
  await others.dispose();
});

/** A person's user id, as the people search shows it to the one asking. */
async function userIdOf(request: APIRequestContext, person: Person): Promise<string> {
  const response = await request.get(`/api/conversations/user-search?q=${encodeURIComponent(person.email)}`);
  expect(response.ok()).toBeTruthy();
  const { users } = (await response.json()) as { users: { userId: string; displayName: string }[] };
  expect(users.map((user) => user.displayName)).toEqual([person.displayName]);
  return users[0]!.userId;
}
