/**
 * Interest form submissions on the web (docs/decisions/038): the public
 * form and sending it, the application page (the token travels in the
 * request body), the player's own list, and the Responses tab.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type {
  AddToPipelineResult,
  ApplicationView,
  GuardianCopyView,
  MySubmission,
  PublicForm,
  ResponsesPage,
  SubmissionBody,
  SubmissionResult,
  UpdateConfirmed,
} from '#shared/contracts/submissions.ts';
import type { SubmissionStatus } from '#shared/recruiting/recruiting-values.ts';
import { showPointsToast } from '#web/lib/points-toast.ts';
import { api } from '#web/lib/api-client.ts';
import { track } from '#web/lib/tracking/track.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export interface ResponsesFilters {
  formId?: string;
  status?: SubmissionStatus;
}

function filterSearch(filters: ResponsesFilters & { page?: number }): string {
  const search = new URLSearchParams();
  if (filters.formId) search.set('formId', filters.formId);
  if (filters.status) search.set('status', filters.status);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  return search.toString();
}

/** The Responses tab's CSV download link, with its filters. */
export function responsesCsvPath(slug: string, programId: string, filters: ResponsesFilters): string {
  return apiPaths.programResponsesCsv(slug, programId, filterSearch(filters));
}

export const submissionKeys = {
  all: ['submissions'] as const,
  publicForm: (slug: string, formId: string) => ['submissions', 'form', slug, formId] as const,
  application: (token: string) => ['submissions', 'application', token] as const,
  guardianCopy: (token: string) => ['submissions', 'guardian-copy', token] as const,
  mine: () => ['submissions', 'mine'] as const,
  responses: (slug: string, programId: string) => ['submissions', 'responses', slug, programId] as const,
};

export function usePublicForm(slug: string, formId: string) {
  return useQuery(
    queryOptions({
      queryKey: submissionKeys.publicForm(slug, formId),
      queryFn: ({ signal }) => api.get<PublicForm>(apiPaths.publicInterestForm(slug, formId), signal),
      retry: false,
    }),
  );
}

export function useSubmitForm(slug: string, formId: string) {
  return useMutation<SubmissionResult, AppError, SubmissionBody>({
    mutationFn: (body) => api.post(apiPaths.publicInterestForm(slug, formId), body),
    onSuccess: (result) => showPointsToast(result.pointsAwarded),
  });
}

export function useApplication(token: string) {
  return useQuery({
    queryKey: submissionKeys.application(token),
    queryFn: () => api.post<ApplicationView>(apiPaths.applicationView, { token }),
    retry: false,
  });
}

/** The link in an unverified guardian's email (decision 038, session 26): what the player sent. */
export function useGuardianCopy(token: string) {
  return useQuery({
    queryKey: submissionKeys.guardianCopy(token),
    queryFn: () => api.post<GuardianCopyView>(apiPaths.applicationGuardianView, { token }),
    retry: false,
  });
}

export function useWithdrawApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation<ApplicationView, AppError>({
    mutationFn: () => api.post(apiPaths.applicationWithdraw, { token }),
    onSuccess: (view) => queryClient.setQueryData(submissionKeys.application(token), view),
  });
}

/** The link of a visitor's repeat (decision 038): the held answers replace the earlier ones; answers a new application link. */
export function useConfirmSubmissionUpdate(token: string) {
  return useMutation<UpdateConfirmed, AppError>({
    mutationFn: () => api.post(apiPaths.applicationConfirmUpdate, { token }),
  });
}

/** A visitor's application joins the signed-in account of the same verified email (decision 038). */
export function useClaimApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation<ApplicationView, AppError>({
    mutationFn: () => api.post(apiPaths.applicationClaim, { token }),
    onSuccess: (view) => {
      queryClient.setQueryData(submissionKeys.application(token), view);
      void queryClient.invalidateQueries({ queryKey: submissionKeys.mine() });
    },
    // A refusal (the account sent the form meanwhile): the page shows the state the server sees now.
    onError: () => void queryClient.invalidateQueries({ queryKey: submissionKeys.application(token) }),
  });
}

export function useRevokeApplicationLink(token: string) {
  return useMutation<{ revoked: true }, AppError>({
    mutationFn: () => api.post(apiPaths.applicationRevoke, { token }),
  });
}

/** The signed-in player's submissions, each with a fresh application link (used by the player's pipeline page). */
export function useMySubmissions(enabled = true) {
  return useQuery({
    queryKey: submissionKeys.mine(),
    queryFn: ({ signal }) => api.get<{ submissions: MySubmission[] }>(apiPaths.mySubmissions, signal),
    enabled,
  });
}

export function useResponses(slug: string, programId: string, filters: ResponsesFilters, page: number) {
  return useQuery({
    queryKey: [...submissionKeys.responses(slug, programId), filters.formId ?? '', filters.status ?? '', page],
    queryFn: ({ signal }) => {
      const search = filterSearch({ ...filters, page });
      return api.get<ResponsesPage>(`${apiPaths.programResponses(slug, programId)}${search ? `?${search}` : ''}`, signal);
    },
    placeholderData: keepPreviousData,
  });
}

export function useSetResponseStatus(slug: string, programId: string) {
  const queryClient = useQueryClient();
  return useMutation<{ id: string; status: SubmissionStatus }, AppError, { submissionId: string; status: 'new' | 'reviewed' | 'declined' }>({
    mutationFn: ({ submissionId, status }) => api.patch(apiPaths.programResponse(slug, programId, submissionId), { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionKeys.responses(slug, programId) }),
  });
}

export function useAddResponsesToPipeline(slug: string, programId: string) {
  const queryClient = useQueryClient();
  return useMutation<AddToPipelineResult, AppError, string[]>({
    mutationFn: (submissionIds) => api.post(apiPaths.programResponsesAddToPipeline(slug, programId), { submissionIds }),
    // A recruitment action per bulk add that added someone (spec section 1; only with analytics consent, docs/decisions/044).
    onSuccess: ({ results }) => {
      if (results.some((result) => result.outcome === 'added')) track({ type: 'recruitment_action', action: 'pipeline_add_responses', targetType: 'program', targetId: programId });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionKeys.responses(slug, programId) }),
  });
}
