/**
 * Hands a Fastify request to better-auth's fetch handler and sends its
 * answer back, rewriting error bodies into the API's error shape so the
 * client parses one format everywhere. Session tokens never leave in a
 * body: the httpOnly cookie is the only place a session secret travels
 * (better-auth's sign-in and change-password answers carry `token`).
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, codeForStatus } from '#shared/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#server/db/database-unavailable.ts';
import { EMAIL_NOT_CONFIRMED_MESSAGE } from '#shared/contracts/account.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { getViewer } from './current-user.ts';

/** Friendlier wording for better-auth's error codes, where its own reads like a developer message. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  EMAIL_NOT_VERIFIED: EMAIL_NOT_CONFIRMED_MESSAGE,
  INVALID_TOKEN: 'This link is invalid or has expired. Ask for a new one.',
  PASSWORD_TOO_SHORT: 'Password is too short',
  PASSWORD_TOO_LONG: 'Password is too long',
};

export function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  // Fastify gives `null` for a request without a body: better-auth must then see no body, not "null".
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined && request.body !== null;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** The keys of an auth answer that hold a session secret, at any depth. */
const SECRET_KEYS = new Set(['token']);

/** The answer without its session secrets (a `token` beside `user`, a `session.token`). */
export function withoutSessionSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (SECRET_KEYS.has(key) ? [] : [[key, withoutSessionSecrets(inner)]])),
  );
}

function successBody(text: string): string {
  if (text === '') return text;
  try {
    return JSON.stringify(withoutSessionSecrets(JSON.parse(text)));
  } catch {
    // Not JSON: nothing of ours to strip.
    return text;
  }
}

export async function sendFetchResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    let body: { code?: string; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // not JSON: keep the default message
    }
    const message = (body.code && MESSAGES[body.code]) || body.message || response.statusText || 'Request failed';
    const error = new AppError(codeForStatus(response.status), message);
    return reply.header('content-type', 'application/json').send(error.toBody());
  }
  return reply.send(successBody(text));
}

export async function forwardToAuth(auth: Auth, baseUrl: string, request: FastifyRequest, reply: FastifyReply) {
  // Our session check first: it ends a session past its absolute lifetime, which better-auth alone would still accept.
  if (request.headers.cookie) await getViewer(request);
  const response = await auth.handler(toFetchRequest(request, baseUrl));
  // better-auth answers its own failures with a bare 500: when the database is away, say so (503).
  if (response.status >= 500 && !(await databaseAnswers(request.server.ctx.db))) {
    throw new AppError('unavailable', DATABASE_UNAVAILABLE_MESSAGE);
  }
  return sendFetchResponse(response, reply);
}

async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
