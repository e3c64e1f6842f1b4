/**
 * PATCH and DELETE /api/short-links/:linkId (docs/decisions/039): label,
 * expiry, turning a link off and on, and deleting it (its daily counts go
 * with it; submissions that came through it keep their answers).
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ShortLink, updateShortLinkSchema } from '#shared/contracts/short-links.ts';
import type { Database } from '#server/db/client.ts';
import { shortLinks } from '#server/db/schema/short-links.ts';
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

export async function deleteShortLink(db: Database, access: ShortLinkAccess): Promise<void> {
  await db.delete(shortLinks).where(eq(shortLinks.id, access.link.id));
}
