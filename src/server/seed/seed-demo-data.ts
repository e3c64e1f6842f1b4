/**
 * Demo data for `npm start` on a fresh database (docs/decisions/005): one
 * account per kind of user, the esports titles, the four known flags and a
 * sample team with a game roster, staff, a practice and attendance, and the
 * sample colleges with their esports programs (seed-demo-colleges.ts) and
 * their recruiting: forms, responses, pipelines, links and outcomes
 * (seed-demo-recruiting.ts), and the sample Marvel Rivals hero table of
 * /mr/cooldowns (seed-demo-mr-cooldowns.ts).
 *
 * Runs once per database: the app_settings marker `demo_seeded` is written
 * in the same transaction as the data, so a second start (or a second
 * server starting at the same time) adds nothing. Passwords are hashed with
 * the app's argon2id hasher before the transaction, so it stays short.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FlagDefinition, KnownFlag } from '#shared/access/flags.ts';
import type { FeatureType } from '#shared/value-sets.ts';
import { COLLEGE_SCOPED_ROLES } from '#shared/access/roles.ts';
import type { AppContext } from '#server/app-context.ts';
import { hashPassword } from '#server/auth/password-hashing.ts';
import { accounts, profiles } from '#server/db/schema/auth.ts';
import { collegeStaffDetails, colleges } from '#server/db/schema/colleges.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { userProfiles, userRoles } from '#server/db/schema/profiles.ts';
import { appSettings } from '#server/db/schema/settings.ts';
import {
  esportsTitles,
  teamGameProfiles,
  teamMembers,
  teamPracticeAttendance,
  teamPractices,
  teamStaff,
  teams,
} from '#server/db/schema/teams.ts';
import { createUserProfile } from '#server/account/create-user-profile.ts';
import { DEMO_ACCOUNTS, DEMO_COLLEGE_ID, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedContent } from './seed-content.ts';
import { seedDemoCollegeRows, seedDemoPrograms } from './seed-demo-colleges.ts';
import { seedDemoMrCooldowns } from './seed-demo-mr-cooldowns.ts';
import { seedDemoMatchmaking } from './seed-demo-matchmaking.ts';
import { seedDemoPlayers } from './seed-demo-players.ts';
import { seedDemoRecruiting } from './seed-demo-recruiting.ts';
import { seedDemoSavedSearches } from './seed-demo-saved-searches.ts';

export const DEMO_SEEDED_KEY = 'demo_seeded';

/** The titles that have badge colours in spec §3; slugs are kebab-case. */
export const DEMO_TITLES = [
  'Valorant',
  'Rocket League',
  'Marvel Rivals',
  'League of Legends',
  'Counter-Strike',
  'Fortnite',
  'Hearthstone',
  'Street Fighter',
  'Overwatch',
] as const;

export const titleSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

type SeedFlag = Omit<FlagDefinition, 'requiredRoles'> & {
  key: KnownFlag;
  requiredRoles: string[];
  featureType: FeatureType;
  notes: string;
};

/** Default flag settings (docs/decisions/005-seed-and-flags.md). */
export const DEMO_FLAGS: SeedFlag[] = [
  {
    key: 'testing_dashboard',
    variant: null,
    enabled: true,
    requiredRoles: ['yes_admin', 'yes_developer', 'yes_staff'],
    rolloutPercentage: 100,
    devOnly: false,
    featureType: 'ops',
    notes: 'Testing dashboard (/testing) and its floating button: platform staff only.',
  },
  {
    key: 'teams_management',
    variant: null,
    enabled: true,
    requiredRoles: [],
    rolloutPercentage: 100,
    devOnly: false,
    featureType: 'feature',
    notes: 'Team Tools menu and /teams screens for every user; admins and developers reach them even when off.',
  },
  {
    key: 'user_management',
    variant: null,
    enabled: true,
    requiredRoles: ['yes_admin'],
    rolloutPercentage: 100,
    devOnly: false,
    featureType: 'feature',
    notes: 'User and role administration screens: platform admins only (the API checks yes_admin too).',
  },
  {
    key: 'dev_tools',
    variant: null,
    enabled: false,
    requiredRoles: ['yes_admin', 'yes_developer'],
    rolloutPercentage: 100,
    devOnly: false,
    featureType: 'ops',
    notes: 'Developer tools; off by default. Enable to show them to admins and developers.',
  },
];

export const DEMO_TEAM = {
  name: 'Demo University Esports',
  description: 'A sample college team with a Valorant roster, a head coach and an upcoming practice.',
  organizationType: 'college',
  subscriptionTier: 'silver',
  maxRosterSize: 10,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const emailOf = (kind: string) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.kind === kind);
  if (!account) throw new Error(`No demo account of kind ${kind}`);
  return account.email;
};

/** Seeds the demo data on the first run; returns true when it seeded. */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  const [marker] = await ctx.db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_SEEDED_KEY));
  if (marker) return false;

  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const now = new Date();

  return ctx.db.transaction(async (tx) => {
    // Claim the marker first: a concurrent seeder waits here, then finds it taken and adds nothing.
    const claimed = await tx
      .insert(appSettings)
      .values({ key: DEMO_SEEDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (claimed.length === 0) return false;

    // The sample colleges first: the demo college admin's role names one of them (a foreign key).
    const collegeIds = await seedDemoCollegeRows(tx);
    // Accounts: the better-auth user (profiles), its credential account, a user profile and roles.
    const existing = await tx
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(
        inArray(
          profiles.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    const userIdByEmail = new Map(existing.map((row) => [row.email, row.id]));
    const createdIds: string[] = [];
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      if (userIdByEmail.has(account.email)) continue; // someone already registered this address: leave it alone
      const userId = crypto.randomUUID();
      await tx.insert(profiles).values({
        id: userId,
        email: account.email,
        fullName: account.displayName,
        emailVerified: true,
      });
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hashes[index]!,
      });
      await createUserProfile(tx, {
        userId,
        displayName: account.displayName,
        email: account.email,
        birthDate: account.birthDate,
      });
      await tx
        .insert(userRoles)
        .values(account.roles.map((role) => ({ userId, role, collegeId: COLLEGE_SCOPED_ROLES.includes(role) ? (account.collegeId ?? null) : null })))
        .onConflictDoNothing();
      userIdByEmail.set(account.email, userId);
      createdIds.push(userId);
    }
    const userId = (kind: string) => userIdByEmail.get(emailOf(kind))!;

    // Demo accounts have been through onboarding (docs/decisions/020): no "Complete your profile setup" banner.
    await tx
      .update(userProfiles)
      .set({ setupCompletedAt: new Date(), onboardingStep: 'identity' })
      .where(inArray(userProfiles.userId, createdIds));

    // The demo player is findable in profile search.
    await tx
      .update(userProfiles)
      .set({ isPublished: true, visibility: 'public' })
      .where(eq(userProfiles.userId, userId('Player')));

    await tx
      .insert(esportsTitles)
      .values(DEMO_TITLES.map((name) => ({ name, slug: titleSlug(name), active: true })))
      .onConflictDoNothing();

    await tx
      .insert(experiments)
      .values(
        DEMO_FLAGS.map((flag) => ({
          key: flag.key,
          variant: flag.variant,
          enabled: flag.enabled,
          requiredRoles: flag.requiredRoles,
          rolloutPercentage: flag.rolloutPercentage,
          devOnly: flag.devOnly,
          featureType: flag.featureType,
          notes: flag.notes,
        })),
      )
      .onConflictDoNothing();

    const [valorant] = await tx
      .select({ id: esportsTitles.id })
      .from(esportsTitles)
      .where(eq(esportsTitles.slug, 'valorant'));
    const [team] = await tx
      .insert(teams)
      .values({ ...DEMO_TEAM, ownerUserId: userId('Team owner') })
      .returning({ id: teams.id });
    const [gameProfile] = await tx
      .insert(teamGameProfiles)
      .values({ teamId: team!.id, esportsTitleId: valorant!.id, playLevel: 'competitive', isActive: true })
      .returning({ id: teamGameProfiles.id });
    await tx.insert(teamMembers).values([
      { teamId: team!.id, userId: userId('Player'), role: 'player', gameProfileId: null },
      { teamId: team!.id, userId: userId('Player'), role: 'starter', gameProfileId: gameProfile!.id },
    ]);
    await tx.insert(teamStaff).values({
      teamId: team!.id,
      userId: userId('Recruiter / coach'),
      role: 'head_coach',
      gameProfileId: null,
      contractStart: now.toISOString().slice(0, 10),
    });

    // Three days from now at 18:00 UTC: upcoming whenever the demo is started.
    const scheduledAt = new Date(now.getTime() + 3 * DAY_MS);
    scheduledAt.setUTCHours(18, 0, 0, 0);
    const [practice] = await tx
      .insert(teamPractices)
      .values({
        teamId: team!.id,
        title: 'Valorant scrim night',
        description: 'Scrims against a partner team, then a VOD review of the last match.',
        scheduledAt,
        location: 'Esports lab, room 2',
        status: 'scheduled',
        createdBy: userId('Team owner'),
      })
      .returning({ id: teamPractices.id });
    await tx.insert(teamPracticeAttendance).values({
      practiceId: practice!.id,
      userId: userId('Player'),
      status: 'attending',
      notes: null,
    });

    // Sample players, guardians and the team record (seed-demo-players.ts, docs/decisions/026).
    const playerIds = await seedDemoPlayers(tx, {
      now,
      accounts: { player: userId('Player'), guardian: userId('Guardian'), parent: userId('Parent'), teamOwner: userId('Team owner') },
      collegeTeam: { id: team!.id, valorantRosterId: gameProfile!.id },
    });

    // A second sample team with a recruiting post the demo player matches (seed-demo-matchmaking.ts, docs/decisions/047).
    await seedDemoMatchmaking(tx, { ownerUserId: userId('Team owner'), valorantId: valorant!.id, collegeTeamId: team!.id });

    // Sample colleges with esports programs (seed-demo-colleges.ts, docs/decisions/031); Demo University runs the college team.
    await seedDemoPrograms(tx, collegeIds, { now, collegeTeamId: team!.id });
    // Demo University's page is claimed by its admin, as an approved claim would leave it (docs/decisions/032).
    await tx.update(colleges).set({ claimedAt: now, claimedByUserId: userId('College admin') }).where(eq(colleges.id, DEMO_COLLEGE_ID));
    // Its admin is its public primary contact, so "Message staff" works on the demo page (docs/decisions/034).
    // Its coach is listed too.
    await tx.insert(collegeStaffDetails).values([
      { collegeId: DEMO_COLLEGE_ID, userId: userId('College admin'), title: 'Director of Esports (demo)', isPublic: true, isPrimaryContact: true },
      { collegeId: DEMO_COLLEGE_ID, userId: userId('Recruiter / coach'), title: 'Head Coach (demo)', isPublic: true, isPrimaryContact: false },
    ]);

    // Forms, responses, pipelines, links, outcomes and the demo player's board (seed-demo-recruiting.ts, decision 026).
    await seedDemoRecruiting(tx, {
      now,
      accounts: {
        player: userId('Player'),
        playerName: DEMO_ACCOUNTS.find((account) => account.kind === 'Player')!.displayName,
        playerEmail: emailOf('Player'),
        coach: userId('Recruiter / coach'),
        collegeAdmin: userId('College admin'),
      },
      playerIds,
    });
    // Two saved searches of the coach's on /players (seed-demo-saved-searches.ts, docs/decisions/051).
    await seedDemoSavedSearches(tx, { now, coachUserId: userId('Recruiter / coach'), collegeId: DEMO_COLLEGE_ID });

    // Learning pages and news (seed-content.ts), written by the platform admin.
    await seedContent(tx, userId('Platform admin'), now);
    // The sample hero table of /mr/cooldowns, every value labelled as a sample (docs/decisions/045).
    await seedDemoMrCooldowns(tx);
    return true;
  });
}
