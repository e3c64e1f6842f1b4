/**
 * An active guardian approves or revokes publishing (docs/decisions/021).
 * Approving (`visibility` given) publishes the profile with the chosen
 * audience as its cap; a player visibility of private becomes that
 * audience (finishing onboarding or asking to publish is the player's
 * request); logged as `publishing_granted` with the choice. Revoking
 * (`visibility` null) clears the approval and unpublishes in one statement,
 * so the profile leaves every search and view at once; logged as
 * `publishing_revoked`. The guardian link itself is untouched (guardians
 * keep reading conversations).
 */
import { sql } from 'drizzle-orm';
import type { ApprovableVisibility } from '#shared/contracts/guardians.ts';
import type { Database } from '#server/db/client.ts';
import { appendConsentEvent } from '#server/guardian-consent/append-consent-event.ts';

export async function setPublishingApproval(
  db: Database,
  input: { playerUserId: string; guardianUserId: string; guardianLinkId: string; visibility: ApprovableVisibility | null },
) {
  const { visibility } = input;
  await db.transaction(async (tx) => {
    await tx.execute(
      visibility
        ? sql`update user_profiles set guardian_approved_visibility = ${visibility}, is_published = true,
            published_at = coalesce(published_at, now()),
            visibility = case when visibility = 'private' then ${visibility} else visibility end, updated_at = now()
          where user_id = ${input.playerUserId}`
        : sql`update user_profiles set guardian_approved_visibility = null, is_published = false, updated_at = now()
          where user_id = ${input.playerUserId}`,
    );
    await appendConsentEvent(tx, {
      playerUserId: input.playerUserId,
      kind: visibility ? 'publishing_granted' : 'publishing_revoked',
      actorUserId: input.guardianUserId,
      guardianLinkId: input.guardianLinkId,
      detail: visibility ? { visibility } : {},
    });
  });
}
