/**
 * What a program write checks against the database before it writes
 * (docs/decisions/033), and the database's own refusals turned into the
 * same field messages, so a write that races another (two admins adding
 * the same program, a team deleted meanwhile) is a 400, never a 500.
 */
import { sql } from 'drizzle-orm';
import { isAdminOrDeveloper } from '#shared/access/access-rules.ts';
import { AppError, type FieldErrors } from '#shared/app-error.ts';
import { IMAGE_URL_MESSAGE } from '#shared/contracts/image-url.ts';
import { COLLEGE_EDIT_TEXTS, PLAIN_PROGRAM_FIELDS, programFieldIssues, type ProgramFields } from '#shared/contracts/college-edit.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { collegeNotFound } from '../colleges-policies.ts';
import type { Database } from '#server/db/client.ts';
import { managedTeamsSql } from '#server/teams/team-sql.ts';
import { rowsOf } from '#server/db/sql.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const FIX_FIELDS = 'Please correct the highlighted fields.';

export function programFieldsError(fields: FieldErrors): AppError {
  return new AppError('validation', FIX_FIELDS, fields);
}

interface CheckRow {
  titleId: string | null;
  tiers: { id: string; titleId: string; ordinal: number }[] | null;
  duplicate: boolean;
  teamAllowed: boolean;
}

/**
 * The whole program as it will be stored: the checks between fields, then in
 * ONE statement the title's id, the rank tiers (of this title's ladder; the
 * target not below the minimum), a duplicate (same college, title, level;
 * another program when changing one), and the team link: a team the viewer
 * manages, or the team the program already links (keeping someone else's
 * link is not a new link). Throws a 400 with every field message found.
 */
export async function checkProgram(
  tx: Transaction,
  input: { collegeId: string; programId: string | null; currentTeamId: string | null; viewer: Viewer; program: ProgramFields },
): Promise<{ titleId: string }> {
  const { program, viewer } = input;
  const fields: FieldErrors = programFieldIssues(program);
  const tierIds = [program.minTierId, program.targetTierId].filter((id): id is string => id !== null);
  const tierList = tierIds.length > 0 ? sql.join(tierIds.map((id) => sql`${id}::uuid`), sql`, `) : sql`null::uuid`;
  const teamAllowed =
    program.teamId === null || program.teamId === input.currentTeamId
      ? sql`true`
      : sql`exists (select 1 from (${managedTeamsSql(viewer.userId, isAdminOrDeveloper(viewer.grants))}) mt where mt.id = ${program.teamId}::uuid)`;
  const [row] = await rowsOf<CheckRow>(
    tx,
    sql`with title as (select id from esports_titles where slug = ${program.titleSlug})
      select (select id from title) as "titleId",
        (select json_agg(json_build_object('id', r.id, 'titleId', r.esports_title_id, 'ordinal', r.ordinal)) from rank_tiers r where r.id in (${tierList})) as tiers,
        exists (select 1 from college_programs p where p.college_id = ${input.collegeId} and p.esports_title_id = (select id from title)
          and p.level = ${program.level} and p.id is distinct from ${input.programId}::uuid) as duplicate,
        ${teamAllowed} as "teamAllowed"`,
  );
  const titleId = row?.titleId ?? null;
  if (!row || titleId === null) throw programFieldsError({ ...fields, titleSlug: 'Choose a game' });
  const tierById = new Map((row.tiers ?? []).map((tier) => [tier.id, tier]));
  const min = program.minTierId ? tierById.get(program.minTierId) : undefined;
  const target = program.targetTierId ? tierById.get(program.targetTierId) : undefined;
  if (program.minTierId && min?.titleId !== titleId) fields.minTierId = COLLEGE_EDIT_TEXTS.tierOfOtherTitle;
  if (program.targetTierId && target?.titleId !== titleId) fields.targetTierId = COLLEGE_EDIT_TEXTS.tierOfOtherTitle;
  else if (min?.titleId === titleId && target && target.ordinal < min.ordinal) fields.targetTierId = COLLEGE_EDIT_TEXTS.targetBelowMinimum;
  if (row.duplicate) fields.level = COLLEGE_EDIT_TEXTS.duplicateProgram;
  if (!row.teamAllowed) fields.teamId = COLLEGE_EDIT_TEXTS.teamNotManaged;
  if (Object.keys(fields).length > 0) throw programFieldsError(fields);
  return { titleId };
}

type PlainProgramFields = Pick<ProgramFields, (typeof PLAIN_PROGRAM_FIELDS)[number]>;

/** The plain fields of a program, written or stored (`PLAIN_PROGRAM_FIELDS`). */
export function plainProgramFields(program: PlainProgramFields): PlainProgramFields {
  return Object.fromEntries(PLAIN_PROGRAM_FIELDS.map((field) => [field, program[field]])) as PlainProgramFields;
}

/** The program's columns and its roles' rows from the checked fields. */
export function programColumns(program: ProgramFields, titleId: string) {
  return {
    esportsTitleId: titleId,
    ...plainProgramFields(program),
    tryoutsAt: program.tryoutsAt ? new Date(program.tryoutsAt) : null,
    teamId: program.teamId,
  };
}

export function roleRows(programId: string, program: ProgramFields) {
  return program.rolesNeeded.map((need, position) => ({ programId, role: need.role, count: need.count, priority: need.priority, position }));
}

/** The field each constraint of the colleges and programs tables guards, with the message a refusal shows. */
const CONSTRAINT_FIELDS: Record<string, [field: string, message: string]> = {
  college_programs_college_title_level_key: ['level', COLLEGE_EDIT_TEXTS.duplicateProgram],
  college_programs_min_tier_fk: ['minTierId', COLLEGE_EDIT_TEXTS.tierOfOtherTitle],
  college_programs_target_tier_fk: ['targetTierId', COLLEGE_EDIT_TEXTS.tierOfOtherTitle],
  college_programs_team_id_teams_id_fk: ['teamId', COLLEGE_EDIT_TEXTS.teamNotManaged],
  college_programs_esports_title_id_esports_titles_id_fk: ['titleSlug', 'Choose a game'],
  college_programs_level_check: ['level', 'Choose a level'],
  college_programs_roster_size_check: ['rosterSize', 'Roster size must be 1 to 100'],
  college_programs_open_spots_check: ['openSpots', COLLEGE_EDIT_TEXTS.openSpotsAboveRoster],
  college_programs_class_years_check: ['classYears', 'Choose class years from the list'],
  college_programs_min_gpa_check: ['minGpa', 'Minimum GPA must be 0 to 4'],
  college_programs_scholarship_check: ['scholarshipMax', COLLEGE_EDIT_TEXTS.scholarshipInverted],
  college_programs_tryout_notes_check: ['tryoutNotes', 'Tryout notes are too long'],
  college_program_roles_pkey: ['rolesNeeded', COLLEGE_EDIT_TEXTS.duplicateRole],
  college_program_roles_count_check: ['rolesNeeded', 'Count must be 1 to 100'],
  college_program_roles_priority_check: ['rolesNeeded', 'Choose a priority'],
  college_program_roles_role_check: ['rolesNeeded', COLLEGE_EDIT_TEXTS.roleOfOtherTitle],
  colleges_description_check: ['description', 'Description is too long'],
  colleges_logo_url_check: ['logoUrl', IMAGE_URL_MESSAGE],
  colleges_socials_check: ['socials', 'Enter full https:// links'],
};

/** The constraint a PostgreSQL refusal names (unique 23505, foreign key 23503, check 23514), looking through drizzle's wrapping. */
export function refusedConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if ((code === '23505' || code === '23503' || code === '23514') && typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Refusals that mean the row written to went away meanwhile (another admin deleted it). */
const GONE: Record<string, () => AppError> = {
  college_programs_college_id_colleges_id_fk: () => collegeNotFound(),
  college_program_roles_program_id_college_programs_id_fk: () => programNotFound(),
};

export function programNotFound(): AppError {
  return new AppError('not_found', COLLEGE_EDIT_TEXTS.programNotFound);
}

/** A refusal of one of the edit page's constraints as the 400 its field shows (or the 404 of a row gone); anything else is rethrown as is. */
export function constraintAsFieldError(error: unknown): never {
  const constraint = refusedConstraint(error);
  const gone = constraint ? GONE[constraint] : undefined;
  if (gone) throw gone();
  const field = constraint ? CONSTRAINT_FIELDS[constraint] : undefined;
  if (field) throw programFieldsError({ [field[0]]: field[1] });
  throw error;
}
