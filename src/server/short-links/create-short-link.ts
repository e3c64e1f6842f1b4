/**
 * Creates a short link (issue 13.6) with a fresh code. A code already taken
 * (one chance in about 10^10 per existing link) is drawn again; the insert
 * itself is the uniqueness check, so two creations at once cannot share a code.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { shortLinks } from '#server/db/schema/short-links.ts';
import type { ShortLinkTarget } from '#shared/recruiting/recruiting-values.ts';
import { newShortLinkCode } from './short-link-code.ts';

export type NewShortLink = {
  targetType: ShortLinkTarget;
  formId?: string | null;
  collegeId?: string | null;
  playerUserId?: string | null;
  outcomeId?: string | null;
  programId?: string | null;
  ownerUserId: string | null;
  label?: string | null;
  expiresAt?: Date | null;
};

const ATTEMPTS = 5;

export async function createShortLink(db: Pick<Database, 'insert'>, link: NewShortLink) {
  for (let attempt = 1; ; attempt += 1) {
    const [row] = await db
      .insert(shortLinks)
      .values({ ...link, code: newShortLinkCode() })
      .onConflictDoNothing({ target: shortLinks.code })
      .returning();
    if (row) return row;
    if (attempt >= ATTEMPTS) throw new Error(`no free short-link code after ${ATTEMPTS} attempts`);
  }
}

/** Adds one to today's (UTC) click or submission count of a link. */
export function countShortLinkDaily(linkId: string, column: 'clicks' | 'submissions') {
  const counter = sql.identifier(column);
  return sql`INSERT INTO short_link_daily_stats (link_id, day, ${counter}) VALUES (${linkId}, (now() AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (link_id, day) DO UPDATE SET ${counter} = short_link_daily_stats.${counter} + 1`;
}
