/**
 * A saved search's filters must run (docs/decisions/051): on top of the
 * query schema (checked by the route), the checks GET /api/players makes
 * against the database, with the field named `filters.<key>`: a program the
 * viewer may match for and of the chosen game, tiers of the game's ladder.
 * The page is not kept: a saved search opens at page 1.
 */
import type { PlayerSearchQuery } from '#shared/contracts/player-search.ts';
import { AppError } from '#shared/app-error.ts';
import { canViewProgram } from '#shared/access/access-rules.ts';
import { PLAYER_SEARCH_TEXTS } from '#shared/contracts/player-search.ts';
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { loadMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import { resolveGameFilter } from '#server/profiles/search/search-players.ts';

export interface CheckedFilters {
  filters: Record<string, unknown>;
  /** The college of the search's program, when it has one. */
  programCollegeId: string | null;
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation', message, { [`filters.${field}`]: message });
}

export async function checkSavedSearchFilters(db: Pick<Database, 'execute'>, viewer: Viewer, query: PlayerSearchQuery): Promise<CheckedFilters> {
  let programCollegeId: string | null = null;
  let game = query.game;
  if (query.program) {
    const program = await loadMatchProgram(db, query.program);
    if (!program || !canViewProgram(viewer.grants, program.collegeId)) throw invalid('program', PLAYER_SEARCH_TEXTS.programNotFound);
    if (query.game && query.game !== program.program.titleSlug) throw invalid('game', PLAYER_SEARCH_TEXTS.programOtherTitle(program.titleName));
    programCollegeId = program.collegeId;
    game = program.program.titleSlug as GameSlug;
  }
  try {
    await resolveGameFilter(db, { game, minTier: query.minTier, maxTier: query.maxTier });
  } catch (error) {
    if (error instanceof AppError && error.fields) {
      const fields = Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [key.replace(/^querystring\./, 'filters.'), message]));
      throw new AppError('validation', error.message, fields);
    }
    throw error;
  }
  const { page: _page, ...kept } = query;
  return { filters: JSON.parse(JSON.stringify(kept)) as Record<string, unknown>, programCollegeId };
}
