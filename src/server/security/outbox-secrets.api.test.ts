/**
 * security: outbox secrets (issue 10.1). Reset and claim links are
 * readable by their recipient alone:
 * - the readable outbox (development and tests without SMTP_URL, or the
 *   e2e server's EMAIL_TEST_OUTBOX) is for yes_admin only, so a developer
 *   or staff member can no longer read the admin's reset link and take
 *   the account over (the reproduced attack);
 * - with SMTP_URL the recipient gets the link by SMTP and the stored copy
 *   has it removed; production without SMTP_URL delivers nothing and keeps
 *   only a redacted copy; neither has a readable outbox (404).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inviteUser } from '#server/account/invite-user.ts';
import { emailOutbox } from '#server/db/schema/email.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { FAST_JOBS } from '#server/test/job-queue-waits.ts';
import { startSmtpSink, type SmtpSink } from '#server/test/smtp-sink.ts';
import { TEST_PASSWORD, signIn, signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

const LINK = /http:\/\/localhost:3000\/auth\/(reset-password|claim-account)\?token=[^\s"<&]+/;

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const requestReset = (app: TestApp['app'], email: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: cookie ? { cookie, origin: 'http://localhost:3000' } : {},
    payload: { email, redirectTo: '/auth/reset-password' },
  });

const readOutbox = (app: TestApp['app'], cookie: string, to?: string) =>
  app.inject({ method: 'GET', url: `/api/admin/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`, headers: { cookie } });

describe('security: outbox secrets (issue 10.1) - the readable outbox is yes_admin only', () => {
  let t: TestApp;
  let admin: TestUser;
  let developer: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpWithRoles(t.app, ['yes_admin']);
    developer = await signUpWithRoles(t.app, ['yes_developer']);
    staff = await signUpWithRoles(t.app, ['yes_staff']);
  });
  afterAll(async () => t.close());

  it('a developer requests a reset for the admin but cannot read the link, so cannot take the account over', async () => {
    expect((await requestReset(t.app, admin.email, developer.cookie)).statusCode).toBe(200);
    for (const reader of [developer, staff]) {
      for (const to of [admin.email, undefined]) {
        const response = await readOutbox(t.app, reader.cookie, to);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
        expect(response.body).not.toMatch(LINK);
      }
    }
    // The admin's password still works: nobody set a new one.
    expect((await signIn(t.app, admin.email)).statusCode).toBe(200);
  });

  it('the platform admin reads the outbox, links included (development and tests only)', async () => {
    const response = await readOutbox(t.app, admin.cookie, admin.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().messages[0].textBody).toMatch(LINK);
  });
});

describe('security: outbox secrets (issue 10.1) - with SMTP_URL', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ emailDelivery: { kind: 'smtp', smtpUrl: sink.url }, jobs: FAST_JOBS });
    // SMTP emails leave through the job queue (docs/decisions/056): this app runs its workers.
    await t.app.ctx.jobs.startWorkers(t.app.ctx);
    admin = await signUpWithRoles(t.app, ['yes_admin']);
    user = await signUpUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers the reset link to the recipient and stores the email with the link removed', async () => {
    expect((await requestReset(t.app, user.email)).statusCode).toBe(200);
    const delivered = await vi.waitFor(
      () => {
        const found = sink.messages.map(decodeQuotedPrintable).find((raw) => raw.includes(`To: ${user.email}`));
        if (!found) throw new Error('the recipient got no email by SMTP yet');
        return found;
      },
      { timeout: 20_000, interval: 50 },
    );
    const link = LINK.exec(delivered!)![0];
    const token = new URL(link).searchParams.get('token')!;

    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.transport).toBe('smtp');
    expect(rows[0]!.subject).toBe('Reset your password');
    expect(rows[0]!.textBody).toContain('[link removed]');
    for (const stored of [rows[0]!.textBody, rows[0]!.htmlBody ?? '']) {
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(encodeURIComponent(token));
    }
    // The recipient's link still works.
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'a-new-password-for-smtp-1' } });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, 'a-new-password-for-smtp-1')).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('stores a claim (invitation) email with the link removed', async () => {
    await inviteUser(t.app.ctx, { email: 'invited.by.smtp@example.com', invitedBy: 'Coach' });
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'invited.by.smtp@example.com'));
    expect(row!.textBody).not.toMatch(LINK);
    expect(row!.htmlBody ?? '').not.toMatch(LINK);
    expect(row!.textBody).toContain('[link removed]');
    await vi.waitFor(
      () => expect(sink.messages.map(decodeQuotedPrintable).find((raw) => raw.includes('To: invited.by.smtp@example.com'))).toMatch(LINK),
      { timeout: 20_000, interval: 50 },
    );
  });

  it('has no readable outbox, not even for the platform admin', async () => {
    const response = await readOutbox(t.app, admin.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toMatch(/SMTP_URL/);
  });
});

describe('security: outbox secrets (issue 10.1) - production without SMTP_URL', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ emailDelivery: { kind: 'none' } });
    admin = await signUpWithRoles(t.app, ['yes_admin']);
    user = await signUpUser(t.app);
  });
  afterAll(async () => t.close());

  it('keeps only a redacted copy and has no readable outbox', async () => {
    expect((await requestReset(t.app, user.email)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(row!.transport).toBe('none');
    expect(row!.textBody).not.toMatch(LINK);
    expect(row!.htmlBody ?? '').not.toMatch(LINK);
    const response = await readOutbox(t.app, admin.cookie);
    expect(response.statusCode).toBe(404);
  });
});
