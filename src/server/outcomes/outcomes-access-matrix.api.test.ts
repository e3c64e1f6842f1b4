/**
 * Runs the recruiting outcome access matrix (outcomes.matrix.ts, docs/decisions/041)
 * over the recruiting cast with this file's players (an adult, a 16-year-old
 * with their guardian, an unrelated one); each cell gets a fresh outcome row,
 * the cast signs up once, a refused write changes nothing. Then what each
 * viewer is shown, and the flows of recording, approval, confirmation and consent.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { linkActiveGuardian, setProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { signUpCollegeCast } from '#server/test/recruiting-cast.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';
import { insertApplication, insertOutcome, type OutcomeRowInput } from '../test/outcomes/outcome-test-data.ts';
import { OUTCOME_ACTORS, outcomesAccessMatrix, type OutcomeSignedIn, type OutcomeState, type OutcomesFixture } from '../test/outcomes/outcomes.matrix.ts';

/** The cast's signed-in callers (outcomes.matrix.ts): the recruiting cast, a minor and an unrelated player. */
type SignedIn = OutcomeSignedIn;

let t: TestApp;
const users = {} as Record<SignedIn, TestUser>;
let collegeA: TestCollege;
let collegeB: TestCollege;
let programA: string;

function stateRow(state: OutcomeState): OutcomeRowInput {
  const adult = { playerUserId: users.player.id, collegeId: collegeA.id, programId: programA };
  const minor = { playerUserId: users.minor.id, collegeId: collegeA.id, programId: programA };
  switch (state) {
    case 'adultSelf':
      return { ...adult, recordedBy: 'player' };
    case 'adultProgram':
      return { ...adult, recordedBy: 'program', confirmed: true };
    case 'minorSelfPending':
      return { ...minor, recordedBy: 'player' };
    case 'minorProgram':
      return { ...minor, recordedBy: 'program', confirmed: true };
    case 'minorPublic':
      return { ...minor, recordedBy: 'program', confirmed: true, playerConsent: true, guardianConsent: true };
    case 'withdrawn':
      return { ...adult, recordedBy: 'program', confirmed: true, playerConsent: true, withdrawn: true };
    case 'adultDeclinedConsented':
      return { ...adult, recordedBy: 'player', declined: true, playerConsent: true };
  }
}

const fresh = (state: OutcomeState) => insertOutcome(t.app.ctx.db, stateRow(state));

const fixture: OutcomesFixture = {
  get programId() {
    return programA;
  },
  get collegeSlug() {
    return collegeA.slug;
  },
  get otherCollegeId() {
    return collegeB.id;
  },
  get playerUserId() {
    return users.player.id;
  },
  fresh,
  application: () => insertApplication(t.app.ctx.db, { programId: programA, submitterUserId: users.player.id, email: users.player.email }),
  async withdrawOpen(actor) {
    await t.app.ctx.db.execute(sql`update recruiting_outcomes set withdrawn_at = now() where player_user_id = ${users[actor].id} and withdrawn_at is null`);
  },
};

/**
 * The tables the outcome routes write (outcomes, the consent log, short links), every row and column: a refusal
 * must leave them as they were. (A digest of every table costs ten times more, for rows these routes never touch.)
 */
async function digestsWithoutCounters() {
  const [row] = await rowsOf<{ digest: string }>(
    t.app.ctx.db,
    sql`select md5((select coalesce(string_agg(r::text, '|' order by r::text), '') from recruiting_outcomes r)
      || (select coalesce(string_agg(r::text, '|' order by r::text), '') from consent_events r)
      || (select coalesce(string_agg(r::text, '|' order by r::text), '') from short_links r)
      || (select coalesce(string_agg(r::text, '|' order by r::text), '') from pipeline_entries r)) as digest`,
  );
  return row!.digest;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  [collegeA, collegeB] = (await claimedColleges(db, 2)) as [TestCollege, TestCollege];
  programA = await insertProgram(db, collegeA.id, 'valorant', 'varsity', { isRecruiting: true });
  users.player = await signUpScoped(t.app, [], null);
  users.minor = await signUpScoped(t.app, [], null, { displayName: 'Matrix Minor' });
  await setProfile(db, users.minor.id, { birthDate: birthDateForAge(16), slug: 'matrix-minor', gradYear: 2027, state: 'TX', lastName: 'Secret' });
  users.guardian = await signUpScoped(t.app, ['family_parent'], null);
  await linkActiveGuardian(db, users.minor.id, users.guardian.id, users.guardian.email);
  users.stranger = await signUpScoped(t.app, [], null);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: collegeA.id, otherCollegeId: collegeB.id }));
  // The adult player is in the program's pipeline, so its staff may record an outcome for them.
  await db.execute(sql`insert into pipeline_entries (program_id, player_user_id, source) values (${programA}, ${users.player.id}, 'manual')`);
});
afterAll(async () => t?.close());

describeAccessMatrix(outcomesAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => fixture,
  callers: OUTCOME_ACTORS,
  // A refused write changes nothing (the reads write nothing).
  unchanged: { snapshot: digestsWithoutCounters, when: (status, entry) => status >= 400 && entry.route.startsWith('POST ') },
});

describe('what each viewer is shown', () => {
  it('a minor’s public outcome shows display name, class year and state only, and the viewer’s controls', async () => {
    const id = await fresh('minorPublic');
    const anonymous = (await t.app.inject({ method: 'GET', url: `/api/recruiting-status/${id}` })).json();
    expect(anonymous.player).toEqual({ displayName: 'Matrix Minor', classYear: 2027, state: 'TX', profileSlug: null });
    expect(JSON.stringify(anonymous)).not.toMatch(/Secret|birth|email/i);
    expect(anonymous.viewer).toEqual({ relation: 'public', canConsent: false, canApprove: false, canConfirm: false, canWithdraw: false, canShare: false });
    const guardian = (await t.app.inject({ method: 'GET', url: `/api/recruiting-status/${id}`, headers: { cookie: users.guardian.cookie } })).json();
    expect(guardian.viewer).toMatchObject({ relation: 'guardian', canConsent: true, canWithdraw: true, canShare: true, canConfirm: false });
    const admin = (await t.app.inject({ method: 'GET', url: `/api/recruiting-status/${id}`, headers: { cookie: users.this_college_admin.cookie } })).json();
    expect(admin.viewer).toMatchObject({ relation: 'college_staff', canConsent: false, canConfirm: false, canWithdraw: true, canShare: true });
  });

  it('an application shows its status, form and college, never the answers', async () => {
    const id = await insertApplication(t.app.ctx.db, { programId: programA, submitterUserId: users.player.id, email: users.player.email });
    const body = (await t.app.inject({ method: 'GET', url: `/api/recruiting-status/${id}`, headers: { cookie: users.player.cookie } })).json();
    expect(body).toMatchObject({ kind: 'application', id, status: 'new', formTitle: 'Tryout interest', college: { slug: collegeA.slug }, titleName: 'Valorant' });
    expect(body).not.toHaveProperty('answers');
  });

  it('a player’s list holds the outcomes the viewer may see, of a profile they may see', async () => {
    const { db } = t.app.ctx;
    await db.execute(sql`update recruiting_outcomes set withdrawn_at = now() where player_user_id = ${users.minor.id} and withdrawn_at is null`);
    const pending = await fresh('minorSelfPending');
    const program = await insertOutcome(db, { ...stateRow('minorPublic'), collegeId: collegeB.id, programId: null });
    const list = async (actor: SignedIn | null) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/players/matrix-minor/outcomes', headers: actor ? { cookie: users[actor].cookie } : {} })
      ).json().outcomes.map((outcome: { id: string }) => outcome.id);
    expect(await list('minor')).toEqual([program, pending]);
    expect(await list('guardian')).toEqual([program, pending]);
    expect(await list('yes_staff')).toEqual([program, pending]);
    // Once the profile is shown to recruiters, the college's staff see the approved public one, not the pending one.
    await setProfile(db, users.minor.id, { isPublished: true, visibility: 'recruiters_only', guardianApprovedVisibility: 'recruiters_only' });
    expect(await list('this_college_admin')).toEqual([program]);
    await setProfile(db, users.minor.id, { isPublished: false, visibility: 'private', guardianApprovedVisibility: null });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/players/no-such-player/outcomes' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Player not found');
    const guardianList = (await t.app.inject({ method: 'GET', url: '/api/guardian/recruiting-outcomes', headers: { cookie: users.guardian.cookie } })).json();
    expect(guardianList.outcomes.map((outcome: { id: string }) => outcome.id)).toEqual([pending, program]);
    expect(guardianList.outcomes[0]).toMatchObject({ awaitingGuardianApproval: true, playerUserId: users.minor.id, viewer: { canApprove: true } });
    const strangerList = (await t.app.inject({ method: 'GET', url: '/api/guardian/recruiting-outcomes', headers: { cookie: users.stranger.cookie } })).json();
    expect(strangerList).toEqual({ outcomes: [] });
  });
});

describe('recording, approval, confirmation and consent', () => {
  const post = (actor: SignedIn, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: users[actor].cookie }, ...(payload ? { payload } : {}) });
  const status = (id: string, actor?: SignedIn) =>
    t.app.inject({ method: 'GET', url: `/api/recruiting-status/${id}`, headers: actor ? { cookie: users[actor].cookie } : {} });
  const withdrawAll = (userId: string) => t.app.ctx.db.execute(sql`update recruiting_outcomes set withdrawn_at = now() where player_user_id = ${userId} and withdrawn_at is null`);

  it('a minor’s own record: guardian approval, then the college confirms, then both consents make it public; either can take it back', async () => {
    await withdrawAll(users.minor.id);
    const created = await post('minor', '/api/me/recruiting-outcomes', { programId: programA, status: 'committed', decidedOn: '2026-11-02' });
    expect(created.statusCode, created.body).toBe(201);
    const outcome = created.json();
    expect(outcome).toMatchObject({ recordedBy: 'player', confirmed: false, awaitingGuardianApproval: true, needsGuardianConsent: true, titleName: 'Valorant' });
    expect((await status(outcome.id, 'this_college_admin')).statusCode).toBe(404);
    expect((await post('guardian', `/api/recruiting-outcomes/${outcome.id}/guardian-approval`)).json()).toMatchObject({ awaitingGuardianApproval: false });
    expect((await post('this_college_staff', `/api/recruiting-outcomes/${outcome.id}/confirm`)).json()).toMatchObject({ confirmed: true, declined: false });
    expect((await post('minor', `/api/recruiting-outcomes/${outcome.id}/public-consent`, { show: true })).json()).toMatchObject({
      playerPublicConsent: true,
      isPublic: false,
    });
    expect((await status(outcome.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/recruiting-success/${outcome.id}` })).statusCode).toBe(404);
    expect((await post('guardian', `/api/recruiting-outcomes/${outcome.id}/public-consent`, { show: true })).json()).toMatchObject({ isPublic: true });
    expect((await status(outcome.id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/recruiting-success/${outcome.id}` })).statusCode).toBe(200);
    // The guardian withdraws their consent: gone from the public at once.
    await post('guardian', `/api/recruiting-outcomes/${outcome.id}/public-consent`, { show: false });
    expect((await status(outcome.id)).statusCode).toBe(404);
    const kinds = await rowsOf<{ kind: string }>(
      t.app.ctx.db,
      sql`select kind from consent_events where player_user_id = ${users.minor.id} and detail->>'outcomeId' = ${outcome.id} order by seq`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(['outcome_approved', 'outcome_public_granted', 'outcome_public_granted', 'outcome_public_revoked']);
  });

  it('declining keeps it off every public surface; confirming later clears the decline', async () => {
    await withdrawAll(users.player.id);
    const id = await insertOutcome(t.app.ctx.db, { ...stateRow('adultSelf'), playerConsent: true });
    expect((await status(id)).statusCode).toBe(200);
    expect((await post('this_college_admin', `/api/recruiting-outcomes/${id}/decline`)).json()).toMatchObject({ declined: true, confirmed: false, isPublic: false });
    expect((await status(id)).statusCode).toBe(404);
    expect((await post('this_college_admin', `/api/recruiting-outcomes/${id}/confirm`)).json()).toMatchObject({ declined: false, confirmed: true, isPublic: true });
  });

  it('the program recording over the player’s own record confirms that row, keeping the player’s consent', async () => {
    await withdrawAll(users.player.id);
    const id = await insertOutcome(t.app.ctx.db, { ...stateRow('adultSelf'), status: 'verbal', playerConsent: true, decidedOn: '2026-10-01' });
    const response = await post('this_college_admin', '/api/recruiting-outcomes', { playerUserId: users.player.id, programId: programA, status: 'signed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'signed', decidedOn: '2026-10-01', confirmed: true, playerPublicConsent: true, recordedBy: 'player' });
  });

  it('the same record sent twice at once makes one row; the second is told to withdraw first', async () => {
    await withdrawAll(users.stranger.id);
    const payload = { collegeId: collegeA.id, status: 'verbal' };
    const answers = await Promise.all([post('stranger', '/api/me/recruiting-outcomes', payload), post('stranger', '/api/me/recruiting-outcomes', payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [row] = await rowsOf<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from recruiting_outcomes where player_user_id = ${users.stranger.id} and withdrawn_at is null`,
    );
    expect(row!.n).toBe(1);
  });

  it('a program of another college, or a player the staff cannot see, answers 404 naming the field', async () => {
    const programB = await insertProgram(t.app.ctx.db, collegeB.id, 'valorant', 'club');
    const other = await post('this_college_admin', '/api/recruiting-outcomes', { playerUserId: users.player.id, programId: programB, status: 'committed' });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.fields).toEqual({ programId: 'Program not found' });
    const hidden = await post('this_college_admin', '/api/recruiting-outcomes', { playerUserId: users.stranger.id, programId: programA, status: 'committed' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.fields).toEqual({ playerUserId: 'Player not found' });
  });

  it.each([
    ['an unknown status', { status: 'maybe' }, ['status']],
    ['a date in the year 9999', { status: 'signed', decidedOn: '9999-01-01' }, ['decidedOn']],
    ['no program id', { status: 'signed', programId: undefined }, ['programId']],
  ])('the program’s record with %s is 400 naming the field, and nothing changes', async (_label, change, fields) => {
    const before = await digestsWithoutCounters();
    const response = await post('this_college_admin', '/api/recruiting-outcomes', { playerUserId: users.player.id, programId: programA, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(fields);
    expect(await digestsWithoutCounters()).toEqual(before);
  });

  it('the player’s own record without a college or program is 400 on collegeId; a bad consent body is 400', async () => {
    const own = await post('player', '/api/me/recruiting-outcomes', { status: 'verbal' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields).toEqual({ collegeId: 'Choose the college or the program' });
    const id = await fresh('adultSelf');
    const consent = await post('player', `/api/recruiting-outcomes/${id}/public-consent`, { show: 'yes' });
    expect(consent.statusCode).toBe(400);
  });

  it('withdrawing disables the share link; the share link is made once', async () => {
    const id = await fresh('minorPublic');
    const first = (await post('minor', `/api/recruiting-outcomes/${id}/short-link`)).json();
    expect(first.code).toMatch(/^[6789BCDFGHJKLMNPQRTWbcdfghjkmnpqrtwz]{7}$/);
    expect(first.path).toBe(`/r/${first.code}`);
    expect((await post('guardian', `/api/recruiting-outcomes/${id}/short-link`)).json()).toEqual(first);
    expect((await post('minor', `/api/recruiting-outcomes/${id}/withdraw`)).statusCode).toBe(204);
    const [link] = await rowsOf<{ disabled: boolean; programId: string | null }>(
      t.app.ctx.db,
      sql`select disabled_at is not null as disabled, program_id as "programId" from short_links where code = ${first.code}`,
    );
    expect(link).toEqual({ disabled: true, programId: null });
    // Made by the college's staff, the link is the program's (its Links tab lists it).
    const staffLink = (await post('this_college_admin', `/api/recruiting-outcomes/${await fresh('minorPublic')}/short-link`)).json();
    const [staffRow] = await rowsOf<{ programId: string }>(t.app.ctx.db, sql`select program_id as "programId" from short_links where code = ${staffLink.code}`);
    expect(staffRow!.programId).toBe(programA);
    expect((await status(id, 'minor')).statusCode).toBe(404);
  });
});
