/**
 * A player records their own outcome (docs/decisions/041): with a college,
 * or one of its programs (the college follows from it). It is
 * self-reported until the college's staff confirm it; a minor's waits for a
 * guardian's approval before anyone else sees it. One open outcome per
 * player and college: a second answers 409 (a double submission too: the
 * unique index decides, not a read before the insert).
 */
import { sql } from 'drizzle-orm';
import { canHaveCollegeMatch } from '#shared/access/access-rules.ts';
import { AppError } from '#shared/app-error.ts';
import { OUTCOME_TEXTS, type RecordOwnOutcomeInput } from '#shared/contracts/outcomes.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export async function recordOwnOutcome(db: Database, viewer: Viewer, input: RecordOwnOutcomeInput): Promise<{ id: string }> {
  if (!canHaveCollegeMatch(viewer.grants)) throw new AppError('forbidden', OUTCOME_TEXTS.onlyPlayers);
  let collegeId = input.collegeId ?? null;
  let programId: string | null = null;
  let titleId: string | null = null;
  if (input.programId) {
    const [program] = await rowsOf<{ id: string; collegeId: string; titleId: string | null }>(
      db,
      sql`select id, college_id as "collegeId", esports_title_id as "titleId" from college_programs where id = ${input.programId}`,
    );
    if (!program || (collegeId && collegeId !== program.collegeId)) {
      throw new AppError('not_found', OUTCOME_TEXTS.programNotFound, { programId: OUTCOME_TEXTS.programNotFound });
    }
    ({ collegeId, id: programId, titleId } = program);
  } else {
    const [college] = await rowsOf<{ id: string }>(db, sql`select id from colleges where id = ${collegeId}`);
    if (!college) throw new AppError('not_found', OUTCOME_TEXTS.collegeNotFound, { collegeId: OUTCOME_TEXTS.collegeNotFound });
  }
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into recruiting_outcomes (player_user_id, college_id, program_id, esports_title_id, status, decided_on, recorded_by, recorded_by_user_id)
      values (${viewer.userId}, ${collegeId}, ${programId}, ${titleId}, ${input.status}, ${input.decidedOn ?? null}, 'player', ${viewer.userId})
      on conflict (player_user_id, college_id) where withdrawn_at is null do nothing
      returning id`,
  );
  if (!row) throw new AppError('conflict', OUTCOME_TEXTS.alreadyRecorded);
  return row;
}
