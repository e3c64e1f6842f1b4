import { sql } from 'drizzle-orm';
import type { CollegeClaimReview } from '#shared/contracts/college-claims.ts';
import type { AppContext } from '#server/app-context.ts';
import { collegeClaimRejectedEmail } from '#server/email/college-claim-emails.ts';
import { lockPendingClaim } from './approve-college-claim.ts';
import { collegeClaimReviewRows } from './list-college-claims.ts';

/** Platform staff reject a pending claim with a reason (docs/decisions/032); the requester is emailed it. */
export async function rejectCollegeClaim(ctx: AppContext, claimId: string, reviewerId: string, reason: string): Promise<CollegeClaimReview> {
  const claim = await ctx.db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, claimId);
    await tx.execute(
      sql`update college_claims set status = 'rejected', reviewer_user_id = ${reviewerId}, reviewed_at = now(), rejection_reason = ${reason}
        where id = ${claim.id}`,
    );
    return claim;
  });
  const url = `${ctx.baseUrl}/college/${encodeURIComponent(claim.slug)}`;
  await ctx.mailer.send(collegeClaimRejectedEmail(claim.contactEmail, { collegeName: claim.collegeName, url, reason }));
  const [review] = await collegeClaimReviewRows(ctx.db, sql`cc.id = ${claim.id}`, 1);
  return review!;
}
