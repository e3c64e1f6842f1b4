/**
 * Gold custom integrations (docs/decisions/052): one calendar link for the
 * whole team, made by its managers, for places that have no account here
 * (a team website, a shared club calendar, parents). Same token rules as
 * the personal feeds (calendar-feed.ts, decision 010): 32 random bytes,
 * only the SHA-256 stored, shown once; regenerating or turning it off stops
 * the old link at once. The link answers 404 while the team is not on Gold
 * or is archived (the hash is kept: back on Gold, the same link works
 * again), and when the teams feature is off for the owner.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { isAdminOrDeveloper, tierAllows } from '#shared/access/access-rules.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { flagEnabled } from '#shared/access/flags.ts';
import { isRole } from '#shared/access/roles.ts';
import type { SubscriptionTier } from '#shared/value-sets.ts';
import type { AppContext } from '#server/app-context.ts';
import type { TeamAccess } from '../teams-policies.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { teams } from '#server/db/schema/teams.ts';
import { evaluateFlagsFor } from '#server/flags/load-flags.ts';
import { CALENDAR_SUFFIX, hashCalendarToken } from './calendar-feed.ts';
import { CALENDAR_NOT_FOUND, teamCalendarText } from './calendar-ics.ts';

export function teamCalendarLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/team-calendar/${token}${CALENDAR_SUFFIX}`;
}

export async function getTeamCalendarLink(ctx: AppContext, access: TeamAccess) {
  const [row] = await ctx.db.select({ hash: teams.sharedCalendarTokenHash }).from(teams).where(eq(teams.id, access.team.id));
  return { url: null, exists: Boolean(row?.hash) };
}

/** Creates the link or replaces it; answers the URL, the only time it is shown. */
export async function rotateTeamCalendarLink(ctx: AppContext, access: TeamAccess) {
  if (access.team.archivedAt) throw new AppError('conflict', TEAM_TEXTS.archived);
  const token = randomBytes(32).toString('base64url');
  await ctx.db.update(teams).set({ sharedCalendarTokenHash: hashCalendarToken(token) }).where(eq(teams.id, access.team.id));
  return { url: teamCalendarLinkUrl(ctx.baseUrl, token), exists: true };
}

export async function revokeTeamCalendarLink(ctx: AppContext, access: TeamAccess): Promise<void> {
  await ctx.db.update(teams).set({ sharedCalendarTokenHash: null }).where(eq(teams.id, access.team.id));
}

/** GET /api/team-calendar/<token>.ics: the .ics text, or 404 (unknown, revoked, not Gold, archived, feature off). */
export async function renderTeamCalendarLink(ctx: AppContext, fileName: string): Promise<string> {
  const token = fileName.slice(0, -CALENDAR_SUFFIX.length);
  const [team] = await ctx.db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      tier: teams.subscriptionTier,
      ownerRoles: sql<string[]>`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${teams.ownerUserId}), '{}')`,
    })
    .from(teams)
    .where(and(eq(teams.sharedCalendarTokenHash, hashCalendarToken(token)), sql`${teams.archivedAt} is null`));
  if (!team || !tierAllows(team.tier as SubscriptionTier, 'custom_integrations')) throw new AppError('not_found', CALENDAR_NOT_FOUND);
  const roles = team.ownerRoles.filter(isRole);
  const grants = roles.map((role) => ({ role, collegeId: null }));
  if (!isAdminOrDeveloper(grants) && !flagEnabled(await evaluateFlagsFor(ctx.db, roles), 'teams_management')) {
    throw new AppError('not_found', CALENDAR_NOT_FOUND);
  }
  return teamCalendarText(ctx, team);
}
