/**
 * The player or an active guardian asks for the account to be deleted
 * (docs/decisions/021): the profile is unpublished and marked at once, which
 * takes it out of every search and view (isLiveSql); platform staff
 * complete the deletion after a 30-day grace period. Asking again keeps the
 * first date and logs nothing new. The account's raw tracking events go at
 * once and its analytics stay off from then on (docs/decisions/044).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { deleteUserTrackingEvents } from '#server/tracking/delete-tracking-events.ts';
import { appendConsentEvent } from '#server/guardian-consent/append-consent-event.ts';

export async function requestDeletion(db: Database, input: { playerUserId: string; actorUserId: string; guardianLinkId: string | null }) {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ deletionRequestedAt: string; isNew: boolean }>(
      tx,
      sql`update user_profiles set is_published = false, updated_at = now(),
          deletion_requested_at = coalesce(deletion_requested_at, now())
        where user_id = ${input.playerUserId}
        returning ${isoTime(sql`deletion_requested_at`)} as "deletionRequestedAt", deletion_requested_at = now() as "isNew"`,
    );
    await deleteUserTrackingEvents(tx, input.playerUserId);
    if (row!.isNew) {
      await appendConsentEvent(tx, { playerUserId: input.playerUserId, kind: 'deletion_requested', actorUserId: input.actorUserId, guardianLinkId: input.guardianLinkId });
    }
    return { deletionRequestedAt: row!.deletionRequestedAt };
  });
}
