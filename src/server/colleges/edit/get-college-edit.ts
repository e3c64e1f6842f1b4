/**
 * GET /api/colleges/:slug/edit (issue 12.5, docs/decisions/033): the edit
 * page's data in ONE statement: the college's header and general fields,
 * its programs with raw ids (only for a viewer spec 6 lets view programs),
 * the six titles' roles and rank ladders, and the teams the viewer may link
 * (only for a viewer who may manage programs).
 */
import { sql, type SQL } from 'drizzle-orm';
import { isAdminOrDeveloper } from '#shared/access/access-rules.ts';
import {
  COLLEGE_SOCIALS,
  type CollegeEdit,
  type CollegeEditPermissions,
  type CollegeGeneral,
  type CollegeSocials,
  type ProgramEdit,
} from '#shared/contracts/college-edit.ts';
import { GAME_CATALOG, type GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { collegeNotFound } from '../colleges-policies.ts';
import { MANAGED_TEAMS_LIMIT } from '#server/teams/team-sql.ts';
import type { Database } from '#server/db/client.ts';
import { managedTeamsSql } from '#server/teams/team-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { programLevelOrder } from '../directory/search-colleges.ts';

/** A program `p` (its title `t`) as the edit page holds it, as JSON. */
const programEditJson = sql`json_build_object(
    'id', p.id, 'titleSlug', t.slug, 'titleName', t.name, 'level', p.level,
    'rosterSize', p.roster_size, 'openSpots', p.open_spots,
    'rolesNeeded', coalesce((select json_agg(json_build_object('role', pr.role, 'count', pr.count, 'priority', pr.priority) order by pr.position, pr.role)
      from college_program_roles pr where pr.program_id = p.id), '[]'::json),
    'classYears', coalesce((select json_agg(y order by y) from unnest(p.class_years) y), '[]'::json),
    'minTierId', p.min_tier_id, 'targetTierId', p.target_tier_id, 'minGpa', p.min_gpa::float8,
    'scholarshipMin', p.scholarship_min, 'scholarshipMax', p.scholarship_max,
    'isRecruiting', p.is_recruiting, 'tryoutNotes', p.tryout_notes,
    'tryoutsAt', to_char(p.tryouts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'team', (select json_build_object('id', tm.id, 'name', tm.name) from teams tm where tm.id = p.team_id))`;

/** One program of a college as the edit page holds it; null when the college has no such program. */
export async function readProgramEdit(db: Pick<Database, 'execute'>, collegeId: string, programId: string): Promise<ProgramEdit | null> {
  const [row] = await rowsOf<{ program: ProgramEdit }>(
    db,
    sql`select ${programEditJson} as program from college_programs p join esports_titles t on t.id = p.esports_title_id
      where p.id = ${programId} and p.college_id = ${collegeId}`,
  );
  return row?.program ?? null;
}

/** Every platform, null where the college has none. */
export function socialsOf(stored: Partial<Record<string, string | null>> | null): CollegeSocials {
  return Object.fromEntries(COLLEGE_SOCIALS.map((social) => [social, stored?.[social] ?? null])) as CollegeSocials;
}

interface EditRow {
  college: CollegeEdit['college'];
  description: string | null;
  logoUrl: string | null;
  legacyLogoUrl: string | null;
  socials: Record<string, string>;
  programs: ProgramEdit[] | null;
  ladders: { slug: GameSlug; name: string; tiers: CollegeEdit['titles'][number]['tiers'] }[] | null;
  teams: CollegeEdit['teams'] | null;
}

const TITLE_SLUGS = sql.join(
  GAME_CATALOG.map((game) => sql`${game.slug}`),
  sql`, `,
);

export async function getCollegeEdit(db: Pick<Database, 'execute'>, slug: string, viewer: Viewer, permissions: CollegeEditPermissions): Promise<CollegeEdit> {
  const programs: SQL = permissions.view
    ? sql`coalesce((select json_agg(${programEditJson} order by t.name, ${programLevelOrder('p')}, p.id)
        from college_programs p join esports_titles t on t.id = p.esports_title_id where p.college_id = c.id), '[]'::json)`
    : sql`null`;
  const teams: SQL = permissions.manage
    ? sql`(select json_agg(json_build_object('id', mt.id, 'name', mt.name) order by mt.name, mt.id)
        from (select id, name from (${managedTeamsSql(viewer.userId, isAdminOrDeveloper(viewer.grants))}) all_teams
          order by name, id limit ${MANAGED_TEAMS_LIMIT}) mt)`
    : sql`null`;
  const [row] = await rowsOf<EditRow>(
    db,
    sql`select json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'city', c.city, 'state', c.state,
          'isClaimed', c.claimed_at is not null, 'isDemo', c.is_demo) as college,
        c.description, c.logo_url as "logoUrl", c.legacy_logo_url as "legacyLogoUrl", c.socials,
        ${programs} as programs,
        (select json_agg(json_build_object('slug', et.slug, 'name', et.name,
            'tiers', coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'ordinal', r.ordinal) order by r.ordinal, r.id)
              from rank_tiers r where r.esports_title_id = et.id), '[]'::json)) order by et.slug)
          from esports_titles et where et.slug in (${TITLE_SLUGS})) as ladders,
        ${teams} as teams
      from colleges c where c.slug = ${slug}`,
  );
  if (!row) throw collegeNotFound();
  const ladders = new Map((row.ladders ?? []).map((ladder) => [ladder.slug, ladder]));
  return {
    college: row.college,
    general: generalOf(row),
    programs: row.programs,
    titles: GAME_CATALOG.flatMap((game) => {
      const ladder = ladders.get(game.slug);
      return ladder ? [{ slug: game.slug, name: ladder.name, roles: [...game.roles], tiers: ladder.tiers }] : [];
    }),
    teams: row.teams ?? [],
    permissions,
  };
}

/** The general fields; an old third-party logo address is never sent, only that there is one (docs/decisions/057). */
export function generalOf(row: { description: string | null; logoUrl: string | null; legacyLogoUrl: string | null; socials: Record<string, string> | null }): CollegeGeneral {
  return { description: row.description, logoUrl: row.logoUrl, hasOldLogoLink: row.legacyLogoUrl !== null, socials: socialsOf(row.socials) };
}
