import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingEvent } from '#shared/contracts/tracking.ts';
import { TRACKING_MAX_BATCH_BYTES, TRACKING_MAX_BATCH_EVENTS, TRACKING_TEXTS } from '#shared/tracking-constants.ts';
import { analyticsConsents, pagePerformanceMetrics, userActivityLogs, viralActivityEvents } from '#server/db/schema/tracking.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { PLATFORM_ACCESS, signUpPlatformCast, type PlatformCast } from '#server/test/platform-cast.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { claimedColleges } from '#server/test/colleges/college-staff-test-data.ts';
import { deleteExpiredTrackingEvents, PROFILE_VIEWS_MIN_RETENTION_DAYS } from './delete-tracking-events.ts';

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
let player: TestUser;
let cast: PlatformCast;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpPlatformCast(t.app, { displayName: 'Tracked Player' });
  ({ admin, staff, player } = cast);
  other = await signUpUser(t.app, { displayName: 'Other Player' });
});
afterAll(async () => t.close());
// A batch's points are paid after the answer (decision 048): no test may see the payments of the test before it.
afterEach(async () => t.app.ctx.trackedPoints.drain());

const URL = '/api/tracking/events';
const SESSION = '1714000000000-abc123def';
const pageView: TrackingEvent = { type: 'page_view', path: '/learn?x=1', referrer: '/', title: 'Learn' };
const scroll: TrackingEvent = { type: 'scroll_depth', path: '/learn?x=1', depth: 50 };
const accepted = (events: unknown[], extra: Record<string, unknown> = {}) => ({ sessionId: SESSION, consent: { analytics: true }, events, ...extra });
const rejected = (events: unknown[]) => ({ sessionId: SESSION, consent: { analytics: false }, events });
const send = (payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: URL, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload: payload as object });
const activityOf = (userId: string) =>
  t.database.db.select().from(userActivityLogs).where(eq(userActivityLogs.userId, userId)).orderBy(userActivityLogs.createdAt, userActivityLogs.eventType);
const EXCLUDED = ['rate_limits'];

/** A fresh signed-up user per test that needs its own consent state. */
const freshUser = () => signUpUser(t.app, { displayName: 'Fresh Tracked' });

describe('POST /api/tracking/events', () => {
  it('pays points for a signed-in batch\'s page views, searches and college views: once per day and path, up to the daily caps; none without consent or for a visitor', async () => {
    const user = await freshUser();
    const pointsOf = async () =>
      (await rowsOf<{ rule: string; points: number }>(t.database.db, sql`select rule, points from points_ledger where user_id = ${user.id} order by id`)).reduce<Record<string, number>>(
        (sums, row) => ({ ...sums, [row.rule]: (sums[row.rule] ?? 0) + row.points }),
        {},
      );
    const views = Array.from({ length: 12 }, (_, index): TrackingEvent => ({ type: 'page_view', path: `/learn/page-${index}` }));
    const events: TrackingEvent[] = [
      ...views,
      { type: 'page_view', path: '/learn/page-0' },
      { type: 'search', path: '/colleges', scope: 'colleges', query: 'Valorant  varsity', resultCount: 3 },
      { type: 'college_profile_view', path: '/college/demo-u', collegeSlug: 'demo-u' },
    ];
    // Points are paid after the answer (the queue): drain it before reading the ledger.
    expect((await send(accepted(events), user.cookie)).statusCode).toBe(202);
    await t.app.ctx.trackedPoints.drain();
    // page_view: 1 point each, 10 a day; the repeated path earns nothing.
    expect(await pointsOf()).toEqual({ page_view: 10, search: 1, college_profile_view: 2 });
    expect((await send(accepted(events), user.cookie)).statusCode).toBe(202);
    await t.app.ctx.trackedPoints.drain();
    expect(await pointsOf()).toEqual({ page_view: 10, search: 1, college_profile_view: 2 });
    // Batches sent at once are paid one after another for the user, each source once.
    const burst = await freshUser();
    const burstViews = (from: number) => Array.from({ length: 4 }, (_, index): TrackingEvent => ({ type: 'page_view', path: `/burst/${from + index}` }));
    const answers = await Promise.all([0, 2, 4].map((from) => send(accepted(burstViews(from)), burst.cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    await t.app.ctx.trackedPoints.drain();
    expect(await rowsOf(t.database.db, sql`select source_id from points_ledger where user_id = ${burst.id} order by source_id`)).toHaveLength(8);
    // Without consent nothing is stored and nothing paid; a visitor's batch pays nobody.
    const refused = await freshUser();
    expect((await send(rejected([{ type: 'page_view', path: '/x' }]), refused.cookie)).statusCode).toBe(400);
    expect((await send(accepted([{ type: 'page_view', path: '/y' }]))).statusCode).toBe(202);
    await t.app.ctx.trackedPoints.drain();
    expect(await rowsOf(t.database.db, sql`select 1 from points_ledger where user_id = ${refused.id}`)).toEqual([]);
  });

  it('stores each kind of event in its table for the session’s user, with the request’s user agent', async () => {
    const user = await freshUser();
    const events: TrackingEvent[] = [
      pageView,
      scroll,
      { type: 'page_performance', path: '/learn?x=1', loadTime: 850, timeOnPage: 12000, scrollDepth: 75, interactions: 4 },
      { type: 'share', path: '/player/ace', contentType: 'player_profile', contentId: 'ace', platform: 'copy_link' },
      { type: 'college_profile_view', path: '/college/demo-u', collegeSlug: 'demo-u' },
      { type: 'search', path: '/colleges', scope: 'colleges', query: 'valorant', resultCount: 12 },
      { type: 'recruitment_action', path: '/pipeline', action: 'pipeline_move', targetType: 'pipeline_entry', targetId: 'e1' },
      { type: 'javascript_error', path: '/learn', message: 'x is undefined', source: '/assets/app.js', line: 3, column: 9 },
      { type: 'promise_rejection', path: '/learn', reason: 'Network down' },
    ];
    const response = await send(accepted(events), user.cookie, { 'user-agent': 'Vitest Browser/1.0' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: events.length });

    const activity = await activityOf(user.id);
    expect(activity.map((row) => [row.eventType, row.eventCategory]).sort()).toEqual(
      [
        ['college_profile_view', 'recruiting'],
        ['javascript_error', 'error'],
        ['page_view', 'navigation'],
        ['promise_rejection', 'error'],
        ['recruitment_action', 'recruiting'],
        ['scroll_depth', 'engagement'],
        ['search', 'search'],
      ].sort(),
    );
    expect(activity.find((row) => row.eventType === 'page_view')).toMatchObject({
      pagePath: '/learn?x=1',
      referrer: '/',
      sessionId: SESSION,
      userAgent: 'Vitest Browser/1.0',
      properties: { title: 'Learn' },
    });
    expect(activity.find((row) => row.eventType === 'scroll_depth')!.properties).toEqual({ depth: 50 });
    expect(activity.find((row) => row.eventType === 'search')!.properties).toEqual({ scope: 'colleges', query: 'valorant', result_count: 12 });

    const [metrics] = await t.database.db.select().from(pagePerformanceMetrics).where(eq(pagePerformanceMetrics.userId, user.id));
    expect(metrics).toMatchObject({ pagePath: '/learn?x=1', loadTime: 850, timeOnPage: 12000, scrollDepth: 75, interactionsCount: 4, sessionId: SESSION });
    const [share] = await t.database.db.select().from(viralActivityEvents).where(eq(viralActivityEvents.userId, user.id));
    // Spec section 9: a share has viral coefficient 1 and engagement score 10, whatever the client says.
    expect(share).toMatchObject({ eventType: 'share', sourceContentType: 'player_profile', sourceContentId: 'ace', targetPlatform: 'copy_link', viralCoefficient: 1, engagementScore: 10 });
  });

  it('stores a first page\u2019s bounce as 100 and its absence of bounce as 0, other pages none, so a path\u2019s average is its bounce rate', async () => {
    const user = await freshUser();
    const perf = (path: string, bounced?: boolean): TrackingEvent => ({
      type: 'page_performance', path, loadTime: null, timeOnPage: 1000, scrollDepth: 0, interactions: 0, ...(bounced === undefined ? {} : { bounced }),
    });
    expect((await send(accepted([perf('/bounce-entry', true), perf('/bounce-entry', false), perf('/bounce-entry', false), perf('/bounce-entry', false), perf('/bounce-later')]), user.cookie)).statusCode).toBe(202);
    const rows = await t.database.db
      .select({ path: pagePerformanceMetrics.pagePath, bounceRate: pagePerformanceMetrics.bounceRate })
      .from(pagePerformanceMetrics)
      .where(eq(pagePerformanceMetrics.userId, user.id));
    expect(rows.map((row) => [row.path, row.bounceRate]).sort()).toEqual([
      ['/bounce-entry', 0],
      ['/bounce-entry', 0],
      ['/bounce-entry', 0],
      ['/bounce-entry', 100],
      ['/bounce-later', null],
    ]);
    const [rate] = await rowsOf<{ rate: number }>(
      t.database.db,
      sql`select avg(bounce_rate)::float8 as rate from page_performance_metrics where user_id = ${user.id} and page_path = '/bounce-entry'`,
    );
    expect(rate!.rate).toBe(25);
  });

  it('a visitor’s consented events are stored without a user', async () => {
    const path = `/visitor-${Date.now()}`;
    const response = await send(accepted([{ ...scroll, path }]));
    expect(response.statusCode).toBe(202);
    const rows = await t.database.db.select().from(userActivityLogs).where(eq(userActivityLogs.pagePath, path));
    expect(rows).toEqual([expect.objectContaining({ userId: null, eventType: 'scroll_depth' })]);
  });

  it('stores no link secret: application and confirmation tokens and `token` query values become :token in paths and referrers', async () => {
    const user = await freshUser();
    const secret = 'a'.repeat(43);
    const response = await send(
      accepted([
        { type: 'page_view', path: `/application/view/${secret}`, referrer: `http://localhost:3000/auth/reset-password?token=${secret}&x=1`, title: 'Application' },
        { type: 'page_performance', path: `/application/confirm/${secret}`, loadTime: 10, timeOnPage: 5, scrollDepth: 0, interactions: 1 },
        { type: 'scroll_depth', path: `/college-invitation?token=${secret}`, depth: 25 },
      ]),
      user.cookie,
    );
    expect(response.statusCode).toBe(202);
    const activity = await activityOf(user.id);
    expect(activity.map((row) => [row.pagePath, row.referrer])).toEqual(
      expect.arrayContaining([
        ['/application/view/:token', 'http://localhost:3000/auth/reset-password?token=:token&x=1'],
        ['/college-invitation?token=:token', null],
      ]),
    );
    const performance = await t.database.db.select().from(pagePerformanceMetrics).where(eq(pagePerformanceMetrics.userId, user.id));
    expect(performance.map((row) => row.pagePath)).toEqual(['/application/confirm/:token']);
    const stored = JSON.stringify([activity, performance]);
    expect(stored).not.toContain(secret);
  });

  it('without analytics consent a batch with analytics events is 400 and nothing is written, signed in or not', async () => {
    for (const cookie of [player.cookie, undefined]) {
      const before = await tableCounts(t.database.db, EXCLUDED);
      const response = await send(rejected([{ type: 'privacy', path: '/', action: 'consent_updated', analytics: false }, pageView]), cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ consent: TRACKING_TEXTS.consentRequired });
      expect(await tableCounts(t.database.db, EXCLUDED)).toEqual(before);
    }
  });

  it('privacy events pass without consent; an account that turned analytics off is refused everywhere until it turns it on', async () => {
    const user = await freshUser();
    const off = await send(rejected([{ type: 'privacy', path: '/', action: 'consent_updated', analytics: false }]), user.cookie, { 'user-agent': 'UA' });
    expect(off.statusCode).toBe(202);
    expect(await activityOf(user.id)).toEqual([expect.objectContaining({ eventType: 'consent_updated', eventCategory: 'privacy', userAgent: null, properties: { analytics: false } })]);
    expect(await t.database.db.select().from(analyticsConsents).where(eq(analyticsConsents.userId, user.id))).toEqual([expect.objectContaining({ analytics: false })]);

    // Another browser of the same account still says yes: the account's choice wins.
    const before = await tableCounts(t.database.db, EXCLUDED);
    const refused = await send(accepted([pageView]), user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TRACKING_TEXTS.consentWithdrawn);
    expect(await tableCounts(t.database.db, EXCLUDED)).toEqual(before);

    const on = await send(accepted([{ type: 'privacy', path: '/', action: 'consent_updated', analytics: true }, pageView]), user.cookie);
    expect(on.statusCode).toBe(202);
    expect(await send(accepted([scroll]), user.cookie).then((r) => r.statusCode)).toBe(202);
    expect((await activityOf(user.id)).map((row) => row.eventType)).toEqual(expect.arrayContaining(['consent_updated', 'consent_updated', 'page_view', 'scroll_depth']));
    expect(await t.database.db.select().from(analyticsConsents).where(eq(analyticsConsents.userId, user.id))).toEqual([expect.objectContaining({ analytics: true })]);
  });

  it('cannot write events for another user: a user id anywhere in the body is 400 and the session’s user is the only one written', async () => {
    const before = await tableCounts(t.database.db, EXCLUDED);
    for (const payload of [accepted([pageView], { userId: other.id }), accepted([{ ...pageView, userId: other.id }]), accepted([{ ...pageView, user_id: other.id }])]) {
      const response = await send(payload, player.cookie);
      expect(response.statusCode).toBe(400);
    }
    expect(await tableCounts(t.database.db, EXCLUDED)).toEqual(before);
    expect(await activityOf(other.id)).toEqual([]);
    expect((await send(accepted([pageView]), staff.cookie)).statusCode).toBe(202);
    expect(await activityOf(other.id)).toEqual([]);
  });

  it.each([
    ['an unknown event type', accepted([{ type: 'mine_bitcoin', path: '/' }]), 'events.0.type'],
    ['a scroll depth that is not a milestone', accepted([{ ...scroll, depth: 30 }]), 'events.0.depth'],
    ['a path that is not a path', accepted([{ ...pageView, path: 'https://evil.example' }]), 'events.0.path'],
    ['a negative time on page', accepted([{ type: 'page_performance', path: '/', loadTime: null, timeOnPage: -1, scrollDepth: 0, interactions: 0 }]), 'events.0.timeOnPage'],
    ['a scroll depth over 100', accepted([{ type: 'page_performance', path: '/', loadTime: null, timeOnPage: 1, scrollDepth: 101, interactions: 0 }]), 'events.0.scrollDepth'],
    ['a bounce that is not true or false', accepted([{ type: 'page_performance', path: '/', loadTime: null, timeOnPage: 1, scrollDepth: 0, interactions: 0, bounced: 'yes' }]), 'events.0.bounced'],
    ['a share to an unknown platform', accepted([{ type: 'share', path: '/', contentType: 'player_profile', contentId: 'a', platform: 'myspace' }]), 'events.0.platform'],
    ['no events', accepted([]), 'events'],
    ['more events than a batch holds', accepted(Array.from({ length: TRACKING_MAX_BATCH_EVENTS + 1 }, () => scroll)), 'events'],
    ['no session id', { consent: { analytics: true }, events: [scroll] }, 'sessionId'],
    ['no consent marker', { sessionId: SESSION, events: [scroll] }, 'consent'],
    ['events that are not a list', accepted('page_view' as unknown as unknown[]), 'events'],
  ])('%s is 400 with the field named and nothing written', async (_label, payload, field) => {
    const before = await tableCounts(t.database.db, EXCLUDED);
    const response = await send(payload, player.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty([field]);
    expect(await tableCounts(t.database.db, EXCLUDED)).toEqual(before);
  });

  it('a body over 64 kB is a 400 naming the limit (a batch stays limited to 64 kB), an unparsable one 400, and nothing is written', async () => {
    const before = await tableCounts(t.database.db, EXCLUDED);
    const big = accepted(Array.from({ length: 20 }, () => ({ type: 'javascript_error', path: '/', message: 'x'.repeat(1000), stack: 'y'.repeat(3900) })));
    expect(JSON.stringify(big).length).toBeGreaterThan(TRACKING_MAX_BATCH_BYTES);
    const tooLarge = await send(big, player.cookie);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({
      error: { code: 'validation', message: TRACKING_TEXTS.batchTooLarge, fields: { events: TRACKING_TEXTS.batchTooLarge } },
    });
    expect(TRACKING_TEXTS.batchTooLarge).toBe('A batch is at most 64 kB; send fewer or shorter events');
    const broken = await t.app.inject({ method: 'POST', url: URL, headers: { cookie: player.cookie, 'content-type': 'application/json' }, payload: '{"events": [' });
    expect(broken.statusCode).toBe(400);
    expect(await tableCounts(t.database.db, EXCLUDED)).toEqual(before);
  });

  it('caps batches per signed-in session and per visitor address (429, nothing written past the cap)', async () => {
    const limited = await t.openSecondInstance({ trackingRateLimit: { max: 2, windowSeconds: 60 }, anonymousTrackingRateLimit: { max: 1, windowSeconds: 60 } });
    try {
      const user = await signUpUser(limited.app, { displayName: 'Rate Limited' });
      // A visitor address of its own: the other tests' visitors share the database's counters.
      const post = (cookie?: string) =>
        limited.app.inject({ method: 'POST', url: URL, remoteAddress: '10.20.30.40', headers: cookie ? { cookie } : {}, payload: accepted([scroll]) });
      expect((await post(user.cookie)).statusCode).toBe(202);
      expect((await post(user.cookie)).statusCode).toBe(202);
      const third = await post(user.cookie);
      expect(third.statusCode).toBe(429);
      expect(third.json().error.message).toBe(TRACKING_TEXTS.rateLimited);
      expect(await activityOf(user.id)).toHaveLength(2);
      // Another session of another user is counted apart.
      expect((await post(other.cookie)).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('retention and deletion', () => {
  it('the retention rule deletes raw events older than the period from all three tables, in chunks, and keeps the rest', async () => {
    const user = await freshUser();
    await send(
      accepted([
        { ...pageView, path: '/old-1' },
        { ...pageView, path: '/old-2' },
        { ...pageView, path: '/old-3' },
        { type: 'page_performance', path: '/old', loadTime: 1, timeOnPage: 1, scrollDepth: 1, interactions: 1 },
        { type: 'share', path: '/old', contentType: 'player_profile', contentId: 'x', platform: 'email' },
      ]),
      user.cookie,
    );
    await t.database.db.execute(sql`update user_activity_logs set created_at = now() - interval '181 days' where user_id = ${user.id}`);
    await t.database.db.execute(sql`update page_performance_metrics set created_at = now() - interval '181 days' where user_id = ${user.id}`);
    await t.database.db.execute(sql`update viral_activity_events set created_at = now() - interval '181 days' where user_id = ${user.id}`);
    await send(accepted([{ ...pageView, path: '/fresh' }]), user.cookie);
    // Rows near the limit stay.
    await send(accepted([{ ...pageView, path: '/179-days' }]), user.cookie);
    await t.database.db.execute(sql`update user_activity_logs set created_at = now() - interval '179 days' where user_id = ${user.id} and page_path = '/179-days'`);

    const run = await deleteExpiredTrackingEvents(t.database.db, 180, 2);
    expect(run.deleted.user_activity_logs).toBeGreaterThanOrEqual(3);
    expect(run.deleted.page_performance_metrics).toBeGreaterThanOrEqual(1);
    expect(run.deleted.viral_activity_events).toBeGreaterThanOrEqual(1);
    expect((await activityOf(user.id)).map((row) => row.pagePath).sort()).toEqual(['/179-days', '/fresh']);
    const [left] = await rowsOf<{ count: number }>(
      t.database.db,
      sql`select (select count(*) from page_performance_metrics where user_id = ${user.id}) + (select count(*) from viral_activity_events where user_id = ${user.id}) as count`,
    );
    expect(Number(left!.count)).toBe(0);
  });

  it('colleges’ views of a profile follow the retention rule by their day, but are kept at least the digest’s two weeks', async () => {
    const user = await freshUser();
    const [college] = await claimedColleges(t.database.db, 1);
    const viewDaysAgo = (days: number) =>
      t.database.db.execute(sql`insert into profile_views (player_user_id, college_id, day)
        values (${user.id}, ${college!.id}, (now() at time zone 'UTC')::date - ${days}::int)`);
    const daysLeft = async () =>
      (
        await rowsOf<{ age: number }>(
          t.database.db,
          sql`select ((now() at time zone 'UTC')::date - day)::int as age from profile_views where player_user_id = ${user.id} order by day`,
        )
      ).map((row) => Number(row.age));
    for (const days of [181, 180, 179, 15, 14, 10]) await viewDaysAgo(days);
    const run = await deleteExpiredTrackingEvents(t.database.db, 180, 2);
    expect(run.deleted.profile_views).toBeGreaterThanOrEqual(1);
    expect(await daysLeft()).toEqual([180, 179, 15, 14, 10]);
    // A retention period shorter than the digest's window keeps the views the next digest reports.
    expect(PROFILE_VIEWS_MIN_RETENTION_DAYS).toBe(14);
    await deleteExpiredTrackingEvents(t.database.db, 3);
    expect(await daysLeft()).toEqual([14, 10]);
  });

  it('asking for the account’s deletion deletes its raw events and colleges’ views of its profile at once and refuses new analytics; other users keep theirs', async () => {
    const user = await freshUser();
    await send(
      accepted([pageView, { type: 'page_performance', path: '/', loadTime: 1, timeOnPage: 1, scrollDepth: 1, interactions: 1 }, { type: 'share', path: '/', contentType: 'player_profile', contentId: 'x', platform: 'email' }]),
      user.cookie,
    );
    await send(accepted([pageView]), other.cookie);
    const [college] = await claimedColleges(t.database.db, 1);
    await t.database.db.execute(sql`insert into profile_views (player_user_id, college_id, day) values (${user.id}, ${college!.id}, (now() at time zone 'UTC')::date), (${other.id}, ${college!.id}, (now() at time zone 'UTC')::date)`);
    const viewsOf = (userId: string) => rowsOf(t.database.db, sql`select 1 from profile_views where player_user_id = ${userId}`);
    const otherBefore = (await activityOf(other.id)).length;
    const response = await t.app.inject({ method: 'POST', url: `/api/players/${user.id}/deletion-request`, headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    expect(await activityOf(user.id)).toEqual([]);
    expect(await t.database.db.select().from(pagePerformanceMetrics).where(eq(pagePerformanceMetrics.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(viralActivityEvents).where(eq(viralActivityEvents.userId, user.id))).toEqual([]);
    expect(await viewsOf(user.id)).toEqual([]);
    expect((await send(accepted([pageView]), user.cookie)).statusCode).toBe(403);
    // A new choice cannot turn analytics back on while the deletion is pending.
    expect((await send(accepted([{ type: 'privacy', path: '/', action: 'consent_updated', analytics: true }, pageView]), user.cookie)).statusCode).toBe(403);
    expect(await activityOf(user.id)).toEqual([]);
    expect(await rowsOf(t.database.db, sql`select analytics from analytics_consents where user_id = ${user.id}`)).toEqual([{ analytics: false }]);
    expect(await activityOf(other.id)).toHaveLength(otherBefore);
    expect(await viewsOf(other.id)).toHaveLength(1);
  });

  it('removing the account removes its events and its privacy choice (cascade)', async () => {
    const user = await freshUser();
    await send(accepted([{ type: 'privacy', path: '/', action: 'consent_updated', analytics: true }, pageView]), user.cookie);
    await send(accepted([{ type: 'share', path: '/', contentType: 'player_profile', contentId: 'x', platform: 'email' }]), user.cookie);
    await t.database.db.execute(sql`delete from profiles where id = ${user.id}`);
    const [left] = await rowsOf<{ count: number }>(
      t.database.db,
      sql`select (select count(*) from user_activity_logs where user_id = ${user.id}) + (select count(*) from viral_activity_events where user_id = ${user.id})
        + (select count(*) from analytics_consents where user_id = ${user.id}) as count`,
    );
    expect(Number(left!.count)).toBe(0);
  });
});

describe('GET /api/tracking/consent', () => {
  const readConsent = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/tracking/consent', headers: cookie ? { cookie } : {} });
  const choose = (analytics: boolean, cookie: string) =>
    send({ sessionId: SESSION, consent: { analytics }, events: [{ type: 'privacy', path: '/account', action: 'consent_updated', analytics }] }, cookie);

  it('anonymous → 401 in the API\u2019s error shape', async () => {
    const response = await readConsent();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('every signed-in role reads its own account\u2019s choice only: none yet, then the last one sent, with its time', async () => {
    for (const make of [() => freshUser(), () => signUpWithRoles(t.app, ['yes_staff']), () => signUpWithRoles(t.app, ['yes_admin'])]) {
      const user = await make();
      expect((await readConsent(user.cookie)).json()).toEqual({ analytics: null, decidedAt: null });
      expect((await choose(false, user.cookie)).statusCode).toBe(202);
      const first = (await readConsent(user.cookie)).json();
      expect(first).toEqual({ analytics: false, decidedAt: expect.any(String) });
      expect((await choose(true, user.cookie)).statusCode).toBe(202);
      const second = (await readConsent(user.cookie)).json();
      expect(second.analytics).toBe(true);
      expect(Date.parse(second.decidedAt)).toBeGreaterThanOrEqual(Date.parse(first.decidedAt));
    }
    // Another account's choice is not the caller's: a fresh account still has none.
    expect((await readConsent((await freshUser()).cookie)).json()).toEqual({ analytics: null, decidedAt: null });
  });
});

describe('GET /api/admin/activity', () => {
  it.each(PLATFORM_ACCESS)('%s → %i', async (who, status) => {
    await send(accepted([pageView]), player.cookie);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/activity', headers: cast.headersOf(who) });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().events.length).toBeGreaterThan(0);
    else expect(response.json().error).toBeDefined();
  });

  it('lists the newest first with the user’s email and name, bounded by limit', async () => {
    const user = await signUpUser(t.app, { displayName: 'Listed Player' });
    for (const path of ['/a', '/b', '/c']) await send(accepted([{ type: 'page_view', path }]), user.cookie);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/activity?limit=2', headers: { cookie: staff.cookie } });
    const { events } = response.json();
    expect(events).toHaveLength(2);
    expect(events.map((event: { pagePath: string }) => event.pagePath)).toEqual(['/c', '/b']);
    expect(events[0]).toMatchObject({ userId: user.id, userEmail: user.email, userName: 'Listed Player', eventType: 'page_view' });
  });

  it('refuses a limit outside 1..200', async () => {
    for (const limit of ['0', '201', 'many']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/activity?limit=${limit}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(['querystring.limit']);
    }
  });
});
