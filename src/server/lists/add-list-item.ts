/**
 * POST /api/lists/:listId/items: a player the owner may see, or any college
 * (college pages are public), goes to the end of a list of its kind.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { LIST_TEXTS, MAX_ITEMS_PER_LIST, type addListItemSchema } from '#shared/contracts/lists.ts';
import type { ListItemType } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { listItems } from '#server/db/schema/lists.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import { rowsOf } from '#server/db/sql.ts';
import { lockList } from './lock-list.ts';

/** What an item points at, already checked (requireListablePlayer, requireListableCollege). */
export type ListItemTarget = { itemType: 'player'; playerUserId: string } | { itemType: 'college'; collegeId: string };

/** The field a refusal about this target lands on. */
const fieldOf = (target: ListItemTarget) => (target.itemType === 'player' ? 'playerUserId' : 'collegeId');

function alreadyInList(target: ListItemTarget): AppError {
  const message = target.itemType === 'player' ? LIST_TEXTS.alreadyInList : LIST_TEXTS.collegeAlreadyInList;
  return new AppError('conflict', message, { [fieldOf(target)]: message });
}

/** A list holds one kind of item: a player into a college list (or the reverse) is a 400 that needs no database. */
export function checkItemKind(list: { itemType: ListItemType }, input: z.output<typeof addListItemSchema>): void {
  const given: ListItemType = input.collegeId ? 'college' : 'player';
  if (given === list.itemType) return;
  const message = list.itemType === 'college' ? LIST_TEXTS.holdsColleges : LIST_TEXTS.holdsPlayers;
  throw new AppError('validation', message, { [given === 'college' ? 'collegeId' : 'playerUserId']: message });
}

/** Appends the target; returns the new item's id. */
export async function addListItem(db: Database, listId: string, target: ListItemTarget): Promise<{ id: string }> {
  const held = target.itemType === 'player' ? sql`player_user_id = ${target.playerUserId}` : sql`college_id = ${target.collegeId}`;
  try {
    return await db.transaction(async (tx) => {
      await lockList(tx, listId);
      const [state] = await rowsOf<{ n: number; held: boolean }>(
        tx,
        sql`select count(*)::int as n, coalesce(bool_or(${held}), false) as held from list_items where list_id = ${listId}`,
      );
      if (state?.held) throw alreadyInList(target);
      const count = state?.n ?? 0;
      if (count >= MAX_ITEMS_PER_LIST) throw new AppError('validation', LIST_TEXTS.listFull, { [fieldOf(target)]: LIST_TEXTS.listFull });
      const [row] = await tx
        .insert(listItems)
        .values({ listId, position: count, ...target })
        .returning({ id: listItems.id });
      return { id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInList(target);
    throw error;
  }
}
