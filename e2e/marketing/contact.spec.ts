/** The /contact form: field errors for bad input, then a sent message stored and emailed to the platform staff. */
import { expect, request, type APIRequestContext } from '@playwright/test';
import { demoAccount } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';

/**
 * The e2e server runs without STAFF_EMAIL, so staff mail goes to the default
 * staff@localhost, which the outbox API's `to` filter (an email address)
 * does not take: this reads the newest outbox messages as the demo admin and
 * filters them here.
 */
const STAFF_EMAIL = 'staff@localhost';

interface OutboxMessage {
  toAddress: string;
  subject: string;
  textBody: string;
}

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const admin = demoAccount('Platform admin');
  const signIn = await api.post('/api/auth/sign-in/email', { data: { email: admin.email, password: admin.password } });
  expect(signIn.ok()).toBeTruthy();
  return api;
}

async function staffMessages(api: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await api.get('/api/admin/outbox', { params: { limit: 100 } });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => message.toAddress === STAFF_EMAIL);
}

test('bad input gets a message under each field and sends nothing', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const before = (await staffMessages(api)).length;
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact') && request.method() === 'POST') posted += 1;
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Enter your name');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/Enter a valid email address/);
  await expect(page.getByLabel('Topic', { exact: true })).toHaveAccessibleDescription('Choose a topic');
  await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription(/Write at least 10 characters/);
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

  await page.getByLabel('Name', { exact: true }).fill('Riley');
  await page.getByLabel('Email', { exact: true }).fill('riley@');
  await page.getByLabel('Message', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'false');
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);

  expect(posted).toBe(0);
  expect((await staffMessages(api)).length).toBe(before);
  await api.dispose();
});

test('the server answers bad input with field errors', async ({ page }) => {
  const response = await page.request.post('/api/contact', {
    data: { name: '', email: 'nope', topic: 'sales', message: 'hi' },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
    name: 'Enter your name',
    email: 'Enter a valid email address',
    topic: 'Choose a topic',
    message: 'Write at least 10 characters',
  });
});

test('a sent message shows what happens next and reaches the staff inbox', async ({ page, baseURL }) => {
  const name = `Morgan ${Date.now()}`;
  await page.goto('/contact?topic=privacy');
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('privacy');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('morgan.family@example.com');
  await page.getByLabel('Topic', { exact: true }).selectOption({ label: 'Players and families' });
  await page.getByLabel('Message', { exact: true }).fill('Who can see the profile of my 15 year old daughter before she publishes it?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Your message was sent' });
  await expect(confirmation.getByRole('heading', { name: `Thanks, ${name}. Your message was sent.` })).toBeVisible();
  await expect(confirmation.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(confirmation.getByText('morgan.family@example.com')).toBeVisible();
  await expect(confirmation.getByText('Topic: Players and families.')).toBeVisible();

  const api = await adminApi(baseURL!);
  const subject = `Contact form: Players and families from ${name}`;
  await expect.poll(async () => (await staffMessages(api)).some((message) => message.subject === subject)).toBe(true);
  const mail = (await staffMessages(api)).find((message) => message.subject === subject)!;
  await api.dispose();
  expect(mail.textBody).toContain('Who can see the profile of my 15 year old daughter');
  expect(mail.textBody).toContain('From: ' + name + ' <morgan.family@example.com>');

  await confirmation.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});
