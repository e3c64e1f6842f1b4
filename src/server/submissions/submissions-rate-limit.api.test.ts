/**
 * The public form page and its submissions are limited per client address
 * (app.rateLimits.publicFormViews and formSubmissions; tests raise them, so
 * this file sets small ones): past the limit a 429 with its message, and a
 * flood stores nothing more. Another address is counted on its own.
 *
 * And the cap per form (decision 038, session 24): new visitor submissions
 * to one form over all addresses (app.rateLimits.formVisitorSubmissions,
 * here 4 an hour), held under concurrency; repeats, signed-in players and
 * other forms are not capped by it. The honeypot field is refused quietly.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_TEXTS } from '#shared/contracts/submissions.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser } from '#server/test/test-users.ts';
import { insertPublishedForm, validAnswers, type TestForm } from '../test/submissions/submissions-test-data.ts';

const VISITOR_CAP = 4;
let t: TestApp;
let college: TestCollege;
let form: TestForm;
let programId: string;

beforeAll(async () => {
  t = await createTestApp({
    publicFormViewRateLimit: { max: 3, windowSeconds: 60 },
    formSubmissionRateLimit: { max: 2, windowSeconds: 60 },
    applicationLinkRateLimit: { max: 2, windowSeconds: 60 },
    formVisitorSubmissionRateLimit: { max: VISITOR_CAP, windowSeconds: 3600 },
  });
  [college] = (await claimedColleges(t.app.ctx.db, 1)) as [TestCollege];
  programId = await insertProgram(t.app.ctx.db, college.id, 'valorant', 'varsity');
  form = await insertPublishedForm(t.app.ctx.db, programId);
});
afterAll(async () => t.close());

const url = () => `/api/colleges/${college.slug}/apply/${form.formId}`;
let sent = 0;
const send = (remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: url(), remoteAddress, payload: { answers: validAnswers(), visitor: { name: 'Bot', email: `bot-${++sent}@example.com`, birthDate: '1990-01-01' } } });

async function stored(formId?: string): Promise<number> {
  const where = formId ? sql`where form_id = ${formId}` : sql``;
  const [row] = await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from interest_form_submissions ${where}`);
  return row!.n;
}

/** Every request of the cap tests from its own address: the per-address limit must not be what refuses. */
let address = 0;
const nextAddress = () => `198.51.100.${++address}`;
const sendTo = (formId: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/colleges/${college.slug}/apply/${formId}`, remoteAddress: nextAddress(), payload, headers: cookie ? { cookie } : {} });
const visitorPayload = (email: string, extra: object = {}) => ({ answers: validAnswers(), visitor: { name: 'Vi Sitor', email, birthDate: '1990-01-01' }, ...extra });

describe('public form rate limits per address', () => {
  it('refuses submissions past the limit with a 429 and stores nothing more; another address still sends', async () => {
    expect((await send('203.0.113.1')).statusCode).toBe(201);
    expect((await send('203.0.113.1')).statusCode).toBe(201);
    const flood = await Promise.all([1, 2, 3, 4, 5].map(() => send('203.0.113.1')));
    expect(flood.map((response) => response.statusCode)).toEqual([429, 429, 429, 429, 429]);
    expect(flood[0]!.json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.tooManySubmissions } });
    expect(await stored()).toBe(2);
    expect((await send('203.0.113.2')).statusCode).toBe(201);
    expect(await stored()).toBe(3);
  });

  it('refuses reads of the form page past the limit', async () => {
    const view = () => t.app.inject({ method: 'GET', url: url(), remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 3; i += 1) expect((await view()).statusCode).toBe(200);
    const refused = await view();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.tooManyViews } });
  });

  it('refuses application link guesses past the limit', async () => {
    const guess = () => t.app.inject({ method: 'POST', url: '/api/applications/view', remoteAddress: '203.0.113.7', payload: { token: 'guess' } });
    expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(429);
  });
});

describe('the cap on new visitor submissions per form', () => {
  it('holds under a concurrent flood from many addresses: the cap is stored, the rest is 429 and stores nothing', async () => {
    const flooded = await insertPublishedForm(t.app.ctx.db, programId);
    const flood = await Promise.all(Array.from({ length: 10 }, (_, index) => sendTo(flooded.formId, visitorPayload(`flood-${index}@example.com`))));
    const statuses = flood.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(VISITOR_CAP).fill(201), ...Array<number>(10 - VISITOR_CAP).fill(429)]);
    const refused = flood.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: SUBMISSION_TEXTS.tooManyVisitorSubmissions } });
    expect(await stored(flooded.formId)).toBe(VISITOR_CAP);
    // A refusal leaves no application link behind either.
    const [links] = await rowsOf<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from application_links l join interest_form_submissions s on s.id = l.submission_id where s.form_id = ${flooded.formId}`,
    );
    expect(links!.n).toBe(VISITOR_CAP);

    // Past the cap: a stored visitor's repeat is still taken (held for its address to confirm, decision 038), a signed-in
    // player still sends, another form still takes visitors.
    const accepted = flood.map((response, index) => ({ response, index })).find(({ response }) => response.statusCode === 201)!;
    const repeat = await sendTo(flooded.formId, visitorPayload(`flood-${accepted.index}@example.com`));
    expect([repeat.statusCode, repeat.json().outcome]).toEqual([201, 'confirm_by_email']);
    const player = await signUpUser(t.app, { displayName: 'Pat Player' });
    const fromPlayer = await sendTo(flooded.formId, { answers: validAnswers() }, player.cookie);
    expect([fromPlayer.statusCode, fromPlayer.json().outcome]).toEqual([201, 'created']);
    expect((await sendTo(flooded.formId, visitorPayload('late@example.com'))).statusCode).toBe(429);
    expect(await stored(flooded.formId)).toBe(VISITOR_CAP + 1);
    const other = await insertPublishedForm(t.app.ctx.db, programId);
    expect((await sendTo(other.formId, visitorPayload('late@example.com'))).statusCode).toBe(201);
  });

  it('takes visitors again once the window has passed', async () => {
    const capped = await insertPublishedForm(t.app.ctx.db, programId);
    for (let index = 0; index < VISITOR_CAP; index += 1) expect((await sendTo(capped.formId, visitorPayload(`wave-${index}@example.com`))).statusCode).toBe(201);
    expect((await sendTo(capped.formId, visitorPayload('wave-late@example.com'))).statusCode).toBe(429);
    // The window started over an hour ago (moved back rather than waited for).
    await t.app.ctx.db.execute(sql`update rate_limits set window_start = now() - interval '61 minutes' where key = ${`form-visitor-submissions:${capped.formId}`}`);
    expect((await sendTo(capped.formId, visitorPayload('wave-late@example.com'))).statusCode).toBe(201);
    expect(await stored(capped.formId)).toBe(VISITOR_CAP + 1);
  });

  it('refuses a filled honeypot field quietly, storing and counting nothing', async () => {
    const trap = await insertPublishedForm(t.app.ctx.db, programId);
    const before = await stored();
    const caught = await sendTo(trap.formId, visitorPayload('bot@example.com', { website: 'https://spam.example' }));
    expect(caught.statusCode).toBe(400);
    expect(caught.json()).toEqual({ error: { code: 'validation', message: SUBMISSION_TEXTS.notSent } });
    expect(await stored()).toBe(before);
    const [counter] = await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from rate_limits where key = ${`form-visitor-submissions:${trap.formId}`}`);
    expect(counter!.n).toBe(0);
    // An empty honeypot (what the page sends for people) is no obstacle.
    expect((await sendTo(trap.formId, visitorPayload('person@example.com', { website: '' }))).statusCode).toBe(201);
  });
});
