/**
 * GET /api/recruiting-dashboard (issue 13.2, docs/decisions/040): the
 * viewer's programs (dashboardScope) with counts per stage and new
 * responses (one statement), the responses, entries needing attention and
 * recent activity over them (one statement), and the suggested players
 * (dashboard-suggestions.ts). Every list is ordered with a unique tie-break.
 */
import { sql, type SQL } from 'drizzle-orm';
import { canManageProgram } from '#shared/access/access-rules.ts';
import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_ATTENTION_LIMIT,
  DASHBOARD_LATEST_RESPONSES,
  DASHBOARD_NEW_RESPONSE_DAYS,
  DASHBOARD_NO_CONTACT_DAYS,
  DASHBOARD_PROGRAM_LIMIT,
  type DashboardProgram,
  type ReadyDashboard,
  type RecruitingDashboard,
} from '#shared/contracts/recruiting-dashboard.ts';
import { PIPELINE_STAGES, type PipelineStage } from '#shared/recruiting/recruiting-values.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { programLevelOrder } from '#server/colleges/directory/search-colleges.ts';
import { profileViewerOf, profileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { dashboardScope } from './dashboard-scope.ts';
import { dashboardSuggestions } from './dashboard-suggestions.ts';

const uuidList = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
const UTC_TODAY = sql`(now() at time zone 'UTC')::date`;

async function loadPrograms(db: Database, where: SQL): Promise<DashboardProgram[]> {
  const rows = await rowsOf<Omit<DashboardProgram, 'stageCounts'> & { stageCounts: Partial<Record<PipelineStage, number>> | null }>(
    db,
    sql`select p.id, c.slug as "collegeSlug", c.name as "collegeName", t.slug as "titleSlug", t.name as "titleName", p.level,
        p.is_recruiting as "isRecruiting",
        (select json_object_agg(s.stage, s.n) from (select e.stage, count(*)::int as n from pipeline_entries e where e.program_id = p.id group by e.stage) s) as "stageCounts",
        (select count(*)::int from interest_form_submissions s where s.program_id = p.id and s.status <> 'withdrawn'
          and s.submitted_at > now() - ${`${DASHBOARD_NEW_RESPONSE_DAYS} days`}::interval) as "newResponses"
      from college_programs p
      join colleges c on c.id = p.college_id
      join esports_titles t on t.id = p.esports_title_id
      where ${where}
      order by c.name, t.name, ${programLevelOrder('p')}, p.id
      limit ${DASHBOARD_PROGRAM_LIMIT}`,
  );
  return rows.map((row) => ({
    ...row,
    stageCounts: Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, row.stageCounts?.[stage] ?? 0])) as Record<PipelineStage, number>,
  }));
}

type Lists = Pick<ReadyDashboard, 'responses' | 'attention' | 'activity'>;

async function loadLists(db: Database, viewer: Viewer, programIds: readonly string[]): Promise<Lists> {
  const ids = uuidList(programIds);
  const profileViewer = profileViewerOf(viewer);
  const playerJson = (alias: string) =>
    sql`json_build_object('userId', ${sql.raw(alias)}.user_id, 'slug', case when ${profileVisibleSql(alias, profileViewer)} then ${sql.raw(alias)}.slug end,
      'displayName', ${sql.raw(alias)}.display_name, 'avatarUrl', ${sql.raw(alias)}.avatar_url)`;
  const recent = sql`s.status <> 'withdrawn' and s.submitted_at > now() - ${`${DASHBOARD_NEW_RESPONSE_DAYS} days`}::interval`;
  const due = sql`(e.next_action_on is not null and e.next_action_on <= ${UTC_TODAY})`;
  const silent = sql`(e.stage <> 'committed' and coalesce(e.last_contact_at, e.created_at) < now() - ${`${DASHBOARD_NO_CONTACT_DAYS} days`}::interval)`;
  const [row] = await rowsOf<{ count: number; latest: Lists['responses']['latest']; attention: Lists['attention']; activity: Lists['activity'] }>(
    db,
    sql`select
      (select count(*)::int from interest_form_submissions s where s.program_id in (${ids}) and ${recent}) as count,
      coalesce((select json_agg(json_build_object('id', x.id, 'programId', x.program_id, 'name', x.name, 'formTitle', x.title, 'status', x.status,
          'submittedAt', ${isoTime(sql`x.submitted_at`)}) order by x.submitted_at desc, x.id desc)
        from (select s.id, s.program_id, s.name, f.title, s.status, s.submitted_at from interest_form_submissions s
          join interest_forms f on f.id = s.form_id
          where s.program_id in (${ids}) and ${recent} order by s.submitted_at desc, s.id desc limit ${DASHBOARD_LATEST_RESPONSES}) x), '[]'::json) as latest,
      coalesce((select json_agg(json_build_object('entryId', a.id, 'programId', a.program_id, 'player', a.player, 'stage', a.stage,
          'reasons', a.reasons, 'nextActionOn', a.next_action_on, 'nextActionNote', a.next_action_note, 'lastContactAt', ${isoTime(sql`a.contact`)})
          order by a.next_action_on asc nulls last, a.contact asc, a.id)
        from (select e.id, e.program_id, e.stage, to_char(e.next_action_on, 'YYYY-MM-DD') as next_action_on, e.next_action_note,
            coalesce(e.last_contact_at, e.created_at) as contact, ${playerJson('up')} as player,
            array_remove(array[case when ${due} then 'next_action_due' end, case when ${silent} then 'no_contact' end], null) as reasons
          from pipeline_entries e join user_profiles up on up.user_id = e.player_user_id
          where e.program_id in (${ids}) and e.stage <> 'not_a_fit' and (${due} or ${silent})
          order by e.next_action_on asc nulls last, coalesce(e.last_contact_at, e.created_at) asc, e.id
          limit ${DASHBOARD_ATTENTION_LIMIT}) a), '[]'::json) as attention,
      coalesce((select json_agg(v.item order by v.at desc, v.kind desc, v.id desc)
        from (
          (select 'stage_move' as kind, h.id::text as id, h.created_at as at, json_build_object('kind', 'stage_move', 'id', h.id::text,
              'at', ${isoTime(sql`h.created_at`)}, 'programId', h.program_id, 'player', ${playerJson('up')},
              'fromStage', h.from_stage, 'toStage', h.to_stage, 'actorName', actor.display_name) as item
            from pipeline_stage_history h
            join pipeline_entries e on e.id = h.entry_id
            join user_profiles up on up.user_id = e.player_user_id
            left join user_profiles actor on actor.user_id = h.actor_user_id
            where h.program_id in (${ids})
            order by h.created_at desc, h.id desc limit ${DASHBOARD_ACTIVITY_LIMIT})
          union all
          (select 'submission', s.id::text, s.submitted_at, json_build_object('kind', 'submission', 'id', s.id::text,
              'at', ${isoTime(sql`s.submitted_at`)}, 'programId', s.program_id, 'name', s.name, 'formTitle', f.title)
            from interest_form_submissions s join interest_forms f on f.id = s.form_id
            where s.program_id in (${ids}) and s.status <> 'withdrawn'
            order by s.submitted_at desc, s.id desc limit ${DASHBOARD_ACTIVITY_LIMIT})
          order by at desc, kind desc, id desc limit ${DASHBOARD_ACTIVITY_LIMIT}) v), '[]'::json) as activity`,
  );
  return { responses: { count: row?.count ?? 0, latest: row?.latest ?? [] }, attention: row?.attention ?? [], activity: row?.activity ?? [] };
}

async function collegeNames(db: Database, collegeIds: readonly string[]) {
  return rowsOf<{ id: string; slug: string; name: string }>(db, sql`select id, slug, name from colleges where id in (${uuidList(collegeIds)}) order by name, id`);
}

export async function getRecruitingDashboard(db: Database, viewer: Viewer): Promise<RecruitingDashboard> {
  const scope = dashboardScope(viewer.grants);
  if (scope.kind === 'no_college') return { state: 'no_college' };
  if (scope.kind === 'no_program_access') {
    const colleges = await collegeNames(db, scope.collegeIds);
    return { state: 'no_program_access', colleges: colleges.map(({ slug, name }) => ({ slug, name })) };
  }
  const where = scope.kind === 'own' ? sql`p.college_id in (${uuidList(scope.collegeIds)})` : sql`c.is_demo`;
  const programs = await loadPrograms(db, where);
  if (programs.length === 0 && scope.kind === 'own') {
    const colleges = await collegeNames(db, scope.collegeIds);
    return { state: 'no_programs', colleges: colleges.map(({ id, slug, name }) => ({ slug, name, canManage: canManageProgram(viewer.grants, id) })) };
  }
  const empty: Lists = { responses: { count: 0, latest: [] }, attention: [], activity: [] };
  const lists = programs.length > 0 ? await loadLists(db, viewer, programs.map((program) => program.id)) : empty;
  const suggestions = await dashboardSuggestions(db, viewer.userId, programs);
  return { state: 'ready', scope: scope.kind, programs, ...lists, suggestions };
}
