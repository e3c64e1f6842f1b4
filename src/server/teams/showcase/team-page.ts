/**
 * The public team page (issue 26.8, docs/decisions/071): one statement for
 * the team, its games, open posts in full, achievements and, for a signed-in
 * viewer, the adults on its live rosters by display name. A player or staff
 * member under 18 is left out in SQL (minorSql), so nothing about them
 * leaves the server; the roster size is the Find Teams card's figure. An
 * archived or unknown team is 404 "Team not found".
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { canHaveCollegeMatch, isAdminOrDeveloper } from '#shared/access/access-rules.ts';
import type { TeamPage } from '#shared/contracts/team-page.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, liveRosterRow, minorSql, rowsOf } from '#server/db/sql.ts';
import { activePlayerCount, brandJson } from '../team-sql.ts';

/** At most this many people of each list: a page, not an export. */
export const TEAM_PAGE_ROSTER_LIMIT = 100;

type Row = Omit<TeamPage, 'viewer' | 'roster'> & { roster: NonNullable<TeamPage['roster']> | null; onTeam: boolean };

const tierName = (ordinal: string) =>
  sql.raw(`(select rt.name from rank_tiers rt where rt.esports_title_id = p.esports_title_id and rt.ordinal = p.${ordinal})`);

/** Display name of a roster row's user: the player profile's, else the account's name. */
const personName = sql.raw(`coalesce(nullif(trim(up.display_name), ''), nullif(trim(pr.full_name), ''))`);

/** The adults with a name on one of the team's live rosters (players or staff), by name, as a JSON array. */
function adultsOn(table: 'team_members' | 'team_staff') {
  return sql`coalesce((select json_agg(json_build_object('displayName', x.name, 'role', x.role, 'game', x.game) order by x.name, x.id)
    from (select m.id, ${personName} as name, m.role, et.name as game
      from ${sql.raw(table)} m
      join profiles pr on pr.id = m.user_id
      left join user_profiles up on up.user_id = m.user_id
      left join team_game_profiles g on g.id = m.game_profile_id
      left join esports_titles et on et.id = g.esports_title_id
      where m.team_id = t.id and ${liveRosterRow('m')} and not ${minorSql('up')} and ${personName} is not null
      order by name, m.id limit ${TEAM_PAGE_ROSTER_LIMIT}) x), '[]'::json)`;
}

export async function loadTeamPage(db: Database, viewer: Viewer | null, teamId: string): Promise<TeamPage> {
  const viewerId = viewer?.userId ?? null;
  const roster = viewer ? sql`json_build_object('players', ${adultsOn('team_members')}, 'staff', ${adultsOn('team_staff')})` : sql`null::json`;
  const applied = viewerId
    ? sql`exists (select 1 from recruiting_post_applications a where a.post_id = p.id and a.applicant_user_id = ${viewerId})`
    : sql`null::boolean`;
  const onTeam = viewerId
    ? sql`(t.owner_user_id = ${viewerId}
        or exists (select 1 from team_members m where m.team_id = t.id and m.user_id = ${viewerId} and ${liveRosterRow('m')})
        or exists (select 1 from team_staff s where s.team_id = t.id and s.user_id = ${viewerId} and ${liveRosterRow('s')}))`
    : sql`false`;

  const [row] = await rowsOf<Row>(
    db,
    sql`select
        json_build_object('id', t.id, 'name', t.name, 'description', t.description, 'logoUrl', t.logo_url,
          'organizationType', t.organization_type, 'activePlayers', ${activePlayerCount(sql`t.id`)},
          'maxRosterSize', t.max_roster_size, 'brand', ${brandJson('t')}) as team,
        coalesce((select json_agg(json_build_object('name', et.name, 'slug', et.slug, 'playLevel', gp.play_level) order by et.name, gp.id)
          from team_game_profiles gp join esports_titles et on et.id = gp.esports_title_id
          where gp.team_id = t.id and gp.is_active), '[]'::json) as games,
        coalesce((select json_agg(json_build_object('id', p.id, 'title', p.title, 'description', p.description,
            'commitmentLevel', p.commitment_level, 'positionsNeeded', p.positions_needed, 'isPaid', p.is_paid,
            'salaryRange', case when p.is_paid then p.salary_range end, 'createdAt', ${isoTime(sql`p.created_at`)},
            'game', (select et.name from esports_titles et where et.id = p.esports_title_id),
            'minRank', ${tierName('min_tier_ordinal')}, 'maxRank', ${tierName('max_tier_ordinal')},
            'availability', p.availability, 'timeZone', p.time_zone, 'applied', ${applied})
            order by p.created_at desc, p.id desc)
          from team_recruiting_posts p where p.team_id = t.id and p.is_active), '[]'::json) as posts,
        coalesce((select json_agg(json_build_object('id', a.id, 'title', a.title, 'description', a.description,
            'dateAchieved', to_char(a.date_achieved, 'YYYY-MM-DD')) order by a.date_achieved desc, a.id desc)
          from team_achievements a where a.team_id = t.id), '[]'::json) as achievements,
        ${roster} as roster,
        ${onTeam} as "onTeam"
      from teams t
      where t.id = ${teamId} and t.archived_at is null`,
  );
  if (!row) throw new AppError('not_found', TEAM_TEXTS.teamNotFound);
  const { onTeam: isOnTeam, ...page } = row;
  return {
    ...page,
    viewer: {
      signedIn: viewer !== null,
      onTeam: Boolean(isOnTeam),
      canApply: viewer !== null && !isOnTeam && canHaveCollegeMatch(viewer.grants),
      canOpenManage: viewer !== null && (isOnTeam || isAdminOrDeveloper(viewer.grants)),
    },
  };
}
