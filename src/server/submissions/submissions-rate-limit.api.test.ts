/**
 * The public form page and its submissions are limited per client address
 * (app.rateLimits.publicFormViews and formSubmissions; tests raise them, so
 * this file sets small ones): past the limit a 429 with its message, and a
 * flood stores nothing more. Another address is counted on its own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_TEXTS } from '#shared/contracts/submissions.ts';
import { insertProgram } from '#server/colleges/college-edit-test-data.ts';
import { claimedColleges, type TestCollege } from '#server/colleges/college-staff-test-data.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { insertPublishedForm, validAnswers, type TestForm } from './submissions-test-data.ts';

let t: TestApp;
let college: TestCollege;
let form: TestForm;

beforeAll(async () => {
  t = await createTestApp({
    publicFormViewRateLimit: { max: 3, windowSeconds: 60 },
    formSubmissionRateLimit: { max: 2, windowSeconds: 60 },
    applicationLinkRateLimit: { max: 2, windowSeconds: 60 },
  });
  [college] = (await claimedColleges(t.app.ctx.db, 1)) as [TestCollege];
  form = await insertPublishedForm(t.app.ctx.db, await insertProgram(t.app.ctx.db, college.id, 'valorant', 'varsity'));
});
afterAll(async () => t.close());

const url = () => `/api/colleges/${college.slug}/apply/${form.formId}`;
let sent = 0;
const send = (remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: url(), remoteAddress, payload: { answers: validAnswers(), visitor: { name: 'Bot', email: `bot-${++sent}@example.com`, birthDate: '1990-01-01' } } });

async function stored(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from interest_form_submissions`);
  return row!.n;
}

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
