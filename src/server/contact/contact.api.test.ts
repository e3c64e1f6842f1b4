import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema/contact.ts';
import { RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { rateLimitedBody } from '#server/test/rate-limited-answer.ts';
import { givePlan } from '#server/test/subscriptions/plan-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { outboxFor, signUpUser, tableCounts } from '#server/test/test-users.ts';

const STAFF = 'staff-desk@example.com';

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staffEmail: STAFF });
  limited = await createTestApp({ staffEmail: STAFF, authRateLimit: { max: 2, windowSeconds: 60 } });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const valid = {
  name: '  Jordan Rivera ',
  email: 'Jordan.Parent@Example.com',
  topic: 'players_families',
  message: 'My son plays Valorant in high school. How do college coaches see his profile?',
};

describe('POST /api/contact', () => {
  it('stores the message from a visitor and emails the platform staff', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(response.statusCode).toBe(201);
    const receipt = response.json() as { id: string; receivedAt: string };
    expect(Number.isNaN(Date.parse(receipt.receivedAt))).toBe(false);

    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, receipt.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Jordan Rivera',
      email: 'jordan.parent@example.com',
      topic: 'players_families',
      message: valid.message,
      userId: null,
    });

    const [mail] = await outboxFor(t.database.db, STAFF);
    expect(mail?.subject).toBe('Contact form: Players and families from Jordan Rivera');
    expect(mail?.textBody).toContain(valid.message);
    expect(mail?.textBody).toContain('From: Jordan Rivera <jordan.parent@example.com>');
    expect(mail?.textBody).toContain('Not signed in');
    expect(mail?.textBody).toContain(receipt.id);
  });

  it('records the signed-in sender as the user of the message', async () => {
    const user = await signUpUser(t.app, { displayName: 'Casey Coach' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie: user.cookie },
      payload: { ...valid, name: 'Casey', email: user.email, topic: 'colleges_recruiters' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, (response.json() as { id: string }).id));
    expect(row?.userId).toBe(user.id);
    const [mail] = await outboxFor(t.database.db, STAFF);
    expect(mail?.subject).toBe('Contact form: Colleges and recruiters from Casey');
    expect(mail?.textBody).toContain(`(user ${user.id})`);
  });

  it('marks a Player Plus sender\u2019s message as priority in the staff copy (decision 046); a free player\u2019s is not', async () => {
    const plus = await signUpUser(t.app, { displayName: 'Plus Player' });
    await givePlan(t.database.db, 'user', plus.id, 'plus');
    const free = await signUpUser(t.app, { displayName: 'Free Player' });
    for (const [user, name] of [
      [plus, 'Pat Plus'],
      [free, 'Fran Free'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { cookie: user.cookie }, payload: { ...valid, name, email: user.email } });
      expect(response.statusCode).toBe(201);
    }
    const mails = (await outboxFor(t.database.db, STAFF)).filter((mail) => /Pat Plus|Fran Free/.test(mail.subject));
    const plusMail = mails.find((mail) => mail.subject.includes('Pat Plus'));
    const freeMail = mails.find((mail) => mail.subject.includes('Fran Free'));
    expect(plusMail?.subject).toBe('[Priority] Contact form: Players and families from Pat Plus');
    expect(plusMail?.textBody).toContain('Priority support: Player Plus');
    expect(plusMail?.textBody).toContain('within one business day');
    expect(freeMail?.subject).toBe('Contact form: Players and families from Fran Free');
    expect(freeMail?.textBody).toContain('within two business days');
  });

  it('answers bad input with 400 and a message per field, and stores and sends nothing', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '   ', email: 'not-an-email', topic: 'sales', message: 'hi' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation');
    expect(body.error.fields).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid email address',
      topic: 'Choose a topic',
      message: 'Write at least 10 characters',
    });
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('refuses a missing body, missing fields and an over-long message with 400', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const missing = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys((missing.json() as { error: { fields: object } }).error.fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'topic',
    ]);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect((long.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      message: 'Message must be at most 5000 characters',
    });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('is rate limited like the auth routes: the 3rd message in a minute gets 429 and is not stored', async () => {
    for (let n = 1; n <= 2; n += 1) {
      const response = await limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      expect(response.statusCode).toBe(201);
    }
    const before = await tableCounts(limited.database.db, ['rate_limits']);
    const refused = await limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(rateLimitedBody(refused, RATE_LIMIT_MESSAGE));
    expect(await tableCounts(limited.database.db, ['rate_limits'])).toEqual(before);
    expect(await outboxFor(limited.database.db, STAFF)).toHaveLength(2);
  });
});
