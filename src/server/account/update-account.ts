import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateAccountBodySchema } from '#shared/contracts/account.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { createUserProfile } from './create-user-profile.ts';

/** Display name (kept in both the account and the profile) and theme preference, in one transaction. */
export async function updateAccount(ctx: AppContext, viewer: Viewer, body: z.output<typeof updateAccountBodySchema>) {
  await ctx.db.transaction(async (tx) => {
    if (body.displayName !== undefined) {
      await tx
        .update(profiles)
        .set({ fullName: body.displayName, updatedAt: new Date() })
        .where(eq(profiles.id, viewer.userId));
    }
    const changes = {
      ...(body.displayName !== undefined ? { displayName: body.displayName } : {}),
      ...(body.themePreference !== undefined ? { themePreference: body.themePreference } : {}),
      updatedAt: new Date(),
    };
    const updated = await tx
      .update(userProfiles)
      .set(changes)
      .where(eq(userProfiles.userId, viewer.userId))
      .returning({ id: userProfiles.id });
    if (updated.length === 0) {
      // Accounts made before profiles existed (or by invitation) get one now.
      const created = await createUserProfile(tx, {
        userId: viewer.userId,
        displayName: body.displayName ?? viewer.fullName,
        email: viewer.email,
      });
      if (body.themePreference) {
        await tx
          .update(userProfiles)
          .set({ themePreference: body.themePreference })
          .where(eq(userProfiles.id, created.id));
      }
    }
  });
}
