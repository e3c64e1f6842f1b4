/**
 * The board's entries as one statement (docs/decisions/036): a program's
 * entries with what each card shows, the match computed for all of them at
 * once by the match engine's SQL form (the program's view, as the recruiter
 * search sorts by it), the viewer's unread dot and "Committed elsewhere".
 * The panel, an add and the realtime refresh read one entry through the
 * same statement (`entryId`), so a card never differs by where it came from.
 */
import { sql, type SQL } from 'drizzle-orm';
import { matchBand } from '#shared/match/match-score.ts';
import { PIPELINE_BOARD_MAX, PIPELINE_NO_CONTACT_DAYS, type PipelineBoardQuery, type PipelineEntry } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGES } from '#shared/recruiting-values.ts';
import type { LoadedMatchProgram } from '#server/match/load-match-program.ts';
import type { Database } from '#server/db/client.ts';
import { matchScoreSql, programViewMatchColumns } from '#server/match/match-score-sql.ts';
import { displayNameSql } from '#server/messaging/messaging-sql.ts';
import { isMinorSql } from '#server/profiles/profile-visibility-sql.ts';
import { outcomePublicSql } from '#server/outcomes/outcome-access-sql.ts';
import { isoTime, rowsOf } from '#server/teams/team-sql.ts';

/** The college roles that work a program's pipeline (spec 6 "can view a program", besides platform staff). */
export const PIPELINE_STAFF_ROLES = ['programs_college_admin', 'programs_college_staff'] as const;

export const stageOrderSql = (column: SQL) =>
  sql`array_position(array[${sql.join(
    PIPELINE_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  )}]::text[], ${column})`;

type EntryRow = Omit<PipelineEntry, 'match'> & { matchScore: number | null };

export interface BoardEntriesOptions {
  viewerId: string;
  filters?: PipelineBoardQuery;
  entryId?: string;
  /** Extra columns of the entry (panel): SQL of `e`, `up`. */
  extra?: SQL;
}

/** The player's unread messages to the viewer, by player: conversations of both with an unread count for the viewer. */
function unreadPlayersSql(viewerId: string): SQL {
  return sql`select op.user_id from conversation_participants cp
    join conversation_participants op on op.conversation_id = cp.conversation_id and op.user_id <> cp.user_id
    where cp.user_id = ${viewerId} and cp.unread_count > 0`;
}

/**
 * A player's public committed or signed outcome with another college (the
 * outcomes' own rule of what is public, decision 041: not withdrawn or
 * declined, the player's consent, a minor's guardian's too and a minor's own
 * record approved). Only such an outcome is shown,
 * so naming its college reveals nothing that is not public already.
 */
function committedElsewhereSql(program: LoadedMatchProgram): SQL {
  return sql`select distinct on (o.player_user_id) o.player_user_id, oc.name as college_name
    from recruiting_outcomes o
    join colleges oc on oc.id = o.college_id
    join user_profiles oup on oup.user_id = o.player_user_id
    where o.player_user_id in (select pe.player_user_id from pipeline_entries pe where pe.program_id = ${program.id})
      and o.college_id <> ${program.collegeId}
      and o.status in ('committed', 'signed') and ${outcomePublicSql('o', 'oup')}
    order by o.player_user_id, o.decided_on desc nulls last, o.created_at desc, o.id`;
}

function filterSql(filters: PipelineBoardQuery | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (!filters) return conditions;
  if (filters.classYear !== undefined) conditions.push(sql`coalesce(r.grad_year, up.grad_year) = ${filters.classYear}`);
  if (filters.owner === 'none') conditions.push(sql`e.owner_user_id is null`);
  else if (filters.owner !== undefined) conditions.push(sql`e.owner_user_id = ${filters.owner}`);
  if (filters.tag) conditions.push(sql`exists (select 1 from unnest(e.tags) tag where lower(tag) = lower(${filters.tag}))`);
  if (filters.source) conditions.push(sql`e.source = ${filters.source}`);
  if (filters.noContact) {
    conditions.push(sql`(e.last_contact_at is null or e.last_contact_at < now() - make_interval(days => ${PIPELINE_NO_CONTACT_DAYS}))`);
  }
  return conditions;
}

/** The board's entries (at most PIPELINE_BOARD_MAX), ordered by stage, position, id; and whether more matched. */
export async function loadBoardEntries(
  db: Pick<Database, 'execute'>,
  program: LoadedMatchProgram,
  options: BoardEntriesOptions,
): Promise<{ entries: (PipelineEntry & Record<string, unknown>)[]; isTruncated: boolean; collegeSlug: string }> {
  const conditions = [sql`e.program_id = ${program.id}`, ...filterSql(options.filters)];
  if (options.entryId) conditions.push(sql`e.id = ${options.entryId}`);
  const { score } = matchScoreSql(program.program, programViewMatchColumns('r'));
  const [result] = await rowsOf<{ rows: EntryRow[] | null; total: number; collegeSlug: string }>(
    db,
    sql`with unread as materialized (${unreadPlayersSql(options.viewerId)}),
      elsewhere as materialized (${committedElsewhereSql(program)}),
      matched as (
        select e.*, up.slug, up.display_name, up.avatar_url, up.grad_year as profile_grad_year, up.headline, up.state as profile_state,
          ${isMinorSql('up')} as is_minor,
          r.grad_year as row_grad_year, r.primary_role, r.current_tier_id,
          case when r.user_id is null then null else ${score} end as match_score
        from pipeline_entries e
        join user_profiles up on up.user_id = e.player_user_id
        left join player_search_rows r on r.user_id = e.player_user_id
          and r.esports_title_id = (select t.id from esports_titles t where t.slug = ${program.program.titleSlug})
        where ${sql.join(conditions, sql` and `)}
      ),
      page as (
        select * from matched m order by ${stageOrderSql(sql`m.stage`)}, m.position, m.id limit ${PIPELINE_BOARD_MAX}
      )
      select (select count(*)::int from matched) as total, (select c.slug from colleges c where c.id = ${program.collegeId}) as "collegeSlug",
        (select json_agg(json_build_object(
          'id', e.id, 'playerUserId', e.player_user_id, 'slug', e.slug, 'name', e.display_name, 'avatarUrl', e.avatar_url,
          'classYear', coalesce(e.row_grad_year, e.profile_grad_year), 'rank', rt.name, 'role', e.primary_role,
          'matchScore', e.match_score, 'stage', e.stage, 'position', e.position,
          'ownerUserId', e.owner_user_id, 'ownerName', case when e.owner_user_id is null then null else ${displayNameSql('o')} end,
          'tags', e.tags, 'source', e.source, 'nextActionOn', e.next_action_on,
          'lastContactAt', case when e.last_contact_at is null then null else ${isoTime(sql`e.last_contact_at`)} end,
          'version', e.version,
          'hasUnread', exists (select 1 from unread u where u.user_id = e.player_user_id),
          'committedElsewhere', (select json_build_object('collegeName', x.college_name) from elsewhere x where x.player_user_id = e.player_user_id)
          ${options.extra ? sql`, ${options.extra}` : sql``}
        ) order by ${stageOrderSql(sql`e.stage`)}, e.position, e.id)
        from page e
        left join rank_tiers rt on rt.id = e.current_tier_id
        left join profiles op on op.id = e.owner_user_id
        left join user_profiles oup on oup.user_id = e.owner_user_id) as rows`,
  );
  const entries = (result?.rows ?? []).map(({ matchScore, ...row }) => ({
    ...row,
    match: matchScore === null ? null : { percent: matchScore, band: matchBand(matchScore) },
  }));
  return { entries, isTruncated: (result?.total ?? 0) > entries.length, collegeSlug: result?.collegeSlug ?? '' };
}

/** The college's admins and staff (who may own an entry), by name then id. */
export function collegeStaffSql(collegeId: string): SQL {
  return sql`select distinct s.user_id from user_roles s
    where s.college_id = ${collegeId} and s.role in (${sql.join(
      PIPELINE_STAFF_ROLES.map((role) => sql`${role}`),
      sql`, `,
    )})`;
}

export async function loadPipelineStaff(db: Pick<Database, 'execute'>, collegeId: string): Promise<{ userId: string; name: string }[]> {
  return rowsOf(
    db,
    sql`select s.user_id as "userId", ${displayNameSql('')} as name
      from (${collegeStaffSql(collegeId)}) s
      join profiles p on p.id = s.user_id
      left join user_profiles up on up.user_id = s.user_id
      order by 2, 1`,
  );
}
