/**
 * What every onboarding step's save ends with, inside its transaction: the
 * step is recorded as the last saved, the draft re-read, its completion
 * stored, the profile milestones' points awarded (docs/decisions/048), and
 * the draft answered with the points this save earned (docs/decisions/020).
 */
import { eq, sql } from 'drizzle-orm';
import type { ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import type { OnboardingStep } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { awardProfileMilestones } from '#server/points/award-profile-milestones.ts';
import { getProfileSetup, type ProfileOwner } from './get-profile-setup.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function saveSetupStep(
  db: Database,
  owner: ProfileOwner,
  step: OnboardingStep,
  write: (tx: Transaction) => Promise<number | void>,
): Promise<ProfileSetupDraft> {
  return db.transaction(async (tx) => {
    const stepPoints = (await write(tx)) ?? 0;
    await tx.update(userProfiles).set({ onboardingStep: step }).where(eq(userProfiles.userId, owner.userId));
    const draft = await getProfileSetup(tx, owner);
    await tx
      .update(userProfiles)
      .set({ completionPercent: draft.completionPercent, updatedAt: sql`now()` })
      .where(eq(userProfiles.userId, owner.userId));
    const pointsAwarded = stepPoints + (await awardProfileMilestones(tx, owner.userId));
    return { ...draft, pointsAwarded };
  });
}
