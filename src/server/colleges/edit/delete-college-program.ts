/**
 * DELETE /api/colleges/:slug/programs/:programId (issue 12.5,
 * docs/decisions/033): its roles, forms and their submissions go with it
 * (cascades); the form_submitted points of those submissions are reversed
 * in the same transaction (decision 048). A program of another college is
 * 404 like a missing one (and reverses nothing).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { collegePrograms } from '#server/db/schema/colleges.ts';
import { reverseRemovedSources } from '#server/points/award-points.ts';
import { programNotFound } from './college-program-checks.ts';

export async function deleteCollegeProgram(db: Database, collegeId: string, programId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await reverseRemovedSources(tx, {
      rule: 'form_submitted',
      sourceType: 'submission',
      sources: sql`select s.submitter_user_id, s.id::text from interest_form_submissions s
        join college_programs p on p.id = s.program_id
        where s.program_id = ${programId} and p.college_id = ${collegeId} and s.submitter_user_id is not null`,
    });
    const deleted = await tx
      .delete(collegePrograms)
      .where(and(eq(collegePrograms.id, programId), eq(collegePrograms.collegeId, collegeId)))
      .returning({ id: collegePrograms.id });
    if (deleted.length === 0) throw programNotFound();
  });
}
