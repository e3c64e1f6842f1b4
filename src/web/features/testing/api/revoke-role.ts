/** DELETE /api/admin/users/:userId/roles/:role: revokes one grant (by college for college-scoped roles). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { FoundUser } from '#shared/contracts/admin-users.ts';
import type { RoleGrant } from '#shared/access/roles.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import type { UserRolesResponse } from './grant-role.ts';
import { testingKeys } from './testing-query-keys.ts';

export interface RevokeRoleVariables {
  user: FoundUser;
  grant: RoleGrant;
}

export function revokeRole({ user, grant }: RevokeRoleVariables): Promise<UserRolesResponse> {
  return api.delete<UserRolesResponse>(apiPaths.adminUserRole(user.id, grant.role, grant.collegeId));
}

export function useRevokeRole() {
  const queryClient = useQueryClient();
  return useMutation<UserRolesResponse, AppError, RevokeRoleVariables>({
    mutationFn: revokeRole,
    onSuccess: (answer, { user }) => {
      queryClient.setQueryData(testingKeys.user(user.email), { user: { ...user, roles: answer.roles, collegeNames: answer.collegeNames } });
    },
  });
}
