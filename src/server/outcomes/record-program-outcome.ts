/**
 * A program's staff record a player's outcome with their program
 * (docs/decisions/041): the college is the one confirming, so it is
 * confirmed at once. The pipeline board's Committed dialog calls this. If
 * the player already has an open outcome with the college (their own
 * self-reported one, or an earlier record), that row is updated and
 * confirmed instead: one open outcome per player and college. The player's
 * and guardian's public consents are theirs and stay as they were.
 */
import { sql } from 'drizzle-orm';
import { canViewProgram } from '#shared/access/access-rules.ts';
import { AppError } from '#shared/app-error.ts';
import { OUTCOME_TEXTS, type RecordProgramOutcomeInput } from '#shared/contracts/outcomes.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { profileViewerOf, profileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';

export async function recordProgramOutcome(db: Database, viewer: Viewer, input: RecordProgramOutcomeInput): Promise<{ id: string; created: boolean }> {
  const [program] = await rowsOf<{ id: string; collegeId: string; titleId: string | null }>(
    db,
    sql`select id, college_id as "collegeId", esports_title_id as "titleId" from college_programs where id = ${input.programId}`,
  );
  // Another college's program answers like a missing one.
  if (!program || !canViewProgram(viewer.grants, program.collegeId)) {
    throw new AppError('not_found', OUTCOME_TEXTS.programNotFound, { programId: OUTCOME_TEXTS.programNotFound });
  }
  // A player the staff may see, or one already in a pipeline of this college.
  const [player] = await rowsOf<{ userId: string }>(
    db,
    sql`select up.user_id as "userId" from user_profiles up
      where up.user_id = ${input.playerUserId}
        and (${profileVisibleSql('up', profileViewerOf(viewer))}
          or exists (select 1 from pipeline_entries pe join college_programs pp on pp.id = pe.program_id
            where pe.player_user_id = up.user_id and pp.college_id = ${program.collegeId}))`,
  );
  if (!player) throw new AppError('not_found', OUTCOME_TEXTS.playerNotFound, { playerUserId: OUTCOME_TEXTS.playerNotFound });

  const [row] = await rowsOf<{ id: string; created: boolean }>(
    db,
    sql`insert into recruiting_outcomes (player_user_id, college_id, program_id, esports_title_id, status, decided_on,
        recorded_by, recorded_by_user_id, confirmed_at, confirmed_by_user_id)
      values (${player.userId}, ${program.collegeId}, ${program.id}, ${program.titleId}, ${input.status}, ${input.decidedOn ?? null},
        'program', ${viewer.userId}, now(), ${viewer.userId})
      on conflict (player_user_id, college_id) where withdrawn_at is null do update set
        program_id = excluded.program_id, esports_title_id = excluded.esports_title_id, status = excluded.status,
        decided_on = coalesce(excluded.decided_on, recruiting_outcomes.decided_on),
        confirmed_at = now(), confirmed_by_user_id = excluded.confirmed_by_user_id,
        declined_at = null, declined_by_user_id = null, updated_at = now()
      returning id, (xmax = 0) as created`,
  );
  return row!;
}
