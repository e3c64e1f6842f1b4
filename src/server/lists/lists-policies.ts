/**
 * My Lists (issue 11.7; docs/decisions/024).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import type { ListItemType } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { lists } from '#server/db/schema/lists.ts';
import { profileViewerOf, profileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';

// Lists are private to their owner.
// Nobody else reads or changes a list, platform staff included: another
// user's list answers exactly like a missing one (404 "List not found").

export interface ListAccess {
  viewer: Viewer;
  list: { id: string; name: string; itemType: ListItemType; createdAt: Date; updatedAt: Date };
}

/** A list of the signed-in viewer's own; anyone else's, or none, is 404 "List not found". One statement. */
export async function requireListOwner(request: FastifyRequest, listId: string): Promise<ListAccess> {
  const viewer = await requireUser(request);
  const [row] = await request.server.ctx.db
    .select({ id: lists.id, name: lists.name, itemType: lists.itemType, createdAt: lists.createdAt, updatedAt: lists.updatedAt })
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.ownerUserId, viewer.userId)));
  if (!row) throw new AppError('not_found', LIST_TEXTS.listNotFound);
  return { viewer, list: { ...row, itemType: row.itemType as ListItemType } };
}

/**
 * A player the viewer may see (profileVisibleSql), by user id or slug, for
 * adding to a list or asking which lists hold them. A hidden player answers
 * like a missing one: 404 "Player not found". One statement.
 */
export async function requireListablePlayer(
  db: Pick<Database, 'execute'>,
  viewer: Viewer,
  ref: { playerUserId?: string; playerSlug?: string },
): Promise<{ userId: string }> {
  const match = ref.playerUserId ? sql`up.user_id = ${ref.playerUserId}` : sql`up.slug = ${ref.playerSlug ?? ''}`;
  const [row] = await rowsOf<{ userId: string }>(
    db,
    sql`select up.user_id as "userId" from user_profiles up where ${match} and ${profileVisibleSql('up', profileViewerOf(viewer))}`,
  );
  if (!row) throw new AppError('not_found', LIST_TEXTS.playerNotFound);
  return row;
}

/**
 * A college for a list (adding it, or asking which lists hold it): any
 * college, since every college page is public (collegeReader); an unknown
 * id answers 404 "College not found". One statement.
 */
export async function requireListableCollege(db: Pick<Database, 'execute'>, collegeId: string): Promise<{ id: string }> {
  const [row] = await rowsOf<{ id: string }>(db, sql`select id from colleges where id = ${collegeId}`);
  if (!row) throw new AppError('not_found', LIST_TEXTS.collegeNotFound);
  return row;
}
