/**
 * Guardians and consent (issue 11.5; docs/decisions/021).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { GUARDIAN_TEXTS } from '#shared/contracts/guardians.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';

// Guardian invitations, approvals, the guardian page, export and deletion.

export interface PlayerRelation {
  viewer: Viewer;
  relation: 'self' | 'guardian';
  /** The viewer's active guardian link to the player (a guardian only). */
  guardianLinkId: string | null;
}

/**
 * The player themself or one of their active guardians (docs/decisions/021);
 * anyone else, platform staff included, gets 404 "Player not found", the
 * answer for an unknown id. One statement.
 */
export async function requirePlayerOrGuardian(request: FastifyRequest, playerUserId: string): Promise<PlayerRelation> {
  const viewer = await requireUser(request);
  if (viewer.userId === playerUserId) {
    const [self] = await rowsOf<{ id: string }>(request.server.ctx.db, sql`select user_id as id from user_profiles where user_id = ${playerUserId}`);
    if (self) return { viewer, relation: 'self', guardianLinkId: null };
    throw new AppError('not_found', GUARDIAN_TEXTS.playerNotFound);
  }
  const [link] = await rowsOf<{ id: string }>(
    request.server.ctx.db,
    sql`select gl.id from guardian_links gl
      where gl.player_user_id = ${playerUserId} and gl.guardian_user_id = ${viewer.userId} and gl.status = 'active'
      order by gl.accepted_at, gl.id limit 1`,
  );
  if (!link) throw new AppError('not_found', GUARDIAN_TEXTS.playerNotFound);
  return { viewer, relation: 'guardian', guardianLinkId: link.id };
}

/** Approving and revoking publishing: an active guardian; the player gets 403, anyone else 404. */
export async function requireActiveGuardianOf(request: FastifyRequest, playerUserId: string): Promise<PlayerRelation & { guardianLinkId: string }> {
  const relation = await requirePlayerOrGuardian(request, playerUserId);
  if (!relation.guardianLinkId) throw new AppError('forbidden', GUARDIAN_TEXTS.onlyGuardianApproves);
  return { ...relation, guardianLinkId: relation.guardianLinkId };
}

/** Resending the invitation: the player; their guardian gets 403, anyone else 404. */
export async function requirePlayerSelf(request: FastifyRequest, playerUserId: string): Promise<Viewer> {
  const relation = await requirePlayerOrGuardian(request, playerUserId);
  if (relation.relation !== 'self') throw new AppError('forbidden', GUARDIAN_TEXTS.onlyPlayerResends);
  return relation.viewer;
}
