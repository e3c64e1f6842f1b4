/**
 * Points (docs/decisions/048): the ledger's rules (replays, daily caps,
 * once-only, reversals), its append-only trigger and the account-deletion
 * cascade, the awards made inside each action's transaction, process-points
 * (spec 7.3 and 8), my points and the weekly leaderboard.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessPointsResult } from '#shared/contracts/functions.ts';
import type { LeaderboardResponse, MyPointsResponse } from '#shared/contracts/points.ts';
import { pointsToastText } from '#shared/recruiting/points-rules.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { processPointsFor, PROCESS_POINTS_FAILED, PROCESS_POINTS_NO_CONSENT } from './process-points-event.ts';
import { POINTS_EVENTS_RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { rateLimitedBody } from '#server/test/rate-limited-answer.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { addGameProfile, setProfile } from '#server/test/profiles/player-test-data.ts';
import { insertLink } from '#server/test/short-links/recruiting-test-data.ts';
import { insertPublishedForm, tokenOf, validAnswers } from '#server/test/submissions/submissions-test-data.ts';
import { addPlayer, insertPractice, insertTeam, setTeamsFlag } from '#server/test/teams/schedule-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { awardPoints, onceSource, reversePoints } from './award-points.ts';

let t: TestApp;
let db: TestApp['database']['db'];

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => t.close());

const ledgerOf = (userId: string) =>
  rowsOf<{ rule: string; sourceId: string; points: number; reversesId: string | null }>(
    db,
    sql`select rule, source_id as "sourceId", points, reverses_id as "reversesId" from points_ledger where user_id = ${userId} order by created_at, id`,
  );
const totalOf = async (userId: string) => (await ledgerOf(userId)).reduce((sum, row) => sum + row.points, 0);
const get = <T>(user: TestUser | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} }).then((response) => ({ status: response.statusCode, body: response.json() as T }));

describe('the ledger', () => {
  it('an award is once per (user, rule, source); a once-only rule pays once; a reversal is once per award', async () => {
    const user = await signUpUser(t.app);
    const source = { userId: user.id, rule: 'highlight_added', sourceType: 'highlight_url', sourceId: 'https://youtu.be/x' } as const;
    expect(await db.transaction((tx) => awardPoints(tx, source))).toBe(5);
    expect(await db.transaction((tx) => awardPoints(tx, source))).toBe(0);
    expect(await db.transaction((tx) => awardPoints(tx, onceSource(user.id, 'profile_bio')))).toBe(10);
    expect(await db.transaction((tx) => awardPoints(tx, onceSource(user.id, 'profile_bio')))).toBe(0);
    const reverse = () => db.transaction((tx) => reversePoints(tx, { ...source, sourceIds: [source.sourceId, 'https://never.awarded'] }));
    expect(await reverse()).toBe(5);
    expect(await reverse()).toBe(0);
    // Re-adding a removed source earns nothing: its award is already in the ledger.
    expect(await db.transaction((tx) => awardPoints(tx, source))).toBe(0);
    const rows = await ledgerOf(user.id);
    expect(rows.map((row) => [row.rule, row.points])).toEqual([['highlight_added', 5], ['profile_bio', 10], ['highlight_added', -5]]);
    expect(await totalOf(user.id)).toBe(10);
  });

  it('a daily cap pays what is left, then nothing; a reversal does not free the cap', async () => {
    const user = await signUpUser(t.app);
    const award = (n: number) => db.transaction((tx) => awardPoints(tx, { userId: user.id, rule: 'highlight_added', sourceType: 'highlight_url', sourceId: `u${n}` }));
    const paid = [];
    for (let n = 0; n < 6; n += 1) paid.push(await award(n));
    expect(paid).toEqual([5, 5, 5, 5, 5, 0]);
    await db.transaction((tx) => reversePoints(tx, { userId: user.id, rule: 'highlight_added', sourceType: 'highlight_url', sourceIds: ['u0'] }));
    expect(await award(7)).toBe(0);
    expect(await totalOf(user.id)).toBe(20);
  });

  it('refuses UPDATE and DELETE; deleting the account removes its rows by cascade', async () => {
    const user = await signUpUser(t.app);
    await db.transaction(async (tx) => {
      await awardPoints(tx, { userId: user.id, rule: 'highlight_added', sourceType: 'highlight_url', sourceId: 'a' });
      await reversePoints(tx, { userId: user.id, rule: 'highlight_added', sourceType: 'highlight_url', sourceIds: ['a'] });
    });
    await expect(db.execute(sql`update points_ledger set points = 500 where user_id = ${user.id} and reverses_id is null`)).rejects.toThrow();
    await expect(db.execute(sql`delete from points_ledger where user_id = ${user.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from points_ledger where user_id = ${user.id} and reverses_id is not null`)).rejects.toThrow();
    expect(await ledgerOf(user.id)).toHaveLength(2);
    await db.execute(sql`delete from profiles where id = ${user.id}`);
    expect(await ledgerOf(user.id)).toEqual([]);
  });
});

describe('awards inside the actions', () => {
  it('profile setup: new highlight links earn, removed ones are reversed, re-adding earns nothing; milestones pay once', async () => {
    const user = await signUpUser(t.app);
    const put = (urls: string[]) =>
      t.app.inject({ method: 'PUT', url: '/api/profile/setup/highlights', headers: { cookie: user.cookie }, payload: { highlights: urls.map((url, n) => ({ title: `Clip ${n}`, url })) } });
    const first = await put(['https://youtu.be/a', 'https://youtu.be/b']);
    expect(first.statusCode).toBe(200);
    expect(first.json().pointsAwarded).toBe(10);
    expect((await put(['https://youtu.be/a'])).json().pointsAwarded).toBe(0);
    expect((await put(['https://youtu.be/a', 'https://youtu.be/b'])).json().pointsAwarded).toBe(0);
    expect(await totalOf(user.id)).toBe(5);

    await setProfile(db, user.id, { bio: 'I play support.', avatarUrl: 'https://example.com/a.png' });
    await addGameProfile(db, user.id, 'valorant', 'Diamond 2', { inGameName: 'Milestone#1' });
    expect((await put(['https://youtu.be/a', 'https://youtu.be/b'])).json().pointsAwarded).toBe(40);
    const finish = await t.app.inject({ method: 'POST', url: '/api/profile/setup/finish', headers: { cookie: user.cookie }, payload: {} });
    expect(finish.statusCode).toBe(200);
    expect(finish.json().pointsAwarded).toBe(50);
    const again = await t.app.inject({ method: 'POST', url: '/api/profile/setup/finish', headers: { cookie: user.cookie }, payload: {} });
    expect(again.json().pointsAwarded).toBe(0);
    expect(await totalOf(user.id)).toBe(95);
  });

  it('a burst of highlights in one save is paid up to the daily cap', async () => {
    const user = await signUpUser(t.app);
    const urls = Array.from({ length: 7 }, (_, n) => `https://youtu.be/burst${n}`);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/setup/highlights',
      headers: { cookie: user.cookie },
      payload: { highlights: urls.map((url, n) => ({ title: `Clip ${n}`, url })) },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pointsAwarded).toBe(25);
    expect((await ledgerOf(user.id)).filter((row) => row.rule === 'highlight_added')).toHaveLength(5);
  });

  it('a form submission earns once; withdrawing reverses it; sending it again earns nothing; a visitor earns nothing', async () => {
    const [college] = await claimedColleges(db, 1);
    const programId = await insertProgram(db, college!.id, 'valorant', 'varsity');
    const form = await insertPublishedForm(db, programId);
    const user = await signUpUser(t.app);
    await addGameProfile(db, user.id, 'valorant', 'Diamond 2');
    const submit = () =>
      t.app.inject({ method: 'POST', url: `/api/colleges/${college!.slug}/apply/${form.formId}`, headers: { cookie: user.cookie }, payload: { answers: validAnswers() } });
    const first = await submit();
    expect(first.statusCode).toBe(201);
    expect(first.json().pointsAwarded).toBe(15);
    const again = await submit();
    expect(again.json().pointsAwarded).toBe(0);
    // The repeat's link (it replaced the first), with the owner's session: an account's application (decision 038, session 26).
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/api/applications/withdraw',
      headers: { cookie: user.cookie },
      payload: { token: tokenOf(again.json().applicationPath) },
    });
    expect(withdraw.statusCode).toBe(200);
    expect(await totalOf(user.id)).toBe(0);
    expect((await submit()).json().pointsAwarded).toBe(0);
    expect(await totalOf(user.id)).toBe(0);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/colleges/${college!.slug}/apply/${form.formId}`,
      payload: { answers: validAnswers(), visitor: { name: 'Vi Sitor', email: 'points-visitor@example.com', birthDate: birthDateForAge(20) } },
    });
    expect(visitor.json().pointsAwarded).toBe(0);
  });

  it('practice attendance: the first answer per practice earns, a change does not', async () => {
    await setTeamsFlag(db, true);
    const owner = await signUpUser(t.app);
    const player = await signUpUser(t.app);
    const team = await insertTeam(db, owner.id);
    await addPlayer(db, team.id, player.id);
    const practice = await insertPractice(db, team.id);
    const answer = (status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/teams/${team.id}/practices/${practice.id}/attendance`, headers: { cookie: player.cookie }, payload: { status } });
    expect((await answer('attending')).statusCode).toBe(200);
    expect((await answer('maybe')).statusCode).toBe(200);
    expect(await ledgerOf(player.id)).toMatchObject([{ rule: 'attendance_answered', sourceId: practice.id, points: 2 }]);
  });

  it('a share earns when someone else, signed in, opens it: once per person; the owner, visitors and crawlers earn nothing', async () => {
    const owner = await signUpUser(t.app);
    const friend = await signUpUser(t.app);
    await setProfile(db, owner.id, { isPublished: true, visibility: 'public', publishedAt: new Date() });
    const link = await insertLink(db, { targetType: 'player_card', playerUserId: owner.id, ownerUserId: owner.id });
    const open = (user?: TestUser, agent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130') =>
      t.app.inject({ method: 'GET', url: `/r/${link.code}`, headers: { 'user-agent': agent, ...(user ? { cookie: user.cookie } : {}) } });
    expect((await open(owner)).statusCode).toBe(302);
    expect((await open()).statusCode).toBe(302);
    expect((await open(friend, 'Twitterbot/1.0')).statusCode).toBe(302);
    expect(await ledgerOf(owner.id)).toEqual([]);
    expect((await open(friend)).statusCode).toBe(302);
    expect((await open(friend)).statusCode).toBe(302);
    expect(await ledgerOf(owner.id)).toMatchObject([{ rule: 'share_opened', points: 10 }]);
    expect(await ledgerOf(friend.id)).toEqual([]);
  });
});

describe('reversals when the source is removed', () => {
  const reversalsOf = async (userId: string, rule: string) => (await ledgerOf(userId)).filter((row) => row.rule === rule && row.reversesId !== null);

  it('deleting a practice reverses the attendance points of everyone who answered; another practice keeps its points', async () => {
    await setTeamsFlag(db, true);
    const owner = await signUpUser(t.app);
    const [first, second] = [await signUpUser(t.app), await signUpUser(t.app)];
    const team = await insertTeam(db, owner.id);
    for (const player of [first, second]) await addPlayer(db, team.id, player.id);
    const [gone, kept] = [await insertPractice(db, team.id), await insertPractice(db, team.id)];
    const answer = (player: TestUser, practiceId: string) =>
      t.app.inject({ method: 'PUT', url: `/api/teams/${team.id}/practices/${practiceId}/attendance`, headers: { cookie: player.cookie }, payload: { status: 'attending' } });
    for (const player of [first!, second!]) expect((await answer(player, gone.id)).statusCode).toBe(200);
    expect((await answer(first!, kept.id)).statusCode).toBe(200);
    expect(await totalOf(first!.id)).toBe(4);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/teams/${team.id}/practices/${gone.id}`, headers: { cookie: owner.cookie } });
    expect(removed.statusCode).toBe(204);
    expect(await reversalsOf(first!.id, 'attendance_answered')).toMatchObject([{ sourceId: gone.id, points: -2 }]);
    expect(await reversalsOf(second!.id, 'attendance_answered')).toMatchObject([{ sourceId: gone.id, points: -2 }]);
    expect(await totalOf(first!.id)).toBe(2);
    expect(await totalOf(second!.id)).toBe(0);
  });

  it('deleting a short link reverses the share points its opens earned the owner', async () => {
    const owner = await signUpUser(t.app);
    const [friend, other] = [await signUpUser(t.app), await signUpUser(t.app)];
    await setProfile(db, owner.id, { isPublished: true, visibility: 'public', publishedAt: new Date() });
    const link = await insertLink(db, { targetType: 'player_card', playerUserId: owner.id, ownerUserId: owner.id });
    const keptLink = await insertLink(db, { targetType: 'player_card', playerUserId: owner.id, ownerUserId: owner.id });
    const open = (user: TestUser, code: string) =>
      t.app.inject({ method: 'GET', url: `/r/${code}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', cookie: user.cookie } });
    for (const user of [friend!, other!]) expect((await open(user, link.code)).statusCode).toBe(302);
    expect((await open(friend!, keptLink.code)).statusCode).toBe(302);
    expect(await totalOf(owner.id)).toBe(30);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/short-links/${link.id}`, headers: { cookie: owner.cookie } });
    expect(removed.statusCode).toBe(204);
    expect((await reversalsOf(owner.id, 'share_opened')).map((row) => row.sourceId).sort()).toEqual([`${link.id}:${friend!.id}`, `${link.id}:${other!.id}`].sort());
    expect(await totalOf(owner.id)).toBe(10);
  });

  it('deleting a program (its forms and submissions go with it) reverses the form points of its submitters', async () => {
    // Not the first college: the form test above has its varsity Valorant program.
    const [college] = await claimedColleges(db, 1, 1);
    const programId = await insertProgram(db, college!.id, 'valorant', 'varsity');
    const form = await insertPublishedForm(db, programId);
    const admin = await signUpScoped(t.app, ['programs_college_admin'], college!.id);
    const user = await signUpUser(t.app);
    await addGameProfile(db, user.id, 'valorant', 'Diamond 2');
    const submitted = await t.app.inject({ method: 'POST', url: `/api/colleges/${college!.slug}/apply/${form.formId}`, headers: { cookie: user.cookie }, payload: { answers: validAnswers() } });
    expect(submitted.json().pointsAwarded).toBe(15);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/colleges/${college!.slug}/programs/${programId}`, headers: { cookie: admin.cookie } });
    expect(removed.statusCode).toBe(204);
    expect(await reversalsOf(user.id, 'form_submitted')).toMatchObject([{ points: -15 }]);
    expect(await totalOf(user.id)).toBe(0);
  });
});

describe('process-points (spec 7.3, 8)', () => {
  const send = (user: TestUser | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/points/events', headers: user ? { cookie: user.cookie } : {}, payload });

  it('a page view earns 1 point once per path and day, up to 10 a day; other client events earn nothing', async () => {
    const user = await signUpUser(t.app);
    const view = (path: string) => send(user, { event_type: 'page_view', event_category: 'navigation', page_path: path }).then((r) => r.json() as ProcessPointsResult);
    expect(await view('/colleges')).toEqual({ success: true, points_awarded: 1, message: 'Awarded 1 point for page_view' });
    expect(await view('/colleges#top')).toEqual({ success: true, points_awarded: 0, message: 'Recorded page_view; it was already counted' });
    for (let n = 1; n < 10; n += 1) expect((await view(`/news/${n}`)).points_awarded).toBe(1);
    expect(await view('/news/10')).toEqual({ success: true, points_awarded: 0, message: "Recorded page_view; today's points for it are used up" });
    const share = await send(user, { event_type: 'share', event_category: 'social', page_path: '/player/x' });
    expect(share.json()).toEqual({ success: true, points_awarded: 0, message: 'Recorded share; it earns no points' });
    const recruiting = await send(user, { event_type: 'recruitment_action', event_category: 'recruiting', page_path: '/' });
    expect(recruiting.json().points_awarded).toBe(0);
    expect(await totalOf(user.id)).toBe(10);
    const [logged] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from user_activity_logs where user_id = ${user.id}`);
    expect(logged!.count).toBe(14);
  });

  it('is rate limited per account: past the limit, 429 with the message, nothing recorded; another account is not affected', async () => {
    const limited = await t.openSecondInstance({ pointsEventRateLimit: { max: 2, windowSeconds: 600 } });
    try {
      const [first, second] = [await signUpUser(limited.app), await signUpUser(limited.app)];
      const post = (user: TestUser, path: string) =>
        limited.app.inject({ method: 'POST', url: '/api/points/events', headers: { cookie: user.cookie }, payload: { event_type: 'page_view', event_category: 'navigation', page_path: path } });
      expect((await post(first, '/a')).statusCode).toBe(200);
      expect((await post(first, '/b')).statusCode).toBe(200);
      const refused = await post(first, '/c');
      expect(refused.statusCode).toBe(429);
      // The message names the header's wait (a 10-minute window: "Try again in 10 minutes.").
      const { error } = rateLimitedBody(refused, POINTS_EVENTS_RATE_LIMIT_MESSAGE);
      expect(error.message).toMatch(/^Too many points events\. Try again in (9|10) minutes\.$/);
      expect(refused.json()).toEqual({ error, success: false, points_awarded: 0, message: error.message });
      expect(await totalOf(first.id)).toBe(2);
      const [logged] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from user_activity_logs where user_id = ${first.id}`);
      expect(logged!.count).toBe(2);
      expect((await post(second, '/a')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('refuses (403, success false, 0 points) a user whose stored analytics choice is off, except a privacy event, and records nothing', async () => {
    const user = await signUpUser(t.app);
    await db.execute(sql`insert into analytics_consents (user_id, analytics) values (${user.id}, false)`);
    const refused = await send(user, { event_type: 'page_view', event_category: 'navigation', page_path: '/colleges' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'forbidden', message: PROCESS_POINTS_NO_CONSENT },
      success: false,
      points_awarded: 0,
      message: PROCESS_POINTS_NO_CONSENT,
    });
    const privacy = await send(user, { event_type: 'analytics_rejected', event_category: 'privacy', page_path: '/' });
    expect(privacy.json()).toMatchObject({ success: true, points_awarded: 0 });
    const logged = await rowsOf<{ eventType: string }>(db, sql`select event_type as "eventType" from user_activity_logs where user_id = ${user.id}`);
    expect(logged).toEqual([{ eventType: 'analytics_rejected' }]);
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  it('refuses a user who asked for their account to be deleted, even with analytics on and for a privacy event', async () => {
    const user = await signUpUser(t.app);
    await db.execute(sql`insert into analytics_consents (user_id, analytics) values (${user.id}, true)`);
    await db.execute(sql`update user_profiles set deletion_requested_at = now() where user_id = ${user.id}`);
    for (const payload of [
      { event_type: 'page_view', event_category: 'navigation', page_path: '/colleges' },
      { event_type: 'analytics_accepted', event_category: 'privacy', page_path: '/' },
    ]) {
      const refused = await send(user, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
      error: { code: 'forbidden', message: PROCESS_POINTS_NO_CONSENT },
      success: false,
      points_awarded: 0,
      message: PROCESS_POINTS_NO_CONSENT,
    });
    }
    const [logged] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from user_activity_logs where user_id = ${user.id}`);
    expect(logged!.count).toBe(0);
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  it('signed out: 401 in the error shape with success false, 0 points and the message (spec 8)', async () => {
    const response = await send(undefined, { event_type: 'page_view', event_category: 'navigation', page_path: '/' });
    expect(response.statusCode).toBe(401);
    const body = response.json();
    expect(body).toEqual({ error: { code: 'unauthorized', message: body.error.message }, success: false, points_awarded: 0, message: body.error.message });
    expect(body.message).not.toBe('');
  });

  it('a failure answers success false, 0 points and "Failed to process points", and writes nothing', async () => {
    const user = await signUpUser(t.app);
    const failing = { ...t.app.ctx, db: { transaction: () => Promise.reject(new Error('database down')) } } as unknown as typeof t.app.ctx;
    const result = await processPointsFor(failing, { userId: user.id, userAgent: null }, { event_type: 'page_view', event_category: 'navigation', page_path: '/' });
    expect(result).toEqual({ success: false, points_awarded: 0, message: PROCESS_POINTS_FAILED });
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  it('an event for an unknown user (a removed account) is a failure, not a 500, and awards nothing', async () => {
    const result = await processPointsFor(t.app.ctx, { userId: 'no-such-user', userAgent: null }, { event_type: 'page_view', event_category: 'navigation', page_path: '/' });
    expect(result).toEqual({ success: false, points_awarded: 0, message: PROCESS_POINTS_FAILED });
  });

  it.each([
    [{ event_type: 'page_view', page_path: '/' }, 'event_category'],
    [{ event_type: 'page_view', event_category: 'x', page_path: 'nope' }, 'page_path'],
    [{ event_type: 'Page View', event_category: 'x', page_path: '/' }, 'event_type'],
    [{ event_type: 'page_view', event_category: 'x', page_path: '/', user_id: 'someone-else' }, '_'],
  ])('bad body %j: 400 naming %s, nothing written', async (payload, field) => {
    const user = await signUpUser(t.app);
    const before = await tableCounts(db, ['rate_limits', 'sessions']);
    const response = await send(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty([field]);
    expect(response.json()).toMatchObject({ success: false, points_awarded: 0, message: response.json().error.message });
    expect(await tableCounts(db, ['rate_limits', 'sessions'])).toEqual(before);
  });
});

describe('my points', () => {
  it('total, this week and the history newest first with an id tie-breaker, 20 a page', async () => {
    const user = await signUpUser(t.app);
    // 22 awards in one statement share created_at: the id orders them.
    await db.execute(sql`insert into points_ledger (user_id, rule, source_type, source_id, points, created_at)
      select ${user.id}, 'page_view', 'page', 'old:' || n, 1, now() - interval '30 days' from generate_series(1, 3) n`);
    await db.execute(sql`insert into points_ledger (user_id, rule, source_type, source_id, points)
      select ${user.id}, 'page_view', 'page', 'new:' || n, 1 from generate_series(1, 22) n`);
    const first = await get<MyPointsResponse>(user, '/api/points/me');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 25, thisWeek: 22, page: 1, hasMore: true });
    expect(first.body.history).toHaveLength(20);
    expect(first.body.history[0]).toMatchObject({ rule: 'page_view', label: 'Viewed a page', points: 1, isReversal: false });
    const second = await get<MyPointsResponse>(user, '/api/points/me?page=2');
    expect(second.body.hasMore).toBe(false);
    const all = [...first.body.history, ...second.body.history];
    expect(all).toHaveLength(25);
    expect(new Set(all.map((row) => row.id)).size).toBe(25);
    const keys = all.map((row) => [row.createdAt, row.id] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? 1 : -1) : a[0] < b[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect(pointsToastText(first.body.thisWeek)).toBe('+22 points');
  });
});

describe('the weekly leaderboard', () => {
  it('lists only opted-in players with a gamer tag for the game, never a name; a minor only once a guardian approved; unique ranks', async () => {
    const make = async (tag: string | null, points: number, options: { optIn?: boolean; age?: number; approved?: boolean; game?: string } = {}) => {
      const user = await signUpUser(t.app, { displayName: `Real Name ${tag}` });
      await setProfile(db, user.id, {
        firstName: 'Real',
        lastName: 'Surname',
        birthDate: birthDateForAge(options.age ?? 20),
        guardianApprovedVisibility: options.approved ? 'public' : null,
      });
      await addGameProfile(db, user.id, options.game ?? 'rocket-league', rankFor(options.game ?? 'rocket-league'), { inGameName: tag });
      if (points > 0) {
        await db.execute(sql`insert into points_ledger (user_id, rule, source_type, source_id, points, created_at)
          values (${user.id}, 'page_view', 'page', 'lb', ${points}, now() - interval '1 second')`);
      }
      if (options.optIn ?? true) {
        const put = await t.app.inject({ method: 'PUT', url: '/api/points/settings', headers: { cookie: user.cookie }, payload: { leaderboardOptIn: true } });
        expect(put.json()).toEqual({ leaderboardOptIn: true });
      }
      return user;
    };
    const viewer = await make('Viewer', 0, { optIn: false });
    const top = await make('TopTag', 30);
    await make('TieA', 20);
    await make('TieB', 20);
    await make('Hidden', 99, { optIn: false });
    await make(null, 50);
    await make('MinorWaiting', 80, { age: 16 });
    await make('MinorOk', 5, { age: 16, approved: true });
    await make('OtherGame', 70, { game: 'valorant' });
    const board = await get<LeaderboardResponse>(viewer, '/api/points/leaderboard?game=rocket-league');
    expect(board.status).toBe(200);
    expect(board.body.optedIn).toBe(false);
    const tags = board.body.entries.map((entry) => entry.gamerTag);
    expect(tags.slice(0, 1)).toEqual(['TopTag']);
    expect(tags).toEqual(expect.arrayContaining(['TieA', 'TieB', 'MinorOk']));
    expect(tags).not.toEqual(expect.arrayContaining(['Hidden']));
    expect(tags.some((tag) => ['Hidden', 'MinorWaiting', 'OtherGame', 'Viewer'].includes(tag))).toBe(false);
    const ranks = board.body.entries.map((entry) => entry.rank);
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(JSON.stringify(board.body)).not.toMatch(/Real|Surname/);
    const again = await get<LeaderboardResponse>(viewer, '/api/points/leaderboard?game=rocket-league');
    expect(again.body.entries).toEqual(board.body.entries);
    const mine = await get<LeaderboardResponse>(top, '/api/points/leaderboard?game=rocket-league');
    expect(mine.body.optedIn).toBe(true);
    expect(mine.body.entries.find((entry) => entry.gamerTag === 'TopTag')?.isYou).toBe(true);
    // Turning it off takes the player off at once.
    await t.app.inject({ method: 'PUT', url: '/api/points/settings', headers: { cookie: top.cookie }, payload: { leaderboardOptIn: false } });
    const after = await get<LeaderboardResponse>(viewer, '/api/points/leaderboard?game=rocket-league');
    expect(after.body.entries.map((entry) => entry.gamerTag)).not.toContain('TopTag');
  });
});

function rankFor(game: string): string {
  return game === 'valorant' ? 'Diamond 2' : 'Diamond II';
}
