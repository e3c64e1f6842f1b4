import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpBodySchema } from '#shared/contracts/account.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { noSoonerThan, type AnswerFloor } from '#server/http/answer-floor.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { SIGN_UP_ANSWER_FLOOR_MS, signUp as signUpService } from './sign-up.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { confirmFromOutbox, me, outboxFor, signIn, TEST_PASSWORD } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const payload = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: TEST_PASSWORD,
  displayName: 'Casey Newcomer',
  birthDate: '1998-02-03',
  accountType: 'player',
  ...overrides,
});

const signUp = (body: object) => t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: body });

describe('security: sign-up does not reveal a taken email (issue 10.11)', () => {
  it('answers a new and a taken email alike: same status, same body, no cookie', async () => {
    const first = await signUp(payload('taken@example.com'));
    const again = await signUp(payload('Taken@Example.com', { password: 'another-password-77', displayName: 'Mallory' }));
    const fresh = await signUp(payload('fresh@example.com'));

    for (const response of [first, again, fresh]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ ok: true });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(again.body).toBe(fresh.body);
  });

  it('the taken address gets a notice instead, and the account stays as it was', async () => {
    const mails = await outboxFor(t.database.db, 'taken@example.com');
    const notice = mails.find((message) => message.subject === 'Someone tried to create an account with your email');
    expect(notice?.textBody).toContain('someone tried to create an account with your address');
    expect(notice?.textBody).toContain('http://localhost:3000/auth');
    expect(notice?.textBody).toContain('http://localhost:3000/auth?tab=forgot-password');
    const rows = await t.database.db.select().from(profiles).where(eq(profiles.email, 'taken@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullName).toBe('Casey Newcomer');
  });

  it('a new account is not signed in until its email is confirmed: sign-in refuses and sends a new link', async () => {
    const before = (await outboxFor(t.database.db, 'fresh@example.com')).length;
    const response = await signIn(t.app, 'fresh@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/confirm your email/i);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await outboxFor(t.database.db, 'fresh@example.com')).length).toBe(before + 1);
    // A wrong password is refused as usual, without a word about confirmation.
    const wrong = await signIn(t.app, 'fresh@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
  });

  it('the emailed link confirms the address and signs the person in, once', async () => {
    const confirmed = await confirmFromOutbox(t.app, 'fresh@example.com');
    expect(confirmed.statusCode).toBe(200);
    const current = await me(t.app, cookieHeader(confirmed.headers['set-cookie']));
    expect(current.user?.email).toBe('fresh@example.com');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'fresh@example.com'));
    expect(row!.emailVerified).toBe(true);

    const reused = await confirmFromOutbox(t.app, 'fresh@example.com');
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.message).toMatch(/invalid or has expired/);
    expect(reused.headers['set-cookie']).toBeUndefined();

    expect((await signIn(t.app, 'fresh@example.com')).statusCode).toBe(200);
  });

  it('an unknown token signs nobody in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/confirm-email',
      payload: { token: 'not-a-real-token' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  // No timed assertion (speed is checked by bench:sign-up): the mechanism is. Both paths hash the password
  // through better-auth's hasher and answer through the same floor, here with a clock that never moves.
  it('a new and a taken email both hash the password and wait out the same answer floor (issue 24)', async () => {
    const hasher = (await t.app.ctx.auth.$context).password;
    const hashes = vi.spyOn(hasher, 'hash');
    const waits: number[] = [];
    const floor: AnswerFloor = { floorMs: SIGN_UP_ANSWER_FLOOR_MS, now: () => 1_000, sleep: async (ms) => void waits.push(ms) };
    let hashed: number;
    try {
      await signUpService(t.app.ctx, signUpBodySchema.parse(payload('floor-new@example.com')), floor);
      await signUpService(t.app.ctx, signUpBodySchema.parse(payload('taken@example.com')), floor);
      hashed = hashes.mock.calls.length;
    } finally {
      hashes.mockRestore();
    }
    expect(hashed).toBe(2);
    expect(waits).toEqual([SIGN_UP_ANSWER_FLOOR_MS, SIGN_UP_ANSWER_FLOOR_MS]);
    // Both did their work: an account for the new address, a notice for the taken one.
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, 'floor-new@example.com'))).toHaveLength(1);
    expect(SIGN_UP_ANSWER_FLOOR_MS).toBeGreaterThanOrEqual(300);
  });

  it('the floor waits only for what is left of it, and after a failure too', async () => {
    let clock = 0;
    const waits: number[] = [];
    const floor: AnswerFloor = { floorMs: 400, now: () => clock, sleep: async (ms) => void waits.push(ms) };
    await noSoonerThan(floor, async () => {
      clock += 150;
    });
    await noSoonerThan(floor, async () => {
      clock += 500;
    });
    await expect(
      noSoonerThan(floor, async () => {
        clock += 100;
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(waits).toEqual([250, 300]);
  });
});
