/**
 * Demo data for matchmaking (docs/decisions/047): a second sample team,
 * "Lakeshore Legends (demo)", owned by the demo team owner, with a Valorant
 * game profile, a weekly availability, and one active recruiting post the
 * demo player (Parker Player: Valorant Diamond 2, Flex / Initiator,
 * weekday evenings in Chicago) matches well, so "Find a team" has a post to
 * apply to. The Demo University team gets an availability too, for "Find
 * scrims". Every value is sample data.
 */
import { and, eq } from 'drizzle-orm';
import type { AvailabilitySlot } from '#shared/recruiting/game-catalog.ts';
import type { Database } from '#server/db/client.ts';
import { rankTiers } from '#server/db/schema/players.ts';
import { teamGameProfiles, teamRecruitingPosts, teams } from '#server/db/schema/teams.ts';

export const DEMO_MATCHMAKING_TEAM = {
  name: 'Lakeshore Legends (demo)',
  description: 'A sample community team looking for players and scrim partners (demo data).',
  organizationType: 'pro_team',
  subscriptionTier: 'bronze',
  maxRosterSize: 8,
} as const;

export const DEMO_MATCHMAKING_POST = {
  title: 'Initiator for our Valorant roster (demo)',
  description: 'Sample post: we play ranked-level scrims on weekday evenings, Central time. Demo data.',
  commitmentLevel: 'competitive',
  positionsNeeded: ['Initiator', 'Controller'],
} as const;

const EVENINGS: AvailabilitySlot[] = ['mon:evening', 'tue:evening', 'wed:evening', 'thu:evening', 'sat:evening'];

export async function seedDemoMatchmaking(tx: Database, input: { ownerUserId: string; valorantId: string; collegeTeamId: string }) {
  const tier = async (name: string) => {
    const [row] = await tx
      .select({ ordinal: rankTiers.ordinal })
      .from(rankTiers)
      .where(and(eq(rankTiers.esportsTitleId, input.valorantId), eq(rankTiers.name, name)));
    if (!row) throw new Error(`no Valorant tier ${name}`);
    return row.ordinal;
  };
  const [team] = await tx
    .insert(teams)
    .values({ ...DEMO_MATCHMAKING_TEAM, ownerUserId: input.ownerUserId, availability: EVENINGS, timeZone: 'America/Chicago' })
    .returning({ id: teams.id });
  await tx.insert(teamGameProfiles).values({ teamId: team!.id, esportsTitleId: input.valorantId, playLevel: 'competitive', isActive: true });
  await tx.insert(teamRecruitingPosts).values({
    ...DEMO_MATCHMAKING_POST,
    positionsNeeded: [...DEMO_MATCHMAKING_POST.positionsNeeded],
    teamId: team!.id,
    createdBy: input.ownerUserId,
    esportsTitleId: input.valorantId,
    minTierOrdinal: await tier('Platinum 1'),
    maxTierOrdinal: await tier('Immortal 1'),
    availability: ['mon:evening', 'wed:evening', 'thu:evening', 'sat:evening'],
    timeZone: 'America/Chicago',
  });
  await tx
    .update(teams)
    .set({ availability: ['tue:evening', 'wed:evening', 'thu:evening', 'sun:evening'], timeZone: 'America/Chicago' })
    .where(eq(teams.id, input.collegeTeamId));
  return { teamId: team!.id };
}
