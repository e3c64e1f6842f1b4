/**
 * College staff (docs/decisions/034): the staff screen (GET .../staff and
 * its changes, each answering the screen anew), the emailed invitation
 * link (lookup, accept, decline) and Message staff.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type {
  CollegeInvitationAnswer,
  CollegeInvitationInfo,
  CollegeStaffConversation,
  CollegeStaffInviteInput,
  CollegeStaffResponse,
  CollegeStaffUpdate,
} from '#shared/contracts/college-staff.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { collegeKeys } from './college-keys.ts';

export function getCollegeStaffQueryOptions(slug: string) {
  return queryOptions({
    queryKey: collegeKeys.staff(slug),
    queryFn: ({ signal }) => api.get<CollegeStaffResponse>(apiPaths.collegeStaff(slug), signal),
  });
}

export function useCollegeStaff(slug: string) {
  return useQuery(getCollegeStaffQueryOptions(slug));
}

/** The staff screen changed: the page's public staff may have too. */
function useStaffChanged(slug: string) {
  const queryClient = useQueryClient();
  return (staff?: CollegeStaffResponse) => {
    if (staff) queryClient.setQueryData(collegeKeys.staff(slug), staff);
    else void queryClient.invalidateQueries({ queryKey: collegeKeys.staff(slug) });
    void queryClient.invalidateQueries({ queryKey: collegeKeys.detail(slug), exact: true });
  };
}

export function useInviteCollegeStaff(slug: string) {
  const changed = useStaffChanged(slug);
  return useMutation<{ status: 'invited' }, AppError, CollegeStaffInviteInput>({
    mutationFn: (body) => api.post(apiPaths.collegeStaffInvitations(slug), body),
    onSuccess: () => changed(),
  });
}

export function useResendCollegeStaffInvitation(slug: string) {
  const changed = useStaffChanged(slug);
  return useMutation<CollegeStaffResponse, AppError, string>({
    mutationFn: (invitationId) => api.post(apiPaths.collegeStaffInvitationResend(slug, invitationId)),
    onSuccess: (staff) => changed(staff),
  });
}

export function useRevokeCollegeStaffInvitation(slug: string) {
  const changed = useStaffChanged(slug);
  return useMutation<CollegeStaffResponse, AppError, string>({
    mutationFn: (invitationId) => api.delete(apiPaths.collegeStaffInvitation(slug, invitationId)),
    onSuccess: (staff) => changed(staff),
  });
}

/**
 * Changing a member is optimistic: the list shows the change at once and
 * goes back if the server refuses (the caller shows the message).
 */
export function useUpdateCollegeStaffMember(slug: string) {
  const queryClient = useQueryClient();
  const changed = useStaffChanged(slug);
  return useMutation<CollegeStaffResponse, AppError, { userId: string; data: CollegeStaffUpdate }, { previous?: CollegeStaffResponse }>({
    mutationFn: ({ userId, data }) => api.patch(apiPaths.collegeStaffMember(slug, userId), data),
    onMutate: async ({ userId, data }) => {
      await queryClient.cancelQueries({ queryKey: collegeKeys.staff(slug) });
      const previous = queryClient.getQueryData<CollegeStaffResponse>(collegeKeys.staff(slug));
      if (previous) {
        queryClient.setQueryData<CollegeStaffResponse>(collegeKeys.staff(slug), {
          ...previous,
          members: previous.members.map((member) => {
            if (member.userId === userId) return { ...member, ...data, title: data.title === undefined ? member.title : data.title };
            return data.isPrimaryContact ? { ...member, isPrimaryContact: false } : member;
          }),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(collegeKeys.staff(slug), context.previous);
    },
    onSuccess: (staff) => changed(staff),
  });
}

export function useRemoveCollegeStaffMember(slug: string) {
  const changed = useStaffChanged(slug);
  return useMutation<CollegeStaffResponse, AppError, string>({
    mutationFn: (userId) => api.delete(apiPaths.collegeStaffMember(slug, userId)),
    onSuccess: (staff) => changed(staff),
  });
}

/** The accept page: what the invitation offers, for the signed-in invited account. */
export function useCollegeInvitation(token: string, enabled: boolean) {
  return useQuery({
    queryKey: collegeKeys.invitation(token),
    queryFn: () => api.post<CollegeInvitationInfo>(apiPaths.collegeInvitationAnswer('lookup'), { token }),
    enabled,
    retry: false,
  });
}

export function useAnswerCollegeInvitation() {
  const queryClient = useQueryClient();
  return useMutation<CollegeInvitationAnswer, AppError, { token: string; answer: 'accept' | 'decline' }>({
    mutationFn: ({ token, answer }) => api.post(apiPaths.collegeInvitationAnswer(answer), { token }),
    onSuccess: (result) => {
      // Accepting grants a college role: the session's roles (menus, rules on the client) change.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: collegeKeys.detail(result.college.slug) });
    },
  });
}

/** Message staff: the conversation with the college's primary contact (new or reused). */
export function useStartCollegeStaffConversation(slug: string) {
  return useMutation<CollegeStaffConversation, AppError, void>({
    mutationFn: () => api.post(apiPaths.collegeStaffConversation(slug)),
  });
}
