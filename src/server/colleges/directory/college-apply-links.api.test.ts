/**
 * "Apply" on the college page and the directory cards (docs/decisions/069):
 * each program in GET /api/colleges and GET /api/colleges/:slug carries the
 * id of its open interest form (published and not past its closing time,
 * the latest published first), in the same response; null for a program
 * with no form, only a draft, a closed form, or one past its closing time.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { College, CollegeSearchResponse } from '#shared/contracts/colleges.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { insertPublishedForm, publishVersion, TEST_FIELDS, TEST_SCHEMA } from '#server/test/submissions/submissions-test-data.ts';

let t: TestApp;
let college: TestCollege;

beforeAll(async () => {
  t = await createTestApp();
  [college] = (await claimedColleges(t.app.ctx.db, 1, 7)) as [TestCollege];
});
afterAll(async () => t.close());

async function programsOfPage() {
  const response = await t.app.inject({ method: 'GET', url: `/api/colleges/${college.slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as College).programs;
}

async function programsOfCard() {
  const response = await t.app.inject({ method: 'GET', url: `/api/colleges?q=${encodeURIComponent(college.name)}` });
  expect(response.statusCode, response.body).toBe(200);
  const card = (response.json() as CollegeSearchResponse).rows.find((row) => row.id === college.id);
  expect(card).toBeDefined();
  return card!.programs;
}

describe('the form a program’s "Apply" opens', () => {
  it('is the open published form on the page and on the card, and null where there is none', async () => {
    const valorant = await insertProgram(t.app.ctx.db, college.id, 'valorant', 'varsity');
    const league = await insertProgram(t.app.ctx.db, college.id, 'league-of-legends', 'club');
    const rocket = await insertProgram(t.app.ctx.db, college.id, 'rocket-league', 'varsity');
    const overwatch = await insertProgram(t.app.ctx.db, college.id, 'overwatch', 'varsity');
    await insertProgram(t.app.ctx.db, college.id, 'marvel-rivals', 'varsity');
    const open = await insertPublishedForm(t.app.ctx.db, valorant);
    await insertPublishedForm(t.app.ctx.db, league, { status: 'draft' });
    await insertPublishedForm(t.app.ctx.db, rocket, { status: 'closed' });
    await insertPublishedForm(t.app.ctx.db, overwatch, { closesAt: new Date(Date.now() - 60_000) });

    const expected = {
      'League of Legends': null,
      'Marvel Rivals': null,
      Overwatch: null,
      'Rocket League': null,
      Valorant: open.formId,
    };
    for (const programs of [await programsOfPage(), await programsOfCard()]) {
      expect(Object.fromEntries(programs.map((program) => [program.titleName, program.interestFormId]))).toEqual(expected);
    }
  });

  it('is the latest published of several open forms, and the next one when that one closes', async () => {
    const programId = await insertProgram(t.app.ctx.db, college.id, 'counter-strike', 'club');
    const first = await insertPublishedForm(t.app.ctx.db, programId);
    const second = await insertPublishedForm(t.app.ctx.db, programId);
    const linkedOnPage = async () => (await programsOfPage()).find((program) => program.titleSlug === 'counter-strike')!.interestFormId;
    const linkedOnCard = async () => (await programsOfCard()).find((program) => program.titleSlug === 'counter-strike')!.interestFormId;
    expect(await linkedOnPage()).toBe(second.formId);
    // A new version of the first makes it the latest published.
    await publishVersion(t.app.ctx.db, first.formId, 2, TEST_FIELDS, TEST_SCHEMA);
    expect(await linkedOnPage()).toBe(first.formId);
    expect(await linkedOnCard()).toBe(first.formId);
    await t.app.ctx.db.execute(sql`update interest_forms set status = 'closed' where id = ${first.formId}`);
    expect(await linkedOnPage()).toBe(second.formId);
    expect(await linkedOnCard()).toBe(second.formId);
  });
});
