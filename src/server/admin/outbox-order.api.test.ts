/**
 * The outbox lists newest first with a unique tie-breaker (issue 10.14):
 * emails written in the same instant keep the order they were written in
 * (the random uuid id made "newest first" a coin toss; roles.api.test.ts flaked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/email.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpWithRoles(t.app, ['yes_admin']);
});
afterAll(async () => t.close());

describe('outbox order (issue 10.14)', () => {
  it('lists emails of the same instant newest first, in the order they were written', async () => {
    const sameInstant = new Date('2030-01-01T00:00:00.000Z');
    const subjects = Array.from({ length: 12 }, (_, index) => `same instant ${index}`);
    for (const subject of subjects) {
      await t.database.db.insert(emailOutbox).values({
        toAddress: 'same.instant@example.com',
        subject,
        textBody: subject,
        transport: 'outbox',
        createdAt: sameInstant,
      });
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?to=same.instant@example.com',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages.map((message: { subject: string }) => message.subject)).toEqual([...subjects].reverse());
  });
});
