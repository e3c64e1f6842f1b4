/**
 * Outcomes as the status page, the player's pages and the guardian page
 * show them: one statement for any number of rows, each judged by
 * outcomeVisibleSql for the viewer, with how the viewer stands to it and
 * what they may do (outcomeActions of access-rules.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { isPrivileged, outcomeActions, type OutcomeViewerRelation } from '#shared/access/access-rules.ts';
import type { Outcome } from '#shared/contracts/outcomes.ts';
import type { ProgramLevel } from '#shared/recruiting/program-levels.ts';
import type { OutcomeStatus } from '#shared/recruiting/recruiting-values.ts';
import type { Database } from '#server/db/client.ts';
import { isMinorSql, profileViewerOf, profileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import {
  awaitingApprovalSql,
  outcomeCollegeStaffSql,
  outcomeGuardianSql,
  outcomePlayerSql,
  outcomePublicSql,
  outcomeVisibleSql,
  type OutcomeViewer,
} from './outcome-access-sql.ts';

export interface OutcomeRow {
  id: string;
  playerUserId: string;
  collegeId: string;
  status: OutcomeStatus;
  decidedOn: string | null;
  recordedBy: 'player' | 'program';
  displayName: string;
  classYear: number | null;
  state: string | null;
  profileSlug: string | null;
  collegeName: string;
  collegeSlug: string;
  programId: string | null;
  programLevel: ProgramLevel | null;
  titleName: string | null;
  confirmed: boolean;
  declined: boolean;
  isMinor: boolean;
  awaitingApproval: boolean;
  playerConsent: boolean;
  guardianConsent: boolean;
  isPublic: boolean;
  isPlayer: boolean;
  isGuardian: boolean;
  isCollegeStaff: boolean;
  createdAt: string | Date;
}

/** The rows `where` selects (over `o`, `up`, `c`) that the viewer may see, newest first. */
export function loadOutcomeRows(db: Pick<Database, 'execute'>, viewer: OutcomeViewer | null, where: SQL, limit = 100): Promise<OutcomeRow[]> {
  const profileViewer = profileViewerOf(viewer ? { userId: viewer.userId, grants: viewer.grants } : null);
  return rowsOf<OutcomeRow>(
    db,
    sql`select o.id, o.player_user_id as "playerUserId", o.college_id as "collegeId", o.status, o.decided_on::text as "decidedOn",
        o.recorded_by as "recordedBy", up.display_name as "displayName", up.grad_year as "classYear", up.state,
        case when ${profileVisibleSql('up', profileViewer)} then up.slug end as "profileSlug",
        c.name as "collegeName", c.slug as "collegeSlug", p.id as "programId", p.level as "programLevel", t.name as "titleName",
        o.confirmed_at is not null as confirmed, o.declined_at is not null as declined,
        ${isMinorSql('up')} as "isMinor", ${awaitingApprovalSql()} as "awaitingApproval",
        o.player_public_consent_at is not null as "playerConsent", o.guardian_public_consent_at is not null as "guardianConsent",
        ${outcomePublicSql()} as "isPublic", ${outcomePlayerSql(viewer)} as "isPlayer", ${outcomeGuardianSql(viewer)} as "isGuardian",
        ${outcomeCollegeStaffSql(viewer)} as "isCollegeStaff", o.created_at as "createdAt"
      from recruiting_outcomes o
      join user_profiles up on up.user_id = o.player_user_id
      join colleges c on c.id = o.college_id
      left join college_programs p on p.id = o.program_id
      left join esports_titles t on t.id = o.esports_title_id
      where (${where}) and ${outcomeVisibleSql(viewer)}
      order by o.created_at desc, o.id desc
      limit ${limit}`,
  );
}

/** The player as every outcome surface shows them: display name, class year and state (minor-safe), and the profile when visible. */
export function outcomePlayerOf(row: OutcomeRow) {
  return { displayName: row.displayName, classYear: row.classYear, state: row.state, profileSlug: row.profileSlug };
}

export function relationOf(row: OutcomeRow, viewer: OutcomeViewer | null): OutcomeViewerRelation {
  if (row.isPlayer) return 'player';
  if (row.isGuardian) return 'guardian';
  if (row.isCollegeStaff && !(viewer && isPrivileged(viewer.grants))) return 'college_staff';
  if (viewer && isPrivileged(viewer.grants)) return 'platform_staff';
  return 'public';
}

export function toOutcome(row: OutcomeRow, viewer: OutcomeViewer | null): Outcome {
  const relation = relationOf(row, viewer);
  const actions = outcomeActions(relation, {
    recordedBy: row.recordedBy,
    isMinor: row.isMinor,
    awaitingGuardianApproval: row.awaitingApproval,
    confirmed: row.confirmed,
    declined: row.declined,
    isPublic: row.isPublic,
    viewerIsCollegeStaff: row.isCollegeStaff,
  });
  return {
    kind: 'outcome',
    id: row.id,
    status: row.status,
    decidedOn: row.decidedOn,
    recordedBy: row.recordedBy,
    player: outcomePlayerOf(row),
    college: { name: row.collegeName, slug: row.collegeSlug },
    program: row.programId && row.programLevel ? { id: row.programId, level: row.programLevel } : null,
    titleName: row.titleName,
    confirmed: row.confirmed,
    declined: row.declined,
    awaitingGuardianApproval: row.awaitingApproval,
    needsGuardianConsent: row.isMinor,
    playerPublicConsent: row.playerConsent,
    guardianPublicConsent: row.guardianConsent,
    isPublic: row.isPublic,
    createdAt: new Date(row.createdAt).toISOString(),
    viewer: { relation, ...actions },
  };
}

/** The outcome the viewer may see, or null (missing, withdrawn, or not theirs to see: one answer). */
export async function loadOutcome(db: Pick<Database, 'execute'>, viewer: OutcomeViewer | null, id: string): Promise<{ row: OutcomeRow; outcome: Outcome } | null> {
  const [row] = await loadOutcomeRows(db, viewer, sql`o.id = ${id}`, 1);
  return row ? { row, outcome: toOutcome(row, viewer) } : null;
}
