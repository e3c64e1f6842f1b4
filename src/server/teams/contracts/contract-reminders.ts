/**
 * Contract reminders (Gold contract management, docs/decisions/052): when a
 * live player's or staff member's contract end comes within
 * CONTRACT_REMINDER_DAYS days, the team owner gets one email per team and
 * run listing those contracts. Each row records the contract end it was
 * reminded of (contract_reminded_end), claimed in the same statement that
 * finds it, so a contract end is reminded once whatever the number of runs
 * or processes; a new end date (a renewal) is reminded again. The claims
 * and the owners' emails commit together (docs/decisions/056): each email is
 * its own email-delivery job, retried with backoff until it is delivered,
 * and a run that fails claims nothing, so the next run tries again. Only
 * Gold teams that are not archived. Run hourly by the job queue
 * (`contract-reminders`, jobs/job-definitions.ts); tests call it directly.
 */
import { sql } from 'drizzle-orm';
import { CONTRACT_REMINDER_DAYS, type ContractKind } from '#shared/contracts/team-contracts.ts';
import type { AppContext } from '#server/app-context.ts';
import { contractReminderEmail, type ContractReminderLine } from '#server/email/team-emails.ts';
import { rowsOf, liveRosterRow } from '#server/db/sql.ts';

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
  return ctx.db.transaction(async (tx) => {
    const due = await rowsOf<DueRow>(
      tx,
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
      await ctx.mailer.send(contractReminderEmail(first.ownerEmail, first.teamName, lines, contractsUrl(ctx.baseUrl, teamId)), { db: tx });
      emails += 1;
    }
    return { contracts: due.length, emails };
  });
}
