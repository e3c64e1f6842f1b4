/** PUT /api/profile/setup/academics: school, class year, GPA with scale, SAT/ACT, majors, who sees them. */
import { eq } from 'drizzle-orm';
import type { AcademicsStep } from '#shared/contracts/profile-setup.ts';
import type { Database } from '#server/db/client.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import type { ProfileOwner } from './get-profile-setup.ts';
import { saveSetupStep } from './save-setup-step.ts';

export function saveAcademicsStep(db: Database, owner: ProfileOwner, input: AcademicsStep) {
  return saveSetupStep(db, owner, 'academics', async (tx) => {
    await tx
      .update(userProfiles)
      .set({ ...input, gpa: input.gpa === null ? null : input.gpa.toFixed(2) })
      .where(eq(userProfiles.userId, owner.userId));
  });
}
