import { sql, type SQL } from 'drizzle-orm';
import { COLLEGE_CLAIM_QUEUE_LIMIT, type CollegeClaimQueueResponse, type CollegeClaimReview } from '#shared/contracts/college-claims.ts';
import type { Database } from '#server/db/client.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

/**
 * The review rows (requester with today's age band, reviewer, college
 * joined in), in the queue's order; one statement. The contact email is
 * shown whole: reviewers are platform staff, and the address is what the
 * domain signal is about.
 */
export async function collegeClaimReviewRows(db: Pick<Database, 'execute'>, where: SQL, limit: number): Promise<CollegeClaimReview[]> {
  const rows = await rowsOf<{ review: CollegeClaimReview }>(
    db,
    sql`select json_build_object(
        'id', cc.id, 'status', cc.status, 'role', cc.role, 'evidence', cc.evidence,
        'contactEmail', cc.contact_email, 'emailAtCollegeDomain', cc.email_at_college_domain,
        'createdAt', ${isoTime(sql`cc.created_at`)},
        'reviewedAt', case when cc.reviewed_at is null then null else ${isoTime(sql`cc.reviewed_at`)} end,
        'rejectionReason', cc.rejection_reason,
        'requester', json_build_object('id', rq.id, 'displayName', coalesce(rp.display_name, rq.full_name),
          'ageBand', case when rp.birth_date is null then 'unknown' when ${isMinorSql('rp')} then 'minor' else 'adult' end),
        'reviewer', case when rv.id is null then null else json_build_object('id', rv.id, 'displayName', coalesce(vp.display_name, rv.full_name)) end,
        'college', json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'website', c.website, 'isClaimed', c.claimed_at is not null)
      ) as review
      from college_claims cc
      join colleges c on c.id = cc.college_id
      join profiles rq on rq.id = cc.requester_user_id
      left join user_profiles rp on rp.user_id = rq.id
      left join profiles rv on rv.id = cc.reviewer_user_id
      left join user_profiles vp on vp.user_id = rv.id
      where ${where}
      order by (cc.status = 'pending') desc, case when cc.status = 'pending' then cc.created_at end asc,
        cc.reviewed_at desc nulls last, cc.id
      limit ${limit}`,
  );
  return rows.map((row) => row.review);
}

/**
 * The review queue (docs/decisions/032): pending requests first, oldest
 * first; then the latest reviewed ones; the id breaks ties. Bounded.
 */
export async function listCollegeClaims(db: Pick<Database, 'execute'>): Promise<CollegeClaimQueueResponse> {
  return { rows: await collegeClaimReviewRows(db, sql`true`, COLLEGE_CLAIM_QUEUE_LIMIT) };
}
