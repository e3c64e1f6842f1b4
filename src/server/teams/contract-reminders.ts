/**
 * Contract reminders (Gold contract management, docs/decisions/052): when a
 * live player's or staff member's contract end comes within
 * CONTRACT_REMINDER_DAYS days, the team owner gets one email per team and
 * run listing those contracts. Each row records the contract end it was
 * reminded of (contract_reminded_end), claimed in the same statement that
 * finds it, so a contract end is reminded once whatever the number of runs
 * or processes; a new end date (a renewal) is reminded again. A team whose
 * email could not be sent gets its claims back, so the next run tries it
 * again. Only Gold
 * teams that are not archived. Run hourly with the digests
 * (startResponseDigestSchedule, main.ts); tests call it directly.
 */
import { sql } from 'drizzle-orm';
import { CONTRACT_REMINDER_DAYS, type ContractKind } from '#shared/contracts/team-contracts.ts';
import type { AppContext } from '#server/app-context.ts';
import { contractReminderEmail, type ContractReminderLine } from '#server/email/team-emails.ts';
import { liveRosterRow, rowsOf } from './team-sql.ts';

interface DueRow {
  kind: ContractKind;
  id: string;
  teamId: string;
  teamName: string;
  ownerEmail: string;
  fullName: string | null;
  role: string;
  contractEnd: string;
}

/** Undoes the claim of rows whose reminder was not sent: their contract end counts as not reminded. */
async function releaseClaims(ctx: AppContext, rows: DueRow[]) {
  const ids = (kind: ContractKind) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const release = (table: 'team_members' | 'team_staff', kind: ContractKind) => {
    const list = ids(kind);
    if (list.length === 0) return null;
    return ctx.db.execute(sql`update ${sql.raw(table)} set contract_reminded_end = null
      where id in (${sql.join(list.map((id) => sql`${id}`), sql`, `)}) and contract_reminded_end = contract_end`);
  };
  await Promise.all([release('team_members', 'player'), release('team_staff', 'staff')]);
}

export function contractsUrl(baseUrl: string, teamId: string): string {
  return `${baseUrl}/teams/${teamId}/manage?tab=contracts`;
}

export async function sendContractReminders(ctx: AppContext, now: Date = new Date()): Promise<{ contracts: number; emails: number }> {
  const day = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const claim = (table: 'team_members' | 'team_staff', alias: 'm' | 's', kind: ContractKind) => sql`
    update ${sql.raw(table)} ${sql.raw(alias)} set contract_reminded_end = ${sql.raw(alias)}.contract_end
    from teams t
    where t.id = ${sql.raw(alias)}.team_id and t.subscription_tier = 'gold' and t.archived_at is null
      and ${liveRosterRow(alias)}
      and ${sql.raw(alias)}.contract_end between ${day} and ${day} + ${CONTRACT_REMINDER_DAYS}::int
      and ${sql.raw(alias)}.contract_reminded_end is distinct from ${sql.raw(alias)}.contract_end
    returning ${kind}::text as kind, ${sql.raw(alias)}.id, ${sql.raw(alias)}.team_id, ${sql.raw(alias)}.user_id,
      ${sql.raw(alias)}.role, ${sql.raw(alias)}.contract_end`;
  const due = await rowsOf<DueRow>(
    ctx.db,
    sql`with due_players as (${claim('team_members', 'm', 'player')}),
      due_staff as (${claim('team_staff', 's', 'staff')})
      select d.kind, d.id, d.team_id as "teamId", t.name as "teamName", o.email as "ownerEmail",
        p.full_name as "fullName", d.role, d.contract_end::text as "contractEnd"
      from (select * from due_players union all select * from due_staff) d
      join teams t on t.id = d.team_id
      join profiles o on o.id = t.owner_user_id
      join profiles p on p.id = d.user_id
      order by t.id, d.contract_end, p.full_name nulls last, d.kind, d.id`,
  );

  const byTeam = new Map<string, DueRow[]>();
  for (const row of due) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), row]);
  let emails = 0;
  for (const [teamId, rows] of byTeam) {
    const first = rows[0]!;
    const lines: ContractReminderLine[] = rows.map((row) => ({
      name: row.fullName ?? 'Unknown User',
      kind: row.kind,
      role: row.role,
      contractEnd: row.contractEnd,
    }));
    try {
      await ctx.mailer.send(contractReminderEmail(first.ownerEmail, first.teamName, lines, contractsUrl(ctx.baseUrl, teamId)));
      emails += 1;
    } catch (error) {
      ctx.log.error({ err: error, teamId }, 'A contract reminder could not be sent');
      // Not sent: the team's claims go back, so the next run tries again (unless the end changed meanwhile).
      await releaseClaims(ctx, rows);
    }
  }
  return { contracts: due.length, emails };
}
