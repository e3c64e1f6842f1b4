/** PUT /api/profile/setup/identity: who you are; the slug must be free (400 on `slug` otherwise). */
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { PROFILE_SETUP_TEXTS, type IdentityStep } from '#shared/contracts/profile-setup.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import type { ProfileOwner } from './get-profile-setup.ts';
import { saveSetupStep } from './save-setup-step.ts';

export const slugTakenError = () => new AppError('validation', PROFILE_SETUP_TEXTS.slugTaken, { slug: PROFILE_SETUP_TEXTS.slugTaken });

/** Whether another profile holds the slug. */
export async function isSlugTaken(db: Pick<Database, 'select'>, slug: string, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(eq(userProfiles.slug, slug), ne(userProfiles.userId, ownerId)))
    .limit(1);
  return row !== undefined;
}

export async function saveIdentityStep(db: Database, owner: ProfileOwner, input: IdentityStep) {
  try {
    return await saveSetupStep(db, owner, 'identity', async (tx) => {
      if (await isSlugTaken(tx, input.slug, owner.userId)) throw slugTakenError();
      await tx.update(userProfiles).set(input).where(eq(userProfiles.userId, owner.userId));
    });
  } catch (error) {
    // Two users racing for one slug: the unique index refuses the second.
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}
