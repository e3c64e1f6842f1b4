/** GET /api/profile/setup: the signed-in user's profile draft (onboarding, in-place editing). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { profileSetupKeys } from './profile-setup-keys.ts';

export function getProfileSetup(signal?: AbortSignal): Promise<ProfileSetupDraft> {
  return api.get<ProfileSetupDraft>(apiPaths.profileSetup, signal);
}

export function getProfileSetupQueryOptions() {
  return queryOptions({ queryKey: profileSetupKeys.draft(), queryFn: ({ signal }) => getProfileSetup(signal) });
}

export function useProfileSetup() {
  return useQuery(getProfileSetupQueryOptions());
}
