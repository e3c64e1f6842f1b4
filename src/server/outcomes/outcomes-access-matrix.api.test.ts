/**
 * Who may use each recruiting outcome route (docs/decisions/041), for every
 * role that could try: signed out, the adult player, a minor player, the
 * minor's active guardian, an unrelated player, the college's admin, staff
 * and admissions, another college's admin and staff, and the three platform
 * roles (yes_staff, yes_developer, yes_admin). Each case gets a
 * fresh outcome row in the state it names; the cast signs up once. Refusals
 * change nothing. The last test fails when a route is added without a row.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProgram } from '#server/colleges/college-edit-test-data.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/colleges/college-staff-test-data.ts';
import { birthDateForAge, linkActiveGuardian, setProfile } from '#server/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast } from '#server/test/recruiting-cast.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { insertApplication, insertOutcome, type OutcomeRowInput } from './outcome-test-data.ts';

/** The shared recruiting cast (recruiting-cast.ts) with this file's players: an adult, a minor, an unrelated one. */
const ACTORS = [...RECRUITING_ACTORS, 'minor', 'stranger'] as const;
type Actor = (typeof ACTORS)[number];
type SignedIn = Exclude<Actor, 'anonymous'>;

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<SignedIn, TestUser>;
let collegeA: TestCollege;
let collegeB: TestCollege;
let programA: string;

/** Expected status per actor: `ok` for those listed, `otherwise` for everyone else signed in; signed out is 401 unless given. */
function expect401(ok: Partial<Record<SignedIn, number>>, otherwise: number, anonymous = 401): Record<Actor, number> {
  const result = { anonymous } as Record<Actor, number>;
  for (const actor of ACTORS) if (actor !== 'anonymous') result[actor] = ok[actor] ?? otherwise;
  return result;
}

type State = 'adultSelf' | 'adultProgram' | 'minorSelfPending' | 'minorProgram' | 'minorPublic' | 'withdrawn' | 'adultDeclinedConsented';

function stateRow(state: State): OutcomeRowInput {
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

const fresh = (state: State) => insertOutcome(t.app.ctx.db, stateRow(state));

interface RouteCase {
  name: string;
  route: string;
  method: 'GET' | 'POST';
  request: (actor: SignedIn | null) => Promise<{ url: string; payload?: object }>;
  expected: Record<Actor, number>;
}

const everyone = (status: number) => expect401({}, status, status);
/** The three platform roles (yes_staff, yes_developer, yes_admin) get the same answer on every outcome route. */
const privileged = (status: number) => ({ yes_staff: status, yes_developer: status, yes_admin: status });

const SEE_ADULT = { player: 200, this_college_admin: 200, this_college_staff: 200, ...privileged(200) } as const;
const SEE_MINOR_PROGRAM = { minor: 200, guardian: 200, this_college_admin: 200, this_college_staff: 200, ...privileged(200) } as const;

const CASES: RouteCase[] = [
  // The status page.
  ...(
    [
      ['adultSelf', expect401(SEE_ADULT, 404, 404)],
      ['adultProgram', expect401(SEE_ADULT, 404, 404)],
      ['minorSelfPending', expect401({ minor: 200, guardian: 200, ...privileged(200) }, 404, 404)],
      ['minorProgram', expect401(SEE_MINOR_PROGRAM, 404, 404)],
      ['minorPublic', everyone(200)],
      ['withdrawn', everyone(404)],
      ['adultDeclinedConsented', expect401(SEE_ADULT, 404, 404)],
    ] as const
  ).map(
    ([state, expected]): RouteCase => ({
      name: `GET /api/recruiting-status/:id (${state})`,
      route: 'GET /api/recruiting-status/:id',
      method: 'GET',
      request: async () => ({ url: `/api/recruiting-status/${await fresh(state)}` }),
      expected,
    }),
  ),
  {
    name: 'GET /api/recruiting-status/:id (an application)',
    route: 'GET /api/recruiting-status/:id',
    method: 'GET',
    request: async () => ({
      url: `/api/recruiting-status/${await insertApplication(t.app.ctx.db, { programId: programA, submitterUserId: users.player.id, email: users.player.email })}`,
    }),
    expected: expect401(SEE_ADULT, 404, 404),
  },
  {
    name: 'POST /api/recruiting-outcomes (the program records)',
    route: 'POST /api/recruiting-outcomes',
    method: 'POST',
    request: async () => {
      await t.app.ctx.db.execute(sql`update recruiting_outcomes set withdrawn_at = now() where player_user_id = ${users.player.id} and withdrawn_at is null`);
      return { url: '/api/recruiting-outcomes', payload: { playerUserId: users.player.id, programId: programA, status: 'committed', decidedOn: '2026-11-01' } };
    },
    // Anyone who cannot view the program is told it does not exist.
    expected: expect401({ this_college_admin: 201, this_college_staff: 201, ...privileged(201) }, 404),
  },
  {
    name: 'POST /api/me/recruiting-outcomes (the player records their own)',
    route: 'POST /api/me/recruiting-outcomes',
    method: 'POST',
    request: async (actor) => {
      if (actor) {
        await t.app.ctx.db.execute(sql`update recruiting_outcomes set withdrawn_at = now() where player_user_id = ${users[actor].id} and withdrawn_at is null`);
      }
      return { url: '/api/me/recruiting-outcomes', payload: { collegeId: collegeB.id, status: 'verbal' } };
    },
    expected: expect401({ player: 201, minor: 201, stranger: 201, ...privileged(201) }, 403),
  },
  // Declining has confirming's rule (one action, canConfirm): one state is enough for it.
  {
    name: 'POST /api/recruiting-outcomes/:id/decline (self-reported by an adult)',
    route: 'POST /api/recruiting-outcomes/:id/decline',
    method: 'POST',
    request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('adultSelf')}/decline` }),
    expected: expect401({ player: 403, this_college_admin: 200, this_college_staff: 200, ...privileged(200) }, 404),
  },
  ...(['confirm'] as const).flatMap((decision): RouteCase[] => [
    {
      name: `POST /api/recruiting-outcomes/:id/${decision} (self-reported by an adult)`,
      route: `POST /api/recruiting-outcomes/:id/${decision}`,
      method: 'POST',
      request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('adultSelf')}/${decision}` }),
      expected: expect401({ player: 403, this_college_admin: 200, this_college_staff: 200, ...privileged(200) }, 404),
    },
    {
      name: `POST /api/recruiting-outcomes/:id/${decision} (a minor's, before a guardian approved)`,
      route: `POST /api/recruiting-outcomes/:id/${decision}`,
      method: 'POST',
      request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('minorSelfPending')}/${decision}` }),
      expected: expect401({ minor: 403, guardian: 403, ...privileged(403) }, 404),
    },
    {
      name: `POST /api/recruiting-outcomes/:id/${decision} (recorded by the program)`,
      route: `POST /api/recruiting-outcomes/:id/${decision}`,
      method: 'POST',
      request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('adultProgram')}/${decision}` }),
      expected: expect401({ player: 403, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
    },
  ]),
  {
    name: 'POST /api/recruiting-outcomes/:id/guardian-approval',
    route: 'POST /api/recruiting-outcomes/:id/guardian-approval',
    method: 'POST',
    request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('minorSelfPending')}/guardian-approval` }),
    expected: expect401({ guardian: 200, minor: 403, ...privileged(403) }, 404),
  },
  {
    name: 'POST /api/recruiting-outcomes/:id/public-consent (a minor’s)',
    route: 'POST /api/recruiting-outcomes/:id/public-consent',
    method: 'POST',
    request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('minorProgram')}/public-consent`, payload: { show: true } }),
    expected: expect401({ minor: 200, guardian: 200, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
  },
  {
    name: 'POST /api/recruiting-outcomes/:id/public-consent (an adult’s)',
    route: 'POST /api/recruiting-outcomes/:id/public-consent',
    method: 'POST',
    request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('adultSelf')}/public-consent`, payload: { show: true } }),
    expected: expect401({ player: 200, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
  },
  {
    name: 'POST /api/recruiting-outcomes/:id/withdraw (self-reported by an adult)',
    route: 'POST /api/recruiting-outcomes/:id/withdraw',
    method: 'POST',
    request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('adultSelf')}/withdraw` }),
    expected: expect401({ player: 204, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
  },
  {
    name: 'POST /api/recruiting-outcomes/:id/withdraw (a minor’s, recorded by the program)',
    route: 'POST /api/recruiting-outcomes/:id/withdraw',
    method: 'POST',
    request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('minorProgram')}/withdraw` }),
    expected: expect401({ minor: 204, guardian: 204, this_college_admin: 204, this_college_staff: 204, ...privileged(204) }, 404),
  },
  {
    name: 'POST /api/recruiting-outcomes/:id/short-link (public)',
    route: 'POST /api/recruiting-outcomes/:id/short-link',
    method: 'POST',
    request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('minorPublic')}/short-link` }),
    expected: expect401({ minor: 200, guardian: 200, this_college_admin: 200, this_college_staff: 200, ...privileged(200) }, 403),
  },
  {
    name: 'POST /api/recruiting-outcomes/:id/short-link (not public)',
    route: 'POST /api/recruiting-outcomes/:id/short-link',
    method: 'POST',
    request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('minorProgram')}/short-link` }),
    expected: expect401({ minor: 403, guardian: 403, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
  },
  {
    name: 'GET /api/players/:slug/outcomes',
    route: 'GET /api/players/:slug/outcomes',
    method: 'GET',
    request: async () => ({ url: '/api/players/matrix-minor/outcomes' }),
    // The minor's profile is private: its insiders only (decision 019); everyone else as for an unknown slug.
    expected: expect401({ minor: 200, guardian: 200, ...privileged(200) }, 404, 404),
  },
  {
    name: 'GET /api/guardian/recruiting-outcomes',
    route: 'GET /api/guardian/recruiting-outcomes',
    method: 'GET',
    request: async () => ({ url: '/api/guardian/recruiting-outcomes' }),
    expected: expect401({}, 200),
  },
  {
    name: 'GET /api/recruiting-success/:id (confirmed, public)',
    route: 'GET /api/recruiting-success/:id',
    method: 'GET',
    request: async () => ({ url: `/api/recruiting-success/${await fresh('minorPublic')}` }),
    expected: everyone(200),
  },
  {
    name: 'GET /api/recruiting-success/:id (confirmed, not public: not even its insiders)',
    route: 'GET /api/recruiting-success/:id',
    method: 'GET',
    request: async () => ({ url: `/api/recruiting-success/${await fresh('minorProgram')}` }),
    expected: everyone(404),
  },
  {
    name: 'GET /api/recruiting-outcomes/:id/share-image.png (not public)',
    route: 'GET /api/recruiting-outcomes/:id/share-image.png',
    method: 'GET',
    request: async () => ({ url: `/api/recruiting-outcomes/${await fresh('minorProgram')}/share-image.png` }),
    expected: everyone(404),
  },
  {
    name: 'GET /api/widget',
    route: 'GET /api/widget',
    method: 'GET',
    request: async () => ({ url: `/api/widget?college=${collegeA.slug}` }),
    expected: everyone(200),
  },
];

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
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const url = route.url;
      if (/recruiting-(outcomes|status|success)/.test(url) || url.startsWith('/api/widget') || url === '/api/players/:slug/outcomes') {
        for (const method of methods) if (method !== 'HEAD' && url.startsWith('/api/')) registered.push(`${method} ${url}`);
      }
    },
  });
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

describe('access matrix', () => {
  for (const route of CASES) {
    for (const actor of ACTORS) {
      const expected = route.expected[actor];
      it(`${route.name} as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
        const { url, payload } = await route.request(actor === 'anonymous' ? null : actor);
        const before = expected >= 400 && route.method === 'POST' ? await digestsWithoutCounters() : null;
        const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
        const response = await t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
        if (before) expect(await digestsWithoutCounters()).toEqual(before);
      });
    }
  }

  it('every outcome route has a row', () => {
    const covered = new Set(CASES.map((route) => route.route));
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
  });
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
