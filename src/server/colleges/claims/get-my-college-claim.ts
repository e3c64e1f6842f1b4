import { sql } from 'drizzle-orm';
import { COLLEGE_CLAIM_PENDING_MAX, type MyCollegeClaimResponse } from '#shared/contracts/college-claims.ts';
import { collegeNotFound } from '../colleges-policies.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { claimantIsMinorSql, pendingClaimCountSql } from './request-college-claim.ts';

/**
 * The viewer's own latest claim request for a college, for the page's
 * notice (pending, approved, or rejected with the reason): the in-app half
 * of telling the requester the answer (docs/decisions/032), and why a new
 * request would be refused now (under 18, or the pending limit; issue 24),
 * so the page explains instead of offering a form that fails. One
 * statement; an unknown college is 404.
 */
export async function getMyCollegeClaim(db: Pick<Database, 'execute'>, userId: string, slug: string): Promise<MyCollegeClaimResponse> {
  const [row] = await rowsOf<{ collegeId: string; claim: MyCollegeClaimResponse['claim']; isMinor: boolean; pending: number }>(
    db,
    sql`select c.id as "collegeId",
        (select json_build_object('id', cc.id, 'status', cc.status, 'role', cc.role,
            'createdAt', ${isoTime(sql`cc.created_at`)},
            'reviewedAt', case when cc.reviewed_at is null then null else ${isoTime(sql`cc.reviewed_at`)} end,
            'rejectionReason', cc.rejection_reason)
          from college_claims cc where cc.college_id = c.id and cc.requester_user_id = ${userId}
          order by cc.created_at desc, cc.id desc limit 1) as claim,
        ${claimantIsMinorSql(userId)} as "isMinor", ${pendingClaimCountSql(userId)} as pending
      from colleges c where c.slug = ${slug}`,
  );
  if (!row) throw collegeNotFound();
  const blocked = row.isMinor ? 'minor' : row.pending >= COLLEGE_CLAIM_PENDING_MAX ? 'pending_limit' : null;
  return { claim: row.claim, blocked };
}
