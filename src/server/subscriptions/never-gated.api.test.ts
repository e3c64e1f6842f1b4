/**
 * "Never gated" by behaviour (docs/decisions/046, NEVER_GATED): at a free
 * college's limits, with the staff refused, a player's own actions still go
 * through (a form submission and a claimed application join the pipeline
 * past the cap: the cap is a staff limit); and on the lowest plans (a bronze
 * team, a free college, a free player) a guardian's tools, data export,
 * the deletion request and replying to a coach are not refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COLLEGE_PLANS, PLAN_TEXTS } from '#shared/access/plans.ts';
import type { SubmissionResult } from '#shared/contracts/submissions.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { asUser, createConversation, makeMinor, sendMessage } from '#server/test/messaging/messaging-test-data.ts';
import { insertManyEntries, recruitablePlayer } from '#server/test/pipeline/pipeline-test-data.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { linkActiveGuardian, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { insertPublishedForm, tokenOf, validAnswers } from '#server/test/submissions/submissions-test-data.ts';
import { insertMember, insertTeam, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

const LIMITS = COLLEGE_PLANS.free.limits;

let t: TestApp;
let college: TestCollege;
let programId: string;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await setTeamsFlag(t.app.ctx.db, true);
  [college] = (await claimedColleges(t.app.ctx.db, 1, 120)) as [TestCollege];
  programId = await insertProgram(t.app.ctx.db, college.id, 'valorant', 'varsity');
  staff = await signUpScoped(t.app, ['programs_college_admin'], college.id);
  // The free plan's caps, reached: live published forms and active pipeline entries.
  await insertManyEntries(t.app.ctx.db, programId, { prefix: 'never-gated', count: LIMITS.active_pipeline_entries!, stage: 'interested' });
});
afterAll(() => t.close());

const activeEntries = async () =>
  (await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from pipeline_entries where program_id = ${programId} and stage not in ('committed', 'not_a_fit')`))[0]!.n;
const submit = (formId: string, payload: object, user?: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/colleges/${college.slug}/apply/${formId}`, payload, headers: asUser(user) });

it('at a free college\u2019s caps the staff is refused, but a player\u2019s submission and a claimed application still join the pipeline', async () => {
  const forms = [];
  for (let index = 0; index < LIMITS.published_forms!; index += 1) forms.push(await insertPublishedForm(t.app.ctx.db, programId, { autoAddToPipeline: true }));
  const newcomer = await recruitablePlayer(t.app);
  const staffAdd = await t.app.inject({
    method: 'POST',
    url: `/api/programs/${programId}/pipeline/entries`,
    headers: asUser(staff),
    payload: { playerUserId: newcomer.id, source: 'manual' },
  });
  expect(staffAdd.statusCode).toBe(403);
  expect(staffAdd.json().error.message).toBe(PLAN_TEXTS.collegeLimitReached('active_pipeline_entries', LIMITS.active_pipeline_entries!));

  // A signed-in player's own submission.
  const player = await recruitablePlayer(t.app);
  const submitted = await submit(forms[0]!.formId, { answers: validAnswers() }, player);
  expect(submitted.statusCode, submitted.body).toBe(201);
  const [row] = await rowsOf<{ status: string }>(t.app.ctx.db, sql`select status from interest_form_submissions where id = ${(submitted.json() as SubmissionResult).submissionId}`);
  expect(row?.status).toBe('added');

  // A visitor's application, claimed by the account of the same email.
  const email = `never-gated-${Date.now()}@example.com`;
  const visitor = await submit(forms[1]!.formId, { answers: validAnswers(), visitor: { name: 'Vi Sitor', email, birthDate: birthDateForAge(19) } });
  expect(visitor.statusCode, visitor.body).toBe(201);
  const claimer = await signUpUser(t.app, { email });
  const claimed = await t.app.inject({
    method: 'POST',
    url: '/api/applications/claim',
    headers: asUser(claimer),
    payload: { token: tokenOf((visitor.json() as SubmissionResult).applicationPath) },
  });
  expect(claimed.statusCode, claimed.body).toBe(200);
  expect(claimed.json()).toMatchObject({ status: 'added' });
  expect(await activeEntries()).toBe(LIMITS.active_pipeline_entries! + 2);
});

it('on the lowest plans, a guardian\u2019s tools, the data export, replying to a coach and the deletion request are not refused', async () => {
  const db = t.app.ctx.db;
  const minor = await signUpUser(t.app, { displayName: 'Robin Young' });
  await publishProfile(db, minor.id, { visibility: 'recruiters_only' });
  await makeMinor(db, minor.id, 16);
  const guardian = await signUpUser(t.app, { displayName: 'Parent of Robin' });
  await linkActiveGuardian(db, minor.id, guardian.id, guardian.email);
  // A bronze team with the minor on it; the college and the player on their free plans (no subscriptions rows).
  const team = await insertTeam(db, (await signUpUser(t.app)).id);
  await insertMember(db, team.id, minor.id);
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from subscriptions where subject_id in (${team.id}, ${college.id}, ${minor.id})`,
  );
  expect(rows[0]!.n).toBe(0);
  expect((await rowsOf<{ tier: string }>(db, sql`select subscription_tier as tier from teams where id = ${team.id}`))[0]!.tier).toBe('bronze');

  // Guardian tools.
  expect((await t.app.inject({ method: 'GET', url: '/api/guardian/players', headers: asUser(guardian) })).statusCode).toBe(200);
  const approval = await t.app.inject({ method: 'PUT', url: `/api/guardian/players/${minor.id}/approval`, headers: asUser(guardian), payload: { visibility: 'recruiters_only' } });
  expect(approval.statusCode, approval.body).toBe(200);

  // The free college's coach writes; the minor replies.
  const conversation = await createConversation(t.app, staff, { type: 'dm', participantIds: [minor.id] });
  expect(conversation.statusCode, conversation.body).toBe(201);
  const conversationId = (conversation.json() as { conversation: { id: string } }).conversation.id;
  await sendMessage(t.app, staff, conversationId, 'We liked your VOD. Free for a call?');
  const reply = await sendMessage(t.app, minor, conversationId, 'Yes, Thursday works.');
  expect(reply.body).toBe('Yes, Thursday works.');

  // Data export (the player and the guardian), then the deletion request.
  for (const who of [minor, guardian]) {
    expect((await t.app.inject({ method: 'GET', url: `/api/players/${minor.id}/export`, headers: asUser(who) })).statusCode).toBe(200);
  }
  const deletion = await t.app.inject({ method: 'POST', url: `/api/players/${minor.id}/deletion-request`, headers: asUser(guardian) });
  expect(deletion.statusCode, deletion.body).toBe(200);
});
