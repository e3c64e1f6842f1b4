/**
 * Weekly practice series (docs/decisions/072): one request schedules every
 * occurrence; an edit or a delete reaches one occurrence or this and all
 * following ones of its series. Each occurrence is its own practice row, so
 * its attendance stays with it through every edit.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import {
  daysBetween,
  localDateTimeIn,
  seriesDates,
  type practiceSeriesInputSchema,
  type SeriesScope,
} from '#shared/contracts/practice-series.ts';
import type { practiceInputSchema } from '#shared/contracts/teams-schedule.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { teamPracticeSeries } from '#server/db/schema/teams.ts';
import { rowsOf } from '#server/db/sql.ts';
import { reverseRemovedSources } from '#server/points/award-points.ts';
import type { TeamItemRef } from '../team-owned-rows.ts';
import { deletePractice, PRACTICE_NOT_FOUND, updatePractice } from './practices.ts';

type SeriesInput = z.output<typeof practiceSeriesInputSchema>;
type PracticeChanges = Partial<z.output<typeof practiceInputSchema>>;
type Executor = Pick<Database, 'execute'>;

export async function createPracticeSeries(ctx: AppContext, teamId: string, createdBy: string, input: SeriesInput) {
  const { weekdays, untilDate, timeZone, scheduledAt, ...practice } = input;
  const start = localDateTimeIn(scheduledAt, timeZone);
  const dates = seriesDates(start.date, untilDate, weekdays);
  return ctx.db.transaction(async (tx) => {
    const [series] = await tx.insert(teamPracticeSeries).values({ teamId, timeZone, createdBy }).returning({ id: teamPracticeSeries.id });
    const rows = await rowsOf<{ id: string }>(
      tx,
      sql`insert into team_practices (team_id, series_id, title, description, scheduled_at, duration_minutes, location, is_mandatory, status, created_by)
        select ${teamId}, ${series!.id}, ${practice.title}, ${practice.description}, (d + ${start.time}::time) at time zone ${timeZone},
          ${practice.durationMinutes}, ${practice.location}, ${practice.isMandatory}, ${practice.status}, ${createdBy}
        from unnest(string_to_array(${dates.join(',')}, ',')::date[]) as d
        order by d
        returning id`,
    );
    return { id: rows[0]!.id, seriesId: series!.id, count: rows.length };
  });
}

interface Anchor {
  id: string;
  seriesId: string | null;
  scheduledAt: Date;
  timeZone: string | null;
  title: string;
  description: string | null;
  durationMinutes: number;
  location: string | null;
  isMandatory: boolean;
  status: string;
}

/** The team's practice with its series' zone, or 404 (also for another team's practice). */
async function loadAnchor(db: Executor, ref: TeamItemRef): Promise<Anchor> {
  const [row] = await rowsOf<Anchor & { scheduledAt: string }>(
    db,
    sql`select p.id, p.series_id as "seriesId", p.scheduled_at as "scheduledAt", s.time_zone as "timeZone", p.title, p.description,
        p.duration_minutes as "durationMinutes", p.location, p.is_mandatory as "isMandatory", p.status
      from team_practices p left join team_practice_series s on s.id = p.series_id
      where p.id = ${ref.itemId} and p.team_id = ${ref.teamId}`,
  );
  if (!row) throw new AppError('not_found', PRACTICE_NOT_FOUND);
  return { ...row, scheduledAt: new Date(row.scheduledAt) };
}

/** This practice and the later ones of its series. */
const followingOf = (anchor: Anchor) =>
  sql`p.series_id = ${anchor.seriesId} and p.scheduled_at >= ${anchor.scheduledAt.toISOString()}::timestamptz`;

const COLUMNS = {
  title: 'title',
  description: 'description',
  durationMinutes: 'duration_minutes',
  location: 'location',
  isMandatory: 'is_mandatory',
  status: 'status',
} as const;

/**
 * One occurrence, or this and the following ones of its series (a practice
 * outside a series is always one). For the following ones, only what the
 * edit changes on this practice is copied: a field left as it was keeps
 * each occurrence's own value. A new date and time moves every following
 * occurrence by the same number of days, to the new wall-clock time in the
 * series' zone.
 */
export async function updatePracticeInScope(ctx: AppContext, ref: TeamItemRef, changes: PracticeChanges, scope: SeriesScope) {
  const anchor = await loadAnchor(ctx.db, ref);
  if (scope === 'one' || !anchor.seriesId || !anchor.timeZone) return updatePractice(ctx, ref, changes);
  const zone = anchor.timeZone;

  const sets: SQL[] = [];
  for (const [key, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
    const value = changes[key];
    if (value !== undefined && value !== anchor[key]) sets.push(sql`${sql.raw(column)} = ${value}`);
  }
  if (changes.scheduledAt && changes.scheduledAt.getTime() !== anchor.scheduledAt.getTime()) {
    const before = localDateTimeIn(anchor.scheduledAt, zone);
    const after = localDateTimeIn(changes.scheduledAt, zone);
    const shift = daysBetween(before.date, after.date);
    sets.push(
      sql`scheduled_at = (((p.scheduled_at at time zone ${zone})::date + ${shift}::int) + ${after.time}::time) at time zone ${zone}`,
    );
  }
  if (sets.length > 0) {
    await ctx.db.execute(sql`update team_practices p set ${sql.join(sets, sql`, `)} where ${followingOf(anchor)}`);
  }
  return { id: anchor.id };
}

/** One occurrence, or this and the following ones of its series; their attendance goes with them and its points are reversed. */
export async function deletePracticeInScope(ctx: AppContext, ref: TeamItemRef, scope: SeriesScope) {
  if (scope === 'one') return deletePractice(ctx, ref);
  const anchor = await loadAnchor(ctx.db, ref);
  if (!anchor.seriesId) return deletePractice(ctx, ref);
  await ctx.db.transaction(async (tx) => {
    await reverseRemovedSources(tx, {
      rule: 'attendance_answered',
      sourceType: 'practice',
      sources: sql`select a.user_id, a.practice_id::text from team_practice_attendance a
        join team_practices p on p.id = a.practice_id
        where p.team_id = ${ref.teamId} and ${followingOf(anchor)}`,
    });
    await tx.execute(sql`delete from team_practices p where p.team_id = ${ref.teamId} and ${followingOf(anchor)}`);
  });
}
