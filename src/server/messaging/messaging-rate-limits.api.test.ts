/**
 * Per-account limits of messaging and people search (docs/decisions/017):
 * 30 messages per 10 s per sender; 30 searches by email address per minute
 * per account, in the messaging picker and the roster picker alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_SEARCH_RATE_LIMIT_MESSAGE, MESSAGE_RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { insertTeam, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { rateLimitedBody } from '#server/test/rate-limited-answer.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { asUser, newConversation, sendMessage } from '../test/messaging/messaging-test-data.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
beforeAll(async () => {
  // The production counts; windows long enough that a busy machine cannot outlast them mid-test.
  t = await createTestApp({
    messageRateLimit: { max: 30, windowSeconds: 600 },
    emailSearchRateLimit: { max: 30, windowSeconds: 600 },
  });
  alice = await signUpUser(t.app, { displayName: 'Alice Fast' });
  bob = await signUpUser(t.app, { displayName: 'Bob Calm' });
  carol = await signUpUser(t.app, { displayName: 'Carol Manager' });
});
afterAll(async () => t.close());

describe('security: messaging sends are rate limited per user (issue 10.11)', () => {
  it('the 31st message in the window is refused with 429 and stored nowhere; another sender is not affected', async () => {
    const dm = await newConversation(t.app, alice, 'dm', [bob]);
    for (let n = 1; n <= 30; n += 1) await sendMessage(t.app, alice, dm.id, `message ${n}`);

    const before = await tableCounts(t.database.db, ['rate_limits']);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${dm.id}/messages`,
      headers: asUser(alice),
      payload: { body: 'one too many' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: MESSAGE_RATE_LIMIT_MESSAGE } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);

    await sendMessage(t.app, bob, dm.id, 'I can still answer');
  });
});

describe('security: people search by email is rate limited per account (issue 10.11)', () => {
  const messagingSearch = (user: TestUser, q: string) =>
    t.app.inject({ method: 'GET', url: `/api/conversations/user-search?q=${encodeURIComponent(q)}`, headers: asUser(user) });

  it('messaging picker: the 31st email search in the window is 429; name searches and other accounts go on', async () => {
    for (let n = 1; n <= 30; n += 1) expect((await messagingSearch(alice, `guess${n}@example.com`)).statusCode).toBe(200);
    const refused = await messagingSearch(alice, 'guess31@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(rateLimitedBody(refused, EMAIL_SEARCH_RATE_LIMIT_MESSAGE));

    expect((await messagingSearch(alice, 'Bob')).statusCode).toBe(200);
    expect((await messagingSearch(bob, 'guess@example.com')).statusCode).toBe(200);
  });

  it('roster picker: the same limit per account', async () => {
    await setTeamsFlag(t.database.db, true);
    const team = await insertTeam(t.database.db, carol.id);
    const rosterSearch = (q: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/teams/${team.id}/user-search?kind=member&q=${encodeURIComponent(q)}`,
        headers: asUser(carol),
      });
    for (let n = 1; n <= 30; n += 1) expect((await rosterSearch(`player${n}@example.com`)).statusCode).toBe(200);
    const refused = await rosterSearch('player31@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(rateLimitedBody(refused, EMAIL_SEARCH_RATE_LIMIT_MESSAGE));
    expect((await rosterSearch('Shadow')).statusCode).toBe(200);
  });
});
