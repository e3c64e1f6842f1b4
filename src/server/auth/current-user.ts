/**
 * Who is asking: the signed-in user, their session and their role grants,
 * loaded once per request (two queries: session, roles; getSessionUser skips
 * the roles). A session past its absolute lifetime (30 days from sign-in,
 * decision 016) is ended here, whatever its sliding expiry says.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRole, type RoleGrant } from '#shared/access/roles.ts';
import { sessions } from '#server/db/schema/auth.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { isPastAbsoluteLifetime } from './session-lifetime.ts';

/** The signed-in user and their session, without the role grants. */
export interface SessionUser {
  userId: string;
  email: string;
  fullName: string;
  sessionId: string;
}

export interface Viewer extends SessionUser {
  grants: RoleGrant[];
}

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
/** Set-Cookie lines of a session the check refreshed (the daily slide), for the answer to carry. */
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

/**
 * The session's user without the roles query: for a route that needs who is
 * asking but no grant (the tracking endpoint, on the hot path).
 */
export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = sessionCache.get(request);
  if (!pending) {
    pending = loadSessionUser(request);
    sessionCache.set(request, pending);
  }
  return pending;
}

export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  let pending = viewerCache.get(request);
  if (!pending) {
    pending = loadViewer(request);
    viewerCache.set(request, pending);
  }
  return pending;
}

async function loadSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const { auth, db } = request.server.ctx;
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const { headers: answerHeaders, response: session } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = answerHeaders.getSetCookie();
  if (setCookies.length > 0) refreshedCookies.set(request, setCookies);
  if (!session) return null;
  if (isPastAbsoluteLifetime(new Date(session.session.createdAt))) {
    await db.delete(sessions).where(eq(sessions.id, session.session.id));
    await request.server.ctx.realtime.endSessions([{ userId: session.user.id, sessionId: session.session.id }]);
    return null;
  }
  return { userId: session.user.id, email: session.user.email, fullName: session.user.name, sessionId: session.session.id };
}

async function loadViewer(request: FastifyRequest): Promise<Viewer | null> {
  const user = await getSessionUser(request);
  if (!user) return null;
  const rows = await request.server.ctx.db
    .select({ role: userRoles.role, collegeId: userRoles.collegeId })
    .from(userRoles)
    .where(eq(userRoles.userId, user.userId));
  return { ...user, grants: rows.flatMap((row) => (isRole(row.role) ? [{ role: row.role, collegeId: row.collegeId }] : [])) };
}

/**
 * onSend hook: when this request's session check slid the session forward,
 * the answer renews the cookie too (else the browser drops it 7 days after
 * sign-in however active the session). Skipped when the route set the
 * session cookie itself (sign-in, sign-out, a password change).
 */
export async function appendRefreshedSessionCookie(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const cookies = refreshedCookies.get(request);
  if (!cookies) return payload;
  const existing = reply.getHeader('set-cookie');
  const current = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  if (current.some((cookie) => cookie.includes('session_token='))) return payload;
  reply.header('set-cookie', [...current, ...cookies]);
  return payload;
}
