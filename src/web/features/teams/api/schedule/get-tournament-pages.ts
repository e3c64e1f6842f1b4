/** GET /api/teams/:teamId/tournaments?cursor=: the Tournaments tab's pages after the manage response's first (docs/decisions/084). */
import type { TournamentPage } from '#shared/contracts/tournament-pages.ts';
import type { Tournament } from '#shared/contracts/teams-schedule.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from '../team-keys.ts';
import { useMorePages, type MorePages } from '../use-more-pages.ts';

export function getTournamentPage(teamId: string, cursor: string, signal?: AbortSignal) {
  return api.get<TournamentPage>(`${apiPaths.teamItems(teamId, 'tournaments')}?${new URLSearchParams({ cursor }).toString()}`, signal);
}

export function useMoreTournaments(teamId: string, firstCursor: string | null): MorePages<Tournament> {
  return useMorePages({
    queryKey: teamKeys.tournamentPages(teamId),
    fetchPage: (cursor: string, signal: AbortSignal) => getTournamentPage(teamId, cursor, signal),
    itemsOf: (page: TournamentPage) => page.tournaments,
    firstCursor,
  });
}
