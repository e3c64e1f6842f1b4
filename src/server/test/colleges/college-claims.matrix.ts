/**
 * Who may use each college claim route (issue 12.4, docs/decisions/032, 055;
 * run by colleges-access-matrix.api.test.ts): asking and reading one's own
 * request need a signed-in user (any role: claiming is how a college gets
 * its first admin); the review queue, approving and rejecting need platform
 * staff (spec 6's "privileged": yes_admin, yes_developer, yes_staff), not a
 * college's own staff, nor another college's. A minor (13-17) may read their
 * own request but not ask (issue 24.2: a claim makes its requester the
 * page's admin, and college staff are adults), and an account with
 * COLLEGE_CLAIM_PENDING_MAX pending requests may not ask for another (409,
 * issue 24.4; the minor is refused first). Every refusal changes nothing
 * (the runner's snapshot). "This college" is an unclaimed one the college
 * callers hold their roles at.
 */
import { expect } from 'vitest';
import { COLLEGE_CLAIM_TEXTS } from '#shared/contracts/college-claims.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';

export const CLAIMS_CALLERS = [
  'anonymous',
  'stranger',
  'minor',
  'college_admin',
  'college_staff',
  'college_admissions',
  'other_college_admin',
  'yes_staff',
  'yes_developer',
  'yes_admin',
] as const;
export type ClaimsCaller = (typeof CLAIMS_CALLERS)[number];

export interface ClaimsFixture {
  /** The unclaimed college the college callers hold their roles at. */
  collegeSlug: string;
  /** Another unclaimed college nobody has asked for (the pending-cap case). */
  capCollegeSlug: string;
  /** A pending claim by a new requester on a college nobody else uses here. */
  pendingClaim(): Promise<string>;
  /** Gives the caller COLLEGE_CLAIM_PENDING_MAX pending requests (on other colleges). */
  fillPendingClaims(caller: ClaimsCaller): Promise<void>;
}

const signedIn = (caller: ClaimsCaller) => caller !== 'anonymous';
const adult = (caller: ClaimsCaller) => signedIn(caller) && caller !== 'minor';
const privileged = (caller: ClaimsCaller) => ['yes_staff', 'yes_developer', 'yes_admin'].includes(caller);

/** A minor asking: 403 with the reason (issue 24.2). */
const minorRefused: Outcome<ClaimsCaller, ClaimsFixture> = { status: 403, check: (response) => expect(response.json().error.message).toBe(COLLEGE_CLAIM_TEXTS.adultsOnly) };

function claimRoute(
  route: RouteKey,
  request: (f: ClaimsFixture, caller: ClaimsCaller) => Promise<MatrixRequest>,
  rule: { allowed: Outcome<ClaimsCaller, ClaimsFixture>; allows: (caller: ClaimsCaller) => boolean; label?: string },
): AccessMatrixEntry<ClaimsCaller, ClaimsFixture> {
  const refused = (caller: ClaimsCaller) => (caller === 'minor' && route === 'POST /api/colleges/:slug/claims' ? minorRefused : 403);
  return {
    route,
    ...(rule.label ? { label: rule.label } : {}),
    request,
    expect: Object.fromEntries(CLAIMS_CALLERS.map((caller) => [caller, caller === 'anonymous' ? 401 : rule.allows(caller) ? rule.allowed : refused(caller)])),
  };
}

export const collegeClaimsAccessMatrix = defineAccessMatrix<ClaimsCaller, ClaimsFixture>({
  module: 'src/server/test/colleges/college-claims.matrix.ts',
  entries: [
    claimRoute(
      'POST /api/colleges/:slug/claims',
      async (f) => ({ params: { slug: f.collegeSlug }, payload: { role: 'programs_college_staff', evidence: 'Assistant coach.' } }),
      { allowed: 201, allows: adult },
    ),
    claimRoute('GET /api/colleges/:slug/claims/mine', async (f) => ({ params: { slug: f.collegeSlug } }), { allowed: 200, allows: signedIn }),
    claimRoute('GET /api/admin/college-claims', async () => ({}), { allowed: 200, allows: privileged }),
    claimRoute('POST /api/admin/college-claims/:claimId/approve', async (f) => ({ params: { claimId: await f.pendingClaim() } }), { allowed: 200, allows: privileged }),
    claimRoute(
      'POST /api/admin/college-claims/:claimId/reject',
      async (f) => ({ params: { claimId: await f.pendingClaim() }, payload: { reason: 'No evidence of a role.' } }),
      { allowed: 200, allows: privileged },
    ),
    // The pending cap (issue 24.4): every adult is refused with its own message; a minor is refused for being one first.
    claimRoute(
      'POST /api/colleges/:slug/claims',
      async (f, caller) => {
        if (caller !== 'anonymous') await f.fillPendingClaims(caller);
        return { params: { slug: f.capCollegeSlug }, payload: { role: 'programs_college_admin', evidence: 'Head of the esports club.' } };
      },
      {
        allowed: { status: 409, check: (response) => expect(response.json().error.message).toBe(COLLEGE_CLAIM_TEXTS.pendingLimit) },
        allows: adult,
        label: 'with the maximum of pending requests',
      },
    ),
  ],
});
