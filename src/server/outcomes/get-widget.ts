/**
 * GET /api/widget (docs/decisions/041): the embeddable widget's data,
 * public and the same for everyone (no session is read):
 * - `college`: its programs that are recruiting, with the roles and classes
 *   they need and an Apply link to each one's open published interest form,
 *   or to the college page when it has none; one statement;
 * - `player`: the player's newest public, college-confirmed commitment,
 *   with the minor-safe player fields only. A player without one answers
 *   404 like an unknown slug.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { collegeApplyPath, OUTCOME_TEXTS, type Widget } from '#shared/contracts/outcomes.ts';
import type { ProgramLevel, RolePriority } from '#shared/recruiting/program-levels.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { loadOutcomeRows, outcomePlayerOf } from './load-outcomes.ts';

const notFound = () => new AppError('not_found', OUTCOME_TEXTS.widgetNotFound);

export async function getWidget(db: Pick<Database, 'execute'>, query: { college?: string; player?: string }): Promise<Widget> {
  if (query.player) {
    const [row] = await loadOutcomeRows(db, null, sql`up.slug = ${query.player} and o.confirmed_at is not null`, 1);
    if (!row) throw notFound();
    return {
      kind: 'player',
      player: outcomePlayerOf(row),
      commitment: {
        id: row.id,
        status: row.status,
        decidedOn: row.decidedOn,
        college: { name: row.collegeName, slug: row.collegeSlug },
        titleName: row.titleName,
      },
    };
  }
  const slug = query.college ?? '';
  const rows = await rowsOf<{
    collegeName: string;
    collegeSlug: string;
    programId: string | null;
    titleName: string | null;
    level: ProgramLevel | null;
    openSpots: number | null;
    classYears: number[] | null;
    roles: { role: string; count: number; priority: RolePriority }[] | null;
    formId: string | null;
  }>(
    db,
    sql`select c.name as "collegeName", c.slug as "collegeSlug", p.id as "programId", t.name as "titleName", p.level,
        p.open_spots as "openSpots", p.class_years as "classYears",
        (select coalesce(json_agg(json_build_object('role', r.role, 'count', r.count, 'priority', r.priority) order by r.position, r.role), '[]'::json)
          from college_program_roles r where r.program_id = p.id) as roles,
        (select f.id from interest_forms f where f.program_id = p.id and f.status = 'published' and (f.closes_at is null or f.closes_at > now())
          order by f.updated_at desc, f.id desc limit 1) as "formId"
      from colleges c
      left join college_programs p on p.college_id = c.id and p.is_recruiting
      left join esports_titles t on t.id = p.esports_title_id
      where c.slug = ${slug}
      order by t.name, p.level, p.id`,
  );
  const first = rows[0];
  if (!first) throw notFound();
  return {
    kind: 'college',
    college: { name: first.collegeName, slug: first.collegeSlug },
    programs: rows
      .filter((row) => row.programId !== null)
      .map((row) => ({
        id: row.programId!,
        titleName: row.titleName ?? '',
        level: row.level!,
        openSpots: row.openSpots ?? 0,
        classYears: [...(row.classYears ?? [])].sort((a, b) => a - b),
        rolesNeeded: row.roles ?? [],
        applyPath: row.formId
          ? collegeApplyPath(first.collegeSlug, row.formId)
          : `/college/${encodeURIComponent(first.collegeSlug)}?program=${encodeURIComponent(row.programId!)}`,
      })),
  };
}
