/**
 * The user_profiles row every new account gets (sign-up, invitation,
 * coach-created players, the seed). It lives with account/, which creates
 * accounts, so account imports nothing from profiles/ (docs/decisions/058).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';

/** lowercase-words-joined-by-dashes, plus a short random suffix so slugs never collide. */
export function profileSlug(displayName: string): string {
  const base = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'player'}-${randomBytes(3).toString('hex')}`;
}

export interface NewUserProfile {
  userId: string;
  displayName: string;
  email: string;
  birthDate?: string | null;
  guardianEmail?: string | null;
}

type UserProfileValues = Omit<typeof userProfiles.$inferInsert, 'slug'> & { displayName: string };

/** How many random slugs to draw before giving up (two taken in a row is already about one in 10^13). */
const SLUG_ATTEMPTS = 5;

/**
 * Inserts a profile under a new random slug (profileSlug), drawing another
 * when that one is taken: six hex digits collide, rarely but for real, among
 * many people of one name (and a unique violation inside a transaction would
 * abort it, so the insert skips a taken slug instead of failing on it).
 */
export async function insertUserProfile(db: Pick<Database, 'insert'>, values: UserProfileValues, slugFor: (displayName: string) => string = profileSlug) {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .insert(userProfiles)
      .values({ ...values, slug: slugFor(values.displayName) })
      .onConflictDoNothing({ target: userProfiles.slug })
      .returning();
    if (row) return row;
  }
  throw new Error(`No free profile slug for "${values.displayName}" after ${SLUG_ATTEMPTS} attempts`);
}

/** The profile row every account gets; private and unpublished until its owner says otherwise. */
export async function createUserProfile(db: Pick<Database, 'insert'>, profile: NewUserProfile) {
  return insertUserProfile(db, {
    userId: profile.userId,
    displayName: profile.displayName,
    email: profile.email,
    birthDate: profile.birthDate ?? null,
    guardianEmail: profile.guardianEmail ?? null,
  });
}
