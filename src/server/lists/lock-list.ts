/**
 * Item writes lock their list row first, so concurrent adds, removals and
 * reorders of one list run one after another and positions stay unique and
 * dense (0..n-1).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function lockList(tx: Transaction, listId: string): Promise<void> {
  await tx.execute(sql`select id from lists where id = ${listId} for update`);
}
