/**
 * The college's staff confirm or decline a self-reported outcome
 * (docs/decisions/041). Confirming clears an earlier decline; declining
 * clears a confirmation, and a declined outcome is never public.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

export async function reviewOutcome(db: Database, input: { id: string; reviewerUserId: string; decision: 'confirm' | 'decline' }): Promise<void> {
  await db.execute(
    input.decision === 'confirm'
      ? sql`update recruiting_outcomes set confirmed_at = coalesce(confirmed_at, now()), confirmed_by_user_id = coalesce(confirmed_by_user_id, ${input.reviewerUserId}),
          declined_at = null, declined_by_user_id = null, updated_at = now()
        where id = ${input.id} and withdrawn_at is null`
      : sql`update recruiting_outcomes set declined_at = coalesce(declined_at, now()), declined_by_user_id = coalesce(declined_by_user_id, ${input.reviewerUserId}),
          confirmed_at = null, confirmed_by_user_id = null, updated_at = now()
        where id = ${input.id} and withdrawn_at is null`,
  );
}
