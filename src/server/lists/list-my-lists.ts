/** GET /api/lists: the viewer's own lists with their item counts, in one statement. */
import type { ListsResponse } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { listSummaries } from './list-summary-sql.ts';

export async function listMyLists(db: Database, ownerUserId: string): Promise<ListsResponse> {
  return { lists: await listSummaries(db, ownerUserId) };
}
