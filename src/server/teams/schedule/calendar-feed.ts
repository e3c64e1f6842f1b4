/**
 * A member's personal calendar feed (issue point 7). The token is the secret
 * in the URL: only its sha256 is stored, so the URL is shown once, when it is
 * created or rotated; rotating or revoking makes the old URL answer 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { AppContext } from '#server/app-context.ts';
import type { TeamAccess } from '../teams-policies.ts';
import { teamCalendarFeeds } from '#server/db/schema/teams.ts';

export const CALENDAR_SUFFIX = '.ics';

export function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function calendarFeedUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/calendar/${token}${CALENDAR_SUFFIX}`;
}

const ownFeed = (access: TeamAccess) =>
  and(eq(teamCalendarFeeds.teamId, access.team.id), eq(teamCalendarFeeds.userId, access.viewer.userId));

export async function getCalendarFeed(ctx: AppContext, access: TeamAccess) {
  const [row] = await ctx.db.select({ id: teamCalendarFeeds.id }).from(teamCalendarFeeds).where(ownFeed(access));
  return { url: null, exists: Boolean(row) };
}

/** Creates the viewer's feed or gives it a new token; answers the URL (the only time it is shown). */
export async function rotateCalendarFeed(ctx: AppContext, access: TeamAccess) {
  if (access.team.archivedAt) throw new AppError('conflict', TEAM_TEXTS.archived);
  // 32 random bytes, base64url: 43 characters of [A-Za-z0-9_-].
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashCalendarToken(token);
  await ctx.db
    .insert(teamCalendarFeeds)
    .values({ teamId: access.team.id, userId: access.viewer.userId, tokenHash })
    .onConflictDoUpdate({
      target: [teamCalendarFeeds.teamId, teamCalendarFeeds.userId],
      set: { tokenHash, createdAt: new Date() },
    });
  return { url: calendarFeedUrl(ctx.baseUrl, token), exists: true };
}

/** Removes the viewer's feed (nothing to do when there is none). */
export async function revokeCalendarFeed(ctx: AppContext, access: TeamAccess): Promise<void> {
  await ctx.db.delete(teamCalendarFeeds).where(ownFeed(access));
}
