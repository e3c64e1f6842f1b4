/**
 * GET /api/teams/:teamId/manage: everything the manage screen shows in ONE
 * statement (issue 4, point 8). Each list is a json_agg subquery. Practices
 * are what the screen shows of them (docs/decisions/084, schedule/practice-pages.ts):
 * the first upcoming and recent pages, the overview's latest three with a few
 * attendees, counts and the calendar's days. Practice attendance counts are
 * columns kept by triggers (migration 0003), so no attendance row is aggregated.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { type TeamManage } from '#shared/contracts/teams-manage.ts';
import type { TournamentPage } from '#shared/contracts/tournament-pages.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { TeamAccess } from './teams-policies.ts';
import type { Database } from '#server/db/client.ts';
import { canChangeTier } from '#server/subscriptions/can-change-tier.ts';
import { preparedRowsOf } from '#server/db/prepared-rows.ts';
import { isoTime, minorSql, liveRosterRow } from '#server/db/sql.ts';
import { activePlayerCount, brandJson } from './team-sql.ts';
import { tournamentPageSql } from './schedule/tournament-pages.ts';
import { managePracticesColumns, managePracticesOf, type ManagePracticeColumns } from './schedule/practice-pages.ts';

type ManageRow = Omit<TeamManage, 'viewer' | 'practices' | 'tournaments' | 'olderTournamentsCursor'> &
  ManagePracticeColumns & { tournamentPage: TournamentPage };

/** Days an answered (accepted, declined, cancelled) invitation stays on the managers' list. */
export const ANSWERED_INVITATIONS_SHOWN_DAYS = 30;
/** The list is bounded: pending ones are capped by PENDING_INVITATION_LIMIT, answered ones by this. */
const INVITATIONS_SHOWN = 200;

/**
 * The managers' invitation list (docs/decisions/015): never an email; a name
 * only for a person picked in the search whose profile is public (what the
 * search showed); invitations by email carry the masked address instead.
 */
const invitationsSql = sql`coalesce((select json_agg(json_build_object(
      'id', ti.id, 'kind', ti.kind, 'role', ti.role, 'gameProfileId', ti.game_profile_id, 'status', ti.status,
      'displayName', case when ti.email_hint is null and iup.is_published and iup.visibility = 'public' then iup.display_name end,
      'emailHint', ti.email_hint, 'invitedByName', inviter.full_name,
      'createdAt', ${isoTime(sql`ti.created_at`)}, 'respondedAt', ${isoTime(sql`ti.responded_at`)}
    ) order by ti.created_at desc, ti.id desc)
    from (
      select * from team_invitations x
      where x.team_id = t.id
        and (x.status = 'pending' or x.responded_at > now() - make_interval(days => ${ANSWERED_INVITATIONS_SHOWN_DAYS}))
      order by x.created_at desc, x.id desc
      limit ${INVITATIONS_SHOWN}
    ) ti
    left join user_profiles iup on iup.user_id = ti.invitee_user_id
    left join profiles inviter on inviter.id = ti.invited_by), '[]'::json)`;

/** timeZone: the viewer's, for the calendar's days (validated by the route). */
export async function loadTeamManage(db: Database, access: TeamAccess, timeZone = 'UTC'): Promise<TeamManage> {
  const teamId = access.team.id;
  const viewerId = access.viewer.userId;
  // Emails are for managers only, and never a minor's (issue 10.3, docs/decisions/015).
  const email = access.isManager ? sql`case when ${minorSql('up')} then null else p.email end` : sql`null::text`;
  const person = sql`'userId', p.id, 'fullName', p.full_name, 'email', ${email}, 'avatarUrl', coalesce(p.avatar_url, up.avatar_url)`;

  // Prepared by name: the statement costs more to plan than to run (docs/decisions/084); two texts (manager or not).
  const [row] = await preparedRowsOf<ManageRow>(
    db,
    sql`select
      json_build_object(
        'id', t.id, 'name', t.name, 'description', t.description, 'logoUrl', t.logo_url,
        'ownerUserId', t.owner_user_id, 'subscriptionTier', t.subscription_tier,
        'organizationType', t.organization_type, 'maxRosterSize', t.max_roster_size,
        'archivedAt', ${isoTime(sql`t.archived_at`)}, 'createdAt', ${isoTime(sql`t.created_at`)},
        'availability', t.availability, 'timeZone', t.time_zone,
        -- Managers learn that an old third-party logo or banner is kept but no longer shown (docs/decisions/057); nobody gets its address.
        'hasOldLogoLink', ${access.isManager} and t.legacy_logo_url is not null,
        'hasOldBannerLink', ${access.isManager} and t.legacy_banner_url is not null
      ) as team,

      coalesce((select json_agg(json_build_object(
          'id', gp.id, 'playLevel', gp.play_level,
          'title', json_build_object('id', et.id, 'name', et.name, 'slug', et.slug)
        ) order by et.name, gp.id)
        from team_game_profiles gp join esports_titles et on et.id = gp.esports_title_id
        where gp.team_id = t.id and gp.is_active), '[]'::json) as "gameProfiles",

      coalesce((select json_agg(json_build_object(
          'id', m.id, ${person}, 'role', m.role, 'gameProfileId', m.game_profile_id, 'joinedAt', ${isoTime(sql`m.joined_at`)}
        ) order by m.joined_at, m.id)
        from team_members m
        join profiles p on p.id = m.user_id
        left join user_profiles up on up.user_id = m.user_id
        where m.team_id = t.id and ${liveRosterRow('m')}), '[]'::json) as members,

      coalesce((select json_agg(json_build_object(
          'id', s.id, ${person}, 'role', s.role, 'gameProfileId', s.game_profile_id,
          'contractStart', s.contract_start, 'contractEnd', s.contract_end, 'createdAt', ${isoTime(sql`s.created_at`)}
        ) order by s.created_at, s.id)
        from team_staff s
        join profiles p on p.id = s.user_id
        left join user_profiles up on up.user_id = s.user_id
        where s.team_id = t.id and ${liveRosterRow('s')}), '[]'::json) as staff,

      ${managePracticesColumns(viewerId, timeZone)},

      ${tournamentPageSql(sql`t.id`)} as "tournamentPage",
      (select count(*)::int from team_tournaments x where x.team_id = t.id) as "tournamentCount",

      coalesce((select json_agg(json_build_object(
          'id', rp.id, 'title', rp.title, 'description', rp.description, 'commitmentLevel', rp.commitment_level,
          'positionsNeeded', rp.positions_needed, 'isPaid', rp.is_paid, 'salaryRange', rp.salary_range,
          'isActive', rp.is_active, 'createdAt', ${isoTime(sql`rp.created_at`)},
          'esportsTitleId', rp.esports_title_id, 'minTierOrdinal', rp.min_tier_ordinal, 'maxTierOrdinal', rp.max_tier_ordinal,
          'availability', rp.availability, 'timeZone', rp.time_zone
        ) order by rp.created_at desc, rp.id)
        from team_recruiting_posts rp where rp.team_id = t.id), '[]'::json) as "recruitingPosts",

      coalesce((select json_agg(json_build_object(
          'id', ta.id, 'title', ta.title, 'description', ta.description, 'dateAchieved', ta.date_achieved
        ) order by ta.date_achieved desc, ta.created_at desc, ta.id)
        from team_achievements ta where ta.team_id = t.id), '[]'::json) as achievements,

      ${activePlayerCount(sql`t.id`)} as "activePlayerCount",
      ${brandJson('t')} as brand,

      ${access.isManager ? invitationsSql : sql`'[]'::json`} as invitations
    from teams t
    where t.id = ${teamId}`,
  );
  if (!row) throw new AppError('not_found', TEAM_TEXTS.teamNotFound);
  const { upcomingPage, recentPage, latestPractices, practiceSummary, tournamentPage, ...rest } = row;
  return {
    ...rest,
    tournaments: tournamentPage.tournaments,
    olderTournamentsCursor: tournamentPage.nextCursor,
    practices: managePracticesOf({ upcomingPage, recentPage, latestPractices, practiceSummary }),
    viewer: {
      isManager: access.isManager,
      isMember: access.isMember,
      canChangeTier: canChangeTier(access.viewer.grants),
    },
  };
}
