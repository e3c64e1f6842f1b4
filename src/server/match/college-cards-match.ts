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
 * Statements after the session: the player (one), then for a name-sorted
 * page the page itself and its colleges' programs (one each); for
 * `sort=match` every candidate program in the player's games (one: the
 * programs of those games at the colleges passing the filters), scored in
 * application code without evidence, then the page ordered by those scores
 * (one), then the programs of the shown colleges that have none in the
 * player's games (one, only when the page shows such a college). Only the
 * shown cards' best programs are explained.
 */
import { sql } from 'drizzle-orm';
import { canHaveCollegeMatch } from '#shared/access/access-rules.ts';
import type { CollegeSearchQuery, CollegeSearchResponse } from '#shared/contracts/colleges.ts';
import { matchSummaryOf, type CollegeCardMatch } from '#shared/contracts/match.ts';
import { matchScore } from '#shared/match/match-score.ts';
import type { MatchPlayer, MatchResult } from '#shared/match/match-types.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { DistanceOrigin } from '#server/colleges/directory/college-distance.ts';
import { collegeFilterConditions, programFilterConditions, searchColleges } from '#server/colleges/directory/search-colleges.ts';
import type { Database } from '#server/db/client.ts';
import { loadMatchPlayer } from './load-match-player.ts';
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

/** The directory for a loaded player: their match on each card, and `sort=match` by it (bench:colleges times it). */
export async function searchCollegesWithMatch(
  db: Database,
  loaded: { player: MatchPlayer; hasPreferences: boolean },
  query: CollegeSearchQuery,
  origin?: DistanceOrigin,
): Promise<CollegeSearchResponse> {
  const { player } = loaded;

  let best: Map<string, BestProgram>;
  let page: CollegeSearchResponse;
  if (query.sort === 'match') {
    const collegeConditions = collegeFilterConditions(query);
    const collegeWhere = collegeConditions.length > 0 ? sql.join(collegeConditions, sql` and `) : sql`true`;
    // Only programs in the player's games rank (docs/decisions/076), and a college's best program is one of them when
    // it has any: only those are loaded and scored for the order (docs/decisions/090). The other colleges follow by name.
    const games = sql.join(player.games.map((game) => sql`${game.titleSlug}`), sql`, `);
    best = bestProgramByCollege(player, await loadMatchPrograms(db, sql`${collegeWhere} and ${programWhere(query)} and t.slug in (${games})`));
    const collegeIds = [...best.keys()].filter((id) => best.get(id)!.inPlayerGames);
    page = await searchColleges(db, query, { matchScores: { collegeIds, scores: collegeIds.map((id) => best.get(id)!.result.score) } });
    // The shown colleges with programs in other games only: their cards' best program among all of theirs.
    const others = page.rows.filter((row) => row.programs.length > 0 && !best.has(row.id)).map((row) => row.id);
    if (others.length > 0) {
      const programs = await loadMatchPrograms(db, sql`p.college_id in (${sql.join(others.map((id) => sql`${id}::uuid`), sql`, `)}) and ${programWhere(query)}`);
      for (const [collegeId, entry] of bestProgramByCollege(player, programs)) best.set(collegeId, entry);
    }
  } else {
    page = await searchColleges(db, query, { origin });
    const ids = page.rows.filter((row) => row.programs.length > 0).map((row) => row.id);
    const programs =
      ids.length > 0 ? await loadMatchPrograms(db, sql`p.college_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) and ${programWhere(query)}`) : [];
    best = bestProgramByCollege(player, programs);
  }
  return {
    ...page,
    rows: page.rows.map((row) => {
      const found = best.get(row.id);
      return { ...row, match: found ? cardMatch(player, found) : null };
    }),
    playerMatch: { hasPreferences: loaded.hasPreferences },
  };
}
