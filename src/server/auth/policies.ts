/**
 * Every server-side access decision goes through here. Each policy takes
 * the request, finds the viewer and either returns it or throws the
 * AppError the API answers with. The rules themselves are the shared pure
 * functions of #shared/access-rules.ts, so client and server agree.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { canManageRoles, canWriteContent, isPrivileged } from '#shared/access-rules.ts';
import { getViewer, type Viewer } from './current-user.ts';

export const NOT_SIGNED_IN = 'You need to sign in first.';

/** Any signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError('unauthorized', NOT_SIGNED_IN);
  return viewer;
}

async function requireRule(request: FastifyRequest, allowed: (viewer: Viewer) => boolean, message: string) {
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

/** Content pages, news and alerts are written by privileged users. */
export function requireContentWriter(request: FastifyRequest) {
  return requireRule(request, (viewer) => canWriteContent(viewer.grants), 'Only platform staff can edit content.');
}

/** Whether the viewer (possibly signed out) may see unpublished content pages and news drafts. */
export async function canSeeDraftContent(request: FastifyRequest): Promise<boolean> {
  const viewer = await getViewer(request);
  return viewer !== null && canWriteContent(viewer.grants);
}
