/** POST /api/admin/users/:userId/roles: grants a role; the found user's roles are replaced by the answer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { FoundUser } from '#shared/contracts/admin-users.ts';
import type { roleGrantBodySchema, userRolesResponseSchema } from '#shared/contracts/roles.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { testingKeys } from './testing-query-keys.ts';

export type UserRolesResponse = z.infer<typeof userRolesResponseSchema>;
export interface GrantRoleVariables {
  user: FoundUser;
  grant: z.input<typeof roleGrantBodySchema>;
}

export function grantRole({ user, grant }: GrantRoleVariables): Promise<UserRolesResponse> {
  return api.post<UserRolesResponse>(apiPaths.adminUserRoles(user.id), grant);
}

export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation<UserRolesResponse, AppError, GrantRoleVariables>({
    mutationFn: grantRole,
    onSuccess: (answer, { user }) => {
      queryClient.setQueryData(testingKeys.user(user.email), { user: { ...user, roles: answer.roles, collegeNames: answer.collegeNames } });
    },
  });
}
