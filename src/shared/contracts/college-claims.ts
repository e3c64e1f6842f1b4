/**
 * Claiming a college page (issue 12.4, docs/decisions/032): a signed-in
 * user asks to claim an unclaimed college, saying which role they hold there
 * (spec 6's college-program roles) with evidence; platform staff review the
 * queue and approve (the requester becomes programs_college_admin of the
 * college) or reject with a reason.
 */
import { z } from 'zod';
import { plainText } from './plain-text.ts';

/** Spec 6: "College-program roles: programs_college_admin, programs_college_staff, programs_college_admissions." */
export const COLLEGE_CLAIM_ROLES = ['programs_college_admin', 'programs_college_staff', 'programs_college_admissions'] as const;
export type CollegeClaimRole = (typeof COLLEGE_CLAIM_ROLES)[number];
export const COLLEGE_CLAIM_ROLE_LABELS: Record<CollegeClaimRole, string> = {
  programs_college_admin: 'Esports program admin',
  programs_college_staff: 'Esports program staff',
  programs_college_admissions: 'Admissions',
};

export const COLLEGE_CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CollegeClaimStatus = (typeof COLLEGE_CLAIM_STATUSES)[number];

export const COLLEGE_CLAIM_EVIDENCE_MAX = 2000;
export const COLLEGE_CLAIM_REASON_MAX = 500;
/** The review queue shows this many requests (pending first). */
export const COLLEGE_CLAIM_QUEUE_LIMIT = 100;
/** Pending requests one account may have at a time (issue 24.4): the next one is refused (409) until one is reviewed. */
export const COLLEGE_CLAIM_PENDING_MAX = 3;

/**
 * The requester's age band as the review queue shows it (issue 24.2): the
 * same rule as everywhere (a minor is 13-17 today: birth date known and less
 * than 18 years ago, isMinorSql); no birth date on record reads "Age unknown"
 * (decision 004 counts it as adult, so such a request may be approved).
 */
export const COLLEGE_CLAIM_AGE_BANDS = ['adult', 'minor', 'unknown'] as const;
export type CollegeClaimAgeBand = (typeof COLLEGE_CLAIM_AGE_BANDS)[number];
export const COLLEGE_CLAIM_AGE_BAND_LABELS: Record<CollegeClaimAgeBand, string> = {
  adult: '18+',
  minor: 'Under 18',
  unknown: 'Age unknown',
};

/** Why the viewer cannot ask to claim a page now (the page explains instead of showing a form that would fail). */
export const COLLEGE_CLAIM_BLOCKS = ['minor', 'pending_limit'] as const;
export type CollegeClaimBlock = (typeof COLLEGE_CLAIM_BLOCKS)[number];

export const COLLEGE_CLAIM_TEXTS = {
  claimThisPage: 'Claim this page',
  pending: 'Claim request pending',
  submitted: 'Claim request sent',
  submittedDescription: 'Platform staff will review it and email you the answer.',
  alreadyPending: 'You already asked to claim this page. Platform staff will email you the answer.',
  demoCollege: 'This is a sample college of the demo data: it cannot be claimed.',
  alreadyClaimed: 'This page has already been claimed by its staff. To join them, contact the college’s esports program through the college.',
  approvedNotice: 'Your claim was approved: you are an admin of this college page.',
  rejectedNotice: 'Your claim of this page was not approved.',
  claimNotFound: 'Claim request not found',
  notPending: 'This claim request has already been reviewed.',
  domainSignal: 'Email at the college’s domain',
  noDomainSignal: 'Email not at the college’s domain',
  claimedByOther: 'Page already claimed',
  claimedAutoRejection: 'Another request for this page was approved.',
  /** 403 to a minor's request; the page says it instead of the button (issue 24.2, as COLLEGE_STAFF_TEXTS.adultsOnly). */
  adultsOnly: 'Claiming a college page is for adults: you must be 18 or older to become a college’s admin.',
  /** 409 to an approval whose requester is under 18 now; nothing is granted. */
  requesterIsMinor: 'The requester is under 18: a college page’s admin must be an adult, so this claim cannot be approved. Reject it with a reason instead.',
  /** The queue's note in place of Approve for such a request. */
  minorCannotBeApproved: 'Requester under 18: this claim cannot be approved.',
  /** 409 to a request beyond COLLEGE_CLAIM_PENDING_MAX (issue 24.4); there is no withdrawal. */
  pendingLimit: `You already have ${COLLEGE_CLAIM_PENDING_MAX} claim requests waiting for review, the most one account may have. Wait until platform staff answer one of them, then ask again.`,
} as const;

/** What the page says when the viewer cannot ask (the same texts as the refusals). */
export const COLLEGE_CLAIM_BLOCK_TEXTS: Record<CollegeClaimBlock, string> = {
  minor: COLLEGE_CLAIM_TEXTS.adultsOnly,
  pending_limit: COLLEGE_CLAIM_TEXTS.pendingLimit,
};

/** POST /api/colleges/:slug/claims: the form and the route share it. */
export const collegeClaimRequestSchema = z.object({
  role: z.enum(COLLEGE_CLAIM_ROLES, 'Pick your role at the college'),
  evidence: plainText('Evidence', COLLEGE_CLAIM_EVIDENCE_MAX),
});
export type CollegeClaimRequest = z.infer<typeof collegeClaimRequestSchema>;

/** The requester's own latest request for a college (the college page's notice). */
export const myCollegeClaimSchema = z.object({
  id: z.uuid(),
  status: z.enum(COLLEGE_CLAIM_STATUSES),
  role: z.enum(COLLEGE_CLAIM_ROLES),
  createdAt: z.iso.datetime({ offset: true }),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  rejectionReason: z.string().nullable(),
});
export type MyCollegeClaim = z.infer<typeof myCollegeClaimSchema>;

/**
 * GET /api/colleges/:slug/claims/mine: `claim` null when the viewer never
 * asked; `blocked` says why a new request would be refused now (under 18, or
 * COLLEGE_CLAIM_PENDING_MAX requests pending), null when it would not.
 */
export const myCollegeClaimResponseSchema = z.object({ claim: myCollegeClaimSchema.nullable(), blocked: z.enum(COLLEGE_CLAIM_BLOCKS).nullable() });
export type MyCollegeClaimResponse = z.infer<typeof myCollegeClaimResponseSchema>;

/** A request in the review queue: what the reviewer needs to decide. */
export const collegeClaimReviewSchema = z.object({
  id: z.uuid(),
  status: z.enum(COLLEGE_CLAIM_STATUSES),
  role: z.enum(COLLEGE_CLAIM_ROLES),
  evidence: z.string(),
  contactEmail: z.string(),
  emailAtCollegeDomain: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  rejectionReason: z.string().nullable(),
  /** Today's age band of the requester (approval re-checks it: a minor's request cannot be approved). */
  requester: z.object({ id: z.string(), displayName: z.string(), ageBand: z.enum(COLLEGE_CLAIM_AGE_BANDS) }),
  reviewer: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  college: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), website: z.string().nullable(), isClaimed: z.boolean() }),
});
export type CollegeClaimReview = z.infer<typeof collegeClaimReviewSchema>;

export const collegeClaimQueueResponseSchema = z.object({ rows: z.array(collegeClaimReviewSchema) });
export type CollegeClaimQueueResponse = z.infer<typeof collegeClaimQueueResponseSchema>;

export const collegeClaimIdParamsSchema = z.object({ claimId: z.uuid('Unknown claim request') });

/** POST /api/admin/college-claims/:claimId/reject */
export const collegeClaimRejectSchema = z.object({ reason: plainText('Reason', COLLEGE_CLAIM_REASON_MAX) });
export type CollegeClaimReject = z.infer<typeof collegeClaimRejectSchema>;

/** Second-level labels under which names are registered one level deeper ("uprrp.edu.pr", "x.k12.ca.us"). */
const SHARED_SECOND_LEVELS = new Set(['edu', 'k12', 'co', 'ac', 'com', 'org', 'gov', 'net']);

/**
 * The organisation's domain of a college website: the registered name, not
 * the web server's ("https://web.mit.edu/" -> "mit.edu", "www.arc.losrios.edu"
 * -> "losrios.edu"). The last two labels, or three under a shared second
 * level of a country code ("edu.pr"). Null when there is none.
 */
export function collegeWebsiteDomain(website: string | null): string | null {
  if (!website) return null;
  const host = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .split(/[/?#:]/)[0];
  const labels = (host ?? '').split('.').filter(Boolean);
  if (labels.length < 2) return null;
  const top = labels[labels.length - 1]!;
  const second = labels[labels.length - 2]!;
  const keep = top.length === 2 && SHARED_SECOND_LEVELS.has(second) && labels.length >= 3 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** Whether an email address is at the college's domain or one of its subdomains (the reviewer's strong signal). */
export function isEmailAtCollegeDomain(email: string, website: string | null): boolean {
  const domain = collegeWebsiteDomain(website);
  const at = email.lastIndexOf('@');
  if (!domain || at < 0) return false;
  const emailDomain = email.slice(at + 1).trim().toLowerCase();
  return emailDomain === domain || emailDomain.endsWith(`.${domain}`);
}
