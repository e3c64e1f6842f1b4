/**
 * Who may use each My Lists route (issue 11.7 and 12.3, docs/decisions/024,
 * 055; run by lists-access-matrix.api.test.ts): lists are private to their
 * owner. Signed out: 401 before any input is read. Everyone else, the listed
 * player, their guardian, recruiters, team managers of the player's team and
 * platform admins included, gets the same 404 "List not found" as for a
 * missing list, and nothing changes. Routes without a list (my lists,
 * create, memberships) serve any signed-in user their own data. College
 * lists and items follow the same rules.
 */
import { expect } from 'vitest';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type RouteKey } from '#server/test/access-matrix.ts';

export const LIST_ACTORS = [
  'anonymous',
  'stranger',
  'owner',
  'player',
  'guardian',
  'other_guardian',
  'recruiter',
  'team_manager',
  'other_team_manager',
  'yes_admin',
] as const;
export type ListActor = (typeof LIST_ACTORS)[number];

export interface ListFixture {
  listId: string;
  itemId: string;
  playerUserId: string;
  /** A college list of the owner's holding `collegeId` as `collegeItemId` (issue 12.3). */
  collegeListId: string;
  collegeItemId: string;
  collegeId: string;
  /** A second college, not in the list. */
  otherCollegeId: string;
}

const NOT_FOUND = { error: { code: 'not_found', message: LIST_TEXTS.listNotFound } };

/** A route case: anonymous 401, the owner `owner`, every other signed-in caller `others` (a 404 is the "List not found" answer). */
function listCase(
  route: RouteKey,
  request: (f: ListFixture, actor: ListActor) => MatrixRequest,
  owner: number,
  others: number,
  label?: string,
): AccessMatrixEntry<ListActor, ListFixture> {
  const outcome = (status: number) => (status === 404 ? { status, check: (response: { json: () => unknown }) => expect(response.json()).toEqual(NOT_FOUND) } : status);
  return {
    route,
    ...(label ? { label } : {}),
    request,
    expect: Object.fromEntries(LIST_ACTORS.map((actor) => [actor, actor === 'anonymous' ? 401 : outcome(actor === 'owner' ? owner : others)])),
  };
}

const list = (f: ListFixture, path = '') => `/api/lists/${f.listId}${path}`;
const collegeList = (f: ListFixture, path = '') => `/api/lists/${f.collegeListId}${path}`;

export const listsAccessMatrix = defineAccessMatrix<ListActor, ListFixture>({
  module: 'src/server/test/lists/lists.matrix.ts',
  entries: [
    listCase('GET /api/lists', () => ({}), 200, 200),
    listCase('POST /api/lists', (_f, actor) => ({ payload: { name: `New ${actor}` } }), 201, 201),
    listCase('GET /api/lists/memberships', (f) => ({ url: `/api/lists/memberships?playerUserId=${f.playerUserId}` }), 200, 200),
    listCase('GET /api/lists/:listId', (f) => ({ url: list(f) }), 200, 404),
    listCase('PATCH /api/lists/:listId', (f) => ({ url: list(f), payload: { name: 'Renamed' } }), 200, 404),
    listCase('DELETE /api/lists/:listId', (f) => ({ url: list(f) }), 204, 404),
    listCase('POST /api/lists/:listId/items', (f) => ({ url: list(f, '/items'), payload: { playerSlug: 'matrix-second' } }), 201, 404),
    listCase('PATCH /api/lists/:listId/items/:itemId', (f) => ({ url: list(f, `/items/${f.itemId}`), payload: { note: 'Seen' } }), 200, 404),
    listCase('DELETE /api/lists/:listId/items/:itemId', (f) => ({ url: list(f, `/items/${f.itemId}`) }), 204, 404),
    listCase('PUT /api/lists/:listId/order', (f) => ({ url: list(f, '/order'), payload: { itemIds: [f.itemId] } }), 204, 404),
    // College lists (issue 12.3): the same rules, whatever the item.
    listCase('GET /api/lists/memberships', (f) => ({ url: `/api/lists/memberships?collegeId=${f.collegeId}` }), 200, 200, 'a college'),
    listCase('GET /api/lists/:listId', (f) => ({ url: collegeList(f) }), 200, 404, 'a college list'),
    listCase('POST /api/lists/:listId/items', (f) => ({ url: collegeList(f, '/items'), payload: { collegeId: f.otherCollegeId } }), 201, 404, 'a college'),
    listCase('PATCH /api/lists/:listId/items/:itemId', (f) => ({ url: collegeList(f, `/items/${f.collegeItemId}`), payload: { note: 'Visit' } }), 200, 404, 'a college item'),
    listCase('DELETE /api/lists/:listId/items/:itemId', (f) => ({ url: collegeList(f, `/items/${f.collegeItemId}`) }), 204, 404, 'a college item'),
    listCase('PUT /api/lists/:listId/order', (f) => ({ url: collegeList(f, '/order'), payload: { itemIds: [f.collegeItemId] } }), 204, 404, 'a college list'),
  ],
});
