/** Puts a subject on a plan straight in the database (API tests whose subject would otherwise meet the default plan's limits). */
import { sql } from 'drizzle-orm';
import type { SubjectType } from '#shared/access/plans.ts';
import type { Database } from '#server/db/client.ts';

export async function givePlan(db: Database, subjectType: SubjectType, subjectId: string, plan: string): Promise<void> {
  await db.execute(sql`insert into subscriptions (subject_type, subject_id, plan) values (${subjectType}, ${subjectId}, ${plan})
    on conflict (subject_type, subject_id) do update set plan = excluded.plan, updated_at = now()`);
}
