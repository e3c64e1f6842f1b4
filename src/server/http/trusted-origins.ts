/**
 * The one answer to "is this origin trusted": the BASE_URL origin, its
 * other loopback spellings when BASE_URL is a loopback address (a browser
 * at http://127.0.0.1:3000 reaches the same server as one at
 * http://localhost:3000), and the origins of TRUSTED_ORIGINS. better-auth,
 * the CSRF hook (origin-check.ts) and the realtime upgrade use this list.
 */

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The serialized origin of an http(s) URL that is nothing but an origin, or null. */
export function parseOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return null;
  return url.origin;
}

export function trustedOriginsFor(baseUrl: string, extra: readonly string[] = []): string[] {
  const base = new URL(baseUrl);
  const origins = [base.origin];
  if (LOOPBACK_HOSTS.includes(base.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      const alias = new URL(base.origin);
      alias.hostname = host;
      origins.push(alias.origin);
    }
  }
  origins.push(...extra);
  return [...new Set(origins)];
}

/** True when `origin` (an Origin header) is one of `trusted`; "null", garbage and absence are not. */
export function isTrustedOrigin(origin: string | undefined, trusted: readonly string[]): boolean {
  if (!origin) return false;
  const parsed = parseOrigin(origin);
  return parsed !== null && trusted.includes(parsed);
}

/** The message a refused origin gets: what came, what is expected, and what configures it. */
export function untrustedOriginMessage(origin: string, trusted: readonly string[]): string {
  return (
    `Refused: this request comes from ${origin}, which this server does not trust. ` +
    `Open the app at ${trusted[0]}${trusted.length > 1 ? ` (or ${trusted.slice(1).join(', ')})` : ''}. ` +
    'The server trusts the origin of BASE_URL and those listed in TRUSTED_ORIGINS.'
  );
}
