/** Test data for the team API tests: rows written straight to the database (the API under test is exercised separately). */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import type { MemberRole, OrganizationType, PlayLevel, StaffRole, SubscriptionTier } from '#shared/value-sets.ts';
import { buildApp, type BuildAppOptions } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { createUserProfile } from '#server/account/create-user-profile.ts';
import { esportsTitles, teamGameProfiles, teamMembers, teamStaff, teams } from '#server/db/schema/teams.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { signIn, TEST_PASSWORD } from '#server/test/test-users.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';

/** teams_management on for everyone (or off). */
export async function setTeamsFlag(db: Database, enabled: boolean) {
  await db
    .insert(experiments)
    .values({ key: 'teams_management', enabled, rolloutPercentage: 100 })
    .onConflictDoUpdate({ target: experiments.key, set: { enabled } });
}

let sequence = 0;
const next = () => (sequence += 1);

/** The title of that name, added or (for the titles migration 0009 seeds) set to `active`. */
export async function insertTitle(db: Database, name: string, active = true) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await db
    .insert(esportsTitles)
    .values({ name, slug, active })
    .onConflictDoUpdate({ target: esportsTitles.slug, set: { active } })
    .returning();
  return row!;
}

export interface TeamOverrides {
  name?: string;
  tier?: SubscriptionTier;
  organizationType?: OrganizationType;
  maxRosterSize?: number;
  archivedAt?: Date | null;
}

export async function insertTeam(db: Database, ownerUserId: string, overrides: TeamOverrides = {}) {
  const [row] = await db
    .insert(teams)
    .values({
      name: overrides.name ?? `Team ${next()}`,
      ownerUserId,
      subscriptionTier: overrides.tier ?? 'bronze',
      organizationType: overrides.organizationType ?? 'college',
      maxRosterSize: overrides.maxRosterSize ?? 10,
      archivedAt: overrides.archivedAt ?? null,
    })
    .returning();
  return row!;
}

export async function insertGameProfile(db: Database, teamId: string, esportsTitleId: string, playLevel: PlayLevel = 'competitive', isActive = true) {
  const [row] = await db.insert(teamGameProfiles).values({ teamId, esportsTitleId, playLevel, isActive }).returning();
  return row!;
}

export async function insertMember(
  db: Database,
  teamId: string,
  userId: string,
  options: { role?: MemberRole; gameProfileId?: string | null; isActive?: boolean; joinedAt?: Date } = {},
) {
  const [row] = await db
    .insert(teamMembers)
    .values({
      teamId,
      userId,
      role: options.role ?? 'player',
      gameProfileId: options.gameProfileId ?? null,
      isActive: options.isActive ?? true,
      ...(options.joinedAt ? { joinedAt: options.joinedAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertStaff(
  db: Database,
  teamId: string,
  userId: string,
  options: { role?: StaffRole; gameProfileId?: string | null; isActive?: boolean; contractStart?: string | null; contractEnd?: string | null } = {},
) {
  const [row] = await db
    .insert(teamStaff)
    .values({
      teamId,
      userId,
      role: options.role ?? 'head_coach',
      gameProfileId: options.gameProfileId ?? null,
      isActive: options.isActive ?? true,
      contractStart: options.contractStart ?? null,
      contractEnd: options.contractEnd ?? null,
    })
    .returning();
  return row!;
}

/**
 * An account row and its user profile, without a password or session (fast:
 * for people who are only listed or searched, never signed in).
 */
export async function insertUser(db: Database, fullName: string, options: { avatarUrl?: string | null; email?: string } = {}) {
  const id = randomUUID();
  const email = options.email ?? `${id}@example.com`;
  await db.insert(profiles).values({ id, email, fullName, avatarUrl: options.avatarUrl ?? null });
  await createUserProfile(db, { userId: id, displayName: fullName, email });
  return { id, email };
}

/** Makes a user findable by the profile search (published, public) with the given names. */
export async function publishProfile(
  db: Database,
  userId: string,
  names: { displayName: string; firstName?: string; lastName?: string; slug?: string },
) {
  await db
    .update(userProfiles)
    .set({ isPublished: true, visibility: 'public', ...names })
    .where(eq(userProfiles.userId, userId));
}

/**
 * A second app over the same database whose drizzle instance records every
 * statement it sends (better-auth's session lookups included), to check how
 * many statements a request runs. Sign in through it to get its cookie.
 * `options` go to buildApp (e.g. `listen`, for the realtime bus of a server).
 */
export async function statementCountingApp(t: TestApp, options: Partial<BuildAppOptions> = {}) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (t.database.db as unknown as { $client: unknown }).$client;
  const db = (
    t.database.kind === 'pglite' ? drizzlePglite(client as PGlite, { logger }) : drizzlePg(client as pg.Pool, { logger })
  ) as unknown as Database;
  const app = await buildApp({ db, authSecret: 'statement-counting-secret-0123456789abcdef', baseUrl: 'http://localhost:3000', ...options });
  await app.ready();
  return {
    app,
    statements,
    async signIn(email: string) {
      const response = await signIn(app, email, TEST_PASSWORD);
      return cookieHeader(response.headers['set-cookie']);
    },
    /** Statements run by one request. */
    async count(request: InjectOptions) {
      statements.length = 0;
      const response = await app.inject(request);
      return { response, statements: [...statements] };
    },
    close: () => app.close(),
  };
}
