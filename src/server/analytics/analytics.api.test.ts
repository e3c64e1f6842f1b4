/**
 * The privileged analytics (docs/decisions/050) on a small known data set:
 * events placed on fixed days of 2001 (no other test writes there), so every
 * number below is exact. Access by role: analytics-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_TEXTS, ANALYTICS_TOP_ROUTES, addDays, defaultAnalyticsRange } from '#shared/contracts/analytics.ts';
import { claimedColleges } from '#server/test/colleges/college-staff-test-data.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { insertPublishedForm, insertSubmission } from '#server/test/player-recruiting/player-recruiting-test-data.ts';
import { publishProfile } from '#server/test/profiles/player-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let admin: TestUser;
let a: TestUser;
let b: TestUser;
let c: TestUser;
let d: TestUser;

type Row = { user: TestUser | null; type: string; at: string; path?: string; properties?: Record<string, unknown> };

async function insertActivity(rows: Row[]) {
  for (const row of rows) {
    await t.app.ctx.db.execute(
      sql`insert into user_activity_logs (user_id, event_type, page_path, properties, created_at)
          values (${row.user?.id ?? null}, ${row.type}, ${row.path ?? '/'}, ${JSON.stringify(row.properties ?? {})}::jsonb, ${row.at}::timestamptz)`,
    );
  }
}

const get = (chart: string, query = '', user: TestUser = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/analytics/${chart}${query}`, headers: { cookie: user.cookie } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  [a, b, c, d] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
  await insertActivity([
    // Just outside the range on both sides.
    { user: d, type: 'page_view', at: '2001-02-28T23:59:59Z', path: '/player/x' },
    { user: d, type: 'search', at: '2001-03-04T00:00:00Z' },
    // 2001-03-01: a and b, two player pages, a visitor's view of a static page that looks like an article, a search.
    { user: a, type: 'page_view', at: '2001-03-01T00:00:00Z', path: '/player/ace?tab=valorant' },
    { user: a, type: 'page_view', at: '2001-03-01T10:00:00Z', path: '/player/bo#clips' },
    { user: null, type: 'page_view', at: '2001-03-01T11:00:00Z', path: '/learn/new' },
    { user: b, type: 'search', at: '2001-03-01T12:00:00Z', path: '/colleges' },
    // 2001-03-02: two searches of a, one of a visitor, a college page with a trailing slash, points.
    { user: a, type: 'search', at: '2001-03-02T01:00:00Z', path: '/colleges' },
    { user: a, type: 'search', at: '2001-03-02T02:00:00Z', path: '/players' },
    { user: null, type: 'search', at: '2001-03-02T03:00:00Z', path: '/colleges' },
    { user: b, type: 'page_view', at: '2001-03-02T04:00:00Z', path: '/college/demo-u/' },
    { user: a, type: 'share', at: '2001-03-02T05:00:00Z', properties: { points_awarded: 10 } },
    { user: b, type: 'search', at: '2001-03-02T06:00:00Z', properties: { points_awarded: 2 } },
    { user: b, type: 'custom', at: '2001-03-02T07:00:00Z', properties: { points_awarded: 'lots' } },
    // 2001-03-03: c only, a page view at the day's last moment.
    { user: c, type: 'page_view', at: '2001-03-03T23:59:59.999Z', path: '/' },
  ]);
  // The points ledger (decision 048): awards on 2001-03-02, one outside the range, and on 2001-03-03 an award taken back the same day.
  const award = (user: TestUser, rule: string, sourceId: string, points: number, at: string) =>
    rowsOf<{ id: string }>(
      t.app.ctx.db,
      sql`insert into points_ledger (user_id, rule, source_type, source_id, points, created_at) values (${user.id}, ${rule}, 'test', ${sourceId}, ${points}, ${at}::timestamptz) returning id`,
    );
  await award(a, 'share_opened', 'link-1', 10, '2001-03-02T05:00:00Z');
  await award(b, 'search', '2001-03-02:valorant', 2, '2001-03-02T06:00:00Z');
  await award(d, 'page_view', '2001-02-28:/x', 1, '2001-02-28T23:00:00Z');
  const [taken] = await award(b, 'highlight_added', 'https://youtu.be/x', 5, '2001-03-03T01:00:00Z');
  await t.app.ctx.db.execute(sql`insert into points_ledger (user_id, rule, source_type, source_id, points, reverses_id, created_at)
    values (${b.id}, 'highlight_added', 'test', 'https://youtu.be/x', -5, ${taken!.id}, '2001-03-03T02:00:00Z')`);
});
afterAll(async () => t.close());

const RANGE = '?from=2001-03-01&to=2001-03-03';

describe('the charts on a known data set', () => {
  it('daily active users: distinct signed-in users per UTC day (zero on a day without any), summed over the range', async () => {
    const response = await get('daily-active-users', RANGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2001-03-01',
      to: '2001-03-03',
      days: [
        { day: '2001-03-01', value: 2 },
        { day: '2001-03-02', value: 2 },
        { day: '2001-03-03', value: 1 },
      ],
      total: 5,
    });
  });

  it('searches: every search event per day, visitors included', async () => {
    const response = await get('searches', RANGE);
    expect(response.json().days).toEqual([
      { day: '2001-03-01', value: 1 },
      { day: '2001-03-02', value: 4 },
      { day: '2001-03-03', value: 0 },
    ]);
    expect(response.json().total).toBe(5);
  });

  it('page views per route: ids and slugs folded into their pattern, query, hash and trailing slash dropped, static pages kept', async () => {
    const response = await get('page-views', RANGE);
    expect(response.json()).toEqual({
      from: '2001-03-01',
      to: '2001-03-03',
      routes: [
        { route: '/player/:slug', views: 2 },
        { route: '/', views: 1 },
        { route: '/college/:slug', views: 1 },
        { route: '/learn/new', views: 1 },
      ],
      total: 5,
    });
  });

  it(`page views beyond the ${ANALYTICS_TOP_ROUTES} busiest routes are summed as "${ANALYTICS_TEXTS.otherRoutes}"`, async () => {
    const rows: Row[] = [];
    for (let index = 0; index < ANALYTICS_TOP_ROUTES + 2; index += 1) {
      for (let view = 0; view <= index; view += 1) rows.push({ user: a, type: 'page_view', at: '2001-06-10T12:00:00Z', path: `/page-${String(index).padStart(2, '0')}` });
    }
    await insertActivity(rows);
    const routes = (await get('page-views', '?from=2001-06-10&to=2001-06-10')).json().routes;
    expect(routes).toHaveLength(ANALYTICS_TOP_ROUTES + 1);
    expect(routes[0]).toEqual({ route: '/page-11', views: 12 });
    expect(routes.at(-1)).toEqual({ route: ANALYTICS_TEXTS.otherRoutes, views: 1 + 2 });
  });

  it('points: the ledger\'s points awarded and points reversed per UTC day, as two series', async () => {
    const response = await get('points', RANGE);
    expect(response.json()).toEqual({
      from: '2001-03-01',
      to: '2001-03-03',
      days: [
        { day: '2001-03-01', awarded: 0, reversed: 0 },
        { day: '2001-03-02', awarded: 12, reversed: 0 },
        { day: '2001-03-03', awarded: 5, reversed: 5 },
      ],
      awarded: 17,
      reversed: 5,
    });
  });

  it('the funnel: accounts created in the range, those of them who published a player profile, and those who then submitted an interest form', async () => {
    const db = t.app.ctx.db;
    const [college] = await claimedColleges(db, 1, 80);
    const programId = await insertProgram(db, college!.id, 'valorant', 'varsity');
    const form = await insertPublishedForm(db, programId);
    const inRange = (user: TestUser, day: string) => db.execute(sql`update profiles set created_at = ${`${day}T12:00:00Z`}::timestamptz where id = ${user.id}`);
    await inRange(a, '2001-05-01');
    await inRange(b, '2001-05-15');
    await inRange(c, '2001-05-31');
    await inRange(d, '2001-04-30');
    await publishProfile(db, a.id, { publishedAt: new Date('2001-05-02T00:00:00Z') });
    await publishProfile(db, b.id, { publishedAt: new Date('2001-05-20T00:00:00Z') });
    // d published and submitted, but signed up before the range; c submitted without a published profile.
    await publishProfile(db, d.id, { publishedAt: new Date('2001-05-03T00:00:00Z') });
    for (const user of [a, c, d]) await insertSubmission(db, { ...form, programId }, { userId: user.id, name: 'Ace', email: user.email });
    await db.execute(sql`update interest_form_submissions set created_at = '2001-05-10T00:00:00Z' where form_id = ${form.formId}`);

    const response = await get('funnel', '?from=2001-05-01&to=2001-05-31');
    expect(response.statusCode).toBe(200);
    expect(response.json().steps).toEqual([
      { key: 'signed_up', label: 'Signed up', count: 3 },
      { key: 'published_profile', label: 'Published a player profile', count: 2 },
      { key: 'submitted_form', label: 'Submitted an interest form', count: 1 },
    ]);
    // By the end of a range that stops before b published: b has not published yet.
    expect((await get('funnel', '?from=2001-05-01&to=2001-05-19')).json().steps.map((step: { count: number }) => step.count)).toEqual([2, 1, 1]);
  });
});

describe('the rollup', () => {
  it('stores each closed day once and reads it back; the days not over yet are counted live', async () => {
    const stored = async () =>
      (await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from analytics_daily_stats where metric = 'searches' and day between '2001-03-01' and '2001-03-03'`))[0];
    await get('searches', RANGE);
    expect(await stored()).toEqual({ n: 3 });
    await get('searches', RANGE);
    expect(await stored()).toEqual({ n: 3 });

    const today = defaultAnalyticsRange().to;
    const todays = async () => (await get('searches', `?from=${today}&to=${today}`)).json().days[0].value as number;
    const before = await todays();
    await insertActivity([{ user: a, type: 'search', at: new Date().toISOString() }]);
    expect(await todays()).toBe(before + 1);
    await insertActivity([{ user: b, type: 'search', at: new Date().toISOString() }]);
    expect(await todays()).toBe(before + 2);
  });
});

describe('the range', () => {
  it('defaults to the last 30 days up to today (UTC), one entry per day', async () => {
    const response = await get('searches');
    expect(response.statusCode).toBe(200);
    const { from, to } = defaultAnalyticsRange();
    expect(response.json()).toMatchObject({ from, to });
    expect(response.json().days).toHaveLength(30);
    expect(response.json().days[29].day).toBe(to);
  });

  it('with only a start, runs 30 days from it; 365 days is the most', async () => {
    expect((await get('searches', '?from=2001-03-01')).json()).toMatchObject({ from: '2001-03-01', to: '2001-03-30' });
    const year = await get('daily-active-users', '?from=2001-01-01&to=2001-12-31');
    expect(year.statusCode).toBe(200);
    expect(year.json().days).toHaveLength(365);
  });

  const bad: Array<[string, string, string]> = [
    ['?from=2001-03-05&to=2001-03-01', 'from', ANALYTICS_TEXTS.order],
    ['?from=2001-01-01&to=2002-01-01', 'from', ANALYTICS_TEXTS.span],
    ['?from=2001-02-30', 'from', ANALYTICS_TEXTS.dayFormat],
    ['?to=yesterday', 'to', ANALYTICS_TEXTS.dayFormat],
    ['?from=1999-12-31', 'from', ANALYTICS_TEXTS.dayBounds],
    [`?to=${addDays(defaultAnalyticsRange().to, 2)}`, 'to', ANALYTICS_TEXTS.dayBounds],
  ];
  for (const [query, field, message] of bad) {
    it(`${query} is 400 with "${message}" on ${field}`, async () => {
      const response = await get('page-views', query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [`querystring.${field}`]: message });
    });
  }

  it('an unknown parameter is 400', async () => {
    const response = await get('funnel', '?from=2001-03-01&userId=x');
    expect(response.statusCode).toBe(400);
  });
});
