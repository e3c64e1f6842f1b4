/**
 * A manager resends or revokes a pending staff invitation (docs/decisions/034).
 * An invitation of another college answers 404 like an unknown one.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_STAFF_PENDING_MAX,
  COLLEGE_STAFF_RESEND_DAILY_LIMIT,
  COLLEGE_STAFF_RESEND_MIN_INTERVAL_MINUTES,
  COLLEGE_STAFF_TEXTS,
  type CollegeStaffRole,
} from '#shared/contracts/college-staff.ts';
import type { AppContext } from '#server/app-context.ts';
import { newLinkToken } from '#server/auth/link-token.ts';
import type { CollegeStaffAccess } from '../colleges-policies.ts';
import type { Database } from '#server/db/client.ts';
import { collegeStaffAcceptUrl, collegeStaffInvitationEmail } from '#server/email/college-staff-emails.ts';
import { nextSendCount, type ResendLimit } from '#server/email/resend-limit.ts';
import { requireCollegeRoom } from '#server/subscriptions/plan-gates.ts';
import { rowsOf } from '#server/db/sql.ts';
import { staffRoleKeySql } from './college-staff-sql.ts';
import { INVITATION_VALID_MS, livePendingCountSql } from './invite-college-staff.ts';

const RESEND_LIMIT: ResendLimit = {
  minIntervalMinutes: COLLEGE_STAFF_RESEND_MIN_INTERVAL_MINUTES,
  dailyLimit: COLLEGE_STAFF_RESEND_DAILY_LIMIT,
  tooSoon: COLLEGE_STAFF_TEXTS.resendTooSoon,
  dailyLimitReached: COLLEGE_STAFF_TEXTS.resendDailyLimit,
};

interface LockedInvitation {
  email: string;
  role: CollegeStaffRole;
  status: string;
  isLive: boolean;
  lastSentAt: string;
  sendCount: number;
}

async function lockInvitation(tx: Pick<Database, 'execute'>, collegeId: string, invitationId: string): Promise<LockedInvitation> {
  const [row] = await rowsOf<LockedInvitation>(
    tx,
    sql`select email, ${staffRoleKeySql(sql`role`)} as role, status, expires_at > now() as "isLive",
        last_sent_at as "lastSentAt", send_count as "sendCount"
      from college_staff_invitations where id = ${invitationId} and college_id = ${collegeId} for update`,
  );
  if (!row) throw new AppError('not_found', COLLEGE_STAFF_TEXTS.invitationNotFound);
  if (row.status !== 'pending') throw new AppError('conflict', COLLEGE_STAFF_TEXTS.notPending);
  return row;
}

/**
 * Sends a pending invitation again, lapsed or not: a new link (the old one
 * stops working) valid 7 days more. At most once per 10 minutes and 5 times
 * a day per invitation (429); a lapsed one coming back counts against the
 * cap of pending invitations.
 */
export async function resendCollegeStaffInvitation(ctx: AppContext, access: CollegeStaffAccess, invitationId: string): Promise<void> {
  const now = new Date();
  const sent = await ctx.db.transaction(async (tx) => {
    const invitation = await lockInvitation(tx, access.college.id, invitationId);
    const sendCount = nextSendCount(invitation, RESEND_LIMIT, now);
    if (!invitation.isLive) {
      const [state] = await rowsOf<{ pending: number }>(tx, sql`select ${livePendingCountSql(access.college.id)} as pending`);
      if (state!.pending >= COLLEGE_STAFF_PENDING_MAX) throw new AppError('conflict', COLLEGE_STAFF_TEXTS.tooManyPending);
      // A lapsed invitation coming back takes a staff seat again (docs/decisions/046).
      await requireCollegeRoom(tx, access.college.id, 'staff_seats');
    }
    const link = newLinkToken(INVITATION_VALID_MS, now);
    await tx.execute(sql`update college_staff_invitations set token_hash = ${link.tokenHash}, expires_at = ${link.expiresAt.toISOString()},
        last_sent_at = ${now.toISOString()}, send_count = ${sendCount}
      where id = ${invitationId}`);
    return { ...invitation, token: link.token };
  });
  await ctx.mailer.send(
    collegeStaffInvitationEmail(sent.email, {
      collegeName: access.college.name,
      role: sent.role,
      inviterName: access.viewer.fullName,
      url: collegeStaffAcceptUrl(ctx.baseUrl, sent.token),
    }),
  );
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeCollegeStaffInvitation(db: Database, access: CollegeStaffAccess, invitationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockInvitation(tx, access.college.id, invitationId);
    await tx.execute(sql`update college_staff_invitations set status = 'revoked' where id = ${invitationId}`);
  });
}
