/**
 * POST /api/colleges/:slug/programs (issue 12.5, docs/decisions/033): a new
 * program with its roles needed, checked (checkProgram) and written in one
 * transaction; a constraint the checks could not foresee (a racing
 * duplicate) is a 400 on its field.
 */
import type { ProgramEdit, ProgramFields } from '#shared/contracts/college-edit.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { collegeProgramRoles, collegePrograms } from '#server/db/schema/colleges.ts';
import { checkProgram, constraintAsFieldError, programColumns, programNotFound, roleRows } from './college-program-checks.ts';
import { readProgramEdit } from './get-college-edit.ts';

export async function createCollegeProgram(db: Database, collegeId: string, viewer: Viewer, program: ProgramFields): Promise<ProgramEdit> {
  return db
    .transaction(async (tx) => {
      const { titleId } = await checkProgram(tx, { collegeId, programId: null, currentTeamId: null, viewer, program });
      const [created] = await tx
        .insert(collegePrograms)
        .values({ collegeId, ...programColumns(program, titleId) })
        .returning({ id: collegePrograms.id });
      const roles = roleRows(created!.id, program);
      if (roles.length > 0) await tx.insert(collegeProgramRoles).values(roles);
      const saved = await readProgramEdit(tx, collegeId, created!.id);
      if (!saved) throw programNotFound();
      return saved;
    })
    .catch(constraintAsFieldError);
}
