/**
 * PATCH /api/colleges/:slug/programs/:programId (issue 12.5,
 * docs/decisions/033): the fields sent replace the stored ones, the rest
 * stay, and the whole program is checked again (a new title needs roles and
 * ranks of its own). One transaction: the row is locked, checked, updated
 * (`updated_at` moves) and its roles replaced. A program of another college
 * is 404 like a missing one.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ProgramChanges, ProgramEdit, ProgramFields } from '#shared/contracts/college-edit.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { collegeProgramRoles, collegePrograms } from '#server/db/schema/colleges.ts';
import { rowsOf } from '#server/db/sql.ts';
import { checkProgram, constraintAsFieldError, plainProgramFields, programColumns, programNotFound, roleRows } from './college-program-checks.ts';
import { readProgramEdit } from './get-college-edit.ts';

/** The stored program as the write contract's fields. */
function fieldsOf(program: ProgramEdit): ProgramFields {
  return {
    titleSlug: program.titleSlug,
    ...plainProgramFields(program),
    rolesNeeded: program.rolesNeeded,
    tryoutsAt: program.tryoutsAt,
    teamId: program.team?.id ?? null,
  };
}

export async function updateCollegeProgram(
  db: Database,
  collegeId: string,
  programId: string,
  viewer: Viewer,
  changes: ProgramChanges,
): Promise<ProgramEdit> {
  return db
    .transaction(async (tx) => {
      const locked = await rowsOf<{ id: string }>(
        tx,
        sql`select id from college_programs where id = ${programId} and college_id = ${collegeId} for update`,
      );
      const current = locked.length > 0 ? await readProgramEdit(tx, collegeId, programId) : null;
      if (!current) throw programNotFound();
      const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<ProgramFields>;
      const program: ProgramFields = { ...fieldsOf(current), ...sent };
      const { titleId } = await checkProgram(tx, { collegeId, programId, currentTeamId: current.team?.id ?? null, viewer, program });
      await tx
        .update(collegePrograms)
        .set({ ...programColumns(program, titleId), updatedAt: sql`now()` })
        .where(and(eq(collegePrograms.id, programId), eq(collegePrograms.collegeId, collegeId)));
      if (sent.rolesNeeded !== undefined || sent.titleSlug !== undefined) {
        await tx.delete(collegeProgramRoles).where(eq(collegeProgramRoles.programId, programId));
        const roles = roleRows(programId, program);
        if (roles.length > 0) await tx.insert(collegeProgramRoles).values(roles);
      }
      const saved = await readProgramEdit(tx, collegeId, programId);
      if (!saved) throw programNotFound();
      return saved;
    })
    .catch(constraintAsFieldError);
}
