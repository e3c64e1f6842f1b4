/**
 * The directory with the signed-in player's match (docs/decisions/030,
 * "Preferences and the match on the college side"). For a player with a
 * profile, each card of a college with programs carries the match of its
 * best program for them (among the programs the program filters keep:
 * games, scholarships, recruiting now; one in the player's games first),
 * with the top two reasons; and `sort=match` ranks every college passing
 * the filters with a program in the player's games by that best score, the
 * others after them by name (docs/decisions/076).
 * Everyone else gets the directory as it is, `sort=match` reading as the
 * name order.
 *
 * Statements after the session: the player (one), then the page itself
 * (one: for `sort=match` ordered by the best scores, computed in the same
 * statement by the SQL form of the engine in the player's view,
 * docs/decisions/094), then its colleges' programs (one, when it shows a
 * college with programs), scored in application code for the cards. Only
 * the shown cards' best programs are explained.
 */
import { sql, type SQL } from 'drizzle-orm';
import { canHaveCollegeMatch } from '#shared/access/access-rules.ts';
import { COLLEGE_PAGE_SIZE, type CollegeSearchQuery, type CollegeSearchResponse } from '#shared/contracts/colleges.ts';
import { matchSummaryOf, type CollegeCardMatch } from '#shared/contracts/match.ts';
import { MATCH_CAP_SCORE, matchScore } from '#shared/match/match-score.ts';
import type { MatchPlayer, MatchResult } from '#shared/match/match-types.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { DistanceOrigin } from '#server/colleges/directory/college-distance.ts';
import { collegeFilterConditions, programFilterConditions, searchColleges } from '#server/colleges/directory/search-colleges.ts';
import type { Database } from '#server/db/client.ts';
import { loadMatchPlayer } from './load-match-player.ts';
import { playerViewProgramScoresSql, playerViewUncappedSql } from './player-view-score-sql.ts';
import { loadMatchPrograms, type LoadedMatchProgram } from '../colleges/programs/load-match-programs.ts';

interface BestProgram {
  entry: LoadedMatchProgram;
  result: MatchResult;
  /** The program is in a game the player has a game profile for. */
  inPlayerGames: boolean;
}

/**
 * Each college's best program for the player: a program in one of the
 * player's games before any other (docs/decisions/076: a program in a game
 * they do not play is no match, however well the rest fits), then highest
 * score, then confidence, then the first in the page's tab order (title
 * name, level, id: loadMatchPrograms' order). Scored without evidence.
 */
export function bestProgramByCollege(player: MatchPlayer, programs: readonly LoadedMatchProgram[]): Map<string, BestProgram> {
  const games = new Set(player.games.map((game) => game.titleSlug));
  const best = new Map<string, BestProgram>();
  for (const entry of programs) {
    const result = matchScore(player, entry.program, { perspective: 'player', explain: false });
    const inPlayerGames = games.has(entry.program.titleSlug);
    const current = best.get(entry.collegeId);
    if (
      !current ||
      (inPlayerGames && !current.inPlayerGames) ||
      (inPlayerGames === current.inPlayerGames &&
        (result.score > current.result.score || (result.score === current.result.score && result.confidence.value > current.result.confidence.value)))
    ) {
      best.set(entry.collegeId, { entry, result, inPlayerGames });
    }
  }
  return best;
}

/** A card's match: the best program explained, with its top two reasons, and whether it is in the player's games. */
function cardMatch(player: MatchPlayer, best: BestProgram): CollegeCardMatch {
  const { entry } = best;
  const result = matchScore(player, entry.program, { perspective: 'player' });
  return {
    ...matchSummaryOf(result),
    programId: entry.programId,
    titleSlug: entry.program.titleSlug,
    titleName: entry.titleName,
    level: entry.program.level,
    inPlayerGames: best.inPlayerGames,
  };
}

/** The program conditions of the query as one SQL condition over `p` and `t` (true when none). */
function programWhere(query: CollegeSearchQuery) {
  const conditions = programFilterConditions(query);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

export async function searchCollegesForViewer(
  db: Database,
  viewer: Viewer | null,
  query: CollegeSearchQuery,
  origin?: DistanceOrigin,
): Promise<CollegeSearchResponse> {
  const loaded = viewer && canHaveCollegeMatch(viewer.grants) ? await loadMatchPlayer(db, viewer.userId) : null;
  if (!loaded) return searchColleges(db, query, { origin });
  return searchCollegesWithMatch(db, loaded, query, origin);
}

/**
 * Each college passing the filters with a program in the player's games
 * (and the program filters), with its best program's score for the player:
 * a relation of (college_id, score) for searchColleges' `sort=match`, for
 * the page `query.page` (docs/decisions/094). It first scores only the
 * programs free of the rank and GPA caps (playerViewUncappedSql): when at
 * least a page's end of colleges has one scoring above the cap, the order up
 * to the page's end is theirs, exactly (every college scoring above the cap
 * has its best program among them; every other college scores at most the
 * cap, so it comes after). Otherwise every program is scored, in the same
 * statement (a one-time condition: the second half runs only then).
 */
export function collegeMatchScoresSql(player: MatchPlayer, query: CollegeSearchQuery): SQL {
  const collegeConditions = collegeFilterConditions(query);
  const collegeWhere = collegeConditions.length > 0 ? sql.join(collegeConditions, sql` and `) : sql`true`;
  const games = sql.join(player.games.map((game) => sql`${game.titleSlug}`), sql`, `);
  const candidates = sql`${collegeWhere} and ${programWhere(query)} and t.slug in (${games})`;
  const best = (where: SQL) => sql`select s.college_id, max(s.score) as score from (${playerViewProgramScoresSql(player, where)}) s group by s.college_id`;
  const enough = sql`(select count(*) from uncapped where uncapped.score > ${MATCH_CAP_SCORE}::int) >= ${query.page * COLLEGE_PAGE_SIZE}`;
  return sql`with uncapped as (${best(sql`${candidates} and ${playerViewUncappedSql(player)}`)})
    select college_id, score from uncapped where ${enough}
    union all
    select college_id, score from (${best(candidates)}) every_program where not ${enough}`;
}

/** The directory for a loaded player: their match on each card, and `sort=match` by it (bench:colleges times it). */
export async function searchCollegesWithMatch(
  db: Database,
  loaded: { player: MatchPlayer; hasPreferences: boolean },
  query: CollegeSearchQuery,
  origin?: DistanceOrigin,
): Promise<CollegeSearchResponse> {
  const { player } = loaded;

  // sort=match: only programs in the player's games rank (docs/decisions/076), each college by its best score among
  // them, scored in the database (docs/decisions/094) so that only the page leaves it; the other colleges by name.
  const page =
    query.sort === 'match' ? await searchColleges(db, query, { matchScores: collegeMatchScoresSql(player, query) }) : await searchColleges(db, query, { origin });
  // The shown cards' best programs among all of their programs the filters keep (one in the player's games first).
  const ids = page.rows.filter((row) => row.programs.length > 0).map((row) => row.id);
  const programs =
    ids.length > 0 ? await loadMatchPrograms(db, sql`p.college_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) and ${programWhere(query)}`) : [];
  const best = bestProgramByCollege(player, programs);
  return {
    ...page,
    rows: page.rows.map((row) => {
      const found = best.get(row.id);
      return { ...row, match: found ? cardMatch(player, found) : null };
    }),
    playerMatch: { hasPreferences: loaded.hasPreferences },
  };
}
