/**
 * An active guardian approves publishing (docs/decisions/021): the profile
 * is published with the chosen audience as its cap; a player visibility of
 * private becomes that audience (finishing onboarding or asking to publish
 * is the player's request). Logged as `publishing_granted` with the choice.
 */
import { sql } from 'drizzle-orm';
import type { ApprovableVisibility } from '#shared/contracts/guardians.ts';
import type { Database } from '#server/db/client.ts';
import { appendConsentEvent } from './append-consent-event.ts';

export async function approvePublishing(db: Database, input: { playerUserId: string; guardianUserId: string; guardianLinkId: string; visibility: ApprovableVisibility }) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update user_profiles set guardian_approved_visibility = ${input.visibility}, is_published = true,
        published_at = coalesce(published_at, now()),
        visibility = case when visibility = 'private' then ${input.visibility} else visibility end, updated_at = now()
      where user_id = ${input.playerUserId}`);
    await appendConsentEvent(tx, {
      playerUserId: input.playerUserId,
      kind: 'publishing_granted',
      actorUserId: input.guardianUserId,
      guardianLinkId: input.guardianLinkId,
      detail: { visibility: input.visibility },
    });
  });
}
