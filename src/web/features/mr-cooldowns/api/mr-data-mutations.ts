/** The hero table's writes (platform staff; docs/decisions/045); each refreshes the board's one list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { MrAbility, MrAbilityInput, MrHero, MrHeroInput } from '#shared/contracts/mr-cooldowns.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { mrCooldownKeys } from './mr-cooldown-keys.ts';

function useMrWrite<TResult, TInput>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, AppError, TInput>({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mrCooldownKeys.all }),
  });
}

export const useCreateMrHero = () => useMrWrite((input: MrHeroInput) => api.post<MrHero>(apiPaths.mrHeroes, input));
export const useUpdateMrHero = () =>
  useMrWrite(({ heroId, data }: { heroId: string; data: Partial<MrHeroInput> }) => api.patch<MrHero>(apiPaths.mrHero(heroId), data));
export const useDeleteMrHero = () => useMrWrite((heroId: string) => api.delete<void>(apiPaths.mrHero(heroId)));
export const useCreateMrAbility = () =>
  useMrWrite(({ heroId, data }: { heroId: string; data: MrAbilityInput }) => api.post<MrAbility>(apiPaths.mrHeroAbilities(heroId), data));
export const useUpdateMrAbility = () =>
  useMrWrite(({ abilityId, data }: { abilityId: string; data: Partial<MrAbilityInput> }) => api.patch<MrAbility>(apiPaths.mrAbility(abilityId), data));
export const useDeleteMrAbility = () => useMrWrite((abilityId: string) => api.delete<void>(apiPaths.mrAbility(abilityId)));
