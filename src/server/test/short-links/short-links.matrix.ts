/**
 * Who may use each short-link route (docs/decisions/039, 055; run by
 * short-links-access-matrix.api.test.ts), for the recruiting cast:
 * - a program's links (list, create, change, delete): who "can view a
 *   program" of its college (privileged, programs_college_admin or
 *   programs_college_staff of it); anyone else 404, as for an unknown one;
 * - a player's own link: its owner only (platform staff included: 404);
 * - the card link: accounts whose profile is a player's (403 for recruiters and families);
 * - /r/{code} and the status API: anyone, signed out too.
 * Signed out is 401 on every signed-in route. Every refusal changes nothing
 * (the runner's snapshot).
 */
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type RouteKey } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, type RecruitingActor } from '#server/test/recruiting-cast.ts';

export interface ShortLinksFixture {
  programId: string;
  formId: string;
  /** A new link of the program's, of the player's own card, and of the college (its code). */
  programLink(): Promise<string>;
  playersOwnLink(): Promise<string>;
  collegeLinkCode(): Promise<string>;
}

const canView = (actor: RecruitingActor) => ['this_college_admin', 'this_college_staff', 'yes_staff', 'yes_developer', 'yes_admin'].includes(actor);

function linkRoute(
  route: RouteKey,
  label: string | undefined,
  request: (f: ShortLinksFixture) => Promise<MatrixRequest>,
  rule: { allowed: number; refused: 403 | 404; allows: (actor: RecruitingActor) => boolean; isPublic?: boolean },
): AccessMatrixEntry<RecruitingActor, ShortLinksFixture> {
  return {
    route,
    ...(label ? { label } : {}),
    request,
    expect: Object.fromEntries(
      RECRUITING_ACTORS.map((actor) => [actor, actor === 'anonymous' && !rule.isPublic ? 401 : rule.allows(actor) ? rule.allowed : rule.refused]),
    ),
  };
}

export const shortLinksAccessMatrix = defineAccessMatrix<RecruitingActor, ShortLinksFixture>({
  module: 'src/server/test/short-links/short-links.matrix.ts',
  entries: [
    linkRoute('GET /api/programs/:programId/short-links', undefined, async (f) => ({ params: { programId: f.programId } }), { allowed: 200, refused: 404, allows: canView }),
    linkRoute('POST /api/programs/:programId/short-links', 'form', async (f) => ({ params: { programId: f.programId }, payload: { target: 'form', formId: f.formId } }), {
      allowed: 201,
      refused: 404,
      allows: canView,
    }),
    linkRoute('PATCH /api/short-links/:linkId', 'a program’s link', async (f) => ({ params: { linkId: await f.programLink() }, payload: { label: 'Matrix' } }), {
      allowed: 200,
      refused: 404,
      allows: canView,
    }),
    linkRoute('PATCH /api/short-links/:linkId', 'a player’s own link', async (f) => ({ params: { linkId: await f.playersOwnLink() }, payload: { disabled: true } }), {
      allowed: 200,
      refused: 404,
      allows: (actor) => actor === 'player',
    }),
    linkRoute('DELETE /api/short-links/:linkId', 'a program’s link', async (f) => ({ params: { linkId: await f.programLink() } }), { allowed: 204, refused: 404, allows: canView }),
    linkRoute('DELETE /api/short-links/:linkId', 'a player’s own link', async (f) => ({ params: { linkId: await f.playersOwnLink() } }), {
      allowed: 204,
      refused: 404,
      allows: (actor) => actor === 'player',
    }),
    // Accounts whose profile is a player's: not recruiters (college roles), not families.
    linkRoute('POST /api/me/short-links/card', undefined, async () => ({}), { allowed: 200, refused: 403, allows: (actor) => ['player', 'yes_staff', 'yes_developer', 'yes_admin'].includes(actor) }),
    linkRoute('GET /api/short-links/:code/status', undefined, async (f) => ({ params: { code: await f.collegeLinkCode() } }), { allowed: 200, refused: 404, allows: () => true, isPublic: true }),
    linkRoute('GET /r/:code', undefined, async (f) => ({ params: { code: await f.collegeLinkCode() } }), { allowed: 302, refused: 404, allows: () => true, isPublic: true }),
  ],
});
