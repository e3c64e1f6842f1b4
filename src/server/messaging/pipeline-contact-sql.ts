import { sql, type SQL } from 'drizzle-orm';

/** The college roles that work a program's pipeline (spec 6 "can view a program", besides platform staff). */
export const PIPELINE_STAFF_ROLES = ['programs_college_admin', 'programs_college_staff'] as const;

/**
 * Contact for the pipeline (docs/decisions/036): a message between a
 * program's college staff (admins and staff) and a player in its pipeline,
 * either way, sets the entry's last_contact_at. Run by send-message in its
 * transaction, for the sender and the conversation's participants: the
 * entries of the sender as player where a participant is staff of the
 * entry's college, and the entries of each participant as player where the
 * sender is. One statement on pipeline_entries_player_idx. It lives in
 * messaging/ (pipeline builds on messaging, not the reverse: decision 058).
 */
export function pipelineContactSql(senderId: string, participantIds: readonly string[]): SQL {
  const roles = sql.join(
    PIPELINE_STAFF_ROLES.map((role) => sql`${role}`),
    sql`, `,
  );
  const others = participantIds.filter((id) => id !== senderId);
  if (others.length === 0) return sql`select 1`;
  const ids = (list: readonly string[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);
  return sql`update pipeline_entries e set last_contact_at = now()
    from college_programs cp
    where cp.id = e.program_id
      and ((e.player_user_id = ${senderId} and exists (select 1 from user_roles ur
              where ur.college_id = cp.college_id and ur.role in (${roles}) and ur.user_id in (${ids(others)})))
        or (e.player_user_id in (${ids(others)}) and exists (select 1 from user_roles ur
              where ur.college_id = cp.college_id and ur.role in (${roles}) and ur.user_id = ${senderId})))`;
}
