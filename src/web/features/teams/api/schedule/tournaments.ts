/** POST /api/teams/:teamId/tournaments, PATCH and DELETE /api/teams/:teamId/tournaments/:id (managers, silver and gold). */
import type { TournamentInput } from '#shared/contracts/teams-schedule.ts';
import { useCreateTeamItem, useDeleteTeamItem, useUpdateTeamItem } from '../team-item-mutations.ts';

export const useCreateTournament = (teamId: string) => useCreateTeamItem<TournamentInput>(teamId, 'tournaments');
export const useUpdateTournament = (teamId: string) => useUpdateTeamItem<TournamentInput>(teamId, 'tournaments');
export const useDeleteTournament = (teamId: string) => useDeleteTeamItem(teamId, 'tournaments');
