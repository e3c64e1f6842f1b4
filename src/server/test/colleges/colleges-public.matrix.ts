/**
 * Who may use the public colleges routes (issue 12, docs/decisions/029, 055;
 * run by colleges-access-matrix.api.test.ts): the directory and the college
 * page show public facts, so every caller reads them, signed out included,
 * and gets the same answer (the same status and the same body), and nothing
 * changes. Programs (docs/decisions/031) add no route: the directory's
 * program filters and the page's program tabs, with a linked team's roster,
 * are public too and the same for every caller (a roster names players by
 * the public rule, whoever asks). The claim, edit and staff routes have
 * matrices of their own (college-claims.matrix.ts, college-edit.matrix.ts,
 * college-staff.matrix.ts); the signed-in player's match (GET .../:slug/match)
 * is match.matrix.ts's, and the public form page (/apply/) the submissions
 * matrix's (docs/decisions/038).
 */
import { expect } from 'vitest';
import { defineAccessMatrix, type AccessMatrixEntry, type ExpectedOutcome } from '#server/test/access-matrix.ts';

/** The callers the public pages are the same for: college roles of a college, a college coach, platform staff. */
export const PUBLIC_COLLEGES_CALLERS = ['anonymous', 'stranger', 'college_admin', 'college_staff', 'college_admissions', 'coach', 'yes_staff', 'yes_admin'] as const;
export type PublicCollegesCaller = (typeof PUBLIC_COLLEGES_CALLERS)[number];

/** `status` for every caller with the body the anonymous caller (tried first) got. */
function sameForEveryone(route: 'GET /api/colleges' | 'GET /api/colleges/:slug', label: string | undefined, url: string, status: number): AccessMatrixEntry<PublicCollegesCaller> {
  let first = '';
  const outcome: ExpectedOutcome<PublicCollegesCaller> = {
    status,
    check: (response, { caller }) => {
      if (caller === 'anonymous') first = response.body;
      else expect(response.body, 'the same answer as signed out').toBe(first);
    },
  };
  return { route, ...(label ? { label } : {}), request: () => ({ url }), expect: Object.fromEntries(PUBLIC_COLLEGES_CALLERS.map((caller) => [caller, outcome])) };
}

export const collegesPublicAccessMatrix = defineAccessMatrix<PublicCollegesCaller>({
  module: 'src/server/test/colleges/colleges-public.matrix.ts',
  entries: [
    sameForEveryone('GET /api/colleges', undefined, '/api/colleges?state=MA&control=private&size=medium', 200),
    sameForEveryone('GET /api/colleges/:slug', undefined, '/api/colleges/massachusetts-institute-of-technology', 200),
    sameForEveryone('GET /api/colleges', 'program filters', '/api/colleges?games=valorant&scholarships=true&recruiting=true', 200),
    sameForEveryone('GET /api/colleges', 'has a program', '/api/colleges?hasProgram=true&games=League+of+Legends', 200),
    sameForEveryone('GET /api/colleges/:slug', 'demo college, programs and roster', '/api/colleges/demo-university', 200),
    sameForEveryone('GET /api/colleges', 'unknown game', '/api/colleges?games=chess', 400),
    sameForEveryone('GET /api/colleges/:slug', 'unknown', '/api/colleges/no-such-college', 404),
  ],
});
