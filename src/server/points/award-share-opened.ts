/**
 * A share opened by someone else (docs/decisions/048): a short link with an
 * owner (a player's own card link) followed by a signed-in person who is not
 * its owner earns the owner share_opened once per (link, person), within the
 * rule's daily cap. Signed-out opens earn nothing: a visitor cannot be told
 * from the owner opening their own link in another browser.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { awardPoints } from './award-points.ts';

export async function awardShareOpened(db: Database, linkId: string, openerUserId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [link] = await rowsOf<{ ownerUserId: string | null }>(tx, sql`select owner_user_id as "ownerUserId" from short_links where id = ${linkId}`);
    if (!link?.ownerUserId || link.ownerUserId === openerUserId) return 0;
    return awardPoints(tx, { userId: link.ownerUserId, rule: 'share_opened', sourceType: 'short_link_open', sourceId: `${linkId}:${openerUserId}` });
  });
}
