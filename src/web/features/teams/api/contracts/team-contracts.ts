/** Gold contract management (docs/decisions/052): GET /api/teams/:teamId/contracts and PUT one contract's dates (managers). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ContractKind, TeamContracts, UpdateContractInput } from '#shared/contracts/team-contracts.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from '../team-keys.ts';

export function getTeamContractsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.contracts(teamId),
    queryFn: ({ signal }) => api.get<TeamContracts>(apiPaths.teamContracts(teamId), signal),
  });
}

export function useTeamContracts(teamId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getTeamContractsQueryOptions(teamId), enabled });
}

export function useUpdateContract(teamId: string) {
  const client = useQueryClient();
  return useMutation<unknown, AppError, { kind: ContractKind; itemId: string; input: UpdateContractInput }>({
    mutationFn: ({ kind, itemId, input }) => api.put<unknown>(apiPaths.teamContract(teamId, kind, itemId), input),
    // The manage screen shows staff contract dates too.
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
