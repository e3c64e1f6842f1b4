/**
 * Who may open the recruiting dashboard (docs/decisions/040, 055; run by
 * recruiting-dashboard-access-matrix.api.test.ts), by spec 6's Dashboard
 * (privileged or recruiter): signed out 401; players, parents and guardians
 * 403; recruiters and platform staff 200, each with what their roles give: a
 * college's staff see that college's programs only, never another's;
 * admissions staff and coaches without a college get guidance.
 */
import { expect } from 'vitest';
import type { RecruitingDashboard } from '#shared/contracts/recruiting-dashboard.ts';
import type { TestProgram } from '#server/test/short-links/recruiting-test-data.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';
import type { RecruitingActor } from '#server/test/recruiting-cast.ts';

export type DashboardActor = RecruitingActor | 'parent' | 'coach_without_college';
export interface DashboardFixture {
  thisProgram: TestProgram;
  otherProgram: TestProgram;
}

/** A 200 in `state`; for a ready dashboard, the programs it shows: this college's, the other's, or the sample colleges' (none here). */
function sees(state: RecruitingDashboard['state'], which?: 'this' | 'other' | 'demo'): Outcome<DashboardActor, DashboardFixture> {
  return {
    status: 200,
    check: (response, { fixture }) => {
      const body = response.json<RecruitingDashboard>();
      expect(body.state).toBe(state);
      if (body.state !== 'ready' || !which) return;
      const programIds = body.programs.map((program) => program.id);
      if (which === 'this') {
        expect(programIds).toEqual([fixture.thisProgram.id]);
        expect(body.responses.latest.map((item) => item.name)).toEqual(['This College Applicant']);
      } else if (which === 'other') {
        expect(programIds).toEqual([fixture.otherProgram.id]);
        expect(body.responses.count).toBe(0);
      } else {
        // Platform staff without a college: the sample colleges only (none in this database).
        expect(programIds).toEqual([]);
      }
    },
  };
}

export const recruitingDashboardAccessMatrix = defineAccessMatrix<DashboardActor, DashboardFixture>({
  module: 'src/server/test/recruiting-dashboard/recruiting-dashboard.matrix.ts',
  entries: [
    {
      route: 'GET /api/recruiting-dashboard',
      expect: {
        anonymous: 401,
        player: 403,
        parent: 403,
        guardian: 403,
        this_college_admin: sees('ready', 'this'),
        this_college_staff: sees('ready', 'this'),
        this_college_admissions: sees('no_program_access'),
        other_college_admin: sees('ready', 'other'),
        other_college_staff: sees('ready', 'other'),
        coach_without_college: sees('no_college'),
        yes_staff: sees('ready', 'demo'),
        yes_developer: sees('ready', 'demo'),
        yes_admin: sees('ready', 'demo'),
      },
    },
  ],
});
