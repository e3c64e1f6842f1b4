/**
 * Who may use each submissions route (docs/decisions/038, 055; run by
 * submissions-access-matrix.api.test.ts over the recruiting cast):
 * - the public form: anyone, signed out too;
 * - submitting: a visitor (signed out) or a player account; staff of the
 *   program's college (every college role, and platform staff, who can view
 *   every program) 403, and accounts that are not players (guardians,
 *   other colleges' staff) 403;
 * - the application routes (and confirming a visitor's repeat): whoever holds
 *   the token, signed in or not; a link replaced by a confirmed repeat: nobody
 *   (410); a link of an application an account claimed: that account alone
 *   (410 for everyone else); withdrawing an account's application: its
 *   owner's session alone (signed out 401, others 403) (session 26);
 * - the player's own list: any signed-in account (401 signed out);
 * - the Responses tab: "can view a program" of the program's college
 *   (its admin and staff, platform staff); everyone else 404, as if the
 *   program did not exist; signed out 401.
 * Every refusal changes nothing (the runner's snapshot). Each call that may
 * change something acts on a fresh submission.
 */
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type RouteKey } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, type RecruitingActor } from '#server/test/recruiting-cast.ts';
import { validAnswers } from './submissions-test-data.ts';

export interface SubmissionsFixture {
  /** The program's college. */
  slug: string;
  /** The program whose Responses tab the entries read. */
  programId: string;
  /** The published form of that program. */
  formId: string;
  /** A fresh visitor email. */
  visitorEmail(): string;
  /** A fresh visitor submission of the form: its id and its application link's token. */
  freshSubmission(): Promise<{ submissionId: string; token: string }>;
  /** The token emailed to a visitor who sent the form twice (confirm_by_email). */
  repeatUpdateToken(): Promise<string>;
  /** The token of a visitor's application (the claim form) sent with the actor's email (none signed out). */
  claimToken(actor: RecruitingActor): Promise<string>;
  /** The token in the email to an unverified guardian of a 16-year-old visitor. */
  guardianViewToken(): Promise<string>;
  /** The first link of a visitor's application whose answers a confirmed repeat replaced. */
  replacedToken(): Promise<string>;
  /** The link of a visitor's application sent with the player's email, which the player then claimed. */
  claimedToken(): Promise<string>;
  /** The link of the player's own (signed-in) application to a form of its own. */
  ownApplicationToken(): Promise<string>;
}

type Fixture = SubmissionsFixture;
type Allows = (actor: RecruitingActor) => boolean;

const viewers: readonly RecruitingActor[] = ['this_college_admin', 'this_college_staff', 'yes_staff', 'yes_developer', 'yes_admin'];
const canView: Allows = (actor) => viewers.includes(actor);
const anyone: Allows = () => true;
const signedIn: Allows = (actor) => actor !== 'anonymous';
const onlyPlayer: Allows = (actor) => actor === 'player';
const nobody: Allows = () => false;
const responsesRefusal = (actor: RecruitingActor) => (actor === 'anonymous' ? 401 : 404);
const accountRefusal = (actor: RecruitingActor) => (actor === 'anonymous' ? 401 : 403);

/** One entry: `allowed` for each actor `allows` picks, `refused(actor)` for the others (in the cast's order). */
function submissionsRoute(
  route: RouteKey,
  request: (f: Fixture, actor: RecruitingActor) => Promise<MatrixRequest>,
  allowed: number,
  allows: Allows,
  refused: (actor: RecruitingActor) => number,
  label?: string,
): AccessMatrixEntry<RecruitingActor, Fixture> {
  return {
    route,
    request,
    expect: Object.fromEntries(RECRUITING_ACTORS.map((actor) => [actor, allows(actor) ? allowed : refused(actor)])),
    ...(label ? { label } : {}),
  };
}

const responses = (f: Fixture) => `/api/colleges/${f.slug}/programs/${f.programId}/responses`;

export const submissionsAccessMatrix = defineAccessMatrix<RecruitingActor, Fixture>({
  module: 'src/server/test/submissions/submissions.matrix.ts',
  entries: [
    submissionsRoute('GET /api/colleges/:slug/apply/:formId', async (f) => ({ params: { slug: f.slug, formId: f.formId } }), 200, anyone, () => 0),
    submissionsRoute(
      'POST /api/colleges/:slug/apply/:formId',
      async (f, actor) => ({
        params: { slug: f.slug, formId: f.formId },
        payload: { answers: validAnswers(), ...(actor === 'anonymous' ? { visitor: { name: 'Anon', email: f.visitorEmail(), birthDate: '1990-01-01' } } : {}) },
      }),
      201,
      (actor) => actor === 'anonymous' || actor === 'player',
      () => 403,
    ),
    ...(['view', 'withdraw', 'revoke'] as const).map((action) =>
      submissionsRoute(`POST /api/applications/${action}`, async (f) => ({ payload: { token: (await f.freshSubmission()).token } }), 200, anyone, () => 0),
    ),
    // A visitor's repeat, confirmed by whoever holds the link emailed to the address (decision 038).
    submissionsRoute('POST /api/applications/confirm-update', async (f) => ({ payload: { token: await f.repeatUpdateToken() } }), 200, anyone, () => 0),
    // A visitor's application sent with the actor's own (verified) email: only a player account may take it.
    submissionsRoute('POST /api/applications/claim', async (f, actor) => ({ payload: { token: await f.claimToken(actor) } }), 200, onlyPlayer, accountRefusal),
    // The link in an unverified guardian's email (session 26): whoever holds it.
    submissionsRoute('POST /api/applications/guardian-view', async (f) => ({ payload: { token: await f.guardianViewToken() } }), 200, anyone, () => 0),
    // Session 26 (issue 24.1): links that no longer open their application, and withdrawing an account's application.
    ...(['view', 'withdraw'] as const).flatMap((action) => [
      submissionsRoute(
        `POST /api/applications/${action}`,
        async (f) => ({ payload: { token: await f.replacedToken() } }),
        200,
        nobody,
        () => 410,
        'a link replaced by a confirmed repeat',
      ),
      submissionsRoute(
        `POST /api/applications/${action}`,
        async (f) => ({ payload: { token: await f.claimedToken() } }),
        200,
        onlyPlayer,
        () => 410,
        "a link of a visitor's application an account claimed",
      ),
    ]),
    submissionsRoute(
      'POST /api/applications/withdraw',
      async (f) => ({ payload: { token: await f.ownApplicationToken() } }),
      200,
      onlyPlayer,
      accountRefusal,
      "an account's application, a working link",
    ),
    submissionsRoute('GET /api/me/submissions', async () => ({}), 200, signedIn, () => 401),
    submissionsRoute('GET /api/colleges/:slug/programs/:programId/responses', async (f) => ({ url: responses(f) }), 200, canView, responsesRefusal),
    submissionsRoute('GET /api/colleges/:slug/programs/:programId/responses.csv', async (f) => ({ url: `${responses(f)}.csv` }), 200, canView, responsesRefusal),
    submissionsRoute(
      'PATCH /api/colleges/:slug/programs/:programId/responses/:submissionId',
      async (f) => ({ url: `${responses(f)}/${(await f.freshSubmission()).submissionId}`, payload: { status: 'reviewed' } }),
      200,
      canView,
      responsesRefusal,
    ),
    submissionsRoute(
      'POST /api/colleges/:slug/programs/:programId/responses/add-to-pipeline',
      async (f) => ({ url: `${responses(f)}/add-to-pipeline`, payload: { submissionIds: [(await f.freshSubmission()).submissionId] } }),
      200,
      canView,
      responsesRefusal,
    ),
  ],
});
