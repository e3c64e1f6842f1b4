/** API-test helpers for My Lists: requests as a user, and a list holding given players or colleges. */
import { sql } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { ListDetail, ListSummary } from '#shared/contracts/lists.ts';
import type { TestUser } from '#server/test/test-users.ts';

export const asUser = (user: TestUser | undefined) => (user ? { cookie: user.cookie } : {});

export async function createListAs(app: App, user: TestUser, name: string, itemType: 'player' | 'college' = 'player'): Promise<ListSummary> {
  const response = await app.inject({ method: 'POST', url: '/api/lists', headers: asUser(user), payload: { name, itemType } });
  if (response.statusCode !== 201) throw new Error(`create list: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function addPlayerAs(app: App, user: TestUser, listId: string, playerUserId: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/api/lists/${listId}/items`, headers: asUser(user), payload: { playerUserId } });
  if (response.statusCode !== 201) throw new Error(`add player: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

export async function listDetailAs(app: App, user: TestUser, listId: string): Promise<ListDetail> {
  const response = await app.inject({ method: 'GET', url: `/api/lists/${listId}`, headers: asUser(user) });
  if (response.statusCode !== 200) throw new Error(`get list: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function addCollegeAs(app: App, user: TestUser, listId: string, collegeId: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/api/lists/${listId}/items`, headers: asUser(user), payload: { collegeId } });
  if (response.statusCode !== 201) throw new Error(`add college: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** The first `count` seeded institutions by name (every test database holds the 2,969 of decision 029). */
export async function seededColleges(app: App, count: number) {
  return rowsOf<{ id: string; slug: string; name: string; city: string; state: string }>(
    app.ctx.db,
    sql`select id, slug, name, city, state from colleges where unitid is not null order by name, id limit ${count}`,
  );
}
