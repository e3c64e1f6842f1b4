/**
 * A program's interest forms (issue 13.4, docs/decisions/037): the list,
 * one form for the builder, and the writes. Each write puts the server's
 * answer in the form's cache and refreshes the program's list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type {
  CreateInterestFormInput,
  InterestFormDetail,
  InterestFormList,
  InterestFormSettingsInput,
  PublishInterestFormResult,
  SaveInterestFormDraftInput,
} from '#shared/contracts/interest-forms.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const interestFormKeys = {
  all: ['interest-forms'] as const,
  list: (programId: string) => [...interestFormKeys.all, 'list', programId] as const,
  detail: (programId: string, formId: string) => [...interestFormKeys.all, 'detail', programId, formId] as const,
};

export function getInterestFormsQueryOptions(programId: string) {
  return queryOptions({
    queryKey: interestFormKeys.list(programId),
    queryFn: ({ signal }) => api.get<InterestFormList>(apiPaths.programInterestForms(programId), signal),
  });
}

export function useInterestForms(programId: string) {
  return useQuery(getInterestFormsQueryOptions(programId));
}

export function getInterestFormQueryOptions(programId: string, formId: string) {
  return queryOptions({
    queryKey: interestFormKeys.detail(programId, formId),
    queryFn: ({ signal }) => api.get<InterestFormDetail>(apiPaths.programInterestForm(programId, formId), signal),
  });
}

export function useInterestForm(programId: string, formId: string) {
  return useQuery(getInterestFormQueryOptions(programId, formId));
}

function storeForm(queryClient: QueryClient, programId: string, form: InterestFormDetail) {
  queryClient.setQueryData(interestFormKeys.detail(programId, form.id), form);
  void queryClient.invalidateQueries({ queryKey: interestFormKeys.list(programId) });
}

export function useCreateInterestForm(programId: string) {
  const queryClient = useQueryClient();
  return useMutation<InterestFormDetail, AppError, CreateInterestFormInput>({
    mutationFn: (body) => api.post<InterestFormDetail>(apiPaths.programInterestForms(programId), body),
    onSuccess: (form) => storeForm(queryClient, programId, form),
  });
}

export function useSaveInterestFormDraft(programId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation<InterestFormDetail, AppError, SaveInterestFormDraftInput>({
    mutationFn: (body) => api.put<InterestFormDetail>(apiPaths.programInterestForm(programId, formId, 'draft'), body),
    onSuccess: (form) => storeForm(queryClient, programId, form),
  });
}

export function usePublishInterestForm(programId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation<PublishInterestFormResult, AppError, void>({
    mutationFn: () => api.post<PublishInterestFormResult>(apiPaths.programInterestForm(programId, formId, 'publish')),
    onSuccess: (result) => storeForm(queryClient, programId, result.form),
  });
}

export function useSetInterestFormStatus(programId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation<InterestFormDetail, AppError, 'close' | 'reopen'>({
    mutationFn: (action) => api.post<InterestFormDetail>(apiPaths.programInterestForm(programId, formId, action)),
    onSuccess: (form) => storeForm(queryClient, programId, form),
  });
}

export function useUpdateInterestFormSettings(programId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation<InterestFormDetail, AppError, InterestFormSettingsInput>({
    mutationFn: (body) => api.patch<InterestFormDetail>(apiPaths.programInterestForm(programId, formId, 'settings'), body),
    onSuccess: (form) => storeForm(queryClient, programId, form),
  });
}

export function useDeleteInterestForm(programId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, string>({
    mutationFn: (formId) => api.delete<void>(apiPaths.programInterestForm(programId, formId)),
    onSuccess: (_result, formId) => {
      queryClient.removeQueries({ queryKey: interestFormKeys.detail(programId, formId) });
      void queryClient.invalidateQueries({ queryKey: interestFormKeys.list(programId) });
    },
  });
}
