/** Helpers for the edit page's API tests: programs written straight to the tables, a valid program body. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ProgramInput } from '#shared/contracts/college-edit.ts';
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { ProgramLevel } from '#shared/recruiting/program-levels.ts';
import type { Database } from '#server/db/client.ts';
import { collegePrograms } from '#server/db/schema/colleges.ts';
import { esportsTitles } from '#server/db/schema/teams.ts';
import { rowsOf } from '#server/db/sql.ts';

export async function insertProgram(
  db: Database,
  collegeId: string,
  title: GameSlug,
  level: ProgramLevel,
  overrides: Partial<typeof collegePrograms.$inferInsert> = {},
): Promise<string> {
  const [titleRow] = await db.select({ id: esportsTitles.id }).from(esportsTitles).where(eq(esportsTitles.slug, title));
  const [row] = await db
    .insert(collegePrograms)
    .values({ collegeId, esportsTitleId: titleRow!.id, level, rosterSize: 10, openSpots: 2, ...overrides })
    .returning({ id: collegePrograms.id });
  return row!.id;
}

/** Real institutions with no program, by name (id breaks ties); `where` narrows them further (on `c`). */
export async function plainColleges(db: Database, count: number, where: SQL = sql`true`): Promise<{ id: string; slug: string; name: string }[]> {
  return rowsOf(db, sql`select id, slug, name from colleges c where not is_demo
    and not exists (select 1 from college_programs p where p.college_id = c.id) and ${where} order by name, id limit ${count}`);
}

/** A valid new program: Valorant varsity, no ranks, no scholarship. */
export function programBody(overrides: Partial<ProgramInput> = {}): ProgramInput {
  return {
    titleSlug: 'valorant',
    level: 'varsity',
    rosterSize: 10,
    openSpots: 3,
    rolesNeeded: [{ role: 'Duelist', count: 2, priority: 'high' }],
    classYears: [],
    minTierId: null,
    targetTierId: null,
    minGpa: null,
    scholarshipMin: null,
    scholarshipMax: null,
    isRecruiting: true,
    tryoutNotes: null,
    teamId: null,
    ...overrides,
  };
}
