import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { sessions } from '#server/db/schema/auth.ts';

/** Ends every session of the viewer except this one, closes their sockets everywhere, and says how many ended. */
export async function revokeOtherSessions(ctx: AppContext, viewer: Viewer): Promise<number> {
  const deleted = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, viewer.userId), ne(sessions.id, viewer.sessionId)))
    .returning({ id: sessions.id });
  await ctx.realtime.endSessions(deleted.map((row) => ({ userId: viewer.userId, sessionId: row.id })));
  return deleted.length;
}
