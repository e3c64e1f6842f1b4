/**
 * College staff (issue 12.3 and 12.5, docs/decisions/034): the staff of a
 * college page are the users holding one of spec 6's college-program roles
 * for it (user_roles stays the authority), with a title, a public flag and
 * one primary contact each (college_staff_details). Staff join by an emailed
 * invitation they accept; the college's managers ("Can manage a program")
 * invite, revoke, resend, change and remove; its viewers ("Can view a
 * program") read the list. The forms use these schemas.
 */
import { z } from 'zod';
import type { Role } from '../access/roles.ts';
import { emailSchema } from './account.ts';
import { optionalPlainText } from './plain-text.ts';

/** The roles an invitation offers, as the API names them; each is one of spec 6's college-program roles. */
export const COLLEGE_STAFF_ROLES = ['admin', 'staff', 'admissions'] as const;
export type CollegeStaffRole = (typeof COLLEGE_STAFF_ROLES)[number];
export const COLLEGE_STAFF_ROLE_GRANTS = {
  admin: 'programs_college_admin',
  staff: 'programs_college_staff',
  admissions: 'programs_college_admissions',
} as const satisfies Record<CollegeStaffRole, Role>;
export const COLLEGE_STAFF_ROLE_LABELS: Record<CollegeStaffRole, string> = {
  admin: 'Admin',
  staff: 'Staff',
  admissions: 'Admissions',
};
/** What each role may do on the page, in the invite dialog (spec 6's rules in words). */
export const COLLEGE_STAFF_ROLE_DESCRIPTIONS: Record<CollegeStaffRole, string> = {
  admin: 'Edits the page, manages programs and staff.',
  staff: 'Sees programs and staff; cannot change them.',
  admissions: 'Recruits players; does not see the staff list.',
};

export const COLLEGE_STAFF_TITLE_MAX = 80;
/** How long an invitation link works. */
export const COLLEGE_STAFF_INVITATION_DAYS = 7;
/** At most this many pending invitations per college (each one emails a person). */
export const COLLEGE_STAFF_PENDING_MAX = 50;
/** Resends of one invitation: at least this long apart, and at most this many per day. */
export const COLLEGE_STAFF_RESEND_MIN_INTERVAL_MINUTES = 10;
export const COLLEGE_STAFF_RESEND_DAILY_LIMIT = 5;
/** The staff screen lists at most this many members and this many invitations. */
export const COLLEGE_STAFF_LIST_LIMIT = 200;
export const COLLEGE_STAFF_INVITATIONS_LIMIT = 100;

export const COLLEGE_STAFF_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type CollegeStaffInvitationStatus = (typeof COLLEGE_STAFF_INVITATION_STATUSES)[number];

export const COLLEGE_STAFF_TEXTS = {
  notManager: 'Only this college’s admins and platform admins can manage its staff.',
  notViewer: 'Only this college’s admins and staff, and platform staff, can see its staff.',
  invited: 'Invitation sent',
  invitedDescription: (email: string) => `We emailed ${email} an invitation. They join the staff after accepting it.`,
  alreadyInvited: 'This address already has a pending invitation. Resend it from the list instead.',
  alreadyStaff: 'This person is already on the staff of this college.',
  notClaimed: 'This page has no staff yet: its first admin comes from an approved claim of the page.',
  tooManyPending: `This college has ${COLLEGE_STAFF_PENDING_MAX} pending invitations. Revoke some before inviting more.`,
  invitationNotFound: 'Invitation not found',
  notPending: 'This invitation is no longer pending.',
  resent: 'Invitation sent again',
  resendTooSoon: 'This invitation was sent less than 10 minutes ago. Wait a few minutes before sending it again.',
  resendDailyLimit: 'This invitation was sent 5 times in the last 24 hours. Try again tomorrow.',
  revoked: 'Invitation revoked',
  memberNotFound: 'Staff member not found',
  lastAdmin: 'A college needs at least one admin. Make someone else an admin first.',
  nothingToChange: 'Change at least one field',
  removed: 'Removed from the staff',
  // The invitation link (accept page).
  invalidLink: 'This invitation link is not valid. Open the whole link from the email, or ask the college’s staff for a new one.',
  wrongAccount: 'This invitation was sent to another email address. Sign in with the address that received it.',
  expired: 'This invitation has expired. Ask the college’s staff to send a new one.',
  revokedLink: 'This invitation was withdrawn by the college’s staff.',
  declinedLink: 'This invitation was declined.',
  alreadyAccepted: 'This invitation has already been accepted.',
  adultsOnly: 'College staff accounts are for adults: you must be 18 or older to join a college’s staff.',
  accepted: 'You joined the staff',
  declined: 'Invitation declined',
  // Message staff.
  noStaffContact: 'This college has no staff contact yet.',
  ownContact: 'You are this college’s staff contact.',
} as const;

const titleSchema = optionalPlainText('Title', COLLEGE_STAFF_TITLE_MAX);

/** POST /api/colleges/:slug/staff/invitations */
export const collegeStaffInviteSchema = z.object({
  email: emailSchema,
  role: z.enum(COLLEGE_STAFF_ROLES, 'Pick admin, staff or admissions'),
  title: titleSchema,
  isPublic: z.boolean('Public must be true or false').default(false),
});
export type CollegeStaffInvite = z.output<typeof collegeStaffInviteSchema>;
export type CollegeStaffInviteInput = z.input<typeof collegeStaffInviteSchema>;

/** PATCH /api/colleges/:slug/staff/:userId: any of the fields; at least one. */
export const collegeStaffUpdateSchema = z
  .object({
    role: z.enum(COLLEGE_STAFF_ROLES, 'Pick admin, staff or admissions').optional(),
    title: titleSchema.optional(),
    isPublic: z.boolean('Public must be true or false').optional(),
    /** true makes this member the college's one primary contact (the previous one stops being it); false leaves none. */
    isPrimaryContact: z.boolean('Primary contact must be true or false').optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: COLLEGE_STAFF_TEXTS.nothingToChange });
export type CollegeStaffUpdate = z.output<typeof collegeStaffUpdateSchema>;

export const collegeStaffMemberParamsSchema = z.object({
  slug: z.string().min(1).max(200, 'Unknown college address'),
  userId: z.string().min(1).max(100, 'Staff member not found'),
});
export const collegeStaffInvitationParamsSchema = z.object({
  slug: z.string().min(1).max(200, 'Unknown college address'),
  invitationId: z.uuid(COLLEGE_STAFF_TEXTS.invitationNotFound),
});

/** A member as the staff screen lists them. */
export const collegeStaffMemberSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: z.enum(COLLEGE_STAFF_ROLES),
  title: z.string().nullable(),
  isPublic: z.boolean(),
  isPrimaryContact: z.boolean(),
});
export type CollegeStaffMember = z.infer<typeof collegeStaffMemberSchema>;

/** A pending (or lapsed) invitation: never its token or the token's hash. */
export const collegeStaffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(COLLEGE_STAFF_ROLES),
  title: z.string().nullable(),
  isPublic: z.boolean(),
  /** pending (the link works) or expired (past its 7 days; Resend makes a new link). */
  status: z.enum(['pending', 'expired']),
  invitedByName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CollegeStaffInvitation = z.infer<typeof collegeStaffInvitationSchema>;

/** GET /api/colleges/:slug/staff: the staff screen in one request. */
export const collegeStaffResponseSchema = z.object({
  college: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  /** spec 6: manage ("Can manage a program") and view ("Can view a program"); view is always true here. */
  permissions: z.object({ manage: z.boolean(), view: z.boolean() }),
  /** Primary contact first, then admins, staff, admissions, each by name (user id breaks ties). */
  members: z.array(collegeStaffMemberSchema),
  /** Newest first. */
  invitations: z.array(collegeStaffInvitationSchema),
});
export type CollegeStaffResponse = z.infer<typeof collegeStaffResponseSchema>;

/** 202: the same answer for every address, whether it has an account or not (docs/decisions/017). */
export const collegeStaffInvitedSchema = z.object({ status: z.literal('invited') });

// ---------------------------------------------------------------- the invitation link

export const collegeInvitationTokenSchema = z.string().trim().min(20, COLLEGE_STAFF_TEXTS.invalidLink).max(100, COLLEGE_STAFF_TEXTS.invalidLink);
/** POST /api/college-invitations/lookup, /accept, /decline: the token travels in the body, never in a logged URL. */
export const collegeInvitationTokenBodySchema = z.object({ token: collegeInvitationTokenSchema });

/** What the accept page shows the invited (signed-in) account. */
export const collegeInvitationInfoSchema = z.object({
  college: z.object({ slug: z.string(), name: z.string(), city: z.string(), state: z.string(), isDemo: z.boolean() }),
  role: z.enum(COLLEGE_STAFF_ROLES),
  title: z.string().nullable(),
  isPublic: z.boolean(),
  email: z.string(),
  invitedByName: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CollegeInvitationInfo = z.infer<typeof collegeInvitationInfoSchema>;

export const collegeInvitationAnswerSchema = z.object({
  college: z.object({ slug: z.string(), name: z.string() }),
  status: z.enum(['accepted', 'declined']),
});
export type CollegeInvitationAnswer = z.infer<typeof collegeInvitationAnswerSchema>;

// ---------------------------------------------------------------- the public page

/** A public staff member on the college page: name and title only. */
export const publicCollegeStaffSchema = z.object({
  displayName: z.string(),
  title: z.string().nullable(),
  isPrimaryContact: z.boolean(),
});
export type PublicCollegeStaff = z.infer<typeof publicCollegeStaffSchema>;

/** POST /api/colleges/:slug/staff-conversation: the direct conversation with the primary contact (new or reused). */
export const collegeStaffConversationSchema = z.object({ conversationId: z.uuid(), isExisting: z.boolean() });
export type CollegeStaffConversation = z.infer<typeof collegeStaffConversationSchema>;

/** The strongest of a member's college roles (a member normally holds one). */
export function collegeStaffRoleOf(role: Role): CollegeStaffRole | null {
  const entry = Object.entries(COLLEGE_STAFF_ROLE_GRANTS).find(([, granted]) => granted === role);
  return entry ? (entry[0] as CollegeStaffRole) : null;
}
