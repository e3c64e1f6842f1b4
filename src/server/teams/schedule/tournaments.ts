/** Tournaments (spec 5, 6): managers of silver and gold teams (the route checks the tier). */
import type { z } from 'zod';
import type { tournamentInputSchema } from '#shared/contracts/teams-schedule.ts';
import type { AppContext } from '#server/app-context.ts';
import { teamTournaments } from '#server/db/schema/teams.ts';
import { deleteTeamRow, updateTeamRow, type TeamItemRef } from '../team-owned-rows.ts';

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';

type TournamentInput = z.output<typeof tournamentInputSchema>;

export async function createTournament(ctx: AppContext, teamId: string, input: TournamentInput) {
  const [row] = await ctx.db.insert(teamTournaments).values({ ...input, teamId }).returning({ id: teamTournaments.id });
  return { id: row!.id };
}

export function updateTournament(ctx: AppContext, ref: TeamItemRef, changes: Partial<TournamentInput>) {
  return updateTeamRow(ctx.db, teamTournaments, ref, changes, TOURNAMENT_NOT_FOUND);
}

export function deleteTournament(ctx: AppContext, ref: TeamItemRef) {
  return deleteTeamRow(ctx.db, teamTournaments, ref, TOURNAMENT_NOT_FOUND);
}
