import type { RoleGrant } from '#shared/access/roles.ts';

/** The subscription tier is a platform admin's decision (spec 1 of issue 4: "Platform admins can change the subscription tier"). */
export function canChangeTier(grants: readonly RoleGrant[]): boolean {
  return grants.some((grant) => grant.role === 'yes_admin');
}
