/**
 * An active guardian revokes publishing: approval cleared and the profile
 * unpublished in the same statement, so it leaves every search and view at
 * once. The guardian link itself stays active (guardians keep reading).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { appendConsentEvent } from './append-consent-event.ts';

export async function revokePublishing(db: Database, input: { playerUserId: string; guardianUserId: string; guardianLinkId: string }) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update user_profiles set guardian_approved_visibility = null, is_published = false, updated_at = now()
      where user_id = ${input.playerUserId}`);
    await appendConsentEvent(tx, {
      playerUserId: input.playerUserId,
      kind: 'publishing_revoked',
      actorUserId: input.guardianUserId,
      guardianLinkId: input.guardianLinkId,
    });
  });
}
