import { sql } from 'drizzle-orm';
import {
  COLLEGE_STAFF_INVITATIONS_LIMIT,
  COLLEGE_STAFF_LIST_LIMIT,
  type CollegeStaffInvitation,
  type CollegeStaffMember,
  type CollegeStaffResponse,
} from '#shared/contracts/college-staff.ts';
import type { CollegeStaffAccess } from '../colleges-policies.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { collegeStaffRanksSql, staffRoleKeySql } from './college-staff-sql.ts';

/**
 * The staff screen (docs/decisions/034), for its viewers ("Can view a
 * program"): every member, public or not, with their email; and the pending
 * invitations (a lapsed one shows as expired until resent or revoked),
 * never with their token or its hash. One statement.
 */
export async function listCollegeStaff(db: Pick<Database, 'execute'>, access: CollegeStaffAccess): Promise<CollegeStaffResponse> {
  const collegeId = access.college.id;
  const [row] = await rowsOf<{ members: CollegeStaffMember[]; invitations: CollegeStaffInvitation[] }>(
    db,
    sql`select
      coalesce((select json_agg(json_build_object('userId', m.user_id, 'displayName', m.display_name, 'email', m.email,
          'role', m.role, 'title', m.title, 'isPublic', m.is_public, 'isPrimaryContact', m.is_primary_contact)
          order by m.is_primary_contact desc, m.rank, lower(m.display_name), m.user_id)
        from (
          select s.user_id, s.rank, coalesce(up.display_name, p.full_name) as display_name, p.email,
            (case s.rank when 1 then 'admin' when 2 then 'staff' else 'admissions' end) as role,
            d.title, coalesce(d.is_public, false) as is_public, coalesce(d.is_primary_contact, false) as is_primary_contact
          from (${collegeStaffRanksSql(collegeId)}) s
          join profiles p on p.id = s.user_id
          left join user_profiles up on up.user_id = s.user_id
          left join college_staff_details d on d.college_id = ${collegeId} and d.user_id = s.user_id
          order by coalesce(d.is_primary_contact, false) desc, s.rank, lower(coalesce(up.display_name, p.full_name)), s.user_id
          limit ${COLLEGE_STAFF_LIST_LIMIT}
        ) m), '[]'::json) as members,
      coalesce((select json_agg(json_build_object('id', i.id, 'email', i.email, 'role', ${staffRoleKeySql(sql`i.role`)},
          'title', i.title, 'isPublic', i.is_public, 'status', case when i.expires_at > now() then 'pending' else 'expired' end,
          'invitedByName', coalesce(iup.display_name, ip.full_name),
          'createdAt', ${isoTime(sql`i.created_at`)}, 'expiresAt', ${isoTime(sql`i.expires_at`)})
          order by i.created_at desc, i.id desc)
        from (
          select * from college_staff_invitations ci
          where ci.college_id = ${collegeId} and ci.status = 'pending'
          order by ci.created_at desc, ci.id desc
          limit ${COLLEGE_STAFF_INVITATIONS_LIMIT}
        ) i
        left join profiles ip on ip.id = i.invited_by_user_id
        left join user_profiles iup on iup.user_id = i.invited_by_user_id), '[]'::json) as invitations`,
  );
  return {
    college: access.college,
    permissions: { manage: access.canManage, view: true },
    members: row?.members ?? [],
    invitations: row?.invitations ?? [],
  };
}
