/**
 * Gold contract management (docs/decisions/052): the contract dates of every
 * live player and staff row of a team (one statement), and editing them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  CONTRACT_REMINDER_DAYS,
  CONTRACT_TEXTS,
  type ContractKind,
  type TeamContracts,
  type UpdateContractInput,
} from '#shared/contracts/team-contracts.ts';
import type { Database } from '#server/db/client.ts';
import { teamMembers, teamStaff } from '#server/db/schema/teams.ts';
import { rowsOf, liveRosterRow } from '#server/db/sql.ts';

/** Today in UTC, the day contracts are measured against. */
const today = sql`(now() at time zone 'UTC')::date`;

export async function listContracts(db: Database, teamId: string): Promise<TeamContracts> {
  const rows = await rowsOf<TeamContracts['contracts'][number]>(
    db,
    sql`select x.kind, x.id, x.user_id as "userId", p.full_name as "fullName", x.role, et.name as "rosterName",
        x.contract_start::text as "contractStart", x.contract_end::text as "contractEnd",
        coalesce(x.contract_end between ${today} and ${today} + ${CONTRACT_REMINDER_DAYS}::int, false) as "endingSoon",
        coalesce(x.contract_end < ${today}, false) as ended
      from (
        select 'player' as kind, m.id, m.user_id, m.role, m.game_profile_id, m.contract_start, m.contract_end
          from team_members m where m.team_id = ${teamId} and ${liveRosterRow('m')}
        union all
        select 'staff', s.id, s.user_id, s.role, s.game_profile_id, s.contract_start, s.contract_end
          from team_staff s where s.team_id = ${teamId} and ${liveRosterRow('s')}
      ) x
      join profiles p on p.id = x.user_id
      left join team_game_profiles gp on gp.id = x.game_profile_id
      left join esports_titles et on et.id = gp.esports_title_id
      order by x.contract_end asc nulls last, p.full_name asc nulls last, x.kind, x.id`,
  );
  return { reminderDays: CONTRACT_REMINDER_DAYS, contracts: rows };
}

/** Sets both dates of one live player or staff row of the team; 404 for any other row. */
export async function updateContract(
  db: Database,
  teamId: string,
  kind: ContractKind,
  itemId: string,
  input: UpdateContractInput,
): Promise<{ id: string }> {
  const table = kind === 'player' ? teamMembers : teamStaff;
  const updated = await db
    .update(table)
    .set({ contractStart: input.contractStart, contractEnd: input.contractEnd })
    .where(and(eq(table.id, itemId), eq(table.teamId, teamId), eq(table.isActive, true)))
    .returning({ id: table.id });
  if (updated.length === 0) throw new AppError('not_found', CONTRACT_TEXTS.notFound);
  return { id: itemId };
}
