/**
 * GET /api/players/:slug/pipeline (docs/decisions/042): the player's
 * relationships with programs, derived by derive-player-pipeline.ts from
 * their submissions, the conversations in which a college's staff wrote to
 * them, their outcomes and their own rows. Two statements after the access
 * check: the signals (one row of JSON lists), then the programs they name
 * with every program of the contacted colleges. pipeline_entries (a
 * program's internal stage, notes, owner, tags) is not read.
 */
import { sql } from 'drizzle-orm';
import type { PlayerPipeline, PlayerPipelineRow, ProgramRef } from '#shared/contracts/player-recruiting.ts';
import { COLLEGE_PROGRAM_ROLES } from '#shared/access/roles.ts';
import type { OutcomeStatus, PlayerPipelineStage } from '#shared/recruiting/recruiting-values.ts';
import type { PlayerRecruitingAccess } from './player-recruiting-policies.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { derivePlayerPipeline } from './derive-player-pipeline.ts';
import { programLevelOrder } from '#server/colleges/directory/search-colleges.ts';
import { programRefJoins, programRefJson } from './program-ref-sql.ts';

interface SignalsRow {
  titles: string[];
  submissions: { programId: string; submissionId: string; status: string; at: string }[];
  contacts: { collegeId: string; conversationId: string; at: string }[];
  outcomes: { programId: string; outcomeId: string; status: OutcomeStatus; at: string }[];
  items: { programId: string; stage: PlayerPipelineStage | null; note: string | null; archived: boolean; updatedAt: string }[];
}

const staffRoles = sql.join(COLLEGE_PROGRAM_ROLES.map((role) => sql`${role}`), sql`, `);

export async function loadPlayerPipelineRows(db: Pick<Database, 'execute'>, playerUserId: string): Promise<PlayerPipelineRow[]> {
  const [signals] = await rowsOf<SignalsRow>(
    db,
    sql`select
        coalesce((select json_agg(distinct t.slug) from player_game_profiles gp join esports_titles t on t.id = gp.esports_title_id
          where gp.user_id = ${playerUserId}), '[]'::json) as titles,
        coalesce((select json_agg(json_build_object('programId', s.program_id, 'submissionId', s.id, 'status', s.status, 'at', s.submitted_at))
          from interest_form_submissions s where s.submitter_user_id = ${playerUserId} and s.status <> 'withdrawn'), '[]'::json) as submissions,
        coalesce((select json_agg(json_build_object('collegeId', x.college_id, 'conversationId', x.conversation_id, 'at', x.created_at))
          from (select distinct on (ur.college_id) ur.college_id, m.conversation_id, m.created_at
            from conversation_participants cp
            join messages m on m.conversation_id = cp.conversation_id and m.deleted_at is null and m.sender_id <> ${playerUserId}
            join user_roles ur on ur.user_id = m.sender_id and ur.role in (${staffRoles}) and ur.college_id is not null
            where cp.user_id = ${playerUserId}
            order by ur.college_id, m.created_at desc, m.id desc) x), '[]'::json) as contacts,
        coalesce((select json_agg(json_build_object('programId', x.program_id, 'outcomeId', x.id, 'status', x.status, 'at', x.updated_at))
          from (select o.id, o.status, o.updated_at, coalesce(o.program_id,
              (select p.id from college_programs p where p.college_id = o.college_id and p.esports_title_id = o.esports_title_id
                order by ${programLevelOrder('p')}, p.id limit 1)) as program_id
            from recruiting_outcomes o where o.player_user_id = ${playerUserId} and o.withdrawn_at is null) x
          where x.program_id is not null), '[]'::json) as outcomes,
        coalesce((select json_agg(json_build_object('programId', i.program_id, 'stage', i.stage, 'note', i.note,
            'archived', i.archived_at is not null, 'updatedAt', i.updated_at))
          from player_pipeline_items i where i.player_user_id = ${playerUserId}), '[]'::json) as items`,
  );
  const { titles, submissions, contacts, outcomes, items } = signals!;
  const programIds = [...new Set([...submissions, ...outcomes, ...items].map((signal) => signal.programId))];
  const collegeIds = [...new Set(contacts.map((contact) => contact.collegeId))];
  const programs =
    programIds.length + collegeIds.length === 0
      ? []
      : (
          await rowsOf<{ program: ProgramRef }>(
            db,
            sql`select ${programRefJson} as program from college_programs p ${programRefJoins}
              where ${programIds.length > 0 ? sql`p.id in (${sql.join(programIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`}
                or ${collegeIds.length > 0 ? sql`p.college_id in (${sql.join(collegeIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`}
              order by c.name, t.name, ${programLevelOrder('p')}, p.id`,
          )
        ).map((row) => row.program);
  return derivePlayerPipeline({
    programs,
    playerTitles: titles,
    submissions: submissions.map((signal) => ({ ...signal, at: new Date(signal.at) })),
    contacts: contacts.map((signal) => ({ ...signal, at: new Date(signal.at) })),
    outcomes: outcomes.map((signal) => ({ ...signal, at: new Date(signal.at) })),
    items: items.map((item) => ({ ...item, updatedAt: new Date(item.updatedAt) })),
  });
}

export async function getPlayerPipeline(db: Database, access: PlayerRecruitingAccess): Promise<PlayerPipeline> {
  return {
    player: access.player,
    viewer: access.relation,
    canEdit: access.canEdit,
    rows: await loadPlayerPipelineRows(db, access.player.userId),
  };
}
