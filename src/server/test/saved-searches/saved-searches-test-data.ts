/** API-test helpers for saved searches (docs/decisions/051): requests as a user, and the /api/players query of stored filters. */
import type { App } from '#server/app.ts';
import type { SavedSearch } from '#shared/contracts/saved-searches.ts';
import type { TestUser } from '#server/test/test-users.ts';

export const asUser = (user: TestUser | undefined) => (user ? { cookie: user.cookie } : {});

export async function saveSearchAs(app: App, user: TestUser, name: string, filters: object = {}): Promise<SavedSearch> {
  const response = await app.inject({ method: 'POST', url: '/api/saved-searches', headers: asUser(user), payload: { name, filters } });
  if (response.statusCode !== 201) throw new Error(`save search: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Stored filters as the /players URL (and GET /api/players) states them. */
export function filtersQuery(filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  return params.toString();
}
