/**
 * Highlights are shown as links, never embedded (docs/decisions/027): the
 * page names the site the link goes to, and only http(s) addresses become
 * links at all.
 */
const KNOWN_HOSTS: [suffix: string, label: string][] = [
  ['youtube.com', 'YouTube'],
  ['youtu.be', 'YouTube'],
  ['twitch.tv', 'Twitch'],
  ['medal.tv', 'Medal'],
];

export interface HighlightSource {
  /** The address to link to; null when it is not http(s) (shown as text only). */
  href: string | null;
  /** "YouTube", "Twitch", "Medal", or the host name. */
  site: string;
}

export function highlightSource(url: string): HighlightSource {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { href: null, site: 'Link' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { href: null, site: 'Link' };
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const known = KNOWN_HOSTS.find(([suffix]) => host === suffix || host.endsWith(`.${suffix}`));
  return { href: parsed.href, site: known?.[1] ?? host };
}
