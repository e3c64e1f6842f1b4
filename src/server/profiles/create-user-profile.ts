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

/** The profile row every account gets; private and unpublished until its owner says otherwise. */
export async function createUserProfile(db: Database, profile: NewUserProfile) {
  const [row] = await db
    .insert(userProfiles)
    .values({
      userId: profile.userId,
      slug: profileSlug(profile.displayName),
      displayName: profile.displayName,
      email: profile.email,
      birthDate: profile.birthDate ?? null,
      guardianEmail: profile.guardianEmail ?? null,
    })
    .returning();
  return row!;
}
