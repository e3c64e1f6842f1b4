/**
 * POST /api/lists/:listId/items: a player the owner may see goes to the end
 * of a player list. Colleges are refused until college profiles exist
 * (issue 12); the contract already takes `collegeId`.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { LIST_TEXTS, MAX_ITEMS_PER_LIST, type addListItemSchema } from '#shared/contracts/lists.ts';
import type { ListItemType } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { listItems } from '#server/db/schema/lists.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { lockList } from './lock-list.ts';

const alreadyInList = () => new AppError('conflict', LIST_TEXTS.alreadyInList, { playerUserId: LIST_TEXTS.alreadyInList });

/** Refusals that need no database: a college (not yet), a player into a college list. */
export function checkItemKind(list: { itemType: ListItemType }, input: z.output<typeof addListItemSchema>): void {
  if (input.collegeId || list.itemType === 'college') {
    const field = input.collegeId ? 'collegeId' : 'playerUserId';
    throw new AppError('validation', LIST_TEXTS.collegesLater, { [field]: LIST_TEXTS.collegesLater });
  }
}

/** Appends the (already visibility-checked) player; returns the new item's id. */
export async function addListItem(db: Database, listId: string, playerUserId: string): Promise<{ id: string }> {
  try {
    return await db.transaction(async (tx) => {
      await lockList(tx, listId);
      const [state] = await rowsOf<{ n: number; held: boolean }>(
        tx,
        sql`select count(*)::int as n, coalesce(bool_or(player_user_id = ${playerUserId}), false) as held
          from list_items where list_id = ${listId}`,
      );
      if (state?.held) throw alreadyInList();
      const count = state?.n ?? 0;
      if (count >= MAX_ITEMS_PER_LIST) throw new AppError('validation', LIST_TEXTS.listFull, { playerUserId: LIST_TEXTS.listFull });
      const [row] = await tx
        .insert(listItems)
        .values({ listId, itemType: 'player', playerUserId, position: count })
        .returning({ id: listItems.id });
      return { id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInList();
    throw error;
  }
}
