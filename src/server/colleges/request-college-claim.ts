import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { COLLEGE_CLAIM_TEXTS, isEmailAtCollegeDomain, type CollegeClaimRequest, type MyCollegeClaim } from '#shared/contracts/college-claims.ts';
import { collegeNotFound } from '#server/auth/policies.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/teams/team-sql.ts';

/**
 * A signed-in user asks to claim a college page (docs/decisions/032). A
 * claimed page is refused (409, naming nobody); so is a second pending
 * request of the same user (409, the partial unique index decides, so two
 * concurrent requests cannot both pass). The answer goes to the account's
 * email; whether it is at the college's website domain is kept for the
 * reviewer.
 */
export async function requestCollegeClaim(
  db: Pick<Database, 'execute'>,
  userId: string,
  slug: string,
  body: CollegeClaimRequest,
): Promise<MyCollegeClaim> {
  const [found] = await rowsOf<{ id: string; website: string | null; isClaimed: boolean; isDemo: boolean; email: string }>(
    db,
    sql`select c.id, c.website, c.claimed_at is not null as "isClaimed", c.is_demo as "isDemo", p.email
      from colleges c cross join profiles p where c.slug = ${slug} and p.id = ${userId}`,
  );
  if (!found) throw collegeNotFound();
  // A demo college is sample data (docs/decisions/031): nobody's to claim.
  if (found.isDemo) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.demoCollege);
  if (found.isClaimed) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.alreadyClaimed);
  const [claim] = await rowsOf<MyCollegeClaim>(
    db,
    sql`insert into college_claims (college_id, requester_user_id, role, evidence, contact_email, email_at_college_domain)
      values (${found.id}, ${userId}, ${body.role}, ${body.evidence}, ${found.email}, ${isEmailAtCollegeDomain(found.email, found.website)})
      on conflict do nothing
      returning id, status, role, ${isoTime(sql`created_at`)} as "createdAt", null as "reviewedAt", null as "rejectionReason"`,
  );
  if (!claim) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.alreadyPending);
  return claim;
}
