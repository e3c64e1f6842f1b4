/**
 * Who may use each interest-form route (issue 13.4, spec 6, docs/decisions/037,
 * 055; run by interest-forms-access-matrix.api.test.ts), for a program and a
 * caller of each kind of the recruiting cast:
 * - work (everything but publish and reopen): "can view a program";
 * - publish and reopen: "can manage a program".
 * Signed out is 401; a caller who cannot view the program gets 404 "Program
 * not found" as if it did not exist; one who views but may not publish gets
 * 403. Every refusal changes nothing (the runner's snapshot).
 */
import { expect } from 'vitest';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type RouteKey } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, type RecruitingActor, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';

const RULES: Record<RecruitingSignedIn, { work: boolean; publish: boolean }> = {
  player: { work: false, publish: false },
  guardian: { work: false, publish: false },
  this_college_admin: { work: true, publish: true },
  this_college_staff: { work: true, publish: false },
  this_college_admissions: { work: false, publish: false },
  other_college_admin: { work: false, publish: false },
  other_college_staff: { work: false, publish: false },
  yes_staff: { work: true, publish: false },
  yes_developer: { work: true, publish: false },
  yes_admin: { work: true, publish: true },
};

export interface InterestFormsFixture {
  programId: string;
  /** A draft form every caller shares (the allowed writes keep it a draft). */
  sharedFormId: string;
  newDraft(): Promise<string>;
  newPublished(status?: 'closed'): Promise<string>;
  sampleFields(): unknown[];
}

function formRoute(route: RouteKey, request: (f: InterestFormsFixture) => Promise<MatrixRequest>, allowed: number, needs: 'work' | 'publish'): AccessMatrixEntry<RecruitingActor, InterestFormsFixture> {
  return {
    route,
    request,
    expect: Object.fromEntries(
      RECRUITING_ACTORS.map((actor) => {
        if (actor === 'anonymous') return [actor, 401];
        const rules = RULES[actor];
        if (!rules.work) return [actor, { status: 404, check: (response) => expect(response.json().error.message).toBe('Program not found') }];
        return [actor, needs === 'publish' && !rules.publish ? 403 : allowed];
      }),
    ),
  };
}

const form = (f: InterestFormsFixture, formId: string) => ({ programId: f.programId, formId });

export const interestFormsAccessMatrix = defineAccessMatrix<RecruitingActor, InterestFormsFixture>({
  module: 'src/server/test/interest-forms/interest-forms.matrix.ts',
  entries: [
    formRoute('GET /api/programs/:programId/interest-forms', async (f) => ({ params: { programId: f.programId } }), 200, 'work'),
    formRoute('POST /api/programs/:programId/interest-forms', async (f) => ({ params: { programId: f.programId }, payload: { title: 'Spring tryouts', description: null } }), 201, 'work'),
    formRoute('GET /api/programs/:programId/interest-forms/:formId', async (f) => ({ params: form(f, f.sharedFormId) }), 200, 'work'),
    formRoute(
      'PUT /api/programs/:programId/interest-forms/:formId/draft',
      async (f) => ({ params: form(f, f.sharedFormId), payload: { title: 'Tryout interest', description: 'Tell us about you.', fields: f.sampleFields() } }),
      200,
      'work',
    ),
    formRoute('POST /api/programs/:programId/interest-forms/:formId/publish', async (f) => ({ params: form(f, await f.newDraft()) }), 200, 'publish'),
    formRoute('POST /api/programs/:programId/interest-forms/:formId/close', async (f) => ({ params: form(f, await f.newPublished()) }), 200, 'work'),
    formRoute('POST /api/programs/:programId/interest-forms/:formId/reopen', async (f) => ({ params: form(f, await f.newPublished('closed')) }), 200, 'publish'),
    formRoute(
      'PATCH /api/programs/:programId/interest-forms/:formId/settings',
      async (f) => ({ params: form(f, f.sharedFormId), payload: { autoAddToPipeline: true } }),
      200,
      'work',
    ),
    formRoute('DELETE /api/programs/:programId/interest-forms/:formId', async (f) => ({ params: form(f, await f.newDraft()) }), 204, 'work'),
  ],
});
