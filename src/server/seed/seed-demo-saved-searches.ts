/**
 * Demo saved searches (docs/decisions/051): Demo University's coach (Cory
 * Coach, staff of its programs) keeps two, so /players shows the Saved
 * searches panel with something to run. Demo University is on College Pro
 * (seed-demo-colleges.ts): no limit; the free limit's prompt is for other
 * colleges' staff. Each is parsed with the search's
 * own query schema, as the API stores it, so it always runs.
 */
import { sql } from 'drizzle-orm';
import { playerSearchQuerySchema, type PlayerSearchInput } from '#shared/contracts/player-search.ts';
import type { Database } from '#server/db/client.ts';
import { savedSearches } from '#server/db/schema/saved-searches.ts';
import { rowsOf } from '#server/db/sql.ts';

export const DEMO_SAVED_SEARCH_NAMES = ['Valorant Diamond+ initiators (demo)', 'Best matches for Valorant varsity (demo)'] as const;

function stored(input: PlayerSearchInput): Record<string, unknown> {
  const { page: _page, ...filters } = playerSearchQuerySchema.parse(input);
  return JSON.parse(JSON.stringify(filters)) as Record<string, unknown>;
}

export async function seedDemoSavedSearches(tx: Database, input: { now: Date; coachUserId: string; collegeId: string }) {
  // One transaction has one now(): the second is a minute later, so the list shows them in this order.
  const at = (minutes: number) => new Date(input.now.getTime() + minutes * 60_000);
  const [row] = await rowsOf<{ tierId: string; programId: string }>(
    tx,
    sql`select
        (select rt.id from rank_tiers rt join esports_titles t on t.id = rt.esports_title_id where t.slug = 'valorant' and rt.name = 'Diamond 1') as "tierId",
        (select p.id from college_programs p join esports_titles t on t.id = p.esports_title_id
          where p.college_id = ${input.collegeId} and t.slug = 'valorant' and p.level = 'varsity' order by p.id limit 1) as "programId"`,
  );
  if (!row?.tierId || !row.programId) throw new Error('demo saved searches: no Valorant Diamond 1 tier or Demo University Valorant varsity program');
  await tx.insert(savedSearches).values([
    {
      ownerUserId: input.coachUserId,
      collegeId: input.collegeId,
      name: DEMO_SAVED_SEARCH_NAMES[0],
      createdAt: at(0),
      updatedAt: at(0),
      filters: stored({ game: 'valorant', minTier: row.tierId, roles: ['Initiator'] }),
    },
    {
      ownerUserId: input.coachUserId,
      collegeId: input.collegeId,
      name: DEMO_SAVED_SEARCH_NAMES[1],
      createdAt: at(1),
      updatedAt: at(1),
      filters: stored({ program: row.programId, sort: 'match' }),
    },
  ]);
}
