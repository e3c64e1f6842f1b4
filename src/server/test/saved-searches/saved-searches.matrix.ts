/**
 * Who may use each saved-search route (docs/decisions/051, 055; run by
 * saved-searches-access-matrix.api.test.ts): whoever may use the recruiter
 * player search (college staff of every role, coaches, platform staff).
 * Signed out: 401; a player, a guardian, a team manager or a high school
 * program admin: 403 before any input is read; another searcher asking for
 * the owner's search: 404, exactly as for a missing one. Every refusal
 * changes nothing (the runner's snapshot).
 */
import { expect } from 'vitest';
import { PLAYER_SEARCH_TEXTS } from '#shared/contracts/player-search.ts';
import { SAVED_SEARCH_TEXTS } from '#shared/contracts/saved-searches.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS } from '#server/test/recruiting-cast.ts';

export const SAVED_SEARCH_ACTORS = [...RECRUITING_ACTORS, 'team_manager', 'high_school_admin', 'coach'] as const;
export type SavedSearchActor = (typeof SAVED_SEARCH_ACTORS)[number];
/** The owner of the fixture search: a staff member of the college. */
export const SAVED_SEARCH_OWNER: SavedSearchActor = 'this_college_staff';
const SEARCHERS: readonly SavedSearchActor[] = [
  'this_college_admin',
  'this_college_staff',
  'this_college_admissions',
  'other_college_admin',
  'other_college_staff',
  'coach',
  'yes_staff',
  'yes_developer',
  'yes_admin',
];

/** A new fixture search of the owner's (the only row: every allowed write is undone before the next call). */
export type SavedSearchFixture = () => Promise<string>;

const NOT_SEARCHER: Outcome = { status: 403, check: (response) => expect(response.json().error.message).toBe(PLAYER_SEARCH_TEXTS.notRecruiter) };
const NOT_FOUND: Outcome = { status: 404, check: (response) => expect(response.json()).toEqual({ error: { code: 'not_found', message: SAVED_SEARCH_TEXTS.notFound } }) };

function savedSearchRoute(
  route: RouteKey,
  request: (searchId: string, actor: SavedSearchActor) => MatrixRequest,
  allowed: number,
  ownerOnly: boolean,
): AccessMatrixEntry<SavedSearchActor, SavedSearchFixture> {
  return {
    route,
    request: async (freshSearch, actor) => request(await freshSearch(), actor),
    expect: Object.fromEntries(
      SAVED_SEARCH_ACTORS.map((actor) => [
        actor,
        actor === 'anonymous' ? 401 : !SEARCHERS.includes(actor) ? NOT_SEARCHER : ownerOnly && actor !== SAVED_SEARCH_OWNER ? NOT_FOUND : allowed,
      ]),
    ),
  };
}

export const savedSearchesAccessMatrix = defineAccessMatrix<SavedSearchActor, SavedSearchFixture>({
  module: 'src/server/test/saved-searches/saved-searches.matrix.ts',
  entries: [
    savedSearchRoute('GET /api/saved-searches', () => ({}), 200, false),
    savedSearchRoute('POST /api/saved-searches', (_id, actor) => ({ payload: { name: `Saved by ${actor}`, filters: { game: 'valorant' } } }), 201, false),
    savedSearchRoute('PATCH /api/saved-searches/:searchId', (searchId) => ({ params: { searchId }, payload: { name: 'Renamed' } }), 200, true),
    savedSearchRoute('DELETE /api/saved-searches/:searchId', (searchId) => ({ params: { searchId } }), 204, true),
  ],
});
