/**
 * Staff invitations each email a person: an account may send a limited
 * number in a window (app.rateLimits.collegeStaffInvites, 30 per 10 minutes
 * by default; tests raise it, so this file sets a small one). The refusal is
 * a 429 with its message, and it sends nothing more.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { claimedColleges, signUpScoped } from '../../test/colleges/college-staff-test-data.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ collegeStaffInviteRateLimit: { max: 2, windowSeconds: 600 } });
});
afterAll(async () => t.close());

describe('college staff invitations: rate limit per account', () => {
  it('refuses the invitation after the limit with a 429 and its message, and queues no email for it', async () => {
    const [college] = await claimedColleges(t.app.ctx.db, 1);
    const admin = await signUpScoped(t.app, ['programs_college_admin'], college!.id, { displayName: 'Rae Limit' });
    const send = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/colleges/${college!.slug}/staff/invitations`,
        headers: { cookie: admin.cookie },
        payload: { email: `limited-${n}@example.com`, role: 'staff', title: null, isPublic: false },
      });
    expect((await send(1)).statusCode).toBe(202);
    expect((await send(2)).statusCode).toBe(202);
    const refused = await send(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { message: 'You have sent many invitations in a short time. Wait a few minutes and try again.' } });
    const [queued] = await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from email_outbox where to_address = 'limited-3@example.com'`);
    expect(queued?.n).toBe(0);
  });
});
