/**
 * Interest forms on the staff side (issue 13.4, docs/decisions/037): create,
 * the draft and its checks (400 naming the field's index and problem,
 * nothing changed), publishing frozen versions (version = last + 1, the
 * compiled schema, the short link at the first publish, no new version for
 * unchanged fields, two publishes at once), a version never changing under
 * a stored answer, close and reopen, settings, deleting. Access is in
 * interest-forms-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEREST_FORM_TEXTS, type InterestFormDetail, type InterestFormList, type PublishInterestFormResult } from '#shared/contracts/interest-forms.ts';
import { formFieldListSchema, normalizeFormFields } from '#shared/contracts/interest-forms.ts';
import { compileInterestForm } from '#shared/recruiting/interest-form-schema.ts';
import { SHORT_LINK_CODE_PATTERN } from '#shared/recruiting/recruiting-values.ts';
import { insertProgram, plainColleges } from '#server/test/colleges/college-edit-test-data.ts';
import { givePlan } from '#server/test/subscriptions/plan-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';
import { insertForm, insertSubmission, sampleFields } from '../test/interest-forms/interest-form-test-data.ts';

let t: TestApp;
let admin: TestUser;
let programId: string;
const url = (path = '') => `/api/programs/${programId}/interest-forms${path}`;

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: object) {
  return t.app.inject({ method, url: url(path), headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
}

async function newForm(title = 'Spring tryouts'): Promise<InterestFormDetail> {
  const response = await call('POST', '', { title, description: 'Tell us about you.' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function saveDraft(formId: string, fields: unknown, title = 'Spring tryouts') {
  return call('PUT', `/${formId}/draft`, { title, description: null, fields });
}

async function publish(formId: string) {
  const response = await call('POST', `/${formId}/publish`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PublishInterestFormResult;
}

beforeAll(async () => {
  t = await createTestApp();
  const [college] = await plainColleges(t.app.ctx.db, 1);
  programId = await insertProgram(t.app.ctx.db, college!.id, 'valorant', 'varsity');
  // These tests publish many forms of one program: College Pro has no limit on them (docs/decisions/046).
  await givePlan(t.app.ctx.db, 'college', college!.id, 'pro');
  admin = await signUpUser(t.app);
  await t.app.ctx.db.execute(sql`insert into user_roles (user_id, role, college_id) values (${admin.id}, 'programs_college_admin', ${college!.id})`);
});
afterAll(async () => t.close());

describe('create and list', () => {
  it('creates a draft with no fields, listed newest first with its counts', async () => {
    const first = await newForm('First form');
    const second = await newForm('Second form');
    expect(second).toMatchObject({ title: 'Second form', description: 'Tell us about you.', status: 'draft', currentVersion: null, current: null, draftFields: [], versionCount: 0, submissionCount: 0, shortLinkCode: null, hasUnpublishedChanges: true, autoAddToPipeline: false, closesAt: null });
    const list = (await call('GET', '')).json() as InterestFormList;
    const ids = list.forms.map((form) => form.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('refuses a blank or marked-up title with a field message, creating nothing', async () => {
    const before = await tableDigests(t.app.ctx.db);
    for (const title of ['   ', '<b>Hi</b>', 'x'.repeat(121)]) {
      const response = await call('POST', '', { title });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['title']);
    }
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });
});

describe('the draft', () => {
  it('saves every field type and profile block, normalized, and says it is unpublished', async () => {
    const form = await newForm();
    const fields = [
      ...sampleFields(),
      { id: 'bio', kind: 'question', type: 'long_text', label: 'About you', helpText: 'A few lines', required: false },
      { id: 'days', kind: 'question', type: 'multi_choice', label: 'Days', choices: ['Mon', 'Tue'] },
      { id: 'start', kind: 'question', type: 'date', label: 'Start' },
      { id: 'vod', kind: 'question', type: 'url', label: 'VOD' },
      { id: 'agree', kind: 'question', type: 'checkbox', label: 'I agree', required: true },
      { id: 'profile_game_rank', kind: 'profile', block: 'game_rank', label: 'Game and rank' },
      { id: 'profile_role', kind: 'profile', block: 'role', label: 'Role' },
      { id: 'profile_class_year', kind: 'profile', block: 'class_year', label: 'Class' },
      { id: 'profile_highlights', kind: 'profile', block: 'highlights', label: 'Highlights' },
    ];
    const response = await saveDraft(form.id, fields, 'Renamed');
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as InterestFormDetail;
    expect(saved.title).toBe('Renamed');
    expect(saved.draftFields).toEqual(normalizeFormFields(formFieldListSchema.parse(fields)));
    expect(saved.draftFields[0]).toEqual({ id: 'gamertag', kind: 'question', type: 'short_text', label: 'Gamertag', required: true });
    expect(saved.hasUnpublishedChanges).toBe(true);
  });

  it.each([
    ['two fields with one id', [...sampleFields(), { id: 'gamertag', kind: 'question', type: 'short_text', label: 'Again' }], 'fields.4.id', INTEREST_FORM_TEXTS.duplicateId],
    ['a choice question with one choice', [{ id: 'c', kind: 'question', type: 'single_choice', label: 'C', choices: ['Only'] }], 'fields.0.choices', INTEREST_FORM_TEXTS.choicesRequired],
    ['a repeated choice', [{ id: 'c', kind: 'question', type: 'multi_choice', label: 'C', choices: ['A', 'B', 'a'] }], 'fields.0.choices.2', INTEREST_FORM_TEXTS.duplicateChoice],
    ['min above max', [{ id: 'n', kind: 'question', type: 'number', label: 'N', min: 10, max: 1 }], 'fields.0.max', INTEREST_FORM_TEXTS.minAboveMax],
    ['an unknown type', [{ id: 'f', kind: 'question', type: 'file', label: 'F' }], 'fields.0.type', 'Choose a field type'],
    ['an empty label', [{ id: 'f', kind: 'question', type: 'short_text', label: ' ' }], 'fields.0.label', 'Enter a label'],
    ['a bad id', [{ id: 'Has Space', kind: 'question', type: 'short_text', label: 'F' }], 'fields.0.id', 'Use lowercase letters, digits and _'],
    ['a profile block twice', [{ id: 'g1', kind: 'profile', block: 'gpa', label: 'G' }, { id: 'g2', kind: 'profile', block: 'gpa', label: 'G' }], 'fields.1.block', INTEREST_FORM_TEXTS.duplicateBlock],
    ['not a list', { id: 'x' }, 'fields', 'Fields must be a list'],
  ])('refuses %s: 400 naming the field, nothing changed', async (_name, fields, key, message) => {
    const formId = await insertForm(t.app.ctx.db, programId);
    const before = await tableDigests(t.app.ctx.db);
    const response = await saveDraft(formId, fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[key]).toBe(message);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });
});

describe('publishing', () => {
  it('refuses a form with no fields', async () => {
    const form = await newForm();
    const response = await call('POST', `/${form.id}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INTEREST_FORM_TEXTS.noFields);
    expect((await call('GET', `/${form.id}`)).json()).toMatchObject({ status: 'draft', versionCount: 0 });
  });

  it('freezes version 1 with the compiled schema and makes the form’s short link; unchanged fields publish no new version', async () => {
    const formId = await insertForm(t.app.ctx.db, programId);
    const { form, newVersion } = await publish(formId);
    expect(newVersion).toBe(true);
    const fields = normalizeFormFields(formFieldListSchema.parse(sampleFields()));
    expect(form).toMatchObject({ status: 'published', currentVersion: 1, versionCount: 1, hasUnpublishedChanges: false });
    expect(form.current).toMatchObject({ version: 1, fields, ...compileInterestForm(formFieldListSchema.parse(sampleFields())) });
    expect(form.shortLinkCode).toMatch(SHORT_LINK_CODE_PATTERN);
    const links = await rowsOf<{ code: string; targetType: string; programId: string; ownerUserId: string }>(
      t.app.ctx.db,
      sql`select code, target_type as "targetType", program_id as "programId", owner_user_id as "ownerUserId" from short_links where form_id = ${formId}`,
    );
    expect(links).toEqual([{ code: form.shortLinkCode, targetType: 'form', programId, ownerUserId: admin.id }]);

    const again = await publish(formId);
    expect(again.newVersion).toBe(false);
    expect(again.form).toMatchObject({ currentVersion: 1, versionCount: 1, shortLinkCode: form.shortLinkCode });
    expect(again.form.current?.id).toBe(form.current?.id);
    expect((await call('GET', '')).json().forms.find((item: { id: string }) => item.id === formId)).toMatchObject({ currentVersion: 1, shortLinkCode: form.shortLinkCode, status: 'published' });
  });

  it('a form edited after publishing never changes a stored answer: the draft changes, version 1 and its answers stay', async () => {
    const formId = await insertForm(t.app.ctx.db, programId);
    const v1 = (await publish(formId)).form.current!;
    const submissionId = await insertSubmission(t.app.ctx.db, formId);
    const versionRow = sql`select row_to_json(v)::text as row from interest_form_versions v where v.id = ${v1.id}`;
    const [before] = await rowsOf<{ row: string }>(t.app.ctx.db, versionRow);

    const changed = sampleFields().map((field) => (field.id === 'gamertag' ? { ...field, label: 'Riot ID' } : field));
    const saved = (await saveDraft(formId, changed)).json() as InterestFormDetail;
    expect(saved).toMatchObject({ hasUnpublishedChanges: true, currentVersion: 1 });
    expect(saved.current?.fields[0]?.label).toBe('Gamertag');
    expect(saved.draftFields[0]?.label).toBe('Riot ID');

    const v2 = await publish(formId);
    expect(v2).toMatchObject({ newVersion: true, form: { currentVersion: 2, versionCount: 2, hasUnpublishedChanges: false } });
    expect(v2.form.current?.fields[0]?.label).toBe('Riot ID');
    const [after] = await rowsOf<{ row: string }>(t.app.ctx.db, versionRow);
    expect(after).toEqual(before);
    const [submission] = await rowsOf<{ versionId: string }>(t.app.ctx.db, sql`select version_id as "versionId" from interest_form_submissions where id = ${submissionId}`);
    expect(submission?.versionId).toBe(v1.id);
  });

  it('the database refuses to update a version row', async () => {
    const formId = await insertForm(t.app.ctx.db, programId);
    const v1 = (await publish(formId)).form.current!;
    await expect(t.app.ctx.db.execute(sql`update interest_form_versions set fields = '[]'::jsonb where id = ${v1.id}`)).rejects.toThrow();
    const [row] = await rowsOf<{ fields: unknown }>(t.app.ctx.db, sql`select fields from interest_form_versions where id = ${v1.id}`);
    expect(row?.fields).toEqual(v1.fields);
  });

  it('two publishes at once of a changed draft make one new version and one short link', async () => {
    const formId = await insertForm(t.app.ctx.db, programId);
    const [a, b] = await Promise.all([call('POST', `/${formId}/publish`), call('POST', `/${formId}/publish`)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().newVersion, b.json().newVersion].sort()).toEqual([false, true]);
    const [counts] = await rowsOf<{ versions: number; links: number }>(
      t.app.ctx.db,
      sql`select (select count(*)::int from interest_form_versions where form_id = ${formId}) as versions, (select count(*)::int from short_links where form_id = ${formId}) as links`,
    );
    expect(counts).toEqual({ versions: 1, links: 1 });
  });
});

describe('close, reopen and settings', () => {
  it('closes a published form and reopens it; the wrong state is 409', async () => {
    const draft = await insertForm(t.app.ctx.db, programId);
    expect((await call('POST', `/${draft}/close`)).statusCode).toBe(409);
    await publish(draft);
    const closed = await call('POST', `/${draft}/close`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const twice = await call('POST', `/${draft}/close`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(INTEREST_FORM_TEXTS.alreadyClosed);
    expect((await call('POST', `/${draft}/reopen`)).json()).toMatchObject({ status: 'published', currentVersion: 1 });
    const reopenAgain = await call('POST', `/${draft}/reopen`);
    expect(reopenAgain.statusCode).toBe(409);
    expect(reopenAgain.json().error.message).toBe(INTEREST_FORM_TEXTS.notClosed);
  });

  it('saves automatic pipeline adds and a future close date; refuses a past one, nothing changed', async () => {
    const formId = await insertForm(t.app.ctx.db, programId);
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const saved = await call('PATCH', `/${formId}/settings`, { autoAddToPipeline: true, closesAt: future });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ autoAddToPipeline: true, closesAt: future });

    const before = await tableDigests(t.app.ctx.db);
    const past = await call('PATCH', `/${formId}/settings`, { closesAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ closesAt: INTEREST_FORM_TEXTS.closesInPast });
    for (const body of [{}, { closesAt: 'next week' }, { autoAddToPipeline: 'yes' }]) {
      expect((await call('PATCH', `/${formId}/settings`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);

    expect((await call('PATCH', `/${formId}/settings`, { closesAt: null })).json()).toMatchObject({ closesAt: null, autoAddToPipeline: true });
  });
});

describe('deleting', () => {
  it('deletes a form with no responses, with its versions and short link', async () => {
    const formId = await insertForm(t.app.ctx.db, programId);
    await publish(formId);
    const response = await call('DELETE', `/${formId}`);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/${formId}`)).statusCode).toBe(404);
    const [left] = await rowsOf<{ n: number }>(
      t.app.ctx.db,
      sql`select (select count(*) from interest_form_versions where form_id = ${formId}) + (select count(*) from short_links where form_id = ${formId}) as n`,
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('refuses to delete a form with responses: 409, closing is the way, nothing changed', async () => {
    const formId = await insertForm(t.app.ctx.db, programId);
    await publish(formId);
    await insertSubmission(t.app.ctx.db, formId);
    const before = await tableDigests(t.app.ctx.db);
    const response = await call('DELETE', `/${formId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(INTEREST_FORM_TEXTS.hasResponses);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
    expect((await call('GET', `/${formId}`)).json()).toMatchObject({ submissionCount: 1 });
  });
});
