import { and, eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { sessions } from '#server/db/schema/auth.ts';

/**
 * Ends one of the viewer's other sessions and closes its sockets on every
 * server. Someone else's session is "not found" (a 404 confirms nothing);
 * this device's own session ends by signing out, which also clears the cookie.
 */
export async function revokeSession(ctx: AppContext, viewer: Viewer, sessionId: string): Promise<void> {
  if (sessionId === viewer.sessionId) {
    throw new AppError('validation', 'This is the session you are using: sign out to end it.', {
      sessionId: 'Sign out to end this session',
    });
  }
  const deleted = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, viewer.userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new AppError('not_found', 'Session not found');
  await ctx.realtime.endSessions([{ userId: viewer.userId, sessionId }]);
}
