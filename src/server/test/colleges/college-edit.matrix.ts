/**
 * Who may use each route of the college edit page (issue 12.5, spec 6,
 * docs/decisions/033, 055; run by colleges-access-matrix.api.test.ts), for
 * the cast's college and a caller of each kind: signed out, a player (the
 * stranger), the college's admin, staff and admissions, a high-school
 * program admin of the college (program-admin-type: edits the page, does not
 * manage or view programs), another college's admin, and platform staff
 * (yes_staff, yes_developer, yes_admin). Spec 6's rules:
 * - "Can edit a college": privileged, or any program-admin-type role there;
 * - "Can manage a program": yes_admin, or programs_college_admin there;
 * - "Can view a program": privileged, or programs_college_admin or _staff there.
 * The edit page tells each caller it lets in those rules, and lists the
 * programs only to who may view them. The college's admin is refused on
 * another college's page (403), and an unknown college is 404 to everyone
 * signed in. Every refusal changes nothing (the runner's snapshot). A
 * program's responses sit under the college's path but are the submissions
 * matrix's (docs/decisions/038).
 */
import { expect } from 'vitest';
import type { CollegeEdit, CollegeEditPermissions } from '#shared/contracts/college-edit.ts';
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { ProgramLevel } from '#shared/recruiting/program-levels.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';
import { programBody } from './college-edit-test-data.ts';

export const EDIT_CALLERS = [
  'anonymous',
  'stranger',
  'college_admin',
  'college_staff',
  'college_admissions',
  'high_school_admin',
  'other_college_admin',
  'yes_staff',
  'yes_developer',
  'yes_admin',
] as const;
export type EditCaller = (typeof EDIT_CALLERS)[number];

export interface EditFixture {
  college: { id: string; slug: string };
  /** A program of the college every allowed caller changes (PATCH) and the edit page lists. */
  sharedProgramId: string;
  /** A new program of the college (to delete). */
  freshProgram(): Promise<string>;
  /** A title and level the college has no program of yet: `take` uses it up (an allowed caller's new program). */
  freePair(take: boolean): { title: GameSlug; level: ProgramLevel };
  /** Another college (claimed) and a program of it: what this college's admin may not touch. */
  otherCollegeSlug: string;
  otherProgramId: string;
}

/** Spec 6's three rules for each caller at the college. */
export const EDIT_RULES: Record<Exclude<EditCaller, 'anonymous'>, CollegeEditPermissions> = {
  stranger: { edit: false, manage: false, view: false },
  college_admin: { edit: true, manage: true, view: true },
  college_staff: { edit: false, manage: false, view: true },
  college_admissions: { edit: false, manage: false, view: false },
  high_school_admin: { edit: true, manage: false, view: false },
  other_college_admin: { edit: false, manage: false, view: false },
  yes_staff: { edit: true, manage: false, view: true },
  yes_developer: { edit: true, manage: false, view: true },
  yes_admin: { edit: true, manage: true, view: true },
};

const rulesOf = (caller: EditCaller) => (caller === 'anonymous' ? undefined : EDIT_RULES[caller]);

function editRoute(
  route: RouteKey,
  request: (f: EditFixture, caller: EditCaller) => MatrixRequest | Promise<MatrixRequest>,
  allowed: Outcome<EditCaller, EditFixture>,
  allows: (can: CollegeEditPermissions) => boolean,
): AccessMatrixEntry<EditCaller, EditFixture> {
  return {
    route,
    request,
    expect: Object.fromEntries(EDIT_CALLERS.map((caller) => [caller, caller === 'anonymous' ? 401 : allows(EDIT_RULES[caller]) ? allowed : 403])),
  };
}

/** What the edit page tells a caller it lets in: their permissions, the programs if they may view them, the college. */
const tellsTheRules: Outcome<EditCaller, EditFixture> = {
  status: 200,
  check: (response, { caller, fixture }) => {
    const rules = rulesOf(caller)!;
    const body = response.json() as CollegeEdit;
    expect(body.permissions).toEqual(rules);
    if (rules.view) expect(body.programs?.map((program) => program.id)).toContain(fixture.sharedProgramId);
    else expect(body.programs).toBeNull();
    expect(body.college.id).toBe(fixture.college.id);
  },
};

/** This college's admin on another college's page: 403 (signed out 401). */
function anotherCollege(route: RouteKey, request: (f: EditFixture) => MatrixRequest): AccessMatrixEntry<EditCaller, EditFixture> {
  return { route, label: 'another college', request, expect: { anonymous: 401, college_admin: 403 } };
}

/** An unknown college address: 404 for everyone signed in, 401 signed out. */
function unknownCollege(route: RouteKey, payload?: object): AccessMatrixEntry<EditCaller, EditFixture> {
  return {
    route,
    label: 'unknown college',
    request: () => ({ params: { slug: 'no-such-college' }, ...(payload ? { payload } : {}) }),
    expect: { anonymous: 401, stranger: 404, college_admin: 404, yes_admin: 404 },
  };
}

export const collegeEditAccessMatrix = defineAccessMatrix<EditCaller, EditFixture>({
  module: 'src/server/test/colleges/college-edit.matrix.ts',
  entries: [
    editRoute('GET /api/colleges/:slug/edit', (f) => ({ params: { slug: f.college.slug } }), tellsTheRules, (can) => can.edit || can.view),
    editRoute('PATCH /api/colleges/:slug', (f, caller) => ({ params: { slug: f.college.slug }, payload: { description: `Written by ${caller}.` } }), 200, (can) => can.edit),
    editRoute(
      'POST /api/colleges/:slug/programs',
      (f, caller) => {
        // A pair of its own for each caller who may add it; a refused caller asks for one that stays free.
        const pair = f.freePair(rulesOf(caller)?.manage ?? false);
        return { params: { slug: f.college.slug }, payload: programBody({ titleSlug: pair.title, level: pair.level, rolesNeeded: [] }) };
      },
      201,
      (can) => can.manage,
    ),
    editRoute(
      'PATCH /api/colleges/:slug/programs/:programId',
      (f, caller) => {
        const index = EDIT_CALLERS.indexOf(caller);
        return { params: { slug: f.college.slug, programId: f.sharedProgramId }, payload: { openSpots: index, isRecruiting: index % 2 === 0 } };
      },
      200,
      (can) => can.manage,
    ),
    editRoute('DELETE /api/colleges/:slug/programs/:programId', async (f) => ({ params: { slug: f.college.slug, programId: await f.freshProgram() } }), 204, (can) => can.manage),
    anotherCollege('GET /api/colleges/:slug/edit', (f) => ({ params: { slug: f.otherCollegeSlug } })),
    anotherCollege('PATCH /api/colleges/:slug', (f) => ({ params: { slug: f.otherCollegeSlug }, payload: { description: 'Not mine.' } })),
    anotherCollege('POST /api/colleges/:slug/programs', (f) => ({ params: { slug: f.otherCollegeSlug }, payload: programBody() })),
    anotherCollege('PATCH /api/colleges/:slug/programs/:programId', (f) => ({ params: { slug: f.otherCollegeSlug, programId: f.otherProgramId }, payload: { openSpots: 0 } })),
    anotherCollege('DELETE /api/colleges/:slug/programs/:programId', (f) => ({ params: { slug: f.otherCollegeSlug, programId: f.otherProgramId } })),
    unknownCollege('GET /api/colleges/:slug/edit'),
    unknownCollege('PATCH /api/colleges/:slug', { description: 'x' }),
  ],
});
