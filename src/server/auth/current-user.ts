/**
 * Who is asking: the signed-in user, their session, their role grants and the
 * enabled flag definitions, loaded once per request in one statement
 * (caller-statement.ts, docs/decisions/083). better-auth's own session check
 * (session, then user; then our roles) runs only where it does more than read:
 * a session that is missing, expired, past its absolute lifetime (30 days
 * from sign-in, decision 016; ended here) or due for its daily refresh, a
 * leftover session-data cookie, or a failed statement.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FlagDefinition } from '#shared/access/flags.ts';
import { isRole, type RoleGrant } from '#shared/access/roles.ts';
import { sessions } from '#server/db/schema/auth.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { loadCallerRow, type CallerRow } from './caller-statement.ts';
import { hashSessionToken } from './session-token-storage.ts';
import { isPastAbsoluteLifetime, SESSION_REFRESH_SECONDS, SESSION_SLIDING_SECONDS } from './session-lifetime.ts';

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

/** The caller of one request: the viewer, and the enabled flag definitions when the caller's statement read them. */
export interface Caller {
  viewer: Viewer | null;
  /** null: not read with the caller (no session cookie, or the statement failed); flags/caller-flags.ts loads them. */
  flagDefinitions: FlagDefinition[] | null;
}

const callerCache = new WeakMap<FastifyRequest, Promise<Caller>>();
/** Set-Cookie lines of a session the check refreshed (the daily slide), for the answer to carry. */
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

export function getCaller(request: FastifyRequest): Promise<Caller> {
  let pending = callerCache.get(request);
  if (!pending) {
    pending = loadCaller(request);
    callerCache.set(request, pending);
  }
  return pending;
}

/** The session's user (the same one statement as getViewer). */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  return (await getCaller(request)).viewer;
}

export async function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  return (await getCaller(request)).viewer;
}

function grantsOf(rows: readonly { role: string; collegeId: string | null }[]): RoleGrant[] {
  return rows.flatMap((row) => (isRole(row.role) ? [{ role: row.role, collegeId: row.collegeId }] : []));
}

/**
 * The token of a session cookie whose signature holds, as better-auth's
 * getSignedCookie reads it (`token.signature`, HMAC-SHA256 in base64); null
 * for a missing or forged cookie.
 */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** A session row this request may use as it is: live, within its absolute lifetime, and not due for the daily refresh. */
function isUsableAsIs(row: CallerRow, now: number): boolean {
  if (row.sessionId === null || row.expiresAt === null || row.createdAt === null) return false;
  if (row.expiresAt <= now) return false;
  if (isPastAbsoluteLifetime(new Date(row.createdAt), new Date(now))) return false;
  // better-auth refreshes when expiresAt - expiresIn + updateAge <= now (api/routes/session.ts).
  return row.expiresAt - SESSION_SLIDING_SECONDS * 1000 + SESSION_REFRESH_SECONDS * 1000 > now;
}

async function loadCaller(request: FastifyRequest): Promise<Caller> {
  const header = request.headers.cookie;
  if (!header) return { viewer: null, flagDefinitions: null };
  const { auth, db } = request.server.ctx;
  const { authCookies, secret } = await auth.$context;
  const cookies = fastifyCookie.parse(header);
  const token = verifiedToken(cookies[authCookies.sessionToken.name], secret);
  // better-auth clears a leftover session-data cookie (we use no cookie cache): let it answer.
  const hasDataCookie = cookies[authCookies.sessionData.name] !== undefined;
  if (!token && !hasDataCookie) return { viewer: null, flagDefinitions: null };
  let row: CallerRow | null = null;
  if (token) {
    try {
      row = await loadCallerRow(db, hashSessionToken(token));
    } catch (error) {
      // The slow path below answers as before (an unreadable flags table leaves /api/me without flags, spec 8).
      request.log.warn({ err: error }, 'caller statement failed; identifying the caller step by step');
    }
  }
  if (row && !hasDataCookie && isUsableAsIs(row, Date.now())) {
    return {
      viewer: { userId: row.userId!, email: row.email!, fullName: row.fullName!, sessionId: row.sessionId!, grants: grantsOf(row.grants ?? []) },
      flagDefinitions: row.flags,
    };
  }
  const user = await loadSessionUserThroughAuth(request);
  if (!user) return { viewer: null, flagDefinitions: row?.flags ?? null };
  const grants = row?.userId === user.userId && row.grants ? grantsOf(row.grants) : await loadGrants(request, user.userId);
  return { viewer: { ...user, grants }, flagDefinitions: row?.flags ?? null };
}

/** better-auth's session check, which also ends an expired session, refreshes a day-old one and clears stale cookies. */
async function loadSessionUserThroughAuth(request: FastifyRequest): Promise<SessionUser | null> {
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

async function loadGrants(request: FastifyRequest, userId: string): Promise<RoleGrant[]> {
  const rows = await request.server.ctx.db
    .select({ role: userRoles.role, collegeId: userRoles.collegeId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return grantsOf(rows);
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
