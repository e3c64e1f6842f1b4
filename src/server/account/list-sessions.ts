import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccountSession } from '#shared/contracts/sessions.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { sessionIsLive } from '#server/auth/session-lifetime.ts';
import { sessions } from '#server/db/schema/auth.ts';
import { describeUserAgent } from './describe-user-agent.ts';

/** More than anyone keeps; the list stays bounded. */
export const MAX_LISTED_SESSIONS = 100;

/** The viewer's live sessions, this one first, then the most recently active; never a token. */
export async function listSessions(ctx: AppContext, viewer: Viewer): Promise<AccountSession[]> {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, viewer.userId), sessionIsLive()))
    .orderBy(sql`${sessions.id} = ${viewer.sessionId} desc`, desc(sessions.updatedAt), desc(sessions.id))
    .limit(MAX_LISTED_SESSIONS);
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isCurrent: row.id === viewer.sessionId,
  }));
}
