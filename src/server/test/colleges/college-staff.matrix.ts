/**
 * Who may use each college staff route (docs/decisions/034, 055; run by
 * colleges-access-matrix.api.test.ts), by spec 6, at the cast's college:
 * - "Can view a program: privileged, or programs_college_admin or
 *   programs_college_staff for that college": the staff list;
 * - "Can manage a program: yes_admin, or programs_college_admin for that
 *   college": invite, resend, revoke, change, remove;
 * - the invitation link: any signed-in account (what it may do with a token
 *   is the invited address's: college-staff-invitations.api.test.ts; here
 *   each caller gets an invitation addressed to them);
 * - Message staff: any signed-in user.
 * Signed out is 401 everywhere; an unknown college is 404 for a caller the
 * rule would let through. Every refusal changes nothing (the runner's
 * snapshot, rate-limit counters and session touches aside).
 */
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type RouteKey } from '#server/test/access-matrix.ts';

export const STAFF_CALLERS = [
  'anonymous',
  'stranger',
  'college_admin',
  'college_staff',
  'college_admissions',
  'other_college_admin',
  'yes_staff',
  'yes_developer',
  'yes_admin',
] as const;
export type StaffCaller = (typeof STAFF_CALLERS)[number];

export type InvitationLinkRoute = 'lookup' | 'accept' | 'decline';

export interface StaffFixture {
  collegeSlug: string;
  /** A college whose primary contact is none of the callers (Message staff). */
  contactCollegeSlug: string;
  /** A staff member of the college to change or remove (never signed in: the caller acts on them). */
  freshMember(): Promise<string>;
  /** A pending invitation of the college (to resend or revoke). */
  freshInvitation(): Promise<string>;
  /** An address nobody was invited at yet. */
  newEmail(): string;
  /** An invitation to the link route's own college addressed to the caller (signed out: to nobody in particular). */
  tokenFor(route: InvitationLinkRoute, caller: StaffCaller): Promise<string>;
  /** A staff member of the college (the unknown college's removal asks for them). */
  staffUserId: string;
}

type SignedIn = Exclude<StaffCaller, 'anonymous'>;
const canView = (caller: SignedIn) => ['college_admin', 'college_staff', 'yes_staff', 'yes_developer', 'yes_admin'].includes(caller);
const canManage = (caller: SignedIn) => ['college_admin', 'yes_admin'].includes(caller);
const signedIn = () => true;

function staffRoute(
  route: RouteKey,
  request: (f: StaffFixture, caller: StaffCaller) => MatrixRequest | Promise<MatrixRequest>,
  allowed: number,
  allows: (caller: SignedIn) => boolean,
): AccessMatrixEntry<StaffCaller, StaffFixture> {
  return {
    route,
    request,
    expect: Object.fromEntries(STAFF_CALLERS.map((caller) => [caller, caller === 'anonymous' ? 401 : allows(caller) ? allowed : 403])),
  };
}

function invitationLink(route: InvitationLinkRoute): AccessMatrixEntry<StaffCaller, StaffFixture> {
  return staffRoute(`POST /api/college-invitations/${route}`, async (f, caller) => ({ payload: { token: await f.tokenFor(route, caller) } }), 200, signedIn);
}

/** An unknown college: 404 for platform admin (whom every rule lets through), 401 signed out. */
function unknownCollege(route: RouteKey, params: (f: StaffFixture) => Record<string, string> = () => ({})): AccessMatrixEntry<StaffCaller, StaffFixture> {
  return { route, label: 'unknown college', request: (f) => ({ params: { slug: 'no-such-college', ...params(f) } }), expect: { anonymous: 401, yes_admin: 404 } };
}

export const collegeStaffAccessMatrix = defineAccessMatrix<StaffCaller, StaffFixture>({
  module: 'src/server/test/colleges/college-staff.matrix.ts',
  entries: [
    staffRoute('GET /api/colleges/:slug/staff', (f) => ({ params: { slug: f.collegeSlug } }), 200, canView),
    staffRoute(
      'POST /api/colleges/:slug/staff/invitations',
      (f) => ({ params: { slug: f.collegeSlug }, payload: { email: f.newEmail(), role: 'staff', title: 'Assistant coach' } }),
      202,
      canManage,
    ),
    staffRoute(
      'POST /api/colleges/:slug/staff/invitations/:invitationId/resend',
      async (f) => ({ params: { slug: f.collegeSlug, invitationId: await f.freshInvitation() } }),
      200,
      canManage,
    ),
    staffRoute(
      'DELETE /api/colleges/:slug/staff/invitations/:invitationId',
      async (f) => ({ params: { slug: f.collegeSlug, invitationId: await f.freshInvitation() } }),
      200,
      canManage,
    ),
    staffRoute(
      'PATCH /api/colleges/:slug/staff/:userId',
      async (f) => ({ params: { slug: f.collegeSlug, userId: await f.freshMember() }, payload: { title: 'Head coach', isPublic: true } }),
      200,
      canManage,
    ),
    staffRoute('DELETE /api/colleges/:slug/staff/:userId', async (f) => ({ params: { slug: f.collegeSlug, userId: await f.freshMember() } }), 200, canManage),
    invitationLink('lookup'),
    invitationLink('accept'),
    invitationLink('decline'),
    staffRoute('POST /api/colleges/:slug/staff-conversation', (f) => ({ params: { slug: f.contactCollegeSlug } }), 200, signedIn),
    unknownCollege('GET /api/colleges/:slug/staff'),
    unknownCollege('DELETE /api/colleges/:slug/staff/:userId', (f) => ({ userId: f.staffUserId })),
    unknownCollege('POST /api/colleges/:slug/staff-conversation'),
  ],
});
