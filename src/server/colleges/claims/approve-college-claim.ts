import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { COLLEGE_CLAIM_TEXTS, type CollegeClaimReview } from '#shared/contracts/college-claims.ts';
import type { AppContext } from '#server/app-context.ts';
import { collegeClaimApprovedEmail, collegeClaimRejectedEmail } from '#server/email/college-claim-emails.ts';
import { rowsOf } from '#server/db/sql.ts';
import { becomePrimaryContactIfNone } from '../staff/college-staff-sql.ts';
import { collegeClaimReviewRows } from './list-college-claims.ts';
import { claimantIsMinorSql } from './request-college-claim.ts';

interface ClaimRow {
  id: string;
  status: string;
  collegeId: string;
  requesterUserId: string;
  contactEmail: string;
  collegeName: string;
  slug: string;
  requesterIsMinor: boolean;
}

/** The claim, locked for its review; 404 when unknown, 409 when already reviewed. */
export async function lockPendingClaim(tx: AppContext['db'], claimId: string): Promise<ClaimRow> {
  const [claim] = await rowsOf<ClaimRow>(
    tx,
    sql`select cc.id, cc.status, cc.college_id as "collegeId", cc.requester_user_id as "requesterUserId",
        cc.contact_email as "contactEmail", c.name as "collegeName", c.slug,
        ${claimantIsMinorSql(sql`cc.requester_user_id`)} as "requesterIsMinor"
      from college_claims cc join colleges c on c.id = cc.college_id
      where cc.id = ${claimId} for update of cc`,
  );
  if (!claim) throw new AppError('not_found', COLLEGE_CLAIM_TEXTS.claimNotFound);
  if (claim.status !== 'pending') throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.notPending);
  return claim;
}

/**
 * Platform staff approve a claim (docs/decisions/032). A requester under 18
 * today is refused (409, nothing granted; issue 24.2). In ONE transaction:
 * the college is marked claimed (claimed_at, claimed_by) unless it already
 * is (409, nothing changes), the requester is granted programs_college_admin
 * for that college (and made its primary contact if it has none), the claim is approved, and the other pending requests
 * for the college are rejected (the page cannot be claimed twice). After
 * the commit each requester is emailed their own answer.
 */
export async function approveCollegeClaim(ctx: AppContext, claimId: string, reviewerId: string): Promise<CollegeClaimReview> {
  const { claim, others } = await ctx.db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, claimId);
    // Re-checked now (issue 24.2): a request filed before the rule, or by a
    // requester whose birth date says under 18 today, grants nothing.
    if (claim.requesterIsMinor) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.requesterIsMinor);
    const claimed = await rowsOf<{ id: string }>(
      tx,
      sql`update colleges set claimed_at = now(), claimed_by_user_id = ${claim.requesterUserId}, updated_at = now()
        where id = ${claim.collegeId} and claimed_at is null returning id`,
    );
    if (claimed.length === 0) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.alreadyClaimed);
    await tx.execute(
      sql`insert into user_roles (user_id, role, college_id) values (${claim.requesterUserId}, 'programs_college_admin', ${claim.collegeId})
        on conflict do nothing`,
    );
    // The page's first admin is its primary contact ("Message staff", docs/decisions/034) unless it has one.
    await becomePrimaryContactIfNone(tx, claim.collegeId, claim.requesterUserId);
    await tx.execute(
      sql`update college_claims set status = 'approved', reviewer_user_id = ${reviewerId}, reviewed_at = now() where id = ${claim.id}`,
    );
    const others = await rowsOf<{ contactEmail: string }>(
      tx,
      sql`update college_claims set status = 'rejected', reviewer_user_id = ${reviewerId}, reviewed_at = now(),
          rejection_reason = ${COLLEGE_CLAIM_TEXTS.claimedAutoRejection}
        where college_id = ${claim.collegeId} and status = 'pending' returning contact_email as "contactEmail"`,
    );
    return { claim, others };
  });
  const url = `${ctx.baseUrl}/college/${encodeURIComponent(claim.slug)}`;
  await ctx.mailer.send(collegeClaimApprovedEmail(claim.contactEmail, { collegeName: claim.collegeName, url }));
  for (const other of others) {
    await ctx.mailer.send(
      collegeClaimRejectedEmail(other.contactEmail, { collegeName: claim.collegeName, url, reason: COLLEGE_CLAIM_TEXTS.claimedAutoRejection }),
    );
  }
  const [review] = await collegeClaimReviewRows(ctx.db, sql`cc.id = ${claim.id}`, 1);
  return review!;
}
