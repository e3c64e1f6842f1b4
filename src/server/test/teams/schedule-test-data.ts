/** Test data for the schedule API tests: teams, rosters and schedule rows written straight to the database. */
import { sql } from 'drizzle-orm';
import type { SubscriptionTier } from '#shared/value-sets.ts';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { experiments } from '#server/db/schema/flags.ts';
import {
  esportsTitles,
  teamGameProfiles,
  teamMembers,
  teamPracticeAttendance,
  teamPractices,
  teamStaff,
  teamTournaments,
  teams,
} from '#server/db/schema/teams.ts';
import { rowsOf } from '#server/db/sql.ts';
import { signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

/** teams_management on (or off) for everyone. */
export async function setTeamsFlag(db: Database, enabled: boolean) {
  await db
    .insert(experiments)
    .values({ key: 'teams_management', enabled })
    .onConflictDoUpdate({ target: experiments.key, set: { enabled } });
}

let sequence = 0;

export async function insertTeam(
  db: Database,
  ownerUserId: string,
  options: { tier?: SubscriptionTier; name?: string; archivedAt?: Date | null } = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(teams)
    .values({
      name: options.name ?? `Schedule Team ${sequence}`,
      ownerUserId,
      subscriptionTier: options.tier ?? 'bronze',
      organizationType: 'college',
      archivedAt: options.archivedAt ?? null,
    })
    .returning();
  return row!;
}

export async function insertGame(db: Database, teamId: string, isActive = true) {
  sequence += 1;
  const [title] = await db
    .insert(esportsTitles)
    .values({ name: `Game ${sequence}`, slug: `game-${sequence}` })
    .returning();
  const [profile] = await db
    .insert(teamGameProfiles)
    .values({ teamId, esportsTitleId: title!.id, playLevel: 'competitive', isActive })
    .returning();
  return profile!;
}

export async function addPlayer(
  db: Database,
  teamId: string,
  userId: string,
  options: { gameProfileId?: string | null; isActive?: boolean; joinedAt?: Date } = {},
) {
  const [row] = await db
    .insert(teamMembers)
    .values({
      teamId,
      userId,
      gameProfileId: options.gameProfileId ?? null,
      isActive: options.isActive ?? true,
      ...(options.joinedAt ? { joinedAt: options.joinedAt } : {}),
    })
    .returning();
  return row!;
}

export async function addStaff(db: Database, teamId: string, userId: string, options: { gameProfileId?: string | null; isActive?: boolean } = {}) {
  const [row] = await db
    .insert(teamStaff)
    .values({ teamId, userId, role: 'head_coach', gameProfileId: options.gameProfileId ?? null, isActive: options.isActive ?? true })
    .returning();
  return row!;
}

export async function insertPractice(db: Database, teamId: string, values: Partial<typeof teamPractices.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(teamPractices)
    .values({ teamId, title: `Practice ${sequence}`, scheduledAt: new Date(Date.now() + 7 * 24 * 3600 * 1000), ...values })
    .returning();
  return row!;
}

export async function insertAnswer(
  db: Database,
  practiceId: string,
  userId: string,
  status: 'attending' | 'maybe' | 'not_attending',
  notes: string | null = null,
) {
  await db.insert(teamPracticeAttendance).values({ practiceId, userId, status, notes });
}

export async function insertTournament(db: Database, teamId: string, values: Partial<typeof teamTournaments.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(teamTournaments)
    .values({ teamId, name: `Cup ${sequence}`, startDate: '2026-12-01', ...values })
    .returning();
  return row!;
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600 * 1000);

/**
 * The callers of a team tool's access tests (contracts, calendar link, brand), signed up in this order: the
 * team's owner, a player and a staffer (display names optional), another team's owner, the three platform
 * roles and a staff member of the first college. Teams and rosters are each test's own.
 */
export async function signUpTeamToolCallers(app: App, names: { owner?: string; player?: string; staffer?: string } = {}): Promise<Record<string, TestUser>> {
  const named = (displayName: string | undefined) => (displayName ? { displayName } : {});
  const users: Record<string, TestUser> = {};
  users.owner = await signUpUser(app, named(names.owner));
  users.player = await signUpUser(app, named(names.player));
  users.staffer = await signUpUser(app, named(names.staffer));
  users.otherOwner = await signUpUser(app);
  users.yes_admin = await signUpWithRoles(app, ['yes_admin']);
  users.yes_developer = await signUpWithRoles(app, ['yes_developer']);
  users.yes_staff = await signUpWithRoles(app, ['yes_staff']);
  const [college] = await rowsOf<{ id: string }>(app.ctx.db, sql`select id from colleges order by id limit 1`);
  users.college_staff = await signUpScoped(app, ['programs_college_staff'], college!.id);
  return users;
}

/** What a Gold team tool answers the callers of `signUpTeamToolCallers` it refuses: signed out 401, everyone but the team's managers 403. */
export const TEAM_TOOL_REFUSED: [caller: string, status: number][] = [
  ['anonymous', 401],
  ['player', 403],
  ['staffer', 403],
  ['otherOwner', 403],
  ['college_staff', 403],
  ['yes_staff', 403],
];
/** The callers it lets in: the team's owner and the platform admins and developers. */
export const TEAM_TOOL_MANAGERS = ['owner', 'yes_admin', 'yes_developer'];

/** The owner's Gold and Silver teams (names optional), another owner's Gold team, and the player and staffer on the Gold team's roster. */
export async function insertTeamToolTeams(db: Database, users: Record<string, TestUser>, names: { gold?: string; silver?: string } = {}) {
  const goldId = (await insertTeam(db, users.owner!.id, { tier: 'gold', name: names.gold })).id;
  const silverId = (await insertTeam(db, users.owner!.id, { tier: 'silver', name: names.silver })).id;
  await insertTeam(db, users.otherOwner!.id, { tier: 'gold' });
  await addPlayer(db, goldId, users.player!.id);
  await addStaff(db, goldId, users.staffer!.id);
  return { goldId, silverId };
}
