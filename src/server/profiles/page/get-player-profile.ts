/**
 * GET /api/players/:slug (issue 11.3, docs/decisions/027): the profile as
 * this viewer may see it, built as JSON in ONE statement (profile, games with
 * their tiers, highlights, academics, team record, evaluations, viewer
 * flags). Who sees what is decided by `playerProfileAccessSql` (profiles-policies.ts);
 * a row the viewer may not see is not selected, so it answers like an
 * unknown slug.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PlayerProfile } from '#shared/contracts/player-profile.ts';
import {
  playerNotFound,
  playerProfileAccessSql,
  type PlayerProfileViewing,
} from '../profiles-policies.ts';
import type { Database } from '#server/db/client.ts';
import { recordProfileViewCte, type ProfileViewRecording } from '#server/profile-views/record-profile-view-sql.ts';
import { isoTime, rowsOf, liveRosterRow } from '#server/db/sql.ts';
import { guardianRevokedSql, isMinorSql } from '#server/visibility/profile-visibility-sql.ts';

/** The team record's attendance window. */
export const ATTENDANCE_WINDOW_DAYS = 90;
/** Tournaments, achievements and evaluations shown at most (newest first). */
const RECORD_LIMIT = 20;
const HIGHLIGHT_LIMIT = 50;

const json = (value: SQL) => sql`coalesce((${value}), '[]'::json)`;

/**
 * Live teams the player of `p` is an active member of, with the day they
 * first joined each (the record counts from then): the CTE `pt`, computed
 * and planned once for the attendance, tournaments and achievements.
 */
const playerTeams = sql`select m.team_id, min(m.joined_at) as joined_at from team_members m
  join teams t on t.id = m.team_id and t.archived_at is null
  where m.user_id = (select p.user_id from p) and ${liveRosterRow('m')}
  group by m.team_id`;

const gamesJson = json(sql`select json_agg(json_build_object(
    'titleSlug', et.slug, 'titleName', et.name, 'inGameName', g.in_game_name, 'region', g.region,
    'primaryRole', g.primary_role, 'secondaryRole', g.secondary_role, 'mains', g.mains,
    'currentRank', case when ct.id is null then null else json_build_object('name', ct.name, 'tierGroup', ct.tier_group, 'ordinal', ct.ordinal) end,
    'peakRank', case when pt.id is null then null else json_build_object('name', pt.name, 'tierGroup', pt.tier_group, 'ordinal', pt.ordinal) end,
    'rankSource', g.rank_source, 'rankAsOf', g.rank_as_of, 'hoursPerWeek', g.hours_per_week, 'availability', g.availability
  ) order by g.position, et.name, g.id)
  from player_game_profiles g
  join esports_titles et on et.id = g.esports_title_id
  left join rank_tiers ct on ct.id = g.current_tier_id
  left join rank_tiers pt on pt.id = g.peak_tier_id
  where g.user_id = p.user_id`);

const highlightsJson = json(sql`select json_agg(json_build_object('id', h.id, 'title', h.title, 'url', h.url, 'position', h.position) order by h.position, h.id)
  from (select * from player_highlights ph where ph.user_id = p.user_id order by ph.position, ph.id limit ${HIGHLIGHT_LIMIT}) h`);

const academicsJson = sql`json_build_object('gpa', p.gpa::text, 'gpaScale', p.gpa_scale, 'satScore', p.sat_score,
  'actScore', p.act_score, 'intendedMajors', p.intended_majors)`;

const rostersJson = json(sql`select json_agg(json_build_object(
    'teamId', t.id, 'teamName', t.name, 'organizationType', t.organization_type, 'gameName', et.name,
    'role', m.role, 'joinedAt', ${isoTime(sql`m.joined_at`)}
  ) order by t.name, t.id, et.name nulls first, m.id)
  from team_members m
  join teams t on t.id = m.team_id and t.archived_at is null
  left join team_game_profiles gp on gp.id = m.game_profile_id
  left join esports_titles et on et.id = gp.esports_title_id
  where m.user_id = p.user_id and ${liveRosterRow('m')}`);

/** Attended = answered "attending"; a maybe, a no or no answer is not attended (decision 027). */
const attendanceJson = sql`(select json_build_object(
    'attended', count(*) filter (where a.status = 'attending'),
    'practices', count(*))
  from team_practices tp
  join pt on pt.team_id = tp.team_id
  left join team_practice_attendance a on a.practice_id = tp.id and a.user_id = p.user_id
  where tp.status <> 'cancelled' and tp.scheduled_at <= now()
    and tp.scheduled_at > now() - make_interval(days => ${ATTENDANCE_WINDOW_DAYS})
    and tp.scheduled_at >= pt.joined_at)`;

const sinceJoined = (dateColumn: string) => sql.raw(`${dateColumn} >= (pt.joined_at at time zone 'UTC')::date`);

const tournamentsJson = json(sql`select json_agg(json_build_object(
    'id', r.id, 'teamName', r.team_name, 'name', r.name, 'startDate', r.start_date, 'status', r.status, 'placement', r.placement
  ) order by r.start_date desc, r.id desc)
  from (select tt.id, t.name as team_name, tt.name, tt.start_date, tt.status, tt.placement
    from team_tournaments tt
    join pt on pt.team_id = tt.team_id
    join teams t on t.id = tt.team_id
    where tt.status <> 'cancelled' and tt.start_date <= (now() at time zone 'UTC')::date and ${sinceJoined('tt.start_date')}
    order by tt.start_date desc, tt.id desc limit ${RECORD_LIMIT}) r`);

const achievementsJson = json(sql`select json_agg(json_build_object(
    'id', r.id, 'teamName', r.team_name, 'title', r.title, 'description', r.description, 'dateAchieved', r.date_achieved
  ) order by r.date_achieved desc, r.id desc)
  from (select ta.id, t.name as team_name, ta.title, ta.description, ta.date_achieved
    from team_achievements ta
    join pt on pt.team_id = ta.team_id
    join teams t on t.id = ta.team_id
    where ${sinceJoined('ta.date_achieved')}
    order by ta.date_achieved desc, ta.id desc limit ${RECORD_LIMIT}) r`);

const evaluationsJson = json(sql`select json_agg(json_build_object(
    'id', r.id, 'authorName', r.author_name, 'teamName', r.team_name, 'body', r.body,
    'projectedLevels', r.projected_levels, 'updatedAt', ${isoTime(sql`r.updated_at`)}
  ) order by r.updated_at desc, r.id desc)
  from (select e.id, coalesce(au.display_name, 'Coach') as author_name, evt.name as team_name, e.body, e.projected_levels, e.updated_at
    from player_evaluations e
    left join user_profiles au on au.user_id = e.author_user_id
    left join teams evt on evt.id = e.team_id
    where e.player_user_id = p.user_id
    order by e.updated_at desc, e.id desc limit ${RECORD_LIMIT}) r`);

interface Row {
  profile: Omit<PlayerProfile, 'teamRecord'> & {
    teamRecord: (Omit<NonNullable<PlayerProfile['teamRecord']>, 'attendance'> & { attendance: { attended: number; practices: number } }) | null;
  };
}

/** `recording`: a college staff member's view, recorded in the same statement (docs/decisions/049). */
export async function getPlayerProfile(
  db: Pick<Database, 'execute'>,
  slug: string,
  viewing: PlayerProfileViewing,
  recording?: ProfileViewRecording | null,
): Promise<PlayerProfile> {
  const access = playerProfileAccessSql('p', viewing);
  const signedIn = viewing.viewer !== null;
  const [row] = await rowsOf<Row>(
    db,
    sql`with p as (
        select p.*, ${access.fullView} as full_view, ${access.academics} as academics_visible,
          ${access.evaluations} as evaluations_visible, ${access.canMessage} as can_message,
          ${access.isOwner} as is_owner, ${access.isPreview} as is_preview, ${access.isInsider} as is_insider
        from user_profiles p
        where p.slug = ${slug} and ${access.visible}
      ),
      pt as (${playerTeams})${recordProfileViewCte(recording)}
      select json_build_object(
        'userId', p.user_id, 'slug', p.slug, 'displayName', p.display_name,
        'avatarUrl', case when p.full_view then p.avatar_url end,
        'firstName', case when p.full_view then p.first_name end,
        'lastName', case when p.full_view then p.last_name end,
        'headline', case when p.full_view then p.headline end,
        'bio', case when p.full_view then p.bio end,
        'city', case when p.full_view then p.city end,
        'state', p.state, 'gradYear', p.grad_year,
        'timeZone', case when p.full_view then p.time_zone end,
        'schoolName', case when p.full_view then p.school_name end,
        'schoolType', case when p.full_view then p.school_type end,
        'recruitingStatus', case when p.full_view then p.recruiting_status end,
        'publication', case when p.is_insider and not p.is_preview then json_build_object(
          'isPublished', p.is_published, 'visibility', p.visibility, 'academicsVisibility', p.academics_visibility,
          'guardianApprovedVisibility', p.guardian_approved_visibility, 'isMinor', ${isMinorSql('p')},
          'deletionRequested', p.deletion_requested_at is not null, 'guardianRevoked', ${guardianRevokedSql('p')}) end,
        'games', case when p.full_view then ${gamesJson} end,
        'highlights', case when p.full_view then ${highlightsJson} end,
        'academics', case when p.academics_visible
          and (p.gpa is not null or p.sat_score is not null or p.act_score is not null or cardinality(p.intended_majors) > 0)
          then ${academicsJson} end,
        'teamRecord', case when p.full_view then json_build_object(
          'rosters', ${rostersJson}, 'attendance', ${attendanceJson},
          'tournaments', ${tournamentsJson}, 'achievements', ${achievementsJson}) end,
        'evaluations', case when p.evaluations_visible then ${evaluationsJson} end,
        'viewer', json_build_object(
          'isOwner', p.is_owner, 'isPreview', p.is_preview, 'canEdit', p.is_owner,
          'canMessage', p.can_message, 'canAddToList', ${signedIn} and not p.is_owner)
      ) as profile
      from p`,
  );
  if (!row) throw playerNotFound();
  const { teamRecord, ...profile } = row.profile;
  if (!teamRecord) return { ...profile, teamRecord: null };
  const { attended, practices } = teamRecord.attendance;
  return {
    ...profile,
    teamRecord: {
      ...teamRecord,
      attendance: { windowDays: ATTENDANCE_WINDOW_DAYS, attended, practices, rate: practices > 0 ? attended / practices : null },
    },
  };
}
