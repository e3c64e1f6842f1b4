/**
 * GET /api/players/:slug/college-board (docs/decisions/042): the board's
 * programs by group and the player's order, each with the player's match;
 * suggestions (the best programs of the games they play not on the board,
 * each with the group of board-suggestion-rule.ts); and the upcoming
 * deadlines of the board's programs (published forms' closing times and
 * tryouts), soonest first. Statements after the access check: the board,
 * the match player, the scored programs, the deadlines.
 */
import { sql } from 'drizzle-orm';
import { matchSummaryOf } from '#shared/contracts/match.ts';
import {
  BOARD_SUGGESTIONS_MAX,
  type BoardDeadline,
  type BoardItem,
  type BoardSuggestion,
  type CollegeBoard,
  type ProgramRef,
} from '#shared/contracts/player-recruiting.ts';
import { matchScore } from '#shared/match/match-score.ts';
import type { CollegeBoardBucket } from '#shared/recruiting/recruiting-values.ts';
import type { PlayerRecruitingAccess } from './player-recruiting-policies.ts';
import type { Database } from '#server/db/client.ts';
import { loadMatchPlayer } from '#server/match/load-match-player.ts';
import { loadMatchPrograms } from '#server/colleges/programs/load-match-programs.ts';
import { rowsOf } from '#server/db/sql.ts';
import { suggestBoardBucket } from './board-suggestion-rule.ts';
import { programRefJoins, programRefJson } from './program-ref-sql.ts';

interface BoardRow {
  program: ProgramRef;
  bucket: CollegeBoardBucket;
  note: string | null;
}

/** The board in display order: Reach, Fit, Safety, then position, then program id. */
export async function loadBoardRows(db: Pick<Database, 'execute'>, playerUserId: string): Promise<BoardRow[]> {
  return rowsOf<BoardRow>(
    db,
    sql`select ${programRefJson} as program, b.bucket, b.note
      from college_board_items b join college_programs p on p.id = b.program_id ${programRefJoins}
      where b.player_user_id = ${playerUserId}
      order by array_position(array['reach', 'fit', 'safety']::text[], b.bucket), b.position, b.program_id`,
  );
}

async function loadDeadlines(db: Pick<Database, 'execute'>, playerUserId: string, now: Date): Promise<BoardDeadline[]> {
  return rowsOf<BoardDeadline>(
    db,
    sql`select * from (
        select f.program_id as "programId", 'form_closes' as kind,
          to_char(f.closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, f.closes_at as sort_at,
          f.title as "formTitle", f.id as "formId"
        from interest_forms f join college_board_items b on b.program_id = f.program_id and b.player_user_id = ${playerUserId}
        where f.status = 'published' and f.closes_at > ${now.toISOString()}::timestamptz
        union all
        select p.id, 'tryouts', to_char(p.tryouts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), p.tryouts_at, null, null
        from college_programs p join college_board_items b on b.program_id = p.id and b.player_user_id = ${playerUserId}
        where p.tryouts_at > ${now.toISOString()}::timestamptz
      ) d
      order by d.sort_at, d.kind, d."programId", d."formId" nulls first`,
  ).then((rows) => rows.map(({ programId, kind, at, formTitle, formId }) => ({ programId, kind, at, formTitle, formId })));
}

export async function getCollegeBoard(db: Database, access: PlayerRecruitingAccess, now: Date = new Date()): Promise<CollegeBoard> {
  const playerUserId = access.player.userId;
  const board = await loadBoardRows(db, playerUserId);
  const loaded = await loadMatchPlayer(db, playerUserId);
  const onBoard = new Set(board.map((row) => row.program.id));
  const matches = new Map<string, ReturnType<typeof matchScore>>();
  const suggestions: BoardSuggestion[] = [];
  if (loaded) {
    const titles = [...new Set(loaded.player.games.map((game) => game.titleSlug))];
    const ids = [...onBoard];
    const where = sql`(t.slug in (${sql.join(titles.map((slug) => sql`${slug}`), sql`, `)})${ids.length > 0 ? sql` or p.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``})`;
    const programs = await loadMatchPrograms(db, where);
    for (const entry of programs) if (onBoard.has(entry.programId)) matches.set(entry.programId, matchScore(loaded.player, entry.program, { perspective: 'player' }));
    const candidates = programs
      .filter((entry) => !onBoard.has(entry.programId))
      .map((entry) => ({ entry, result: matchScore(loaded.player, entry.program, { perspective: 'player', explain: false }) }))
      .sort((a, b) => b.result.score - a.result.score || b.result.confidence.value - a.result.confidence.value || a.entry.programId.localeCompare(b.entry.programId))
      .slice(0, BOARD_SUGGESTIONS_MAX);
    if (candidates.length > 0) {
      const refs = await rowsOf<{ program: ProgramRef }>(
        db,
        sql`select ${programRefJson} as program from college_programs p ${programRefJoins}
          where p.id in (${sql.join(candidates.map(({ entry }) => sql`${entry.programId}::uuid`), sql`, `)})`,
      );
      const refById = new Map(refs.map(({ program }) => [program.id, program]));
      for (const { entry } of candidates) {
        const program = refById.get(entry.programId);
        if (!program) continue;
        const result = matchScore(loaded.player, entry.program, { perspective: 'player' });
        suggestions.push({ program, ...suggestBoardBucket(result), match: matchSummaryOf(result) });
      }
    }
  }
  const items: BoardItem[] = board.map((row) => {
    const result = matches.get(row.program.id);
    return { ...row, match: result ? matchSummaryOf(result) : null };
  });
  return {
    player: access.player,
    viewer: access.relation,
    canEdit: access.canEdit,
    items,
    suggestions,
    hasMatch: loaded !== null,
    deadlines: await loadDeadlines(db, playerUserId, now),
  };
}
