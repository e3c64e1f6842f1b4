/**
 * POST /api/saved-searches (docs/decisions/051): the filters checked so the
 * search always runs, then, in one transaction, the limit: the college's
 * plan (requireCollegeRoom locks the college row, so two saves at the last
 * place cannot both pass) or, without a college, the free limit on the
 * user's own searches (the user's profile row is locked first either way,
 * which also serialises the per-user cap and the name check).
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { collegeLimit } from '#shared/access/plans.ts';
import { MAX_SAVED_SEARCHES_PER_USER, SAVED_SEARCH_TEXTS, type createSavedSearchSchema, type SavedSearch } from '#shared/contracts/saved-searches.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { savedSearches } from '#server/db/schema/saved-searches.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import { requireCollegeRoom } from '#server/subscriptions/plan-gates.ts';
import { rowsOf } from '#server/db/sql.ts';
import { checkSavedSearchFilters } from './check-saved-search-filters.ts';
import { savedSearchCollegeId } from './saved-search-college.ts';
import { assertSavedSearchNameFree, savedSearchNameTaken } from './saved-search-name.ts';
import { savedSearchRows } from './saved-search-sql.ts';

export async function createSavedSearch(db: Database, viewer: Viewer, input: z.output<typeof createSavedSearchSchema>): Promise<SavedSearch> {
  const { filters, programCollegeId } = await checkSavedSearchFilters(db, viewer, input.filters);
  const collegeId = savedSearchCollegeId(viewer.grants, programCollegeId);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select id from profiles where id = ${viewer.userId} for update`);
      const [own] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from saved_searches where owner_user_id = ${viewer.userId}`);
      const ownCount = own?.n ?? 0;
      if (ownCount >= MAX_SAVED_SEARCHES_PER_USER) throw new AppError('validation', SAVED_SEARCH_TEXTS.tooMany, { name: SAVED_SEARCH_TEXTS.tooMany });
      await assertSavedSearchNameFree(tx, viewer.userId, input.name);
      if (collegeId !== null) await requireCollegeRoom(tx, collegeId, 'saved_searches');
      else {
        const max = collegeLimit('free', 'saved_searches');
        if (max !== null && ownCount >= max) throw new AppError('forbidden', SAVED_SEARCH_TEXTS.personalLimit(max));
      }
      const [row] = await tx.insert(savedSearches).values({ ownerUserId: viewer.userId, collegeId, name: input.name, filters }).returning({ id: savedSearches.id });
      const [search] = await savedSearchRows(tx, viewer.userId, sql`ss.id = ${row!.id}`);
      return search!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw savedSearchNameTaken();
    throw error;
  }
}
