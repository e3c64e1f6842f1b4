/** The account's stored analytics choice (docs/decisions/044): what /account shows and syncs with. */
import { eq } from 'drizzle-orm';
import type { AccountConsent } from '#shared/contracts/tracking.ts';
import type { Database } from '#server/db/client.ts';
import { analyticsConsents } from '#server/db/schema/tracking.ts';

export async function getAccountConsent(db: Database, userId: string): Promise<AccountConsent> {
  const [row] = await db
    .select({ analytics: analyticsConsents.analytics, updatedAt: analyticsConsents.updatedAt })
    .from(analyticsConsents)
    .where(eq(analyticsConsents.userId, userId));
  return row ? { analytics: row.analytics, decidedAt: row.updatedAt.toISOString() } : { analytics: null, decidedAt: null };
}
