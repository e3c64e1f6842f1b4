/**
 * PATCH and DELETE /api/short-links/:linkId (docs/decisions/039): label,
 * expiry, turning a link off and on, and deleting it (its daily counts go
 * with it; submissions that came through it keep their answers; the share
 * points its opens earned are reversed).
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ShortLink, updateShortLinkSchema } from '#shared/contracts/short-links.ts';
import type { Database } from '#server/db/client.ts';
import { shortLinks } from '#server/db/schema/short-links.ts';
import { reverseRemovedSources } from '#server/points/award-points.ts';
import type { ShortLinkAccess } from './short-link-policies.ts';
import { loadShortLink } from './short-link-rows.ts';

export async function updateShortLink(db: Database, access: ShortLinkAccess, body: z.output<typeof updateShortLinkSchema>): Promise<ShortLink> {
  const changes: { label?: string | null; expiresAt?: Date | null; disabledAt?: ReturnType<typeof sql> | null } = {};
  if (body.label !== undefined) changes.label = body.label;
  if (body.expiresAt !== undefined) changes.expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt);
  if (body.disabled !== undefined) changes.disabledAt = body.disabled ? sql`coalesce(${shortLinks.disabledAt}, now())` : null;
  await db.update(shortLinks).set(changes).where(eq(shortLinks.id, access.link.id));
  return loadShortLink(db, access.link.id);
}

/** Deletes the link; the share_opened points its opens earned its owner are reversed in the same transaction (decision 048). */
export async function deleteShortLink(db: Database, access: ShortLinkAccess): Promise<void> {
  await db.transaction(async (tx) => {
    // An award's source is "<link id>:<opener id>" (award-share-opened.ts); the owner's awards of this link.
    await reverseRemovedSources(tx, {
      rule: 'share_opened',
      sourceType: 'short_link_open',
      sources: sql`select l.owner_user_id, p.source_id from short_links l
        join points_ledger p on p.user_id = l.owner_user_id and p.rule = 'share_opened' and p.source_type = 'short_link_open'
          and p.reverses_id is null and starts_with(p.source_id, l.id::text || ':')
        where l.id = ${access.link.id}`,
    });
    await tx.delete(shortLinks).where(eq(shortLinks.id, access.link.id));
  });
}
