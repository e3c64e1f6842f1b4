/**
 * The server's plan gates in one place (docs/decisions/046), from the one
 * table in #shared/plans.ts. Team features: requireTeamTier (teams/teams-policies.ts)
 * and the staff slot check (teams/roster-checks.ts) read teams.subscription_tier
 * through the same table. College limits: requireCollegeRoom below, called
 * where a form is published or reopened, a staff member adds pipeline
 * entries, staff are invited, a search is saved (docs/decisions/051), and
 * responses are exported as CSV. Players: playerPlanOf, read by the profile
 * views list (its window). Nothing
 * a player, a guardian or a reply to a coach does is ever refused here
 * (NEVER_GATED): automatic pipeline adds from a player's form are not counted
 * against the program.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { COLLEGE_PROGRAM_ROLES } from '#shared/access/roles.ts';
import { collegeLimit, DEFAULT_PLAN, isPlanOf, PLAN_TEXTS, type CollegeLimit, type CollegePlanKey, type PlayerPlanKey } from '#shared/access/plans.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

type Executor = Pick<Database, 'execute'>;

/** The effective plan of a subject (an id expression), from its subscriptions row. */
export function subjectPlanSql(subjectType: 'college' | 'user', subjectId: SQL): SQL<string> {
  return sql<string>`coalesce((select ps.plan from subscriptions ps where ps.subject_type = ${subjectType} and ps.subject_id = (${subjectId})::text), ${DEFAULT_PLAN[subjectType]})`;
}

/** What a college (an id expression) uses of each counted limit. */
export const COLLEGE_USAGE_SQL: Record<Exclude<CollegeLimit, 'csv_export_rows'>, (collegeId: SQL) => SQL<number>> = {
  published_forms: (collegeId) =>
    sql<number>`(select count(*)::int from interest_forms uf join college_programs up on up.id = uf.program_id
      where up.college_id = ${collegeId} and uf.status = 'published' and (uf.closes_at is null or uf.closes_at > now()))`,
  active_pipeline_entries: (collegeId) =>
    sql<number>`(select count(*)::int from pipeline_entries ue join college_programs up on up.id = ue.program_id
      where up.college_id = ${collegeId} and ue.stage not in ('committed', 'not_a_fit'))`,
  staff_seats: (collegeId) =>
    sql<number>`((select count(distinct ur.user_id)::int from user_roles ur where ur.college_id = ${collegeId} and ur.role in ${[...COLLEGE_PROGRAM_ROLES]})
      + (select count(*)::int from college_staff_invitations ui where ui.college_id = ${collegeId} and ui.status = 'pending' and ui.expires_at > now()))`,
  // Saved searches (docs/decisions/051): those counted for the college by owners who are still its staff.
  saved_searches: (collegeId) =>
    sql<number>`(select count(*)::int from saved_searches us where us.college_id = ${collegeId}
      and exists (select 1 from user_roles usr where usr.user_id = us.owner_user_id and usr.college_id = ${collegeId} and usr.role in ${[...COLLEGE_PROGRAM_ROLES]}))`,
};

/** The college of a program, or null when the program is gone. */
export async function collegeIdOfProgram(db: Executor, programId: string): Promise<string | null> {
  const [row] = await rowsOf<{ collegeId: string }>(db, sql`select college_id as "collegeId" from college_programs where id = ${programId}`);
  return row?.collegeId ?? null;
}

export async function collegePlanOf(db: Executor, collegeId: string): Promise<CollegePlanKey> {
  const [row] = await rowsOf<{ plan: string }>(db, sql`select ${subjectPlanSql('college', sql`${collegeId}`)} as plan`);
  return row && isPlanOf('college', row.plan) ? (row.plan as CollegePlanKey) : 'free';
}

/** A player's plan (Player Plus: the whole profile view history, decision 046 session 24). */
export async function playerPlanOf(db: Executor, userId: string): Promise<PlayerPlanKey> {
  const [row] = await rowsOf<{ plan: string }>(db, sql`select ${subjectPlanSql('user', sql`${userId}`)} as plan`);
  return row && isPlanOf('user', row.plan) ? (row.plan as PlayerPlanKey) : 'free';
}

/**
 * Refuses (403, naming College Pro) when adding `adding` more would take the
 * college past its plan's limit. Call inside the transaction that adds: it
 * locks the college row first, so two adds at once cannot both take the last
 * place.
 */
export async function requireCollegeRoom(
  db: Executor,
  collegeId: string,
  limit: keyof typeof COLLEGE_USAGE_SQL,
  adding: number = 1,
): Promise<void> {
  if (adding <= 0) return;
  await db.execute(sql`select 1 from colleges where id = ${collegeId} for update`);
  const [row] = await rowsOf<{ plan: string; used: number }>(
    db,
    sql`select ${subjectPlanSql('college', sql`${collegeId}`)} as plan, ${COLLEGE_USAGE_SQL[limit](sql`${collegeId}::uuid`)} as used`,
  );
  const plan = row && isPlanOf('college', row.plan) ? (row.plan as CollegePlanKey) : 'free';
  const max = collegeLimit(plan, limit);
  if (max !== null && (row?.used ?? 0) + adding > max) throw new AppError('forbidden', PLAN_TEXTS.collegeLimitReached(limit, max));
}

/** CSV export: a free college exports up to its row limit at a time (403 past it, nothing sent). */
export async function requireCsvExportRows(db: Executor, collegeId: string, rows: number): Promise<void> {
  const max = collegeLimit(await collegePlanOf(db, collegeId), 'csv_export_rows');
  if (max !== null && rows > max) throw new AppError('forbidden', PLAN_TEXTS.collegeLimitReached('csv_export_rows', max));
}
