/**
 * Who is asking: the signed-in user, their session and their role grants,
 * loaded once per request (two queries: session, roles).
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isRole, type RoleGrant } from '#shared/roles.ts';
import { userRoles } from '#server/db/schema/profiles.ts';

export interface Viewer {
  userId: string;
  email: string;
  fullName: string;
  sessionId: string;
  grants: RoleGrant[];
}

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = loadViewer(request);
    cache.set(request, pending);
  }
  return pending;
}

async function loadViewer(request: FastifyRequest): Promise<Viewer | null> {
  const { auth, db } = request.server.ctx;
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const rows = await db
    .select({ role: userRoles.role, collegeId: userRoles.collegeId })
    .from(userRoles)
    .where(eq(userRoles.userId, session.user.id));
  return {
    userId: session.user.id,
    email: session.user.email,
    fullName: session.user.name,
    sessionId: session.session.id,
    grants: rows.flatMap((row) => (isRole(row.role) ? [{ role: row.role, collegeId: row.collegeId }] : [])),
  };
}
