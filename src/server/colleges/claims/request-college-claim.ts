import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_CLAIM_PENDING_MAX,
  COLLEGE_CLAIM_TEXTS,
  isEmailAtCollegeDomain,
  type CollegeClaimRequest,
  type MyCollegeClaim,
} from '#shared/contracts/college-claims.ts';
import { collegeNotFound } from '../colleges-policies.ts';
import type { Database } from '#server/db/client.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

/** Whether the user is 13-17 today (the rule staff invitations apply; no birth date on record counts as adult, decision 004). */
export function claimantIsMinorSql(userId: string | SQL): SQL<boolean> {
  return sql<boolean>`coalesce((select ${isMinorSql('cup')} from user_profiles cup where cup.user_id = ${userId}), false)`;
}

/** How many claim requests of the user wait for review. */
export function pendingClaimCountSql(userId: string): SQL<number> {
  return sql<number>`(select count(*)::int from college_claims pc where pc.requester_user_id = ${userId} and pc.status = 'pending')`;
}

/**
 * A signed-in user asks to claim a college page (docs/decisions/032). A
 * minor's account is refused (403: a claim makes its requester the page's
 * admin, and college staff are adults, as staff invitations rule). A claimed
 * page is refused (409, naming nobody); so is a second pending request of
 * the same user for the page, and a request beyond
 * COLLEGE_CLAIM_PENDING_MAX pending ones of the account (409, issue 24.4).
 * One transaction with the requester's account row locked, so two
 * concurrent requests are counted one after the other (the partial unique
 * index still guards one pending request per user and college). The answer
 * goes to the account's email; whether it is at the college's website
 * domain is kept for the reviewer.
 */
export async function requestCollegeClaim(db: Database, userId: string, slug: string, body: CollegeClaimRequest): Promise<MyCollegeClaim> {
  return db.transaction(async (tx) => {
    // The account row first, in a statement of its own: a request waiting
    // here for a concurrent one then counts with a snapshot taken after that
    // one committed (a lock in the counting statement would keep its older
    // snapshot for the count, under READ COMMITTED).
    await tx.execute(sql`select 1 from profiles where id = ${userId} for no key update`);
    const [found] = await rowsOf<{
      id: string;
      website: string | null;
      isClaimed: boolean;
      isDemo: boolean;
      email: string;
      isMinor: boolean;
      pending: number;
      pendingHere: boolean;
    }>(
      tx,
      sql`select c.id, c.website, c.claimed_at is not null as "isClaimed", c.is_demo as "isDemo", p.email,
          ${claimantIsMinorSql(userId)} as "isMinor", ${pendingClaimCountSql(userId)} as pending,
          exists (select 1 from college_claims ph where ph.requester_user_id = p.id and ph.college_id = c.id and ph.status = 'pending') as "pendingHere"
        from colleges c cross join profiles p where c.slug = ${slug} and p.id = ${userId}`,
    );
    if (!found) throw collegeNotFound();
    if (found.isMinor) throw new AppError('forbidden', COLLEGE_CLAIM_TEXTS.adultsOnly);
    // A demo college is sample data (docs/decisions/031): nobody's to claim.
    if (found.isDemo) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.demoCollege);
    if (found.isClaimed) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.alreadyClaimed);
    if (found.pendingHere) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.alreadyPending);
    if (found.pending >= COLLEGE_CLAIM_PENDING_MAX) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.pendingLimit);
    const [claim] = await rowsOf<MyCollegeClaim>(
      tx,
      sql`insert into college_claims (college_id, requester_user_id, role, evidence, contact_email, email_at_college_domain)
        values (${found.id}, ${userId}, ${body.role}, ${body.evidence}, ${found.email}, ${isEmailAtCollegeDomain(found.email, found.website)})
        on conflict do nothing
        returning id, status, role, ${isoTime(sql`created_at`)} as "createdAt", null as "reviewedAt", null as "rejectionReason"`,
    );
    if (!claim) throw new AppError('conflict', COLLEGE_CLAIM_TEXTS.alreadyPending);
    return claim;
  });
}
