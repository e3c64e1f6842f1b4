/**
 * The invitation link (docs/decisions/034): the invited person, signed in
 * with the invited address, sees the invitation and accepts or declines it.
 * Checks, in this order, so a link reveals only what its holder may know:
 * an unknown token is 404; an account with another email gets 403 and
 * nothing about the invitation; then its state: accepted 409, declined,
 * revoked or expired 410, each with its own message; a minor's account 403
 * (college staff are adults).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_STAFF_TEXTS,
  type CollegeInvitationAnswer,
  type CollegeInvitationInfo,
  type CollegeStaffRole,
} from '#shared/contracts/college-staff.ts';
import { hashLinkToken } from '#server/auth/link-token.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { becomePrimaryContactIfNone, lockCollege, staffRoleKeySql } from './college-staff-sql.ts';

interface InvitationRow {
  id: string;
  collegeId: string;
  email: string;
  grantedRole: string;
  role: CollegeStaffRole;
  title: string | null;
  isPublic: boolean;
  status: string;
  isLive: boolean;
  expiresAt: string;
  invitedByName: string | null;
  college: CollegeInvitationInfo['college'];
  viewerIsMinor: boolean;
}

async function findInvitation(db: Pick<Database, 'execute'>, token: string, viewer: Viewer, lock: boolean): Promise<InvitationRow> {
  const [row] = await rowsOf<InvitationRow>(
    db,
    sql`select i.id, i.college_id as "collegeId", i.email, i.role as "grantedRole", ${staffRoleKeySql(sql`i.role`)} as role,
        i.title, i.is_public as "isPublic", i.status, i.expires_at > now() as "isLive", ${isoTime(sql`i.expires_at`)} as "expiresAt",
        (select coalesce(iup.display_name, ip.full_name) from profiles ip left join user_profiles iup on iup.user_id = ip.id
          where ip.id = i.invited_by_user_id) as "invitedByName",
        json_build_object('slug', c.slug, 'name', c.name, 'city', c.city, 'state', c.state, 'isDemo', c.is_demo) as college,
        coalesce((select ${isMinorSql('vp')} from user_profiles vp where vp.user_id = ${viewer.userId}), false) as "viewerIsMinor"
      from college_staff_invitations i join colleges c on c.id = i.college_id
      where i.token_hash = ${hashLinkToken(token)}
      ${lock ? sql`for update of i` : sql``}`,
  );
  if (!row) throw new AppError('not_found', COLLEGE_STAFF_TEXTS.invalidLink);
  if (row.email !== viewer.email.trim().toLowerCase()) throw new AppError('forbidden', COLLEGE_STAFF_TEXTS.wrongAccount);
  if (row.status === 'accepted') throw new AppError('conflict', COLLEGE_STAFF_TEXTS.alreadyAccepted);
  if (row.status === 'declined') throw new AppError('gone', COLLEGE_STAFF_TEXTS.declinedLink);
  if (row.status === 'revoked') throw new AppError('gone', COLLEGE_STAFF_TEXTS.revokedLink);
  if (row.status !== 'pending' || !row.isLive) throw new AppError('gone', COLLEGE_STAFF_TEXTS.expired);
  return row;
}

/** What the accept page shows (the invited account only; a minor's account learns at once that it cannot join). */
export async function lookUpCollegeInvitation(db: Database, token: string, viewer: Viewer): Promise<CollegeInvitationInfo> {
  const row = await findInvitation(db, token, viewer, false);
  if (row.viewerIsMinor) throw new AppError('forbidden', COLLEGE_STAFF_TEXTS.adultsOnly);
  return {
    college: row.college,
    role: row.role,
    title: row.title,
    isPublic: row.isPublic,
    email: row.email,
    invitedByName: row.invitedByName,
    expiresAt: row.expiresAt,
  };
}

/**
 * Accepting, in ONE transaction with the invitation and then the college
 * row locked: the college role is granted, the details row written (the
 * invitation's title and public flag; an admin becomes the primary contact
 * when the college has none), and the invitation marked accepted. A second
 * accept finds it accepted (409).
 */
export async function acceptCollegeInvitation(db: Database, token: string, viewer: Viewer): Promise<CollegeInvitationAnswer> {
  return db.transaction(async (tx) => {
    const row = await findInvitation(tx, token, viewer, true);
    if (row.viewerIsMinor) throw new AppError('forbidden', COLLEGE_STAFF_TEXTS.adultsOnly);
    await lockCollege(tx, row.collegeId);
    await tx.execute(sql`insert into user_roles (user_id, role, college_id) values (${viewer.userId}, ${row.grantedRole}, ${row.collegeId})
      on conflict do nothing`);
    await tx.execute(sql`insert into college_staff_details (college_id, user_id, title, is_public)
      values (${row.collegeId}, ${viewer.userId}, ${row.title}, ${row.isPublic})
      on conflict (college_id, user_id) do update set title = excluded.title, is_public = excluded.is_public, updated_at = now()`);
    if (row.role === 'admin') await becomePrimaryContactIfNone(tx, row.collegeId, viewer.userId);
    await tx.execute(sql`update college_staff_invitations set status = 'accepted', accepted_user_id = ${viewer.userId}, responded_at = now()
      where id = ${row.id}`);
    return { college: { slug: row.college.slug, name: row.college.name }, status: 'accepted' as const };
  });
}

/** Declining records the answer; the link stops working. */
export async function declineCollegeInvitation(db: Database, token: string, viewer: Viewer): Promise<CollegeInvitationAnswer> {
  return db.transaction(async (tx) => {
    const row = await findInvitation(tx, token, viewer, true);
    await tx.execute(sql`update college_staff_invitations set status = 'declined', responded_at = now() where id = ${row.id}`);
    return { college: { slug: row.college.slug, name: row.college.name }, status: 'declined' as const };
  });
}
