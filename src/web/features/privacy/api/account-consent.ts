/** GET /api/tracking/consent: the signed-in account's stored analytics choice (docs/decisions/044, Session 24). */
import { useQuery } from '@tanstack/react-query';
import type { AccountConsent } from '#shared/contracts/tracking.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const accountConsentKey = ['privacy', 'account-consent'] as const;

export function useAccountConsent(enabled: boolean) {
  return useQuery({
    queryKey: accountConsentKey,
    queryFn: ({ signal }) => api.get<AccountConsent>(apiPaths.trackingConsent, signal),
    enabled,
  });
}
