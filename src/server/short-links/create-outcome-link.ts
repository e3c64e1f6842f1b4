/**
 * POST /api/outcomes/:outcomeId/short-links (docs/decisions/039): a link to
 * an outcome's status page. Made by the program's staff it is listed in the
 * program's Links tab; made by the player it is their own (no program).
 * The status page decides what each visitor may see.
 */
import type { z } from 'zod';
import type { createOutcomeLinkSchema, ShortLink } from '#shared/contracts/short-links.ts';
import type { Database } from '#server/db/client.ts';
import { createShortLink } from './create-short-link.ts';
import type { OutcomeLinkAccess } from './short-link-policies.ts';
import { loadShortLink } from './short-link-rows.ts';

export async function createOutcomeLink(db: Database, access: OutcomeLinkAccess, body: z.output<typeof createOutcomeLinkSchema>): Promise<ShortLink> {
  const created = await createShortLink(db, {
    targetType: 'status',
    outcomeId: access.outcome.id,
    programId: access.asStaff ? access.outcome.programId : null,
    ownerUserId: access.viewer.userId,
    label: body.label ?? null,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
  });
  return loadShortLink(db, created.id);
}
