/**
 * PUT /api/profile/setup/visibility: the audience the player chooses, what
 * they are open to, their recruiting status. Choosing does not publish (the
 * finish does), and for a minor the guardian's approval still caps it.
 */
import { eq } from 'drizzle-orm';
import type { VisibilityStep } from '#shared/contracts/profile-setup.ts';
import type { Database } from '#server/db/client.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import type { ProfileOwner } from './get-profile-setup.ts';
import { saveSetupStep } from './save-setup-step.ts';

export function saveVisibilityStep(db: Database, owner: ProfileOwner, input: VisibilityStep) {
  return saveSetupStep(db, owner, 'visibility', async (tx) => {
    await tx.update(userProfiles).set(input).where(eq(userProfiles.userId, owner.userId));
  });
}
