/**
 * Coach evaluations (issue 11.8): one per player and author, written by the
 * player's team owner or the coach who created the profile, read by
 * recruiters and insiders (policies decide who). `listPlayerEvaluations` is
 * the read the profile page may reuse.
 */
import { sql } from 'drizzle-orm';
import type { EvaluationBody, Evaluation } from '#shared/contracts/team-players.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { evaluationTeamSql } from './team-player-access-sql.ts';

const evaluationColumns = (alias: string) => sql.raw(`${alias}.id, ${alias}.author_user_id as "authorUserId",
  coalesce(author.display_name, 'Coach') as "authorName", et.name as "teamName", ${alias}.body,
  ${alias}.projected_levels as "projectedLevels"`);

/** Every evaluation of the player, newest first. */
export async function listPlayerEvaluations(db: Database, playerUserId: string): Promise<Evaluation[]> {
  return rowsOf<Evaluation>(
    db,
    sql`select ${evaluationColumns('pe')}, ${isoTime(sql`pe.updated_at`)} as "updatedAt"
      from player_evaluations pe
      left join user_profiles author on author.user_id = pe.author_user_id
      left join teams et on et.id = pe.team_id
      where pe.player_user_id = ${playerUserId}
      order by pe.updated_at desc, pe.id`,
  );
}

/** Writes (or rewrites) the author's evaluation of the player in one statement. */
export async function upsertEvaluation(db: Database, authorUserId: string, playerUserId: string, body: EvaluationBody): Promise<Evaluation> {
  const levels = sql`array[${sql.join(body.projectedLevels.map((level) => sql`${level}`), sql`, `)}]::text[]`;
  const [row] = await rowsOf<Evaluation>(
    db,
    sql`with saved as (
        insert into player_evaluations (player_user_id, author_user_id, team_id, body, projected_levels)
        select up.user_id, ${authorUserId}, ${evaluationTeamSql('up', authorUserId)}, ${body.body}, ${levels}
          from user_profiles up where up.user_id = ${playerUserId}
        on conflict (player_user_id, author_user_id)
          do update set body = excluded.body, projected_levels = excluded.projected_levels, team_id = excluded.team_id, updated_at = now()
        returning *)
      select ${evaluationColumns('s')}, ${isoTime(sql`s.updated_at`)} as "updatedAt"
      from saved s
      left join user_profiles author on author.user_id = s.author_user_id
      left join teams et on et.id = s.team_id`,
  );
  return row!;
}
