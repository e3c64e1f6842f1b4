/**
 * API-test helpers for player profiles: set profile columns straight in the
 * database, add a game profile at a named tier of the title's seeded ladder,
 * link an active guardian. The routes that do these are tested on their own.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { guardianLinks } from '#server/db/schema/guardians.ts';
import { playerGameProfiles, playerHighlights, rankTiers } from '#server/db/schema/players.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { esportsTitles } from '#server/db/schema/teams.ts';

type ProfileColumns = Partial<typeof userProfiles.$inferInsert>;

/** Updates the user's profile row (every account has one) and returns it. */
export async function setProfile(db: Database, userId: string, columns: ProfileColumns) {
  const [row] = await db.update(userProfiles).set(columns).where(eq(userProfiles.userId, userId)).returning();
  if (!row) throw new Error(`no profile for ${userId}`);
  return row;
}

/** A published adult profile with the given audience (public by default). */
export function publishProfile(db: Database, userId: string, columns: ProfileColumns = {}) {
  return setProfile(db, userId, {
    isPublished: true,
    visibility: 'public',
    publishedAt: new Date(),
    setupCompletedAt: new Date(),
    ...columns,
  });
}

/** The seeded title and tier by slug and tier name (e.g. 'valorant', 'Diamond 2'). */
export async function tierOf(db: Database, titleSlug: string, tierName: string) {
  const [row] = await db
    .select({ titleId: esportsTitles.id, tierId: rankTiers.id, ordinal: rankTiers.ordinal })
    .from(rankTiers)
    .innerJoin(esportsTitles, eq(esportsTitles.id, rankTiers.esportsTitleId))
    .where(and(eq(esportsTitles.slug, titleSlug), eq(rankTiers.name, tierName)));
  if (!row) throw new Error(`no tier ${tierName} on ${titleSlug}`);
  return row;
}

export async function addGameProfile(
  db: Database,
  userId: string,
  titleSlug: string,
  tierName: string,
  columns: Partial<typeof playerGameProfiles.$inferInsert> = {},
) {
  const tier = await tierOf(db, titleSlug, tierName);
  const [row] = await db
    .insert(playerGameProfiles)
    .values({ userId, esportsTitleId: tier.titleId, currentTierId: tier.tierId, peakTierId: tier.tierId, ...columns })
    .returning();
  return row!;
}

export async function addHighlight(db: Database, userId: string, title: string, url: string, position = 0) {
  const [row] = await db.insert(playerHighlights).values({ userId, title, url, position }).returning();
  return row!;
}

/** Makes `guardianUserId` an active guardian of the player (the invitation flow is tested on its own). */
export async function linkActiveGuardian(db: Database, playerUserId: string, guardianUserId: string, guardianEmail: string) {
  const [row] = await db
    .insert(guardianLinks)
    .values({ playerUserId, guardianUserId, guardianEmail, status: 'active', acceptedAt: new Date() })
    .onConflictDoUpdate({
      target: [guardianLinks.playerUserId, guardianLinks.guardianEmail],
      set: { guardianUserId, status: 'active', acceptedAt: new Date() },
    })
    .returning();
  return row!;
}
