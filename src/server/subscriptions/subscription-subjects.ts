/**
 * Whose plan a viewer may see and buy (docs/decisions/046):
 * - a team: its managers see it (owner, yes_admin, yes_developer); only the
 *   owner buys or changes its plan (the one who pays);
 * - a college: "can manage a program" sees it (yes_admin, the college's
 *   programs_college_admin); only a programs_college_admin of it buys;
 * - a user: themselves, player accounts only (not recruiters, guardians or
 *   platform staff); a minor sees the plan but
 *   cannot buy it; a platform admin reads any player account's (to set it by
 *   hand, decision 046 session 24).
 * canSetPlanByHand: the viewer is a platform admin (canChangeTier, the role
 * that sets a team's tier).
 * Anyone else gets 404, which does not confirm the subject exists.
 * Loaded in one statement per subject type, whatever the number of subjects.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { canHaveCollegeMatch, canManageProgram, isAdminOrDeveloper, isPrivileged } from '#shared/access/access-rules.ts';
import { COACHING_ROLES, COLLEGE_PROGRAM_ROLES, FAMILY_ROLES, PRIVILEGED_ROLES } from '#shared/access/roles.ts';
import type { SubscriptionSubject } from '#shared/contracts/subscriptions.ts';
import { DEFAULT_PLAN, PLAN_TEXTS, type SubjectType } from '#shared/access/plans.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { canChangeTier } from './can-change-tier.ts';
import { rowsOf, liveRosterRow } from '#server/db/sql.ts';
import { COLLEGE_USAGE_SQL } from './plan-gates.ts';

type Executor = Pick<Database, 'execute'>;

interface SubjectRow {
  type: SubjectType;
  id: string;
  name: string;
  plan: string;
  status: string | null;
  currentPeriodEnd: string | Date | null;
  cancelAtPeriodEnd: boolean | null;
  pendingPlan: string | null;
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  setByHand: boolean | null;
  canManageBilling: boolean;
  staff: number | null;
  publishedForms: number | null;
  activePipelineEntries: number | null;
  staffSeats: number | null;
  savedSearches: number | null;
}

const subscriptionColumns = (type: SubjectType, id: SQL) => sql`
  s.status, s.current_period_end as "currentPeriodEnd", s.cancel_at_period_end as "cancelAtPeriodEnd", s.pending_plan as "pendingPlan",
  s.stripe_subscription_id as "stripeSubscriptionId", s.stripe_customer_id as "stripeCustomerId",
  s.plan_set_by_hand_at is not null as "setByHand"
  from (select 1) one left join subscriptions s on s.subject_type = ${type} and s.subject_id = ${id}`;

function toSubject(row: SubjectRow, viewer: Viewer): SubscriptionSubject {
  const end = row.currentPeriodEnd;
  return {
    type: row.type,
    id: row.id,
    name: row.name,
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: end === null ? null : new Date(end).toISOString(),
    cancelAtPeriodEnd: Boolean(row.cancelAtPeriodEnd),
    pendingPlan: row.pendingPlan,
    hasStripeSubscription: row.stripeSubscriptionId !== null,
    hasBillingAccount: row.stripeCustomerId !== null,
    canManageBilling: row.canManageBilling,
    setByHand: Boolean(row.setByHand),
    canSetPlanByHand: canChangeTier(viewer.grants),
    usage: { staff: row.staff, publishedForms: row.publishedForms, activePipelineEntries: row.activePipelineEntries, staffSeats: row.staffSeats, savedSearches: row.savedSearches },
  };
}

async function loadTeams(db: Executor, viewer: Viewer, filter: { owned: boolean; teamId: string | null }): Promise<SubjectRow[]> {
  const managesAny = isAdminOrDeveloper(viewer.grants);
  const which: SQL[] = [];
  if (filter.owned) which.push(sql`(t.owner_user_id = ${viewer.userId} and t.archived_at is null)`);
  if (filter.teamId !== null) which.push(sql`(t.id::text = ${filter.teamId} and (t.owner_user_id = ${viewer.userId} or ${managesAny}))`);
  if (which.length === 0) return [];
  return rowsOf<SubjectRow>(
    db,
    sql`select 'team' as type, t.id::text as id, t.name, t.subscription_tier as plan, t.owner_user_id = ${viewer.userId} as "canManageBilling",
        (select count(distinct s.user_id)::int from team_staff s where s.team_id = t.id and ${liveRosterRow('s')}) as staff,
        null as "publishedForms", null as "activePipelineEntries", null as "staffSeats", null as "savedSearches", sub.*
      from teams t
      cross join lateral (select ${subscriptionColumns('team', sql`t.id::text`)}) sub
      where ${sql.join(which, sql` or `)}
      order by t.name, t.id`,
  );
}

async function loadColleges(db: Executor, viewer: Viewer, collegeIds: readonly string[]): Promise<SubjectRow[]> {
  const ids = [...new Set(collegeIds)].filter((id) => canManageProgram(viewer.grants, id));
  if (ids.length === 0) return [];
  const admins = viewer.grants.filter((grant) => grant.role === 'programs_college_admin' && grant.collegeId !== null).map((grant) => grant.collegeId!);
  return rowsOf<SubjectRow>(
    db,
    sql`select 'college' as type, c.id::text as id, c.name, coalesce(sub.plan_now, ${DEFAULT_PLAN.college}) as plan,
        c.id::text in ${admins.length > 0 ? admins : ['']} as "canManageBilling",
        null::int as staff,
        ${COLLEGE_USAGE_SQL.published_forms(sql`c.id`)} as "publishedForms",
        ${COLLEGE_USAGE_SQL.active_pipeline_entries(sql`c.id`)} as "activePipelineEntries",
        ${COLLEGE_USAGE_SQL.staff_seats(sql`c.id`)} as "staffSeats",
        ${COLLEGE_USAGE_SQL.saved_searches(sql`c.id`)} as "savedSearches", sub.*
      from colleges c
      cross join lateral (select s.plan as plan_now, ${subscriptionColumns('college', sql`c.id::text`)}) sub
      where c.id::text in ${ids}
      order by c.name, c.id`,
  );
}

async function loadSelf(db: Executor, viewer: Viewer): Promise<SubjectRow[]> {
  // Player accounts: not recruiters, guardians or platform staff (a player plan means nothing to them).
  if (!canHaveCollegeMatch(viewer.grants) || isPrivileged(viewer.grants)) return [];
  return rowsOf<SubjectRow>(
    db,
    sql`select 'user' as type, ${viewer.userId} as id, ${viewer.fullName || 'My account'} as name,
        coalesce(sub.plan_now, ${DEFAULT_PLAN.user}) as plan,
        not coalesce((select ${isMinorSql('up')} from user_profiles up where up.user_id = ${viewer.userId}), false) as "canManageBilling",
        null::int as staff, null::int as "publishedForms", null::int as "activePipelineEntries", null::int as "staffSeats", null::int as "savedSearches", sub.*
      from (select s.plan as plan_now, ${subscriptionColumns('user', sql`${viewer.userId}`)}) sub`,
  );
}

const NOT_PLAYER_ROLES = [...PRIVILEGED_ROLES, ...COLLEGE_PROGRAM_ROLES, ...COACHING_ROLES, ...FAMILY_ROLES];

/** Whether a user id is a player account (the roles canHaveCollegeMatch and loadSelf exclude): the only users with a plan. */
export function playerAccountSql(userId: SQL): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from profiles pa where pa.id = ${userId})
    and not exists (select 1 from user_roles pr where pr.user_id = ${userId} and pr.role in ${NOT_PLAYER_ROLES}))`;
}

/** Another user's player plan, read by a platform admin only (read-only: only the player pays). */
async function loadPlayerForAdmin(db: Executor, viewer: Viewer, userId: string): Promise<SubjectRow[]> {
  if (!canChangeTier(viewer.grants)) return [];
  return rowsOf<SubjectRow>(
    db,
    sql`select 'user' as type, p.id as id, p.full_name as name, coalesce(sub.plan_now, ${DEFAULT_PLAN.user}) as plan, false as "canManageBilling",
        null::int as staff, null::int as "publishedForms", null::int as "activePipelineEntries", null::int as "staffSeats", null::int as "savedSearches", sub.*
      from profiles p
      cross join lateral (select s.plan as plan_now, ${subscriptionColumns('user', sql`p.id`)}) sub
      where p.id = ${userId} and ${playerAccountSql(sql`p.id`)}`,
  );
}

/** The subjects of the /subscription page: teams the viewer owns, colleges they administer, themselves; plus the team or college asked for. */
export async function listViewerSubjects(
  db: Executor,
  viewer: Viewer,
  extra: { team?: string; college?: string; user?: string },
): Promise<SubscriptionSubject[]> {
  const adminColleges = viewer.grants.filter((grant) => grant.role === 'programs_college_admin' && grant.collegeId !== null).map((grant) => grant.collegeId!);
  const [teams, colleges, self] = [
    await loadTeams(db, viewer, { owned: true, teamId: extra.team ?? null }),
    await loadColleges(db, viewer, extra.college ? [...adminColleges, extra.college] : adminColleges),
    await loadSelf(db, viewer),
  ];
  const other = extra.user !== undefined && extra.user !== viewer.userId ? await loadPlayerForAdmin(db, viewer, extra.user) : [];
  return [...teams, ...colleges, ...self, ...other].map((row) => toSubject(row, viewer));
}

export function subjectNotFound(): AppError {
  return new AppError('not_found', PLAN_TEXTS.subjectNotFound);
}

/** One subject the viewer may see (404 otherwise); `billing`: and may buy for (404 otherwise too). */
export async function requireSubject(
  db: Executor,
  viewer: Viewer,
  subjectType: SubjectType,
  subjectId: string,
  options: { billing?: boolean } = {},
): Promise<SubscriptionSubject> {
  const rows =
    subjectType === 'team'
      ? await loadTeams(db, viewer, { owned: false, teamId: subjectId })
      : subjectType === 'college'
        ? await loadColleges(db, viewer, [subjectId])
        : subjectId === viewer.userId
          ? await loadSelf(db, viewer)
          : await loadPlayerForAdmin(db, viewer, subjectId);
  const subject = rows[0] ? toSubject(rows[0], viewer) : null;
  if (!subject || (options.billing && !subject.canManageBilling)) throw subjectNotFound();
  return subject;
}
