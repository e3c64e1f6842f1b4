/**
 * GET /api/home (issue 26.2, docs/decisions/068): the viewer's home. One
 * statement reads the profile, teams, upcoming practices, guarded players
 * and colleges (JSON subqueries, no query per row); the inbox's statement
 * gives the newest conversations; a player home adds the setup draft (what
 * is missing) and the college board's matches and deadlines, as those
 * pages compute them.
 */
import { sql } from 'drizzle-orm';
import { hasPlayerHome, holdsFamilyRole, isCollegeStaff, isTeamManagerAccount } from '#shared/account/account-kinds.ts';
import { HOME_LIMITS, HOME_SECTIONS, type HomeNextStep, type HomePlayer, type HomePractice, type HomeResponse, type HomeSection, type HomeTeam } from '#shared/contracts/home.ts';
import { paths } from '#shared/pages/paths.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, liveRosterRow, minorSql, onTeamSql, rowsOf } from '#server/db/sql.ts';
import { listInbox } from '#server/messaging/conversations/list-inbox.ts';
import { listGuardianConversations } from '#server/messaging/conversations/list-guardian-conversations.ts';
import { outcomesAwaitingGuardianSql } from './guardian-home-sql.ts';
import { activePlayerCount } from '#server/teams/team-sql.ts';
import { getCollegeBoard } from '#server/player-recruiting/get-college-board.ts';
import { getProfileSetup } from '#server/profiles/setup/get-profile-setup.ts';

interface HomeRow {
  displayName: string;
  slug: string | null;
  setupComplete: boolean;
  completionPercent: number;
  teams: HomeTeam[];
  practices: HomePractice[];
  guardedPlayers: NonNullable<HomeResponse['guardian']>['players'];
  guardianConversationCount: number;
  colleges: NonNullable<HomeResponse['college']>['colleges'];
}

function homeSql(viewer: Viewer, now: Date) {
  const userId = viewer.userId;
  const collegeIds = [...new Set(viewer.grants.flatMap((grant) => (grant.collegeId ? [grant.collegeId] : [])))];
  return sql`with my_teams as (
      select t.id, t.name, t.organization_type, t.max_roster_size,
        case when t.owner_user_id = ${userId} then 'owner'
          when exists (select 1 from team_staff s where s.team_id = t.id and s.user_id = ${userId} and ${liveRosterRow('s')}) then 'staff'
          else 'player' end as role
      from teams t where ${onTeamSql('t', userId)}
    )
    select coalesce(up.display_name, p.full_name) as "displayName", up.slug,
      up.setup_completed_at is not null as "setupComplete", coalesce(up.completion_percent, 0) as "completionPercent",
      coalesce((select json_agg(json_build_object(
          'id', mt.id, 'name', mt.name, 'organizationType', mt.organization_type, 'role', mt.role,
          'maxRosterSize', mt.max_roster_size,
          'activePlayers', ${activePlayerCount(sql`mt.id`)}
        ) order by lower(mt.name), mt.id) from my_teams mt), '[]'::json) as teams,
      coalesce((select json_agg(json_build_object(
          'id', x.id, 'teamId', x.team_id, 'teamName', x.team_name, 'title', x.title,
          'scheduledAt', ${isoTime(sql`x.scheduled_at`)}, 'durationMinutes', x.duration_minutes,
          'location', x.location, 'isMandatory', x.is_mandatory, 'myStatus', x.my_status
        ) order by x.scheduled_at, x.id)
        from (
          select pr.id, pr.team_id, mt.name as team_name, pr.title, pr.scheduled_at, pr.duration_minutes, pr.location, pr.is_mandatory,
            (select a.status from team_practice_attendance a where a.practice_id = pr.id and a.user_id = ${userId}) as my_status
          from team_practices pr join my_teams mt on mt.id = pr.team_id
          where pr.scheduled_at >= ${now.toISOString()}::timestamptz and pr.status in ('scheduled', 'in_progress')
          order by pr.scheduled_at, pr.id
          limit ${HOME_LIMITS.practices}
        ) x), '[]'::json) as practices,
      coalesce((select json_agg(json_build_object(
          'userId', g.user_id, 'displayName', g.display_name, 'slug', g.slug,
          'outcomesAwaitingGuardian', g.outcomes_awaiting,
          'isPendingApproval', g.guardian_approved_visibility is null and g.deletion_requested_at is null and g.is_minor
            and (g.is_published or g.setup_completed_at is not null
              or exists (select 1 from consent_events pr where pr.player_user_id = g.user_id and pr.kind = 'publishing_requested'))
        ) order by g.display_name, g.user_id)
        from (
          select gp.user_id, gp.display_name, gp.slug, gp.guardian_approved_visibility, gp.deletion_requested_at, gp.is_published,
            gp.setup_completed_at, ${minorSql('gp')} as is_minor, ${outcomesAwaitingGuardianSql('gp')} as outcomes_awaiting
          from user_profiles gp
          where gp.user_id in (select gl.player_user_id from guardian_links gl where gl.guardian_user_id = ${userId} and gl.status = 'active')
        ) g), '[]'::json) as "guardedPlayers",
      (select count(distinct cp.conversation_id)::int from conversation_participants cp
        join guardian_links gl on gl.player_user_id = cp.user_id
        where gl.guardian_user_id = ${userId} and gl.status = 'active') as "guardianConversationCount",
      coalesce((select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) order by c.name, c.id)
        from colleges c
        where c.id in (${collegeIds.length > 0 ? sql.join(collegeIds.map((id) => sql`${id}::uuid`), sql`, `) : sql`null::uuid`})), '[]'::json) as colleges
    from profiles p left join user_profiles up on up.user_id = p.id
    where p.id = ${userId}`;
}

/** What to do next, the most useful first: what setup still misses, then the college board. */
function nextSteps(slug: string, setupComplete: boolean, missing: readonly { label: string }[], boardIsEmpty: boolean, hasMatch: boolean): HomeNextStep[] {
  const fixHref = setupComplete ? paths.player.getHref(slug) : paths.welcome.getHref();
  const steps: HomeNextStep[] = missing.map((item, index) => ({ key: `missing-${index}`, label: item.label, href: fixHref }));
  if (!setupComplete) steps.unshift({ key: 'finish-setup', label: 'Finish your profile setup', href: paths.welcome.getHref() });
  if (hasMatch && boardIsEmpty) steps.push({ key: 'college-board', label: 'Add programs to your college board', href: paths.playerCollegeBoard.getHref(slug) });
  return steps.slice(0, HOME_LIMITS.nextSteps);
}

async function loadPlayerHome(db: Database, viewer: Viewer, row: HomeRow & { slug: string }, now: Date): Promise<HomePlayer> {
  const draft = await getProfileSetup(db, viewer);
  const board = await getCollegeBoard(
    db,
    { viewer, player: { userId: viewer.userId, slug: row.slug, displayName: row.displayName }, relation: 'player', canEdit: true },
    now,
  );
  const programs = new Map(board.items.map((item) => [item.program.id, item.program]));
  return {
    slug: row.slug,
    displayName: row.displayName,
    completionPercent: draft.completionPercent,
    setupComplete: row.setupComplete,
    nextSteps: nextSteps(row.slug, row.setupComplete, draft.missing, board.items.length === 0, board.hasMatch),
    hasMatch: board.hasMatch,
    matches: board.suggestions.slice(0, HOME_LIMITS.matches).map(({ program, match }) => ({ program, match })),
    deadlines: board.deadlines
      .flatMap((deadline) => {
        const program = programs.get(deadline.programId);
        return program ? [{ ...deadline, program }] : [];
      })
      .slice(0, HOME_LIMITS.deadlines),
  };
}

export async function getHome(db: Database, viewer: Viewer, now: Date = new Date()): Promise<HomeResponse> {
  const [row] = await rowsOf<HomeRow>(db, homeSql(viewer, now));
  if (!row) throw new Error('the signed-in viewer has no account row');
  const inbox = await listInbox(db, viewer.userId, { limit: HOME_LIMITS.conversations, starred: false, before: undefined });
  const grants = viewer.grants;
  const isGuardian = holdsFamilyRole(grants) || row.guardedPlayers.length > 0;
  const player = row.slug && hasPlayerHome(grants, row.setupComplete) ? await loadPlayerHome(db, viewer, { ...row, slug: row.slug }, now) : null;
  const shown: Record<HomeSection, boolean> = {
    college: isCollegeStaff(grants),
    guardian: isGuardian,
    teams: row.teams.length > 0 || isTeamManagerAccount(grants),
    player: player !== null,
  };
  return {
    displayName: row.displayName,
    sections: HOME_SECTIONS.filter((section) => shown[section]),
    college: shown.college ? { colleges: row.colleges } : null,
    guardian: isGuardian
      ? {
          players: row.guardedPlayers,
          conversationCount: row.guardianConversationCount,
          // The guardian rule of decision 011 (one statement), as on the Guardian page and in /inbox.
          conversations: (await listGuardianConversations(db, viewer.userId, { limit: HOME_LIMITS.conversations, before: undefined })).conversations,
        }
      : null,
    teams: row.teams,
    practices: row.practices,
    player,
    messages: { unreadTotal: inbox.unreadTotal, conversations: inbox.conversations },
  };
}
