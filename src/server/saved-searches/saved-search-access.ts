/**
 * Who may keep saved searches (docs/decisions/051): whoever may use the
 * recruiter player search on /players (recruiters, college staff, platform
 * staff); anyone else signed in is 403 with the search's own refusal. A
 * saved search is its owner's alone: another user's, or none, is 404.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { isPrivileged, isRecruiter } from '#shared/access/access-rules.ts';
import { PLAYER_SEARCH_TEXTS } from '#shared/contracts/player-search.ts';
import { SAVED_SEARCH_TEXTS } from '#shared/contracts/saved-searches.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';
import { rowsOf } from '#server/db/sql.ts';

export async function requireSavedSearcher(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!isRecruiter(viewer.grants) && !isPrivileged(viewer.grants)) throw new AppError('forbidden', PLAYER_SEARCH_TEXTS.notRecruiter);
  return viewer;
}

/** A saved search of the viewer's own (404 otherwise, as for a missing one). One statement. */
export async function requireSavedSearchOwner(request: FastifyRequest, searchId: string): Promise<{ viewer: Viewer; name: string }> {
  const viewer = await requireSavedSearcher(request);
  const [row] = await rowsOf<{ name: string }>(
    request.server.ctx.db,
    sql`select name from saved_searches where id = ${searchId} and owner_user_id = ${viewer.userId}`,
  );
  if (!row) throw new AppError('not_found', SAVED_SEARCH_TEXTS.notFound);
  return { viewer, name: row.name };
}
