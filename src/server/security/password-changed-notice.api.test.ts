/**
 * Issue 10.2: a password reset, change or claim gave no notice. Each now
 * emails the account's address "your password was changed", saying when,
 * with the links to reset the password and to contact us.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteUser } from '#server/account/invite-user.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { TEST_PASSWORD, outboxFor, signUpUser } from '#server/test/test-users.ts';

const SUBJECT = 'Your password was changed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function noticesTo(email: string) {
  return (await outboxFor(t.database.db, email)).filter((message) => message.subject === SUBJECT);
}

/** The one notice to `email`: when it happened (UTC, between `from` and now) and the help links. */
async function expectOneNotice(email: string, from: Date) {
  const notices = await noticesTo(email);
  expect(notices).toHaveLength(1);
  const text = notices[0]!.textBody;
  const when = /on (\d{4}-\d{2}-\d{2}) at (\d{2}:\d{2}) UTC/.exec(text);
  expect(when, text).not.toBeNull();
  const stamp = new Date(`${when![1]}T${when![2]}:00Z`).getTime();
  expect(stamp).toBeGreaterThanOrEqual(Math.floor(from.getTime() / 60_000) * 60_000);
  expect(stamp).toBeLessThanOrEqual(Date.now());
  expect(text).toContain('http://localhost:3000/auth?tab=forgot-password');
  expect(text).toContain('http://localhost:3000/contact');
  expect(notices[0]!.htmlBody).toContain('href="http://localhost:3000/auth?tab=forgot-password"');
  expect(notices[0]!.htmlBody).toContain('href="http://localhost:3000/contact"');
}

describe('security: password changed notice (issue 10.2)', () => {
  it('after a reset by emailed link', async () => {
    const user = await signUpUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
    const [resetMail] = await outboxFor(t.database.db, user.email);
    const token = decodeURIComponent(/reset-password\?token=([^\s&]+)/.exec(resetMail!.textBody)![1]!);
    expect(await noticesTo(user.email)).toEqual([]);
    const from = new Date();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'notice-after-reset-2026' },
    });
    expect(response.statusCode).toBe(200);
    await expectOneNotice(user.email, from);
  });

  it('after a change on the account page, and not after a refused change', async () => {
    const user = await signUpUser(t.app);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
        payload: { currentPassword, newPassword: 'notice-after-change-2026' },
      });
    expect((await change('not-my-password')).statusCode).toBe(400);
    expect(await noticesTo(user.email)).toEqual([]);
    const from = new Date();
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
    await expectOneNotice(user.email, from);
  });

  it('after claiming an invited account', async () => {
    const email = 'notice.claim@example.com';
    await inviteUser(t.app.ctx, { email, fullName: 'Nora Notice', invitedBy: 'Olivia Owner' });
    const [invitation] = await outboxFor(t.database.db, email);
    const token = decodeURIComponent(/claim-account\?token=([^\s&]+)/.exec(invitation!.textBody)![1]!);
    expect(await noticesTo(email)).toEqual([]);
    const from = new Date();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/claim',
      payload: { token, password: 'notice-after-claim-2026', birthDate: '1990-01-01' },
    });
    expect(response.statusCode).toBe(200);
    await expectOneNotice(email, from);
  });
});
