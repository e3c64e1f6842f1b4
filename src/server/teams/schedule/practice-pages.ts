/**
 * Practices in pages (issue 27 item 4, docs/decisions/084): the SQL the manage statement embeds (first upcoming and
 * recent pages, the overview's latest three, counts, calendar days) and GET /api/teams/:teamId/practices, the next
 * pages and one calendar day. Order: scheduled_at, then id (unique), ascending for upcoming and a day, descending
 * for past; the cursor is the last row's scheduled_at (microseconds) and id. "Ended" is the client's test:
 * scheduled_at + duration before now.
 */
import { sql, type SQL } from 'drizzle-orm';
import { OVERVIEW_LIMITS } from '#shared/constants.ts';
import {
  PRACTICE_DAY_PAGE_SIZE,
  PRACTICE_PAGE_SIZE,
  splitPracticeCursor,
  type ManagePractices,
  type PracticePage,
  type PracticePageQuery,
} from '#shared/contracts/practice-pages.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

type Scope = PracticePageQuery['scope'];

const ended = (alias: string) => sql.raw(`${alias}.scheduled_at + make_interval(mins => ${alias}.duration_minutes) < now()`);

/** A practice as the contract's Practice; attendees (a few, most recent answers first) only when asked. */
function practiceJson(viewerId: string, withAttendees: boolean): SQL {
  const attendees = withAttendees
    ? sql`coalesce((
        select json_agg(json_build_object('userId', p.id, 'fullName', p.full_name, 'avatarUrl', coalesce(p.avatar_url, up.avatar_url))
          order by x.updated_at desc, x.user_id)
        from (
          select pa.user_id, pa.updated_at from team_practice_attendance pa
          where pa.practice_id = pr.id and pa.status = 'attending'
          order by pa.updated_at desc, pa.user_id
          limit ${OVERVIEW_LIMITS.attendeesPerPractice}
        ) x
        join profiles p on p.id = x.user_id
        left join user_profiles up on up.user_id = p.id
      ), '[]'::json)`
    : sql`'[]'::json`;
  return sql`json_build_object(
    'id', pr.id, 'title', pr.title, 'description', pr.description,
    'scheduledAt', ${isoTime(sql`pr.scheduled_at`)}, 'durationMinutes', pr.duration_minutes,
    'location', pr.location, 'isMandatory', pr.is_mandatory, 'status', pr.status,
    'seriesId', pr.series_id,
    'counts', json_build_object('attending', pr.attending_count, 'maybe', pr.maybe_count, 'notAttending', pr.not_attending_count),
    'attendees', ${attendees},
    -- The viewer's own answer: one probe of the (practice_id, user_id) key.
    'myStatus', (select mine.status from team_practice_attendance mine where mine.practice_id = pr.id and mine.user_id = ${viewerId})
  )`;
}

interface PageSpec {
  teamId: SQL | string;
  viewerId: string;
  scope: Scope;
  cursor?: string;
  from?: string;
  to?: string;
  size: number;
  withAttendees?: boolean;
}

/** One page as a JSON expression `{ practices, nextCursor }`: size + 1 rows are read to know whether more follow. */
export function practicePageSql({ teamId, viewerId, scope, cursor, from, to, size, withAttendees = false }: PageSpec): SQL {
  const descending = scope === 'past';
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const conditions: SQL[] = [sql`tp.team_id = ${teamId}`];
  if (scope === 'upcoming') conditions.push(sql`not (${ended('tp')})`);
  if (scope === 'past') conditions.push(ended('tp'));
  if (scope === 'day') conditions.push(sql`tp.scheduled_at >= ${from}::timestamptz and tp.scheduled_at < ${to}::timestamptz`);
  if (cursor) {
    const after = splitPracticeCursor(cursor);
    const key = sql`(${after.scheduledAt}::timestamptz, ${after.id}::uuid)`;
    conditions.push(descending ? sql`(tp.scheduled_at, tp.id) < ${key}` : sql`(tp.scheduled_at, tp.id) > ${key}`);
  }
  const cursorOf = sql`to_char(pr.scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || pr.id`;
  return sql`(select json_build_object(
      'practices', coalesce(json_agg(${practiceJson(viewerId, withAttendees)} order by pr.position) filter (where pr.position <= ${size}), '[]'::json),
      'nextCursor', case when count(*) > ${size} then (array_agg(${cursorOf} order by pr.position))[${size}] end
    )
    from (
      select tp.*, row_number() over (order by tp.scheduled_at ${direction}, tp.id ${direction}) as position
      from team_practices tp
      where ${sql.join(conditions, sql` and `)}
      order by tp.scheduled_at ${direction}, tp.id ${direction}
      limit ${size + 1}
    ) pr)`;
}

/** The manage response's practice columns, for `select ... from teams t where t.id = ...`. */
export function managePracticesColumns(viewerId: string, timeZone: string): SQL {
  const page = (scope: Scope) => practicePageSql({ teamId: sql`t.id`, viewerId, scope, size: PRACTICE_PAGE_SIZE });
  return sql`${page('upcoming')} as "upcomingPage",
      ${page('past')} as "recentPage",
      coalesce((select json_agg(${practiceJson(viewerId, true)} order by pr.scheduled_at desc, pr.id)
        from (select * from team_practices tp where tp.team_id = t.id order by tp.scheduled_at desc, tp.id limit ${OVERVIEW_LIMITS.practices}) pr
      ), '[]'::json) as "latestPractices",
      (select json_build_object(
          'upcoming', count(*) filter (where not (${ended('tp')})),
          'past', count(*) filter (where ${ended('tp')}),
          'days', coalesce(array_agg(distinct to_char(tp.scheduled_at at time zone ${timeZone}, 'YYYY-MM-DD')), '{}')
        ) from team_practices tp where tp.team_id = t.id) as "practiceSummary"`;
}

export interface ManagePracticeColumns {
  upcomingPage: PracticePage;
  recentPage: PracticePage;
  latestPractices: ManagePractices['latest'];
  practiceSummary: { upcoming: number; past: number; days: string[] };
}

export function managePracticesOf(row: ManagePracticeColumns): ManagePractices {
  return {
    upcoming: row.upcomingPage.practices,
    nextUpcomingCursor: row.upcomingPage.nextCursor,
    recent: row.recentPage.practices,
    olderCursor: row.recentPage.nextCursor,
    upcomingCount: row.practiceSummary.upcoming,
    pastCount: row.practiceSummary.past,
    latest: row.latestPractices,
    days: [...row.practiceSummary.days].sort(),
  };
}

/** GET /api/teams/:teamId/practices: the next page of a scope, or one day's practices. */
export async function listPracticePage(db: Database, teamId: string, viewerId: string, query: PracticePageQuery): Promise<PracticePage> {
  const size = query.scope === 'day' ? PRACTICE_DAY_PAGE_SIZE : PRACTICE_PAGE_SIZE;
  const [row] = await rowsOf<{ page: PracticePage }>(db, sql`select ${practicePageSql({ teamId, viewerId, ...query, size })} as page`);
  return row!.page;
}
