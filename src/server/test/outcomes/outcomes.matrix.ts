/**
 * Who may use each recruiting outcome route (docs/decisions/041, 055; run by
 * outcomes-access-matrix.api.test.ts), for every role that could try: signed
 * out, the adult player, a minor player, the minor's active guardian, an
 * unrelated player, the college's admin, staff and admissions, another
 * college's admin and staff, and the three platform roles (yes_staff,
 * yes_developer, yes_admin). Each cell gets a fresh outcome row in the state
 * its entry names; the cast signs up once. A refused write changes nothing
 * (the runner's snapshot of the tables the outcome routes write).
 */
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type RouteKey } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS } from '#server/test/recruiting-cast.ts';

/** The shared recruiting cast (recruiting-cast.ts) with this matrix's players: an adult (`player`), a minor (16), an unrelated one. */
export const OUTCOME_ACTORS = [...RECRUITING_ACTORS, 'minor', 'stranger'] as const;
export type OutcomeActor = (typeof OUTCOME_ACTORS)[number];
export type OutcomeSignedIn = Exclude<OutcomeActor, 'anonymous'>;

/** The outcome rows the cases start from (the adult player's or the minor's, of the college's program). */
export type OutcomeState = 'adultSelf' | 'adultProgram' | 'minorSelfPending' | 'minorProgram' | 'minorPublic' | 'withdrawn' | 'adultDeclinedConsented';

export interface OutcomesFixture {
  /** The recruiting program of the college whose staff are `this_college_*` (the adult player is in its pipeline). */
  programId: string;
  collegeSlug: string;
  /** Another college (no program), where players record their own outcomes. */
  otherCollegeId: string;
  /** The adult player. */
  playerUserId: string;
  /** A fresh outcome row in `state`; its id. */
  fresh(state: OutcomeState): Promise<string>;
  /** A fresh application of the adult player to the program; its id. */
  application(): Promise<string>;
  /** Withdraws every open outcome of the actor, so a new one may be recorded. */
  withdrawOpen(actor: OutcomeSignedIn): Promise<void>;
}

type Fixture = OutcomesFixture;

/** Expected status per actor: `ok` for those listed, `otherwise` for everyone else signed in; signed out is 401 unless given. */
function expect401(ok: Partial<Record<OutcomeSignedIn, number>>, otherwise: number, anonymous = 401): Record<OutcomeActor, number> {
  const result = { anonymous } as Record<OutcomeActor, number>;
  for (const actor of OUTCOME_ACTORS) if (actor !== 'anonymous') result[actor] = ok[actor] ?? otherwise;
  return result;
}
const everyone = (status: number) => expect401({}, status, status);
/** The three platform roles (yes_staff, yes_developer, yes_admin) get the same answer on every outcome route. */
const privileged = (status: number) => ({ yes_staff: status, yes_developer: status, yes_admin: status });

const SEE_ADULT = { player: 200, this_college_admin: 200, this_college_staff: 200, ...privileged(200) } as const;
const SEE_MINOR_PROGRAM = { minor: 200, guardian: 200, this_college_admin: 200, this_college_staff: 200, ...privileged(200) } as const;

function outcomeRoute(
  route: RouteKey,
  request: (f: Fixture, actor: OutcomeActor) => Promise<MatrixRequest>,
  expected: Record<OutcomeActor, number>,
  label?: string,
): AccessMatrixEntry<OutcomeActor, Fixture> {
  return { route, request, expect: expected, ...(label ? { label } : {}) };
}

const onFresh = (state: OutcomeState, path = '') => async (f: Fixture) => ({ url: `/api/recruiting-outcomes/${await f.fresh(state)}${path}` });

export const outcomesAccessMatrix = defineAccessMatrix<OutcomeActor, Fixture>({
  module: 'src/server/test/outcomes/outcomes.matrix.ts',
  entries: [
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
    ).map(([state, expected]) => outcomeRoute('GET /api/recruiting-status/:id', async (f) => ({ params: { id: await f.fresh(state) } }), expected, state)),
    outcomeRoute('GET /api/recruiting-status/:id', async (f) => ({ params: { id: await f.application() } }), expect401(SEE_ADULT, 404, 404), 'an application'),
    outcomeRoute(
      'POST /api/recruiting-outcomes',
      async (f) => {
        await f.withdrawOpen('player');
        return { payload: { playerUserId: f.playerUserId, programId: f.programId, status: 'committed', decidedOn: '2026-11-01' } };
      },
      // Anyone who cannot view the program is told it does not exist.
      expect401({ this_college_admin: 201, this_college_staff: 201, ...privileged(201) }, 404),
      'the program records',
    ),
    outcomeRoute(
      'POST /api/me/recruiting-outcomes',
      async (f, actor) => {
        if (actor !== 'anonymous') await f.withdrawOpen(actor);
        return { payload: { collegeId: f.otherCollegeId, status: 'verbal' } };
      },
      expect401({ player: 201, minor: 201, stranger: 201, ...privileged(201) }, 403),
      'the player records their own',
    ),
    // Declining has confirming's rule (one action, canConfirm): one state is enough for it.
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/decline',
      onFresh('adultSelf', '/decline'),
      expect401({ player: 403, this_college_admin: 200, this_college_staff: 200, ...privileged(200) }, 404),
      'self-reported by an adult',
    ),
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/confirm',
      onFresh('adultSelf', '/confirm'),
      expect401({ player: 403, this_college_admin: 200, this_college_staff: 200, ...privileged(200) }, 404),
      'self-reported by an adult',
    ),
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/confirm',
      onFresh('minorSelfPending', '/confirm'),
      expect401({ minor: 403, guardian: 403, ...privileged(403) }, 404),
      "a minor's, before a guardian approved",
    ),
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/confirm',
      onFresh('adultProgram', '/confirm'),
      expect401({ player: 403, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
      'recorded by the program',
    ),
    outcomeRoute('POST /api/recruiting-outcomes/:id/guardian-approval', onFresh('minorSelfPending', '/guardian-approval'), expect401({ guardian: 200, minor: 403, ...privileged(403) }, 404)),
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/public-consent',
      async (f) => ({ ...(await onFresh('minorProgram', '/public-consent')(f)), payload: { show: true } }),
      expect401({ minor: 200, guardian: 200, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
      'a minor’s',
    ),
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/public-consent',
      async (f) => ({ ...(await onFresh('adultSelf', '/public-consent')(f)), payload: { show: true } }),
      expect401({ player: 200, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
      'an adult’s',
    ),
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/withdraw',
      onFresh('adultSelf', '/withdraw'),
      expect401({ player: 204, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
      'self-reported by an adult',
    ),
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/withdraw',
      onFresh('minorProgram', '/withdraw'),
      expect401({ minor: 204, guardian: 204, this_college_admin: 204, this_college_staff: 204, ...privileged(204) }, 404),
      'a minor’s, recorded by the program',
    ),
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/short-link',
      onFresh('minorPublic', '/short-link'),
      expect401({ minor: 200, guardian: 200, this_college_admin: 200, this_college_staff: 200, ...privileged(200) }, 403),
      'public',
    ),
    outcomeRoute(
      'POST /api/recruiting-outcomes/:id/short-link',
      onFresh('minorProgram', '/short-link'),
      expect401({ minor: 403, guardian: 403, this_college_admin: 403, this_college_staff: 403, ...privileged(403) }, 404),
      'not public',
    ),
    outcomeRoute(
      'GET /api/players/:slug/outcomes',
      async () => ({ params: { slug: 'matrix-minor' } }),
      // The minor's profile is private: its insiders only (decision 019); everyone else as for an unknown slug.
      expect401({ minor: 200, guardian: 200, ...privileged(200) }, 404, 404),
    ),
    outcomeRoute('GET /api/guardian/recruiting-outcomes', async () => ({}), expect401({}, 200)),
    outcomeRoute('GET /api/recruiting-success/:id', async (f) => ({ params: { id: await f.fresh('minorPublic') } }), everyone(200), 'confirmed, public'),
    outcomeRoute(
      'GET /api/recruiting-success/:id',
      async (f) => ({ params: { id: await f.fresh('minorProgram') } }),
      everyone(404),
      'confirmed, not public: not even its insiders',
    ),
    outcomeRoute('GET /api/recruiting-outcomes/:id/share-image.png', onFresh('minorProgram', '/share-image.png'), everyone(404), 'not public'),
    outcomeRoute('GET /api/widget', async (f) => ({ url: `/api/widget?college=${f.collegeSlug}` }), everyone(200)),
  ],
});
