/**
 * The college the demo college admin's role names (DEMO_COLLEGE_ID): since
 * user_roles.college_id is a foreign key to colleges (docs/decisions/032),
 * the row must exist before the role. A minimal stand-in, made only when no
 * college has that id, named as sample data (no esports facts); the demo
 * colleges of issue 12.7 create the real one with this id, and then this
 * insert does nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { DEMO_COLLEGE_ID } from './demo-accounts.ts';

export async function ensureDemoCollege(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`insert into colleges (id, slug, name, city, state, website, predominant_degree, control)
    values (${DEMO_COLLEGE_ID}, 'demo-college-sample-data', 'Demo College (sample data)', 'Springfield', 'IL', 'https://demo-college.example.edu', 'bachelor', 'public')
    on conflict do nothing`);
}
