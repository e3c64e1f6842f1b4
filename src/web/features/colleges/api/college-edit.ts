/**
 * The college edit page (issue 12.5, docs/decisions/033): GET .../edit, and
 * the writes, each saved optimistically: the page shows the change at once,
 * takes the server's answer when it comes and puts the old data back when
 * the server refuses (the caller shows the refusal's field messages).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CollegeEdit, CollegeGeneral, CollegeGeneralInput, ProgramEdit, ProgramInput, ProgramPatch } from '#shared/contracts/college-edit.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { collegeKeys } from './college-keys.ts';

export function getCollegeEditQueryOptions(slug: string) {
  return queryOptions({
    queryKey: collegeKeys.edit(slug),
    queryFn: ({ signal }) => api.get<CollegeEdit>(apiPaths.collegeEdit(slug), signal),
  });
}

export function useCollegeEdit(slug: string) {
  return useQuery(getCollegeEditQueryOptions(slug));
}

interface Snapshot {
  previous: CollegeEdit | undefined;
}

/** Cancels the page's refetches, keeps its data for a rollback and applies `change` to it. */
async function applyOptimistic(queryClient: QueryClient, slug: string, change: (data: CollegeEdit) => CollegeEdit): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: collegeKeys.edit(slug) });
  const previous = queryClient.getQueryData<CollegeEdit>(collegeKeys.edit(slug));
  if (previous) queryClient.setQueryData<CollegeEdit>(collegeKeys.edit(slug), change(previous));
  return { previous };
}

function rollback(queryClient: QueryClient, slug: string, snapshot: Snapshot | undefined) {
  if (snapshot?.previous) queryClient.setQueryData(collegeKeys.edit(slug), snapshot.previous);
}

/** The public page and the directory cards show what changed. */
function refreshPublicViews(queryClient: QueryClient, slug: string) {
  void queryClient.invalidateQueries({ queryKey: collegeKeys.detail(slug) });
  void queryClient.invalidateQueries({ queryKey: [...collegeKeys.all, 'search'] });
}

const updatePrograms = (data: CollegeEdit, change: (programs: ProgramEdit[]) => ProgramEdit[]): CollegeEdit =>
  data.programs ? { ...data, programs: change(data.programs) } : data;

/** The general fields as the page shows them while the save runs. */
function optimisticGeneral(current: CollegeGeneral, input: CollegeGeneralInput): CollegeGeneral {
  const text = (value: string | null | undefined, fallback: string | null) => (value === undefined ? fallback : value?.trim() || null);
  return {
    description: text(input.description, current.description),
    logoUrl: text(input.logoUrl, current.logoUrl),
    hasOldLogoLink: input.logoUrl ? false : current.hasOldLogoLink,
    socials: input.socials
      ? (Object.fromEntries(Object.keys(current.socials).map((key) => [key, text(input.socials?.[key as keyof typeof input.socials], null)])) as CollegeGeneral['socials'])
      : current.socials,
  };
}

export function useUpdateCollegeGeneral(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<CollegeGeneral, AppError, CollegeGeneralInput, Snapshot>({
    mutationFn: (body) => api.patch<CollegeGeneral>(apiPaths.college(slug), body),
    onMutate: (body) => applyOptimistic(queryClient, slug, (data) => ({ ...data, general: optimisticGeneral(data.general, body) })),
    onError: (_error, _body, snapshot) => rollback(queryClient, slug, snapshot),
    onSuccess: (general) => {
      queryClient.setQueryData<CollegeEdit>(collegeKeys.edit(slug), (data) => (data ? { ...data, general } : data));
      refreshPublicViews(queryClient, slug);
    },
  });
}

/** A new program needs the server's id: it appears when the server answers (the dialog shows the wait). */
export function useCreateCollegeProgram(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<ProgramEdit, AppError, ProgramInput>({
    mutationFn: (body) => api.post<ProgramEdit>(apiPaths.collegePrograms(slug), body),
    onSuccess: (program) => {
      queryClient.setQueryData<CollegeEdit>(collegeKeys.edit(slug), (data) => (data ? updatePrograms(data, (programs) => [...programs, program]) : data));
      void queryClient.invalidateQueries({ queryKey: collegeKeys.edit(slug) });
      refreshPublicViews(queryClient, slug);
    },
  });
}

export interface UpdateProgramVariables {
  programId: string;
  patch: ProgramPatch;
  /** The program as the page should show it meanwhile. */
  optimistic: ProgramEdit;
}

export function useUpdateCollegeProgram(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<ProgramEdit, AppError, UpdateProgramVariables, Snapshot>({
    mutationFn: ({ programId, patch }) => api.patch<ProgramEdit>(apiPaths.collegeProgram(slug, programId), patch),
    onMutate: ({ programId, optimistic }) =>
      applyOptimistic(queryClient, slug, (data) => updatePrograms(data, (programs) => programs.map((program) => (program.id === programId ? optimistic : program)))),
    onError: (_error, _variables, snapshot) => rollback(queryClient, slug, snapshot),
    onSuccess: (saved) => {
      queryClient.setQueryData<CollegeEdit>(collegeKeys.edit(slug), (data) =>
        data ? updatePrograms(data, (programs) => programs.map((program) => (program.id === saved.id ? saved : program))) : data,
      );
      refreshPublicViews(queryClient, slug);
    },
  });
}

export function useDeleteCollegeProgram(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, string, Snapshot>({
    mutationFn: (programId) => api.delete<void>(apiPaths.collegeProgram(slug, programId)),
    onMutate: (programId) => applyOptimistic(queryClient, slug, (data) => updatePrograms(data, (programs) => programs.filter((program) => program.id !== programId))),
    onError: (_error, _programId, snapshot) => rollback(queryClient, slug, snapshot),
    onSuccess: () => refreshPublicViews(queryClient, slug),
  });
}
