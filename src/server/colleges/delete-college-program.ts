/**
 * DELETE /api/colleges/:slug/programs/:programId (issue 12.5,
 * docs/decisions/033): one statement (its roles go with it); a program of
 * another college is 404 like a missing one.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { collegePrograms } from '#server/db/schema/colleges.ts';
import { programNotFound } from './college-program-checks.ts';

export async function deleteCollegeProgram(db: Database, collegeId: string, programId: string): Promise<void> {
  const deleted = await db
    .delete(collegePrograms)
    .where(and(eq(collegePrograms.id, programId), eq(collegePrograms.collegeId, collegeId)))
    .returning({ id: collegePrograms.id });
  if (deleted.length === 0) throw programNotFound();
}
