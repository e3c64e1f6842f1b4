import type { z } from 'zod';
import type { logActivityBodySchema } from '#shared/contracts/activity.ts';
import type { Database } from '#server/db/client.ts';
import { userActivityLogs } from '#server/db/schema/tracking.ts';

export type ActivityRecord = z.output<typeof logActivityBodySchema> & { userId: string; userAgent: string | null };

/** Records one engagement event (spec sections 3 and 7.3: user_activity_logs). */
export async function logActivity(db: Database, record: ActivityRecord): Promise<void> {
  await db.insert(userActivityLogs).values({
    userId: record.userId,
    sessionId: record.sessionId ?? null,
    eventType: record.eventType,
    eventCategory: record.eventCategory ?? null,
    pagePath: record.pagePath,
    referrer: record.referrer || null,
    userAgent: record.userAgent,
    properties: record.properties ?? {},
  });
}

/** The request's User-Agent header, bounded (it is stored, not trusted). */
export function userAgentOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, 512) : null;
}
