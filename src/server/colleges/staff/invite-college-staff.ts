import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_STAFF_INVITATION_DAYS,
  COLLEGE_STAFF_PENDING_MAX,
  COLLEGE_STAFF_ROLE_GRANTS,
  COLLEGE_STAFF_TEXTS,
  type CollegeStaffInvite,
} from '#shared/contracts/college-staff.ts';
import type { AppContext } from '#server/app-context.ts';
import { newLinkToken } from '#server/auth/link-token.ts';
import type { CollegeStaffAccess } from '../colleges-policies.ts';
import type { Database } from '#server/db/client.ts';
import { collegeStaffAcceptUrl, collegeStaffInvitationEmail } from '#server/email/college-staff-emails.ts';
import { requireCollegeRoom } from '#server/subscriptions/plan-gates.ts';
import { rowsOf } from '#server/db/sql.ts';
import { isCollegeStaffSql, lockCollege } from './college-staff-sql.ts';

export const INVITATION_VALID_MS = COLLEGE_STAFF_INVITATION_DAYS * 24 * 3_600_000;

/** Pending invitations whose link still works. */
export function livePendingCountSql(collegeId: string) {
  return sql<number>`(select count(*)::int from college_staff_invitations lp
    where lp.college_id = ${collegeId} and lp.status = 'pending' and lp.expires_at > now())`;
}

/** The college's page must have staff to invite into: claimed, or a demo college. */
export async function requireStaffedCollege(tx: Pick<Database, 'execute'>, collegeId: string): Promise<void> {
  const [college] = await rowsOf<{ staffed: boolean }>(
    tx,
    sql`select (claimed_at is not null or is_demo) as staffed from colleges where id = ${collegeId}`,
  );
  if (!college?.staffed) throw new AppError('conflict', COLLEGE_STAFF_TEXTS.notClaimed);
}

/**
 * A manager invites an address to the college's staff (docs/decisions/034).
 * The answer is the same 202 whether the address has an account or not,
 * belongs to a minor or not (decision 017: the inviter learns nothing about
 * accounts); a minor's account is refused when accepting. Refused with a
 * field message, nothing changed: an address already on this college's
 * staff (the viewers see the staff's emails anyway) or already invited
 * (pending), and a college at its cap of pending invitations. In one
 * transaction with the college row locked; the email goes after the commit.
 */
export async function inviteCollegeStaff(ctx: AppContext, access: CollegeStaffAccess, body: CollegeStaffInvite): Promise<void> {
  const collegeId = access.college.id;
  const token = await ctx.db.transaction(async (tx) => {
    await lockCollege(tx, collegeId);
    await requireStaffedCollege(tx, collegeId);
    // A lapsed invitation to this address gives way to the new one (one pending per address).
    await tx.execute(sql`update college_staff_invitations set status = 'expired'
      where college_id = ${collegeId} and email = ${body.email} and status = 'pending' and expires_at <= now()`);
    const [state] = await rowsOf<{ pending: number; alreadyInvited: boolean; alreadyStaff: boolean }>(
      tx,
      sql`select ${livePendingCountSql(collegeId)} as pending,
        exists (select 1 from college_staff_invitations i where i.college_id = ${collegeId} and i.email = ${body.email} and i.status = 'pending') as "alreadyInvited",
        exists (select 1 from profiles p where lower(p.email) = ${body.email} and ${isCollegeStaffSql(sql`p.id`, sql`${collegeId}::uuid`)}) as "alreadyStaff"`,
    );
    if (state!.alreadyStaff) throw new AppError('conflict', COLLEGE_STAFF_TEXTS.alreadyStaff, { email: COLLEGE_STAFF_TEXTS.alreadyStaff });
    if (state!.alreadyInvited) throw new AppError('conflict', COLLEGE_STAFF_TEXTS.alreadyInvited, { email: COLLEGE_STAFF_TEXTS.alreadyInvited });
    if (state!.pending >= COLLEGE_STAFF_PENDING_MAX) throw new AppError('conflict', COLLEGE_STAFF_TEXTS.tooManyPending);
    // The college's plan (docs/decisions/046): staff and live invitations share its staff seats.
    await requireCollegeRoom(tx, collegeId, 'staff_seats');
    const link = newLinkToken(INVITATION_VALID_MS);
    await tx.execute(sql`insert into college_staff_invitations (college_id, email, role, title, is_public, token_hash, invited_by_user_id, expires_at)
      values (${collegeId}, ${body.email}, ${COLLEGE_STAFF_ROLE_GRANTS[body.role]}, ${body.title}, ${body.isPublic}, ${link.tokenHash},
        ${access.viewer.userId}, ${link.expiresAt.toISOString()})`);
    return link.token;
  });
  await ctx.mailer.send(
    collegeStaffInvitationEmail(body.email, {
      collegeName: access.college.name,
      role: body.role,
      inviterName: access.viewer.fullName,
      url: collegeStaffAcceptUrl(ctx.baseUrl, token),
    }),
  );
}
