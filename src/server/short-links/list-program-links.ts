/**
 * GET /api/programs/:programId/short-links (docs/decisions/039): the Links
 * tab in one statement: the program's links (newest first, id breaking
 * ties) with clicks and submissions over 7 and 30 days, all time and by day
 * for the last 30, the 30 days themselves, and the program's forms a new
 * link may point at.
 */
import { sql } from 'drizzle-orm';
import { SHORT_LINK_LIST_LIMIT, SHORT_LINK_STATS_DAYS, type ProgramLinksResponse } from '#shared/contracts/short-links.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { ProgramLinksAccess } from './short-link-policies.ts';
import { shortLinksJsonSql, toProgramLink, UTC_TODAY } from './short-link-rows.ts';

export async function listProgramLinks(db: Pick<Database, 'execute'>, access: ProgramLinksAccess): Promise<ProgramLinksResponse> {
  const { program } = access;
  const [row] = await rowsOf<{ days: string[]; links: Parameters<typeof toProgramLink>[0][]; forms: ProgramLinksResponse['forms'] }>(
    db,
    sql`select
      (select json_agg(to_char(d, 'YYYY-MM-DD') order by d)
        from generate_series(${UTC_TODAY} - ${SHORT_LINK_STATS_DAYS - 1}::int, ${UTC_TODAY}, interval '1 day') d) as days,
      ${shortLinksJsonSql(sql`l.program_id = ${program.id}`, { withStats: true, limit: SHORT_LINK_LIST_LIMIT })} as links,
      coalesce((select json_agg(json_build_object('id', f.id, 'title', f.title, 'status', f.status) order by f.created_at desc, f.id desc)
        from interest_forms f where f.program_id = ${program.id}), '[]'::json) as forms`,
  );
  return {
    program: { id: program.id, collegeSlug: program.collegeSlug, collegeName: program.collegeName },
    days: row?.days ?? [],
    links: (row?.links ?? []).map(toProgramLink),
    forms: row?.forms ?? [],
  };
}
