/**
 * Short links (issue 13.6, docs/decisions/039): /r/{code} redirects and
 * counts a click per day without keeping anything about the visitor; an
 * expired or turned-off link answers 410 and an unknown code 404, each with
 * the web client's page; /r/ is rate limited per client; the Links tab's
 * list, creation, change and deletion; the player's card link; which `via`
 * codes a form's submission counts for.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_LINK_CODE_PATTERN } from '#shared/recruiting/recruiting-values.ts';
import { SHORT_LINK_TEXTS, type ProgramLinksResponse, type ShortLink } from '#shared/contracts/short-links.ts';
import { grantCollegeRole } from '#server/test/colleges/college-staff-test-data.ts';
import { publishProfile, setProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';
import { countLinkSubmission, shortLinkForSubmission } from './count-link-submission.ts';
import { collegesWithPrograms, insertForm, insertLink, insertOutcome, setDailyStats, type TestProgram } from '../test/short-links/recruiting-test-data.ts';
import { removeWebRoot, standInWebRoot } from '#server/test/web-root.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Esports Recruiting</title></head><body><div id="root"></div></body></html>';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
let t: TestApp;
let webRoot: string;
let program!: TestProgram;
let staff: TestUser;
let player: TestUser;
let playerSlug: string;

beforeAll(async () => {
  webRoot = standInWebRoot(INDEX_HTML);
  t = await createTestApp({ serveWeb: true, webRoot });
  const { db } = t.app.ctx;
  program = (await collegesWithPrograms(db, 1))[0]!;
  staff = await signUpUser(t.app);
  await grantCollegeRole(db, staff.id, 'programs_college_staff', program!.collegeId);
  player = await signUpUser(t.app);
  playerSlug = (await publishProfile(db, player.id, { slug: `links-player-${Date.now()}` })).slug;
});
afterAll(async () => {
  await t?.close();
  removeWebRoot(webRoot);
});

const follow = (code: string, headers: Record<string, string> = { 'user-agent': BROWSER }, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/r/${code}`, headers });

async function clicksOf(linkId: string): Promise<number> {
  const [row] = await rowsOf<{ clicks: number }>(t.app.ctx.db, sql`select coalesce(sum(clicks), 0)::int as clicks from short_link_daily_stats where link_id = ${linkId}`);
  return row!.clicks;
}

describe('GET /r/{code}', () => {
  it('redirects a form link to the form page with ?via= and counts one click for today, keeping nothing about the visitor', async () => {
    const { db } = t.app.ctx;
    const form = await insertForm(db, program.id);
    const link = await insertLink(db, { targetType: 'form', formId: form.id, programId: program.id });
    const before = await tableCounts(db, ['short_link_daily_stats', 'rate_limits']);
    const response = await follow(link.code);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/college/${program.collegeSlug}/apply/${form.id}?via=${link.code}`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['set-cookie']).toBeUndefined();
    await follow(link.code);
    expect(await clicksOf(link.id)).toBe(2);
    const [day] = await rowsOf<{ today: boolean }>(db, sql`select day = (now() at time zone 'UTC')::date as today from short_link_daily_stats where link_id = ${link.id}`);
    expect(day?.today).toBe(true);
    // Nothing else is written (no visitor row anywhere).
    expect(await tableCounts(db, ['short_link_daily_stats', 'rate_limits'])).toEqual(before);
  });

  it('redirects college, public player card and status links to their pages', async () => {
    const { db } = t.app.ctx;
    const college = await insertLink(db, { targetType: 'college', collegeId: program.collegeId, programId: program.id });
    expect((await follow(college.code)).headers.location).toBe(`/college/${program.collegeSlug}`);
    const card = await insertLink(db, { targetType: 'player_card', playerUserId: player.id, ownerUserId: player.id });
    expect((await follow(card.code)).headers.location).toBe(`/player/${playerSlug}/card`);
    const outcomeId = await insertOutcome(db, { playerUserId: player.id, collegeId: program.collegeId, programId: program.id });
    const status = await insertLink(db, { targetType: 'status', outcomeId });
    expect((await follow(status.code)).headers.location).toBe(`/recruiting-status/${outcomeId}`);
  });

  it('redirects but does not count HEAD, prefetches, link previews and crawlers', async () => {
    const { db } = t.app.ctx;
    const link = await insertLink(db, { targetType: 'college', collegeId: program.collegeId, programId: program.id });
    expect((await follow(link.code, { 'user-agent': BROWSER }, 'HEAD')).statusCode).toBe(302);
    expect((await follow(link.code, { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' })).statusCode).toBe(302);
    expect((await follow(link.code, { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' })).statusCode).toBe(302);
    expect((await follow(link.code, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).statusCode).toBe(302);
    expect(await clicksOf(link.id)).toBe(0);
    await follow(link.code);
    expect(await clicksOf(link.id)).toBe(1);
  });

  it('answers an expired or turned-off link 410 with the web client’s page, counting nothing; the status API says why', async () => {
    const { db } = t.app.ctx;
    const expired = await insertLink(db, { targetType: 'college', collegeId: program.collegeId, expired: true });
    const disabled = await insertLink(db, { targetType: 'college', collegeId: program.collegeId, disabled: true });
    for (const link of [expired, disabled]) {
      const response = await follow(link.code);
      expect(response.statusCode).toBe(410);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(await clicksOf(link.id)).toBe(0);
    }
    const expiredStatus = await t.app.inject({ method: 'GET', url: `/api/short-links/${expired.code}/status` });
    expect(expiredStatus.statusCode).toBe(410);
    expect(expiredStatus.json().error.message).toBe(SHORT_LINK_TEXTS.goneExpired);
    const disabledStatus = await t.app.inject({ method: 'GET', url: `/api/short-links/${disabled.code}/status` });
    expect(disabledStatus.json().error.message).toBe(SHORT_LINK_TEXTS.goneDisabled);
  });

  it('answers a card link of a profile that is not public with the friendly page (404), and redirects again once it is', async () => {
    const { db } = t.app.ctx;
    const other = await signUpUser(t.app);
    await publishProfile(db, other.id, { slug: `private-card-${Date.now()}`, visibility: 'recruiters_only' });
    const link = await insertLink(db, { targetType: 'player_card', playerUserId: other.id, ownerUserId: other.id });
    const response = await follow(link.code);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX_HTML);
    const status = await t.app.inject({ method: 'GET', url: `/api/short-links/${link.code}/status` });
    expect(status.json()).toEqual({ state: 'unavailable', targetPath: null });
    await setProfile(db, other.id, { visibility: 'public' });
    expect((await follow(link.code)).statusCode).toBe(302);
  });

  it('answers unknown and malformed codes 404 with the web client’s page (its not-found page)', async () => {
    for (const code of ['BCDFGHJ', 'abc', 'OOOOOOO', 'BCDFGHJK']) {
      const response = await follow(code);
      expect(response.statusCode, code).toBe(404);
      expect(response.body).toBe(INDEX_HTML);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/short-links/BCDFGHJ/status' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/short-links/abc/status' })).statusCode).toBe(400);
  });

  it('limits each client address (429 with the web client’s page), other addresses unaffected', async () => {
    const limited = await t.openSecondInstance({ shortLinkRateLimit: { max: 2, windowSeconds: 60 } });
    try {
      const link = await insertLink(t.app.ctx.db, { targetType: 'college', collegeId: program.collegeId });
      const from = (remoteAddress: string) => limited.app.inject({ method: 'GET', url: `/r/${link.code}`, remoteAddress, headers: { 'user-agent': BROWSER } });
      expect((await from('198.51.100.7')).statusCode).toBe(302);
      expect((await from('198.51.100.7')).statusCode).toBe(302);
      const refused = await from('198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toBe(INDEX_HTML);
      expect((await from('198.51.100.8')).statusCode).toBe(302);
      expect(await clicksOf(link.id)).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

describe('a program’s links (the Links tab)', () => {
  const asStaff = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: staff.cookie }, ...(payload ? { payload } : {}) });

  it('creates form and college links with 7-character codes, and refuses a draft form, another program’s form and a past expiry (400, nothing written)', async () => {
    const { db } = t.app.ctx;
    const form = await insertForm(db, program.id, 'Spring tryouts');
    const created = await asStaff('POST', `/api/programs/${program.id}/short-links`, { target: 'form', formId: form.id, label: 'Flyer' });
    expect(created.statusCode).toBe(201);
    const link = created.json<ShortLink>();
    expect(link).toMatchObject({ target: 'form', targetLabel: 'Spring tryouts', label: 'Flyer', state: 'active', formId: form.id, targetPath: `/college/${program.collegeSlug}/apply/${form.id}` });
    expect(link.code).toMatch(SHORT_LINK_CODE_PATTERN);
    expect(link.path).toBe(`/r/${link.code}`);
    const college = await asStaff('POST', `/api/programs/${program.id}/short-links`, { target: 'college' });
    expect(college.json()).toMatchObject({ target: 'college', targetLabel: program.collegeName, targetPath: `/college/${program.collegeSlug}` });

    const draft = await insertForm(db, program.id, 'Draft', 'draft');
    const [elsewhere] = await collegesWithPrograms(db, 1, 5);
    const otherForm = await insertForm(db, elsewhere!.id);
    const before = await tableCounts(db, ['rate_limits']);
    const refusals = [
      [{ target: 'form', formId: draft.id }, 'formId', SHORT_LINK_TEXTS.formNotPublished],
      [{ target: 'form', formId: otherForm.id }, 'formId', SHORT_LINK_TEXTS.formNotFound],
      [{ target: 'college', expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt', SHORT_LINK_TEXTS.expiryInPast],
      [{ target: 'college', label: '<b>x</b>' }, 'label', 'Label must be plain text (no HTML tags)'],
      [{ target: 'player_card' }, 'target', undefined],
    ] as const;
    for (const [body, field, message] of refusals) {
      const response = await asStaff('POST', `/api/programs/${program.id}/short-links`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const fields = response.json().error.fields as Record<string, string>;
      expect(Object.keys(fields).some((key) => key.startsWith(field)), JSON.stringify(fields)).toBe(true);
      if (message) expect(fields[field]).toBe(message);
    }
    expect(await tableCounts(db, ['rate_limits'])).toEqual(before);
  });

  it('lists the links newest first with clicks over 7 and 30 days, all time, submissions and per day, and the program’s forms', async () => {
    const { db } = t.app.ctx;
    const [own] = await collegesWithPrograms(db, 1, 10);
    await grantCollegeRole(db, staff.id, 'programs_college_staff', own!.collegeId);
    const form = await insertForm(db, own!.id, 'Fall interest');
    const older = await insertLink(db, { targetType: 'form', formId: form.id, programId: own!.id, label: 'Older' });
    await db.execute(sql`update short_links set created_at = now() - interval '1 day' where id = ${older.id}`);
    const newer = await insertLink(db, { targetType: 'college', collegeId: own!.collegeId, programId: own!.id, disabled: true });
    await setDailyStats(db, older.id, 0, 3, 1);
    await setDailyStats(db, older.id, 6, 2);
    await setDailyStats(db, older.id, 7, 5, 2);
    await setDailyStats(db, older.id, 29, 7);
    await setDailyStats(db, older.id, 30, 11, 4);
    // Another program's link is not listed.
    await insertLink(db, { targetType: 'college', collegeId: program.collegeId, programId: program.id });

    const response = await asStaff('GET', `/api/programs/${own!.id}/short-links`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ProgramLinksResponse>();
    expect(body.program).toEqual({ id: own!.id, collegeSlug: own!.collegeSlug, collegeName: own!.collegeName });
    expect(body.days).toHaveLength(30);
    expect(body.links.map((link) => link.id)).toEqual([newer.id, older.id]);
    expect(body.links[0]!.state).toBe('disabled');
    expect(body.links[0]!.stats).toEqual({ clicks7d: 0, clicks30d: 0, clicksTotal: 0, submissions30d: 0, submissionsTotal: 0, days: [] });
    const stats = body.links[1]!.stats;
    expect(stats).toMatchObject({ clicks7d: 5, clicks30d: 17, clicksTotal: 28, submissions30d: 3, submissionsTotal: 7 });
    expect(stats.days.map((day) => day.clicks)).toEqual([7, 5, 2, 3]);
    expect(stats.days.at(-1)!.day).toBe(body.days.at(-1));
    expect(body.forms).toEqual([{ id: form.id, title: 'Fall interest', status: 'published' }]);
  });

  it('changes label and expiry, turns a link off and on, and deletes it with its counts', async () => {
    const { db } = t.app.ctx;
    const link = await insertLink(db, { targetType: 'college', collegeId: program.collegeId, programId: program.id });
    await setDailyStats(db, link.id, 1, 4);
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const changed = await asStaff('PATCH', `/api/short-links/${link.id}`, { label: 'Poster', expiresAt });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ label: 'Poster', state: 'active' });
    expect(Date.parse(changed.json().expiresAt)).toBe(Date.parse(expiresAt));
    expect((await asStaff('PATCH', `/api/short-links/${link.id}`, { disabled: true })).json().state).toBe('disabled');
    expect((await follow(link.code)).statusCode).toBe(410);
    expect((await asStaff('PATCH', `/api/short-links/${link.id}`, { disabled: false, label: null, expiresAt: null })).json()).toMatchObject({ state: 'active', label: null, expiresAt: null });
    expect((await follow(link.code)).statusCode).toBe(302);
    const empty = await asStaff('PATCH', `/api/short-links/${link.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields._).toBe(SHORT_LINK_TEXTS.nothingToChange);

    expect((await asStaff('DELETE', `/api/short-links/${link.id}`)).statusCode).toBe(204);
    const [left] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from short_link_daily_stats where link_id = ${link.id}`);
    expect(left!.n).toBe(0);
    expect((await follow(link.code)).statusCode).toBe(404);
    expect((await asStaff('DELETE', `/api/short-links/${link.id}`)).statusCode).toBe(404);
  });
});

describe('the player’s card link', () => {
  it('is made once and reused (also when asked twice at once), and says whether the card is public', async () => {
    const { db } = t.app.ctx;
    const sharer = await signUpUser(t.app);
    await publishProfile(db, sharer.id, { slug: `sharer-${Date.now()}`, visibility: 'recruiters_only' });
    const ask = () => t.app.inject({ method: 'POST', url: '/api/me/short-links/card', headers: { cookie: sharer.cookie } });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first!.statusCode).toBe(200);
    expect(first!.json().link.id).toBe(second!.json().link.id);
    expect(first!.json()).toMatchObject({ cardIsPublic: false, link: { target: 'player_card', state: 'active' } });
    await setProfile(db, sharer.id, { visibility: 'public' });
    const third = await ask();
    expect(third.json()).toMatchObject({ cardIsPublic: true, link: { id: first!.json().link.id } });
    // Turned off by its owner: the next share makes a new one.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/short-links/${third.json().link.id}`, headers: { cookie: sharer.cookie }, payload: { disabled: true } })).statusCode).toBe(200);
    expect((await ask()).json().link.id).not.toBe(first!.json().link.id);
  });
});

describe('shortLinkForSubmission and countLinkSubmission', () => {
  it('accept only a working link to the same form, and count one submission for today', async () => {
    const { db } = t.app.ctx;
    const form = await insertForm(db, program.id);
    const otherForm = await insertForm(db, program.id, 'Other');
    const link = await insertLink(db, { targetType: 'form', formId: form.id, programId: program.id });
    const off = await insertLink(db, { targetType: 'form', formId: form.id, programId: program.id, disabled: true });
    const expired = await insertLink(db, { targetType: 'form', formId: form.id, programId: program.id, expired: true });
    const college = await insertLink(db, { targetType: 'college', collegeId: program.collegeId });

    expect(await shortLinkForSubmission(db, link.code, form.id)).toBe(link.id);
    for (const code of [off.code, expired.code, college.code, 'BCDFGHJ', 'not a code', '', null, undefined]) {
      expect(await shortLinkForSubmission(db, code, form.id), String(code)).toBeNull();
    }
    expect(await shortLinkForSubmission(db, link.code, otherForm.id)).toBeNull();

    await countLinkSubmission(db, link.id);
    await countLinkSubmission(db, link.id);
    const [row] = await rowsOf<{ clicks: number; submissions: number }>(db, sql`select clicks, submissions from short_link_daily_stats where link_id = ${link.id}`);
    expect(row).toEqual({ clicks: 0, submissions: 2 });
  });
});
