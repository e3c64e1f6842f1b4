/**
 * Runs the short-link access matrix (short-links.matrix.ts, docs/decisions/039)
 * over the recruiting cast; every refusal changes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grantCollegeRole, signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { publishProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { collegesWithPrograms, insertForm, insertLink, type TestProgram } from '../test/short-links/recruiting-test-data.ts';
import { shortLinksAccessMatrix } from '../test/short-links/short-links.matrix.ts';

type SignedIn = RecruitingSignedIn;

let t: TestApp;
const users = {} as Record<SignedIn, TestUser>;
let program: TestProgram;
let formId: string;

const programLink = async () => (await insertLink(t.app.ctx.db, { targetType: 'college', collegeId: program.collegeId, programId: program.id })).id;
const playersOwnLink = async () => (await insertLink(t.app.ctx.db, { targetType: 'player_card', playerUserId: users.player.id, ownerUserId: users.player.id })).id;

/** Rate-limit counters and session touches may move on any request; everything else must not. */
async function digestsWithoutCounters() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  const [first, other] = await collegesWithPrograms(db, 2);
  program = first!;
  formId = (await insertForm(db, program.id)).id;
  users.player = await signUpScoped(t.app, [], null);
  await publishProfile(db, users.player.id, { slug: `matrix-player-${Date.now()}` });
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: program.collegeId, otherCollegeId: other!.collegeId }));
  // Another college's admin who is its staff too: neither role reaches this college's links.
  await grantCollegeRole(db, users.other_college_admin.id, 'programs_college_staff', other!.collegeId);
});
afterAll(async () => t.close());

describeAccessMatrix(shortLinksAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => ({
    programId: program.id,
    formId,
    programLink,
    playersOwnLink,
    collegeLinkCode: async () => (await insertLink(t.app.ctx.db, { targetType: 'college', collegeId: program.collegeId })).code,
  }),
  callers: RECRUITING_ACTORS,
  unchanged: { snapshot: digestsWithoutCounters, when: (status) => status >= 400 },
});

it('an unknown program and an unknown link are 404 for platform staff too', async () => {
  const admin = { cookie: users.yes_admin.cookie };
  const unknown = '00000000-0000-4000-8000-00000000abcd';
  for (const [method, url, payload] of [
    ['GET', `/api/programs/${unknown}/short-links`, undefined],
    ['PATCH', `/api/short-links/${unknown}`, { label: 'x' }],
  ] as const) {
    expect((await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) })).statusCode, url).toBe(404);
  }
});
