/**
 * The board's entries as one statement (docs/decisions/036): a program's
 * entries filtered and counted by stage, and the selected ones (the board's
 * first cards of each column, a page of the list view, or one entry) with
 * what each card shows: the player's match facts (scored by the engine in
 * the program's view after the statement, as the SQL form would score them),
 * the viewer's unread dot and "Committed elsewhere". The panel, an add and a
 * change read one entry through the same statement, so a card never differs
 * by where it came from. Every value is a parameter, so the statement's text
 * depends only on the filters used and the selection's kind: without filters
 * it is prepared once per pooled connection (preparedRowsOf).
 */
import { sql, type SQL } from 'drizzle-orm';
import { matchBand } from '#shared/match/match-score.ts';
import {
  PIPELINE_COLUMN_PAGE,
  PIPELINE_NO_CONTACT_DAYS,
  type ColumnShow,
  type PipelineEntry,
  type PipelineFilters,
  type PipelineListSort,
  type PipelineTotals,
} from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';
import type { LoadedMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import type { Database } from '#server/db/client.ts';
import { searchRowMatch, searchRowMatchFactsSql, type SearchRowMatchFacts } from '#server/match/search-row-match.ts';
import { displayNameSql } from '#server/messaging/messaging-sql.ts';
import { PIPELINE_STAFF_ROLES } from '#server/messaging/pipeline-staff-roles.ts';
import { outcomePublicSql } from '#server/outcomes/outcome-access-sql.ts';
import { preparedRowsOf } from '#server/db/prepared-rows.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

export const stageOrderSql = (column: SQL) =>
  sql`array_position(array[${sql.join(
    PIPELINE_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  )}]::text[], ${column})`;

type EntryRow = Omit<PipelineEntry, 'match'> & { matchFacts: SearchRowMatchFacts | null };

/** Which of the filtered entries a statement returns, and in which order. */
export type EntrySelection =
  /** The board: the first cards of each column (PIPELINE_COLUMN_PAGE, or as `show` says), by stage, position, id. */
  | { kind: 'columns'; show?: ColumnShow }
  /** The list view: the first `limit` in the asked order, id breaking ties. */
  | { kind: 'list'; sort: PipelineListSort; direction: 'asc' | 'desc'; limit: number }
  /** One entry (the panel, an add, a change). */
  | { kind: 'one'; entryId: string };

export interface BoardEntriesOptions {
  viewerId: string;
  filters?: PipelineFilters;
  selection: EntrySelection;
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
 * The picked players' public committed or signed outcome with another
 * college (the outcomes' own rule of what is public, decision 041: not
 * withdrawn or declined, the player's consent, a minor's guardian's too and
 * a minor's own record approved). Only such an outcome is shown, so naming
 * its college reveals nothing that is not public already.
 */
function committedElsewhereSql(program: LoadedMatchProgram): SQL {
  return sql`select distinct on (o.player_user_id) o.player_user_id, oc.name as college_name
    from recruiting_outcomes o
    join colleges oc on oc.id = o.college_id
    join user_profiles oup on oup.user_id = o.player_user_id
    where o.player_user_id in (select p.player_user_id from picked p)
      and o.college_id <> ${program.collegeId}
      and o.status in ('committed', 'signed') and ${outcomePublicSql('o', 'oup')}
    order by o.player_user_id, o.decided_on desc nulls last, o.created_at desc, o.id`;
}

function filterSql(filters: PipelineFilters | undefined): SQL[] {
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

/** The player's search row for the program's title (rank, role, class year, the match's inputs). */
const searchRowJoin = (program: LoadedMatchProgram, alias: string, entry: string) =>
  sql`left join player_search_rows ${sql.raw(alias)} on ${sql.raw(alias)}.user_id = ${sql.raw(entry)}.player_user_id
    and ${sql.raw(alias)}.esports_title_id = (select t.id from esports_titles t where t.slug = ${program.program.titleSlug})`;

/**
 * `from ... where ...` of the program's entries the filters keep: the
 * profile and the search row are joined only when the class year filter
 * needs them (or `withProfile`), so an unfiltered board reads the entries'
 * own index. `more` adds conditions (a column, one entry).
 */
function filteredEntriesSql(program: LoadedMatchProgram, filters: PipelineFilters | undefined, options: { more?: SQL[]; withProfile?: boolean } = {}): SQL {
  const conditions = [sql`e.program_id = ${program.id}`, ...filterSql(filters), ...(options.more ?? [])];
  const byClass = filters?.classYear !== undefined;
  return sql`from pipeline_entries e
    ${byClass || options.withProfile ? sql`join user_profiles up on up.user_id = e.player_user_id` : sql``}
    ${byClass ? searchRowJoin(program, 'r', 'e') : sql``}
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * The picked entries (their columns) and `ord`, which orders the answer. Columns: each
 * stage's first N cards, read in order from the board index (program,
 * stage, position, id), one short scan per column. List: the asked order,
 * id last, cut at `limit`. One: the entry.
 */
function pickedSql(program: LoadedMatchProgram, filters: PipelineFilters | undefined, selection: EntrySelection): SQL {
  if (selection.kind === 'columns') {
    const stages = sql.join(
      PIPELINE_STAGES.map((stage, index) => sql`(${stage}, ${selection.show?.[stage] ?? PIPELINE_COLUMN_PAGE}::int, ${index}::int)`),
      sql`, `,
    );
    return sql`select c.*, row_number() over (order by s.stage_ord, c.position, c.id) as ord
      from (values ${stages}) s(stage, shown, stage_ord)
      cross join lateral (
        select e.* ${filteredEntriesSql(program, filters, { more: [sql`e.stage = s.stage`] })}
        order by e.position, e.id limit s.shown
      ) c`;
  }
  if (selection.kind === 'one') return sql`select e.*, 1 as ord ${filteredEntriesSql(program, filters, { more: [sql`e.id = ${selection.entryId}`] })}`;
  const direction = sql.raw(selection.direction === 'desc' ? 'desc' : 'asc');
  const order = {
    name: sql`lower(up.display_name) ${direction}, up.display_name ${direction}`,
    stage: sql`${stageOrderSql(sql`e.stage`)} ${direction}, e.position ${direction}`,
    // No date sorts last whichever the direction.
    nextAction: sql`e.next_action_on ${direction} nulls last`,
  }[selection.sort];
  return sql`select e.*, row_number() over (order by ${order}, e.id) as ord
    ${filteredEntriesSql(program, filters, { withProfile: selection.sort === 'name' })}
    order by ${order}, e.id limit ${selection.limit}`;
}

/**
 * The picked cards (`e`) with their player's profile (`up`), search row for
 * the program's title (`r`), rank name (`rt`) and owner's name (`own`).
 * Each is a lateral lookup by key fenced with `offset 0`, so the planner
 * reads a few hundred rows by index instead of hashing whole tables (it
 * cannot know the picked cards are few).
 */
function cardDetailsFrom(program: LoadedMatchProgram): SQL {
  return sql`from picked e
    join lateral (select * from user_profiles up where up.user_id = e.player_user_id offset 0) up on true
    left join lateral (select * from player_search_rows r where r.user_id = e.player_user_id
      and r.esports_title_id = (select t.id from esports_titles t where t.slug = ${program.program.titleSlug}) offset 0) r on true
    left join lateral (select rt.name from rank_tiers rt where rt.id = r.current_tier_id offset 0) rt on true
    left join lateral (select ${displayNameSql('o')} as name from profiles op
      left join user_profiles oup on oup.user_id = op.id where op.id = e.owner_user_id offset 0) own on true`;
}

/**
 * The selected entries with what each card shows, and the filtered entries
 * counted by stage: one statement. The cards' details, their match facts,
 * the viewer's unread dot and "Committed elsewhere" are read for the picked
 * entries only; the engine then scores each card's facts for the program.
 */
export async function loadBoardEntries(
  db: Pick<Database, 'execute' | '_'>,
  program: LoadedMatchProgram,
  options: BoardEntriesOptions,
): Promise<{ entries: (PipelineEntry & Record<string, unknown>)[]; totals: PipelineTotals; collegeSlug: string }> {
  const { selection, filters } = options;
  // Prepared by name only without filters (decision 062): the board as it opens, the list's six orders,
  // the panel's and one card's reads stay prepared on a connection (at most nine texts, about 0.7 MB each on
  // PostgreSQL 15); a filtered read, rarer and of many combinations, is planned each time.
  const read = filterSql(filters).length === 0 ? preparedRowsOf : rowsOf;
  const [result] = await read<{ rows: EntryRow[] | null; totals: Partial<PipelineTotals> | null; collegeSlug: string }>(
    db,
    sql`with picked as (${pickedSql(program, filters, selection)}),
      unread as materialized (${unreadPlayersSql(options.viewerId)}),
      elsewhere as materialized (${committedElsewhereSql(program)})
      select ${
        // One entry's read (the panel, an add, a change) does not count the board.
        selection.kind === 'one'
          ? sql`null`
          : sql`(select json_object_agg(s.stage, s.n) from (select e.stage, count(*)::int as n ${filteredEntriesSql(program, filters)} group by e.stage) s)`
      } as totals,
        (select c.slug from colleges c where c.id = ${program.collegeId}) as "collegeSlug",
        (select json_agg(json_build_object(
          'id', e.id, 'playerUserId', e.player_user_id, 'slug', up.slug, 'name', up.display_name, 'avatarUrl', up.avatar_url,
          'classYear', coalesce(r.grad_year, up.grad_year), 'rank', rt.name, 'role', r.primary_role,
          'matchFacts', case when r.user_id is null then null else ${searchRowMatchFactsSql('r', sql`rt.name`)} end, 'stage', e.stage, 'position', e.position,
          'ownerUserId', e.owner_user_id, 'ownerName', own.name,
          'tags', e.tags, 'source', e.source, 'nextActionOn', e.next_action_on,
          'lastContactAt', case when e.last_contact_at is null then null else ${isoTime(sql`e.last_contact_at`)} end,
          'version', e.version,
          'hasUnread', exists (select 1 from unread u where u.user_id = e.player_user_id),
          'committedElsewhere', (select json_build_object('collegeName', x.college_name) from elsewhere x where x.player_user_id = e.player_user_id)
          ${options.extra ? sql`, ${options.extra}` : sql``}
        ) order by e.ord)
        ${cardDetailsFrom(program)}) as rows`,
  );
  const entries = (result?.rows ?? []).map(({ matchFacts, ...row }) => {
    if (matchFacts === null) return { ...row, match: null };
    const { score } = searchRowMatch(program.program, matchFacts);
    return { ...row, match: { percent: score, band: matchBand(score) } };
  });
  const totals = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, result?.totals?.[stage] ?? 0])) as PipelineTotals;
  return { entries, totals, collegeSlug: result?.collegeSlug ?? '' };
}

/** Every tag of the program's entries, one spelling per tag (case-insensitively: the first alphabetically), alphabetical. */
export async function loadPipelineTags(db: Pick<Database, 'execute'>, programId: string): Promise<string[]> {
  const rows = await rowsOf<{ tag: string }>(
    db,
    // unnest in the select list (one pass over the entries) rather than a lateral join per entry.
    sql`select min(t.tag) as tag from (select unnest(e.tags) as tag from pipeline_entries e where e.program_id = ${programId} and e.tags <> '{}') t
      group by lower(t.tag) order by lower(t.tag), min(t.tag)`,
  );
  return rows.map((row) => row.tag);
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
