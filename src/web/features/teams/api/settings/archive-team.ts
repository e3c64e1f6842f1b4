/** POST /api/teams/:teamId/archive with { archived }: archive (hidden from Find Teams, read-only) or restore. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export interface ArchiveTeamVariables {
  teamId: string;
  archived: boolean;
}

export function archiveTeam({ teamId, archived }: ArchiveTeamVariables): Promise<unknown> {
  return api.post<unknown>(apiPaths.teamArchive(teamId), { archived });
}

export function useArchiveTeam() {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<unknown, AppError, ArchiveTeamVariables>({
    mutationFn: archiveTeam,
    // Not awaited: the screen moves on (dialog closes, page changes) while the team data refetches.
    onSuccess: () => {
      void invalidateTeams();
    },
  });
}
