/**
 * The core of every server-side access decision: each policy takes the
 * request, finds the viewer and either returns it or throws the AppError the
 * API answers with. The rules themselves are the shared pure functions of
 * #shared/access-rules.ts, so client and server agree. The platform-wide
 * rules live here; each domain's rules live in its own
 * <domain>/<domain>-policies.ts (docs/decisions/058), built on requireUser and
 * requireRule.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { canEditMrData, canManageRoles, canReadOutbox, canWriteContent, isPrivileged } from '#shared/access/access-rules.ts';
import { MR_TEXTS } from '#shared/contracts/mr-cooldowns.ts';
import { getViewer, type Viewer } from './current-user.ts';

export const NOT_SIGNED_IN = 'You need to sign in first.';

/** Any signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError('unauthorized', NOT_SIGNED_IN);
  return viewer;
}

/** A signed-in user the rule allows; 403 with `message` otherwise. The domain policies build on it. */
export async function requireRule(request: FastifyRequest, allowed: (viewer: Viewer) => boolean, message: string) {
  const viewer = await requireUser(request);
  if (!allowed(viewer)) throw new AppError('forbidden', message);
  return viewer;
}

/** yes_admin, yes_developer or yes_staff. */
export function requirePrivileged(request: FastifyRequest) {
  return requireRule(request, (viewer) => isPrivileged(viewer.grants), 'Only platform staff can do this.');
}

/** Role grants and revocations: yes_admin only. */
export function requireRoleManager(request: FastifyRequest) {
  return requireRule(request, (viewer) => canManageRoles(viewer.grants), 'Only platform admins can change roles.');
}

/** The readable email outbox (reset and claim links inside): yes_admin only. */
export function requireOutboxReader(request: FastifyRequest) {
  return requireRule(request, (viewer) => canReadOutbox(viewer.grants), 'Only platform admins can read the email outbox.');
}

/** Content pages, news and alerts are written by privileged users. */
export function requireContentWriter(request: FastifyRequest) {
  return requireRule(request, (viewer) => canWriteContent(viewer.grants), 'Only platform staff can edit content.');
}

/** The Marvel Rivals hero and ability table's writes (docs/decisions/045): privileged users. */
export function requireMrDataEditor(request: FastifyRequest) {
  return requireRule(request, (viewer) => canEditMrData(viewer.grants), MR_TEXTS.onlyStaff);
}

/** Whether the viewer (possibly signed out) may see unpublished content pages and news drafts. */
export async function canSeeDraftContent(request: FastifyRequest): Promise<boolean> {
  const viewer = await getViewer(request);
  return viewer !== null && canWriteContent(viewer.grants);
}
