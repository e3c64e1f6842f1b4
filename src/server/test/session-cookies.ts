import { createHmac } from 'node:crypto';
import { hashSessionToken } from '#server/auth/session-token-storage.ts';

/** better-auth's session cookie (without the __Secure- prefix: tests run on http). */
export const SESSION_COOKIE = 'better-auth.session_token';

/** Collects the Set-Cookie headers of an inject response into a Cookie header value. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The raw session token a Cookie header carries (the cookie is `token.signature`, URL-encoded). */
export function sessionTokenOf(cookie: string): string {
  const pair = cookie.split('; ').find((candidate) => candidate.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error('no session cookie');
  return decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)).split('.')[0]!;
}

/** What sessions.token holds for the session of this Cookie header: the token's hash (session-token-storage.ts). */
export function storedSessionToken(cookie: string): string {
  return hashSessionToken(sessionTokenOf(cookie));
}

/** A session cookie for `token`, signed as better-auth signs it (HMAC-SHA256 with the app's secret). */
export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}
