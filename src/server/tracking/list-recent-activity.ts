import { desc, eq } from 'drizzle-orm';
import type { ActivityResponse } from '#shared/contracts/activity.ts';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { userActivityLogs } from '#server/db/schema/tracking.ts';

/** The newest activity rows with each user's email and name, in one query, bounded by `limit`. */
export async function listRecentActivity(db: Database, limit: number): Promise<ActivityResponse> {
  const rows = await db
    .select({
      id: userActivityLogs.id,
      userId: userActivityLogs.userId,
      userEmail: profiles.email,
      userName: profiles.fullName,
      sessionId: userActivityLogs.sessionId,
      eventType: userActivityLogs.eventType,
      eventCategory: userActivityLogs.eventCategory,
      pagePath: userActivityLogs.pagePath,
      referrer: userActivityLogs.referrer,
      userAgent: userActivityLogs.userAgent,
      properties: userActivityLogs.properties,
      createdAt: userActivityLogs.createdAt,
    })
    .from(userActivityLogs)
    .leftJoin(profiles, eq(profiles.id, userActivityLogs.userId))
    .orderBy(desc(userActivityLogs.createdAt), desc(userActivityLogs.id))
    .limit(limit);
  return { events: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
