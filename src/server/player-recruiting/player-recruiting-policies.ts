/**
 * The player's recruiting pages (issue 13.8; docs/decisions/042), and who
 * runs the recruiting digests.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import {
  canEditPlayerRecruiting,
  canRunRecruitingDigests,
  playerRecruitingRelation,
  type PlayerRecruitingRelation,
  isPrivileged,
} from '#shared/access/access-rules.ts';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import { rowsOf } from '#server/db/sql.ts';
import { getViewer, type Viewer } from '#server/auth/current-user.ts';
import { requireRule, requireUser } from '#server/auth/policies.ts';

// /api/players/:slug/college-board and /api/players/:slug/pipeline: the
// player, their active guardians and platform staff read; the player alone
// writes. Anyone else signed in gets 404 "Player not found" (the answer for an
// unknown slug, whatever the profile's visibility); signed out, 401.

export interface PlayerRecruitingAccess {
  viewer: Viewer;
  player: { userId: string; slug: string; displayName: string };
  relation: PlayerRecruitingRelation;
  canEdit: boolean;
}

const playerRecruitingCache = new WeakMap<FastifyRequest, Promise<PlayerRecruitingAccess>>();

function loadPlayerRecruitingAccess(request: FastifyRequest): Promise<PlayerRecruitingAccess> {
  let pending = playerRecruitingCache.get(request);
  if (!pending) {
    pending = (async () => {
      const viewer = await requireUser(request);
      const slug = (request.params as { slug?: unknown }).slug;
      const [row] =
        typeof slug === 'string' && slug.length > 0 && slug.length <= 200 && !slug.includes('\u0000')
          ? await rowsOf<{ userId: string; slug: string; displayName: string; isActiveGuardian: boolean }>(
              request.server.ctx.db,
              sql`select up.user_id as "userId", up.slug, up.display_name as "displayName",
                  exists (select 1 from guardian_links gl where gl.player_user_id = up.user_id
                    and gl.guardian_user_id = ${viewer.userId} and gl.status = 'active') as "isActiveGuardian"
                from user_profiles up where up.slug = ${slug}`,
            )
          : [];
      const relation = row ? playerRecruitingRelation(viewer.grants, { isSelf: row.userId === viewer.userId, isActiveGuardian: row.isActiveGuardian }) : null;
      if (!row || !relation) throw new AppError('not_found', PLAYER_RECRUITING_TEXTS.notFound);
      return { viewer, player: { userId: row.userId, slug: row.slug, displayName: row.displayName }, relation, canEdit: canEditPlayerRecruiting(relation) };
    })();
    playerRecruitingCache.set(request, pending);
  }
  return pending;
}

/** Reading the board or the pipeline: the player, an active guardian, platform staff; else 404. One statement after the session. */
export function requirePlayerRecruitingReader(request: FastifyRequest): Promise<PlayerRecruitingAccess> {
  return loadPlayerRecruitingAccess(request);
}

/** Changing them: the player; a guardian or platform staff (who may read) get 403, anyone else 404. */
export async function requirePlayerRecruitingEditor(request: FastifyRequest): Promise<PlayerRecruitingAccess> {
  const access = await loadPlayerRecruitingAccess(request);
  if (!access.canEdit) throw new AppError('forbidden', PLAYER_RECRUITING_TEXTS.readOnly);
  return access;
}

/**
 * The read routes' check before validation (route config `access`): as
 * requirePlayerRecruitingReader, except that platform staff asking about a
 * slug no player has pass here, so their bad input answers 400 as on any
 * route; the handler's own call then answers 404.
 */
export async function requirePlayerRecruitingReaderBeforeParsing(request: FastifyRequest): Promise<void> {
  try {
    await requirePlayerRecruitingReader(request);
  } catch (error) {
    const viewer = await getViewer(request);
    if (error instanceof AppError && error.code === 'not_found' && viewer && isPrivileged(viewer.grants)) return;
    throw error;
  }
}

/**
 * The write routes' check before the body is read (route config `access`):
 * as requirePlayerRecruitingEditor, except that platform staff asking about
 * a slug no player has pass here, so their bad input answers 400 as on any
 * route; the handler's own call then answers 404. Anyone else gets 404
 * here, as they would for every slug that is not theirs.
 */
export async function requirePlayerRecruitingEditorBeforeParsing(request: FastifyRequest): Promise<void> {
  try {
    await requirePlayerRecruitingEditor(request);
  } catch (error) {
    const viewer = await getViewer(request);
    if (error instanceof AppError && error.code === 'not_found' && viewer && isPrivileged(viewer.grants)) return;
    throw error;
  }
}

/** POST /api/admin/recruiting-digests/run: platform admins. */
export function requireDigestRunner(request: FastifyRequest) {
  return requireRule(request, (viewer) => canRunRecruitingDigests(viewer.grants), 'Only platform admins can run the recruiting digests.');
}
