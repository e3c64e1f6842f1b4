/**
 * Sample player profiles for the demo (issue 11.9, docs/decisions/026):
 * the players of demo-players.ts with their game profiles, highlights,
 * guardians and consent log, the demo player account's own profile, and the
 * team record of demo-team-records.ts (a second team, rosters joined through
 * accepted invitations, past practices with attendance, tournaments,
 * achievements).
 *
 * Runs inside seedDemoData's transaction with one statement per table
 * (about twenty in all), whatever the number of players. Sample players and
 * their sample guardians have no password: nobody signs in as them.
 */
import { and, eq } from 'drizzle-orm';
import { gameBySlug, AVAILABILITY_SLOTS, type AvailabilitySlot, type GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { UsStateCode } from '#shared/recruiting/us-states.ts';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { consentEvents, guardianLinks } from '#server/db/schema/guardians.ts';
import { playerGameProfiles, playerHighlights, rankTiers } from '#server/db/schema/players.ts';
import { userProfiles, userRoles } from '#server/db/schema/profiles.ts';
import {
  esportsTitles,
  teamAchievements,
  teamGameProfiles,
  teamInvitations,
  teamMembers,
  teamPracticeAttendance,
  teamPractices,
  teamTournaments,
  teams,
} from '#server/db/schema/teams.ts';
import { playerMatchPreferences } from '#server/db/schema/match.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { DEMO_ACCOUNT_PLAYER, DEMO_ACCOUNT_PREFERENCES, DEMO_BIO_PREFIX, DEMO_PLAYERS, type DemoPlayer, type DemoTeamKey } from './demo-players.ts';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_HIGH_SCHOOL_TEAM,
  DEMO_PRACTICE_SCHEDULE,
  DEMO_PRACTICE_WEEKS,
  DEMO_ROSTERS,
  DEMO_TOURNAMENTS,
} from './demo-team-records.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DemoPlayersContext {
  now: Date;
  /** Ids of the seeded demo accounts. */
  accounts: { player: string; guardian: string; parent: string; teamOwner: string };
  /** The demo college team and its Valorant roster, made by seedDemoData. */
  collegeTeam: { id: string; valorantRosterId: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Where a state's players queue and what clock they live by (enough for the states the demo uses). */
const WEST = ['CA', 'OR', 'WA', 'NV', 'HI', 'AZ'];
const MOUNTAIN = ['CO', 'UT', 'NM'];
const CENTRAL = ['TX', 'IL', 'MO', 'KS', 'MN', 'WI', 'LA', 'AL', 'TN'];
function regionOf(state: UsStateCode): string {
  if (WEST.includes(state)) return 'NA West';
  return MOUNTAIN.includes(state) || CENTRAL.includes(state) ? 'NA Central' : 'NA East';
}
function timeZoneOf(state: UsStateCode): string {
  if (state === 'HI') return 'Pacific/Honolulu';
  if (state === 'AZ') return 'America/Phoenix';
  if (WEST.includes(state)) return 'America/Los_Angeles';
  if (MOUNTAIN.includes(state)) return 'America/Denver';
  if (CENTRAL.includes(state)) return 'America/Chicago';
  return state === 'MI' ? 'America/Detroit' : 'America/New_York';
}

/** Weekly grids people actually keep: school nights, weekends, late college evenings. */
const slots = (days: string, blocks: string) =>
  days.split(' ').flatMap((day) => blocks.split(' ').map((block) => `${day}:${block}` as AvailabilitySlot));
const AVAILABILITY_PATTERNS: AvailabilitySlot[][] = [
  [...slots('mon tue wed thu fri', 'evening'), ...slots('sat', 'afternoon evening')],
  [...slots('tue thu', 'evening late'), ...slots('sat sun', 'afternoon')],
  slots('sat sun', 'morning afternoon evening'),
  [...slots('mon wed fri', 'evening'), ...slots('sun', 'evening')],
  [...slots('mon tue wed thu fri sat sun', 'evening'), ...slots('fri sat', 'late')],
];
for (const pattern of AVAILABILITY_PATTERNS) {
  if (!pattern.every((slot) => AVAILABILITY_SLOTS.includes(slot))) throw new Error('demo availability outside the grid');
}

const CLIP_TITLES = ['ranked montage', 'clutch round', 'tournament VOD excerpt'];
/** Placeholder video ids ("DEMO" and a number): plausible links that point at no real clip (decision 026). */
const demoClipUrl = (n: number) => `https://www.youtube.com/watch?v=DEMO${String(n).padStart(7, '0')}`;

const SAMPLE_GUARDIAN_FIRST_NAMES = ['Robin', 'Jesse', 'Leslie', 'Terry', 'Shawn', 'Kerry', 'Frankie', 'Jackie', 'Lee', 'Toby'];

/** Graduation year of the school year under way (a school year ends in June). */
export function currentClassOf(now: Date): number {
  return now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 1 : 0);
}

/** 20 points per onboarding step done: identity, academics and visibility always, games and highlights when present. */
function completionOf(player: Pick<DemoPlayer, 'games' | 'highlights'>): number {
  return 60 + (player.games.length > 0 ? 20 : 0) + (player.highlights > 0 ? 20 : 0);
}

type ProfileFields = Omit<DemoPlayer, 'displayName' | 'age' | 'guardian' | 'roster'>;

/** The user_profiles columns a finished onboarding leaves (identity to visibility). */
function profileColumns(player: ProfileFields, now: Date, index: number) {
  const updatedAt = new Date(now.getTime() - index * 60 * 60 * 1000); // distinct "recently updated" order
  return {
    slug: player.key,
    firstName: player.firstName,
    lastName: player.lastName,
    headline: player.headline,
    bio: `${DEMO_BIO_PREFIX} Plays ${player.games.map((item) => gameBySlug(item.title)!.name).join(' and ')}.`,
    state: player.state,
    timeZone: timeZoneOf(player.state),
    gradYear: currentClassOf(now) + player.classOffset,
    schoolName: player.schoolName,
    schoolType: player.schoolType,
    gpa: player.academics?.gpa ?? null,
    gpaScale: player.academics?.gpaScale ?? null,
    satScore: player.academics?.sat ?? null,
    actScore: player.academics?.act ?? null,
    intendedMajors: player.academics?.majors ?? [],
    academicsVisibility: player.academics?.visibility ?? 'recruiters',
    openTo: player.openTo,
    recruitingStatus: player.recruitingStatus,
    onboardingStep: 'visibility',
    setupCompletedAt: updatedAt,
    completionPercent: completionOf(player),
    isPublished: player.published,
    visibility: player.visibility,
    publishedAt: player.published ? updatedAt : null,
    updatedAt,
  } satisfies Partial<typeof userProfiles.$inferInsert>;
}

/** Seeds the sample players and the demo team record; returns the players' user ids by key. `tx` is seedDemoData's transaction. */
export async function seedDemoPlayers(tx: Tx, { now, accounts, collegeTeam }: DemoPlayersContext): Promise<Map<string, string>> {
  // Every tier of the six ladders, to turn tier names into ids (and refuse a name that is not on its ladder).
  const tiers = await tx
    .select({ slug: esportsTitles.slug, titleId: esportsTitles.id, tierId: rankTiers.id, name: rankTiers.name })
    .from(rankTiers)
    .innerJoin(esportsTitles, eq(esportsTitles.id, rankTiers.esportsTitleId));
  const tierId = (slug: GameSlug, name: string) => {
    const tier = tiers.find((row) => row.slug === slug && row.name === name);
    if (!tier) throw new Error(`Demo rank "${name}" is not a tier of the ${slug} ladder`);
    return tier.tierId;
  };
  const titleId = (slug: GameSlug) => tiers.find((row) => row.slug === slug)!.titleId;

  // ---------------------------------------------------------------- accounts: players and sample guardians
  const playerIds = new Map(DEMO_PLAYERS.map((player) => [player.key, crypto.randomUUID()]));
  const sampleGuardians = DEMO_PLAYERS.filter((player) => player.guardian?.by === 'sample').map((player, index) => ({
    player,
    id: crypto.randomUUID(),
    email: `guardian.${player.key}@families.demo.test`,
    name: `${SAMPLE_GUARDIAN_FIRST_NAMES[index % SAMPLE_GUARDIAN_FIRST_NAMES.length]} ${player.lastName}`,
  }));
  const guardianEmailOf = (player: DemoPlayer) => {
    if (player.guardian?.by === 'Guardian') return 'guardian@demo.test';
    if (player.guardian?.by === 'Parent') return 'parent@demo.test';
    return player.guardian ? `guardian.${player.key}@families.demo.test` : null;
  };

  await tx.insert(profiles).values([
    ...DEMO_PLAYERS.map((player) => ({
      id: playerIds.get(player.key)!,
      email: `${player.key}@players.demo.test`,
      fullName: `${player.firstName} ${player.lastName}`,
      emailVerified: true,
      createdAt: daysAgo(now, 200),
    })),
    ...sampleGuardians.map((guardian) => ({ id: guardian.id, email: guardian.email, fullName: guardian.name, emailVerified: true })),
  ]);
  await tx.insert(userProfiles).values([
    ...DEMO_PLAYERS.map((player, index) => ({
      userId: playerIds.get(player.key)!,
      displayName: player.displayName,
      email: `${player.key}@players.demo.test`,
      birthDate: birthDateForAge(player.age, now),
      guardianEmail: guardianEmailOf(player),
      guardianApprovedVisibility: player.guardian && 'approved' in player.guardian ? player.guardian.approved : null,
      createdAt: daysAgo(now, 200),
      ...profileColumns(player, now, index + 1),
    })),
    ...sampleGuardians.map((guardian) => ({
      userId: guardian.id,
      slug: `guardian-${guardian.player.key}`,
      displayName: guardian.name,
      email: guardian.email,
      birthDate: birthDateForAge(44, now),
    })),
  ]);
  await tx.insert(userRoles).values([
    ...DEMO_PLAYERS.map((player) => ({ userId: playerIds.get(player.key)!, role: 'recruit_player' as const })),
    ...sampleGuardians.map((guardian) => ({ userId: guardian.id, role: 'family_parent' as const })),
  ]);

  // The demo player account: a complete, published profile (its names come from the account).
  await tx
    .update(userProfiles)
    .set(profileColumns(DEMO_ACCOUNT_PLAYER, now, 0))
    .where(eq(userProfiles.userId, accounts.player));
  // Its college preferences, so the directory and college pages show a full match (docs/decisions/030).
  await tx.insert(playerMatchPreferences).values({ userId: accounts.player, ...DEMO_ACCOUNT_PREFERENCES });

  // ---------------------------------------------------------------- game profiles and highlights
  const everyone = [
    { userId: accounts.player, player: DEMO_ACCOUNT_PLAYER, roster: { team: 'college', roster: 'valorant' } as const },
    ...DEMO_PLAYERS.map((player) => ({ userId: playerIds.get(player.key)!, player, roster: player.roster })),
  ];
  let clip = 0;
  await tx.insert(playerGameProfiles).values(
    everyone.flatMap(({ userId, player, roster }, index) =>
      player.games.map((item, position) => ({
        userId,
        esportsTitleId: titleId(item.title),
        inGameName: item.inGameName,
        region: regionOf(player.state),
        primaryRole: item.primaryRole,
        secondaryRole: item.secondaryRole ?? null,
        mains: item.mains,
        currentTierId: tierId(item.title, item.current),
        peakTierId: tierId(item.title, item.peak),
        // The college coaches confirmed the ranks of their own roster; every other rank is the player's word.
        rankSource: roster?.team === 'college' && roster.roster === item.title ? ('coach_confirmed' as const) : ('self_reported' as const),
        rankAsOf: isoDate(daysAgo(now, 3 + (index % 20))),
        hoursPerWeek: item.hoursPerWeek,
        availability: AVAILABILITY_PATTERNS[index % AVAILABILITY_PATTERNS.length]!,
        position,
      })),
    ),
  );
  await tx.insert(playerHighlights).values(
    everyone.flatMap(({ userId, player }) =>
      Array.from({ length: player.highlights }, (_, position) => ({
        userId,
        title: `${gameBySlug(player.games[position % player.games.length]!.title)!.name} ${CLIP_TITLES[position]} (demo clip)`,
        url: demoClipUrl(++clip),
        position,
      })),
    ),
  );

  // ---------------------------------------------------------------- guardians and the consent log
  const minors = DEMO_PLAYERS.filter((player) => player.guardian);
  const links = minors.map((player, index) => {
    const guardian = player.guardian!;
    const guardianUserId =
      guardian.by === 'Guardian'
        ? accounts.guardian
        : guardian.by === 'Parent'
          ? accounts.parent
          : (sampleGuardians.find((row) => row.player === player)?.id ?? null);
    // A pending approval is recent; the others were settled weeks ago.
    const invitedAt = daysAgo(now, guardian.by === 'Guardian' && guardian.approved === null ? 6 : 40 + index);
    return { player, guardian, guardianUserId, invitedAt, id: crypto.randomUUID() };
  });
  await tx.insert(guardianLinks).values(
    links.map(({ player, guardian, guardianUserId, invitedAt, id }) => ({
      id,
      playerUserId: playerIds.get(player.key)!,
      guardianEmail: guardianEmailOf(player)!,
      guardianUserId: guardian.by === 'invited' ? null : guardianUserId,
      status: guardian.by === 'invited' ? ('invited' as const) : ('active' as const),
      lastSentAt: invitedAt,
      sendCount: 1,
      acceptedAt: guardian.by === 'invited' ? null : new Date(invitedAt.getTime() + DAY_MS),
      createdAt: invitedAt,
      updatedAt: invitedAt,
    })),
  );
  await tx.insert(consentEvents).values(
    links.flatMap(({ player, guardian, guardianUserId, invitedAt, id }) => {
      const playerUserId = playerIds.get(player.key)!;
      const at = (days: number) => new Date(invitedAt.getTime() + days * DAY_MS);
      const event = (kind: (typeof consentEvents.$inferInsert)['kind'], actorUserId: string | null, createdAt: Date, detail = {}) => ({
        playerUserId,
        guardianLinkId: id,
        actorUserId,
        kind,
        detail,
        createdAt,
      });
      const events = [event('guardian_invited', playerUserId, invitedAt, { guardianEmail: guardianEmailOf(player) })];
      if (guardian.by === 'invited') return events;
      events.push(event('guardian_accepted', guardianUserId, at(1)));
      events.push(event('publishing_requested', playerUserId, at(2), { visibility: player.visibility }));
      if (guardian.approved) events.push(event('publishing_granted', guardianUserId, at(3), { visibility: guardian.approved }));
      return events;
    }),
  );

  await seedDemoTeamRecord(tx, { now, accounts, collegeTeam }, playerIds, titleId);
  return playerIds;
}

/** The second team, the rosters (through accepted invitations), and twelve weeks of team history. */
async function seedDemoTeamRecord(
  tx: Tx,
  { now, accounts, collegeTeam }: DemoPlayersContext,
  playerIds: Map<string, string>,
  titleIdOf: (slug: GameSlug) => string,
) {
  const [highSchool] = await tx
    .insert(teams)
    .values({ ...DEMO_HIGH_SCHOOL_TEAM, ownerUserId: accounts.teamOwner, createdAt: daysAgo(now, 240) })
    .returning({ id: teams.id });
  const teamIds: Record<DemoTeamKey, string> = { college: collegeTeam.id, high_school: highSchool!.id };

  const newRosters = (Object.entries(DEMO_ROSTERS) as [DemoTeamKey, GameSlug[]][]).flatMap(([team, slugs]) =>
    slugs.filter((slug) => !(team === 'college' && slug === 'valorant')).map((slug) => ({ team, slug })),
  );
  const rosterRows = await tx
    .insert(teamGameProfiles)
    .values(
      newRosters.map(({ team, slug }) => ({ teamId: teamIds[team], esportsTitleId: titleIdOf(slug), playLevel: 'competitive', isActive: true })),
    )
    .returning({ id: teamGameProfiles.id, teamId: teamGameProfiles.teamId, esportsTitleId: teamGameProfiles.esportsTitleId });
  const rosterId = (team: DemoTeamKey, slug: GameSlug) =>
    team === 'college' && slug === 'valorant'
      ? collegeTeam.valorantRosterId
      : rosterRows.find((row) => row.teamId === teamIds[team] && row.esportsTitleId === titleIdOf(slug))!.id;

  // Players join only by accepting an invitation (decision 015): one accepted invitation per roster place.
  const places = DEMO_PLAYERS.filter((player) => player.roster).map((player, index) => ({
    player,
    userId: playerIds.get(player.key)!,
    place: player.roster!,
    joinedAt: daysAgo(now, 100 + ((index * 7) % 60)),
  }));
  const parkerJoined = daysAgo(now, 150);
  await tx.insert(teamInvitations).values([
    ...places.map(({ player, userId, place, joinedAt }) => ({
      teamId: teamIds[place.team],
      kind: 'member' as const,
      role: place.role,
      gameProfileId: rosterId(place.team, place.roster),
      inviteeUserId: userId,
      invitedBy: accounts.teamOwner,
      status: 'accepted' as const,
      createdAt: daysAgo(joinedAt, 1),
      respondedAt: joinedAt,
      guardianNotifiedAt: player.guardian ? daysAgo(joinedAt, 1) : null,
    })),
    // The demo player's two places on the college team (seedDemoData adds the rows).
    ...(['player', 'starter'] as const).map((role) => ({
      teamId: collegeTeam.id,
      kind: 'member' as const,
      role,
      gameProfileId: role === 'starter' ? collegeTeam.valorantRosterId : null,
      inviteeUserId: accounts.player,
      invitedBy: accounts.teamOwner,
      status: 'accepted' as const,
      createdAt: daysAgo(parkerJoined, 1),
      respondedAt: parkerJoined,
    })),
  ]);
  await tx.insert(teamMembers).values(
    places.map(({ userId, place, joinedAt }) => ({
      teamId: teamIds[place.team],
      userId,
      role: place.role,
      gameProfileId: rosterId(place.team, place.roster),
      joinedAt,
    })),
  );
  await tx
    .update(teamMembers)
    .set({ joinedAt: parkerJoined })
    .where(and(eq(teamMembers.teamId, collegeTeam.id), eq(teamMembers.userId, accounts.player)));

  // Weekly practices over the last twelve weeks, every member answering; a steady, imperfect attendance.
  const teamKeys = Object.keys(teamIds) as DemoTeamKey[];
  const practiceRows = await tx
    .insert(teamPractices)
    .values(
      teamKeys.flatMap((team) =>
        Array.from({ length: DEMO_PRACTICE_WEEKS }, (_, week) => {
          const scheduledAt = daysAgo(now, DEMO_PRACTICE_SCHEDULE[team].firstDaysAgo + 7 * week);
          scheduledAt.setUTCHours(23, 0, 0, 0);
          return {
            teamId: teamIds[team],
            title: DEMO_PRACTICE_SCHEDULE[team].title,
            scheduledAt,
            location: DEMO_PRACTICE_SCHEDULE[team].location,
            status: 'completed' as const,
            createdBy: accounts.teamOwner,
            createdAt: daysAgo(scheduledAt, 6),
          };
        }),
      ),
    )
    .returning({ id: teamPractices.id, teamId: teamPractices.teamId, scheduledAt: teamPractices.scheduledAt });
  const membersOf = (team: DemoTeamKey) => [
    ...new Set([...(team === 'college' ? [accounts.player] : []), ...places.filter((row) => row.place.team === team).map((row) => row.userId)]),
  ];
  await tx.insert(teamPracticeAttendance).values(
    practiceRows.flatMap((practice, practiceIndex) => {
      const team = teamKeys.find((key) => teamIds[key] === practice.teamId)!;
      return membersOf(team).map((userId, memberIndex) => {
        const turn = (memberIndex * 5 + practiceIndex * 3) % 11;
        return {
          practiceId: practice.id,
          userId,
          status: turn === 0 ? ('not_attending' as const) : turn === 1 ? ('maybe' as const) : ('attending' as const),
          notes: turn === 0 ? 'Exam week (demo)' : null,
          updatedAt: daysAgo(practice.scheduledAt, 1),
        };
      });
    }),
  );

  await tx.insert(teamTournaments).values(
    teamKeys.flatMap((team) =>
      DEMO_TOURNAMENTS[team].map((tournament) => ({
        teamId: teamIds[team],
        name: tournament.name,
        description: 'Demo data: a sample tournament.',
        tournamentType: tournament.type,
        startDate: isoDate(new Date(now.getTime() + tournament.startInDays * DAY_MS)),
        placement: tournament.placement,
        status: tournament.status,
      })),
    ),
  );
  await tx.insert(teamAchievements).values(
    teamKeys.flatMap((team) =>
      DEMO_ACHIEVEMENTS[team].map((achievement) => ({
        teamId: teamIds[team],
        title: achievement.title,
        description: achievement.description,
        dateAchieved: isoDate(daysAgo(now, achievement.daysAgo)),
      })),
    ),
  );
}
