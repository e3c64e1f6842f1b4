/**
 * Short links (docs/decisions/039): a program's links for the hub's Links
 * tab (and their changes, each refreshing the list), the player's card link,
 * and a code's status for the /r/{code} page the SPA renders.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CardLinkResponse, CreateProgramLink, ProgramLinksResponse, ShortLink, ShortLinkStatus, UpdateShortLink } from '#shared/contracts/short-links.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const shortLinkKeys = {
  all: ['short-links'] as const,
  program: (programId: string) => [...shortLinkKeys.all, 'program', programId] as const,
  status: (code: string) => [...shortLinkKeys.all, 'status', code] as const,
};

export function getProgramLinksQueryOptions(programId: string) {
  return queryOptions({
    queryKey: shortLinkKeys.program(programId),
    queryFn: ({ signal }) => api.get<ProgramLinksResponse>(apiPaths.programShortLinks(programId), signal),
  });
}

export function useProgramLinks(programId: string) {
  return useQuery(getProgramLinksQueryOptions(programId));
}

function useLinksChanged(programId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shortLinkKeys.program(programId) });
}

export function useCreateProgramLink(programId: string) {
  const changed = useLinksChanged(programId);
  return useMutation<ShortLink, AppError, CreateProgramLink>({
    mutationFn: (body) => api.post(apiPaths.programShortLinks(programId), body),
    onSuccess: () => changed(),
  });
}

export function useUpdateShortLink(programId: string) {
  const changed = useLinksChanged(programId);
  return useMutation<ShortLink, AppError, { linkId: string; changes: UpdateShortLink }>({
    mutationFn: ({ linkId, changes }) => api.patch(apiPaths.shortLink(linkId), changes),
    onSuccess: () => changed(),
  });
}

export function useDeleteShortLink(programId: string) {
  const changed = useLinksChanged(programId);
  return useMutation<void, AppError, string>({
    mutationFn: (linkId) => api.delete(apiPaths.shortLink(linkId)),
    onSuccess: () => changed(),
  });
}

/** "Share my card": the player's card link, made once and reused. */
export function useShareCardLink() {
  return useMutation<CardLinkResponse, AppError, void>({ mutationFn: () => api.post(apiPaths.myCardShortLink) });
}

/** What /r/{code} says when the server did not redirect (404 unknown, 410 gone, 429 too many). */
export function useShortLinkStatus(code: string) {
  return useQuery({
    queryKey: shortLinkKeys.status(code),
    queryFn: ({ signal }) => api.get<ShortLinkStatus>(apiPaths.shortLinkStatus(code), signal),
    retry: false,
  });
}

/** The address to share: this site's origin and the link's /r/{code}. */
export function shortLinkUrl(link: Pick<ShortLink, 'path'>): string {
  return `${window.location.origin}${link.path}`;
}
