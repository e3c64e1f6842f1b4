/**
 * The one statement that identifies a signed-in caller (docs/decisions/083):
 * the session found by its token's hash, its user, the user's role grants
 * and the enabled feature-flag definitions, in one round trip. It always
 * answers one row: the session columns are null when no live row matches the
 * token (or its user is gone), the flags are there either way.
 *
 * The flag definitions are read here, in auth/, because routes ask for the
 * caller through auth (policies.ts) and auth sits below flags/ in the server
 * layers; flags/caller-flags.ts evaluates them for the caller's roles.
 */
import { sql } from 'drizzle-orm';
import type { FlagDefinition } from '#shared/access/flags.ts';
import type { Database } from '#server/db/client.ts';
import { preparedRowsOf } from '#server/db/prepared-rows.ts';

export interface CallerRow {
  sessionId: string | null;
  userId: string | null;
  email: string | null;
  fullName: string | null;
  /** Milliseconds since the epoch, as better-auth compares them. */
  expiresAt: number | null;
  createdAt: number | null;
  grants: { role: string; collegeId: string | null }[] | null;
  flags: FlagDefinition[];
}

/** `tokenHash`: the stored form of the cookie's token (session-token-storage.ts). */
export async function loadCallerRow(db: Database, tokenHash: string): Promise<CallerRow> {
  const [row] = await preparedRowsOf<CallerRow>(
    db,
    sql`select s.id as "sessionId", s.user_id as "userId", p.email, p.full_name as "fullName",
      floor(extract(epoch from s.expires_at) * 1000)::float8 as "expiresAt",
      floor(extract(epoch from s.created_at) * 1000)::float8 as "createdAt",
      (select coalesce(json_agg(json_build_object('role', r.role, 'collegeId', r.college_id)), '[]'::json)
        from user_roles r where r.user_id = s.user_id) as grants,
      (select coalesce(json_agg(json_build_object('key', e.key, 'variant', e.variant, 'enabled', e.enabled,
          'requiredRoles', e.required_roles, 'rolloutPercentage', e.rollout_percentage, 'devOnly', e.dev_only)), '[]'::json)
        from experiments e where e.enabled) as flags
    from (select 1) as caller
    left join (sessions s join profiles p on p.id = s.user_id) on s.token = ${tokenHash}`,
  );
  return row!;
}
