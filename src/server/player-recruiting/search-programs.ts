/**
 * GET /api/player-recruiting/programs?q= (docs/decisions/042): programs to
 * add to a board or pipeline by hand, by college name or game name (public
 * facts, as on the college pages). Recruiting programs first, then college
 * and game name; PROGRAM_SEARCH_MAX rows.
 */
import { sql } from 'drizzle-orm';
import { PROGRAM_SEARCH_MAX, type ProgramRef } from '#shared/contracts/player-recruiting.ts';
import type { Database } from '#server/db/client.ts';
import { programLevelOrder } from '#server/colleges/directory/search-colleges.ts';
import { rowsOf } from '#server/db/sql.ts';
import { programRefJoins, programRefJson } from './program-ref-sql.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function searchPrograms(db: Database, query: string): Promise<ProgramRef[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const conditions = words.map((word) => sql`(lower(c.name) like ${`%${escapeLike(word)}%`} or lower(t.name) like ${`%${escapeLike(word)}%`})`);
  const rows = await rowsOf<{ program: ProgramRef }>(
    db,
    sql`select ${programRefJson} as program from college_programs p ${programRefJoins}
      where ${sql.join(conditions, sql` and `)}
      order by p.is_recruiting desc, c.name, t.name, ${programLevelOrder('p')}, p.id
      limit ${PROGRAM_SEARCH_MAX}`,
  );
  return rows.map((row) => row.program);
}
