import { eq, sql } from 'drizzle-orm';
import { MY_TEAMS_IN_HEADER, type MeResponse, type MyTeamLink } from '#shared/contracts/me.ts';
import { ageBracket, ageOn } from '#shared/account/age-verification.ts';
import { isTheme } from '#shared/account/theme.ts';
import type { EvaluatedFlags } from '#shared/access/flags.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { onTeamSql, rowsOf } from '#server/db/sql.ts';

/** The teams `userId` is on, by name then id, for the header's My teams. */
function loadMyTeams(ctx: AppContext, userId: string): Promise<MyTeamLink[]> {
  return rowsOf<MyTeamLink>(
    ctx.db,
    sql`select t.id, t.name from teams t where ${onTeamSql('t', userId)} order by lower(t.name), t.id limit ${MY_TEAMS_IN_HEADER}`,
  );
}

/**
 * GET /api/me: user, profile summary, roles, evaluated flags (the caller's,
 * flags/caller-flags.ts) and the user's teams; two queries after the caller's.
 */
export async function getMe(ctx: AppContext, viewer: Viewer | null, flags: Promise<EvaluatedFlags>): Promise<MeResponse> {
  // Spec section 8: flags that fail to load are logged and the user gets none, never an error.
  const flagsPromise = flags.catch(
    (error: unknown) => {
      ctx.log.error({ err: error }, 'feature flags failed to load');
      return {};
    },
  );
  if (!viewer) return { user: null, profile: null, roles: [], flags: await flagsPromise, teams: [] };
  const teamsPromise = loadMyTeams(ctx, viewer.userId);
  const [row] = await ctx.db
    .select({
      avatarUrl: profiles.avatarUrl,
      profileId: userProfiles.id,
      slug: userProfiles.slug,
      displayName: userProfiles.displayName,
      isPublished: userProfiles.isPublished,
      themePreference: userProfiles.themePreference,
      birthDate: userProfiles.birthDate,
      setupCompletedAt: userProfiles.setupCompletedAt,
      completionPercent: userProfiles.completionPercent,
    })
    .from(profiles)
    .leftJoin(userProfiles, eq(userProfiles.userId, profiles.id))
    .where(eq(profiles.id, viewer.userId));
  const profile =
    row?.profileId && row.slug && row.displayName !== null
      ? {
          id: row.profileId,
          slug: row.slug,
          displayName: row.displayName,
          isPublished: row.isPublished ?? false,
          themePreference: isTheme(row.themePreference) ? row.themePreference : null,
          isMinor: row.birthDate ? ageBracket(ageOn(row.birthDate, new Date())) === 'minor' : false,
          setupComplete: row.setupCompletedAt !== null,
          completionPercent: row.completionPercent ?? 0,
        }
      : null;
  return {
    user: { id: viewer.userId, email: viewer.email, fullName: viewer.fullName, avatarUrl: row?.avatarUrl ?? null },
    profile,
    roles: viewer.grants,
    flags: await flagsPromise,
    teams: await teamsPromise,
  };
}
