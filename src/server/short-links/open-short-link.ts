/**
 * GET /r/{code} (docs/decisions/039): where a code leads, and the click
 * count. A link is `active` (redirect), `gone` (expired or turned off: 410,
 * a friendly page), `unavailable` (a player card that is not public now, a
 * withdrawn outcome: the friendly page, 404) or unknown (not found). One
 * statement reads it; a counted click is one more (countShortLinkDaily).
 */
import { sql } from 'drizzle-orm';
import { SHORT_LINK_CODE_PATTERN } from '#shared/recruiting/recruiting-values.ts';
import type { Database } from '#server/db/client.ts';
import { publicProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { countShortLinkDaily } from './create-short-link.ts';
import { SHORT_LINK_STATE_SQL, SHORT_LINK_TARGET_JOINS, shortLinkTargetPath, type ShortLinkTargetParts } from './short-link-rows.ts';

export type OpenedShortLink =
  | { kind: 'active'; linkId: string; location: string }
  | { kind: 'gone'; reason: 'expired' | 'disabled' }
  | { kind: 'unavailable' }
  | { kind: 'unknown' };

/** What a code leads to now (nothing is counted). */
export async function resolveShortLink(db: Pick<Database, 'execute'>, code: string): Promise<OpenedShortLink> {
  if (!SHORT_LINK_CODE_PATTERN.test(code)) return { kind: 'unknown' };
  const [row] = await rowsOf<ShortLinkTargetParts & { id: string; code: string; state: 'active' | 'expired' | 'disabled'; reachable: boolean }>(
    db,
    sql`select l.id, l.code, l.target_type as "targetType", l.form_id as "formId", fc.slug as "formCollegeSlug", c.slug as "collegeSlug",
        up.slug as "playerSlug", l.outcome_id as "outcomeId", ${SHORT_LINK_STATE_SQL} as state,
        case l.target_type
          when 'form' then fc.slug is not null
          when 'college' then c.slug is not null
          when 'player_card' then up.slug is not null and ${publicProfileVisibleSql('up')}
          else o.id is not null and o.withdrawn_at is null end as reachable
      from short_links l ${SHORT_LINK_TARGET_JOINS}
      where l.code = ${code}`,
  );
  if (!row) return { kind: 'unknown' };
  if (row.state !== 'active') return { kind: 'gone', reason: row.state };
  if (!row.reachable) return { kind: 'unavailable' };
  const path = shortLinkTargetPath(row);
  // A form counts the submissions that came through the link: its page passes `via` on.
  const location = row.targetType === 'form' ? `${path}?via=${encodeURIComponent(row.code)}` : path;
  return { kind: 'active', linkId: row.id, location };
}

/**
 * Requests that are not a person following the link: HEAD, browsers'
 * speculative prefetches (Purpose / Sec-Purpose: prefetch), and link
 * previews and crawlers by their user agent. They are redirected all the
 * same, but not counted. The user agent is read here and never stored.
 */
const CRAWLER_AGENT = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|telegram|skype|vkshare|headless|curl|wget|python-requests|go-http-client|okhttp/i;

export function isCountedVisit(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  if (method !== 'GET') return false;
  const purpose = `${headers.purpose ?? ''} ${headers['sec-purpose'] ?? ''} ${headers['x-purpose'] ?? ''} ${headers['x-moz'] ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  const agent = String(headers['user-agent'] ?? '');
  return agent !== '' && !CRAWLER_AGENT.test(agent);
}

/** Adds the click to today's count of the link. */
export async function countShortLinkClick(db: Pick<Database, 'execute'>, linkId: string): Promise<void> {
  await db.execute(countShortLinkDaily(linkId, 'clicks'));
}
