/**
 * Who a manager is adding to a roster (spec 2.7, 5, 7.6): a user picked in
 * the search, or an email address. An email with an account is that user;
 * an email without one is invited (an account is created and a claim link
 * emailed) and then looked up again. Shared by the member and staff adds.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { AppContext } from '#server/app-context.ts';
import { inviteUser } from '#server/account/invite-user.ts';
import { profiles } from '#server/db/schema/auth.ts';

export const USER_NOT_FOUND = 'User not found';

export interface PersonRef {
  userId?: string;
  email?: string;
}

export interface RosterPerson {
  userId: string;
  /** True when the email had no account and an invitation was sent. */
  invited: boolean;
}

export interface ResolveOptions {
  /** The manager's name, shown in the invitation email. */
  invitedBy: string | null;
  /** Runs before an invitation is sent, so a request refused for another reason invites nobody. */
  beforeInvite: () => Promise<void>;
  /** The invitation step; tests replace it to reach the "not found after registration" branch. */
  invite?: typeof inviteUser;
}

export async function resolveRosterPerson(ctx: AppContext, ref: PersonRef, options: ResolveOptions): Promise<RosterPerson> {
  if (ref.userId !== undefined) {
    const [user] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, ref.userId));
    if (!user) throw new AppError('not_found', USER_NOT_FOUND, { userId: USER_NOT_FOUND });
    return { userId: user.id, invited: false };
  }
  const email = (ref.email ?? '').trim().toLowerCase();
  const existing = await findByEmail(ctx, email);
  if (existing) return { userId: existing, invited: false };

  await options.beforeInvite();
  const invite = options.invite ?? inviteUser;
  const result = await invite(ctx, { email, invitedBy: options.invitedBy });
  // Spec 5: the registered user must be found afterwards.
  const registered = await findByEmail(ctx, email);
  if (!registered) throw new AppError('not_found', TEAM_TEXTS.userNotFoundAfterRegistration);
  return { userId: registered, invited: !result.isExisting };
}

async function findByEmail(ctx: AppContext, email: string): Promise<string | undefined> {
  const [row] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return row?.id;
}
