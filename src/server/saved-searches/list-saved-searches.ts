/**
 * GET /api/saved-searches: the viewer's own saved searches, oldest first,
 * and what counts them against which limit (docs/decisions/051): the
 * college's plan and the saved searches of all its staff, or, without a
 * college, the free limit and the viewer's own. Two statements.
 */
import { sql } from 'drizzle-orm';
import { canManageProgram } from '#shared/access/access-rules.ts';
import { collegeLimit, isPlanOf, type CollegePlanKey } from '#shared/access/plans.ts';
import type { SavedSearchesResponse, SavedSearchUsage } from '#shared/contracts/saved-searches.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { COLLEGE_USAGE_SQL, subjectPlanSql } from '#server/subscriptions/plan-gates.ts';
import { rowsOf } from '#server/db/sql.ts';
import { savedSearchCollegeId } from './saved-search-college.ts';
import { savedSearchRows } from './saved-search-sql.ts';

async function usageOf(db: Pick<Database, 'execute'>, viewer: Viewer): Promise<SavedSearchUsage> {
  const collegeId = savedSearchCollegeId(viewer.grants);
  if (collegeId === null) {
    const [row] = await rowsOf<{ used: number }>(db, sql`select count(*)::int as used from saved_searches where owner_user_id = ${viewer.userId}`);
    return { college: null, used: row?.used ?? 0, max: collegeLimit('free', 'saved_searches'), canUpgrade: false };
  }
  const [row] = await rowsOf<{ id: string; name: string; plan: string; used: number }>(
    db,
    sql`select c.id, c.name, ${subjectPlanSql('college', sql`c.id`)} as plan, ${COLLEGE_USAGE_SQL.saved_searches(sql`c.id`)} as used
      from colleges c where c.id = ${collegeId}`,
  );
  const plan: CollegePlanKey = row && isPlanOf('college', row.plan) ? (row.plan as CollegePlanKey) : 'free';
  return {
    college: row ? { id: row.id, name: row.name, plan } : null,
    used: row?.used ?? 0,
    max: collegeLimit(plan, 'saved_searches'),
    canUpgrade: canManageProgram(viewer.grants, collegeId),
  };
}

export async function listSavedSearches(db: Database, viewer: Viewer): Promise<SavedSearchesResponse> {
  return { searches: await savedSearchRows(db, viewer.userId), usage: await usageOf(db, viewer) };
}
