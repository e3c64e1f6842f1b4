/**
 * The college edit page (issue 12.5, docs/decisions/033): the general fields
 * a college's staff write (description, logo, socials) and its programs
 * (add, change, delete), with spec 6's three rules as `permissions`.
 * Institution facts (name, place, website, control, enrollment, admission,
 * SAT/ACT, tuition) are not in any write schema: they stay read-only.
 *
 * Checks that need the database (a tier of the title's ladder, a team the
 * user may link, a duplicate program) are made by the server with the texts
 * below; everything else is checked here, in the form and on the route alike.
 */
import { z } from 'zod';
import { GAME_CATALOG, GAME_SLUGS, gameBySlug } from '../recruiting/game-catalog.ts';
import { PROGRAM_LEVELS, ROLE_PRIORITIES } from '../recruiting/program-levels.ts';
import { imageUrlSchema } from './image-url.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';
import { classYearRange } from './profile-setup.ts';
import { numberOrNumericText } from './teams-fields.ts';

export const COLLEGE_DESCRIPTION_MAX = 2000;
export const COLLEGE_URL_MAX = 500;
/** Longest tryout notes a program may hold (also the table's CHECK). */
export const PROGRAM_TRYOUT_NOTES_MAX = 2000;
export const PROGRAM_ROSTER_MAX = 100;
export const PROGRAM_CLASS_YEARS_MAX = 8;
/** USD a year; well above any tuition in the data. */
export const SCHOLARSHIP_MAX = 200_000;

export const COLLEGE_EDIT_TEXTS = {
  accessDenied: 'Access Denied',
  cannotOpen: 'Only this college’s esports program admins and staff, and platform staff, can open its edit page.',
  cannotEdit: 'Only this college’s program admins and platform staff can edit its page.',
  cannotManage: 'Only this college’s esports program admins and platform admins can add, change or delete its programs.',
  readOnlyGeneral: 'You can see these details but not change them: only the college’s program admins and platform staff can.',
  readOnlyPrograms: 'You can see the programs but not change them: only the college’s esports program admins and platform admins can.',
  programNotFound: 'Program not found',
  duplicateProgram: 'This college already has a program for this game at this level',
  tierOfOtherTitle: "Choose a rank from this game's ladder",
  targetBelowMinimum: 'The target rank cannot be below the minimum rank',
  roleOfOtherTitle: "Choose a role from this game's list",
  duplicateRole: 'Each role can be listed once',
  openSpotsAboveRoster: 'Open spots cannot be more than the roster size',
  scholarshipBothEnds: 'Enter both ends of the scholarship range, or neither',
  scholarshipInverted: 'The maximum cannot be below the minimum',
  teamNotManaged: 'Choose a team you manage',
  httpsUrl: 'Enter a full https:// address',
  generalSaved: 'College page saved',
  programAdded: 'Program added',
  programSaved: 'Program saved',
  programDeleted: 'Program deleted',
  saveFailed: 'Could not save your changes',
} as const;

// ---------------------------------------------------------------- general

/** Social profiles a college page links to, each on its platform's own hosts (subdomains included). */
export const COLLEGE_SOCIALS = ['x', 'twitch', 'youtube', 'discord', 'instagram', 'tiktok'] as const;
export type CollegeSocial = (typeof COLLEGE_SOCIALS)[number];
export const COLLEGE_SOCIAL_PLATFORMS: Record<CollegeSocial, { label: string; hosts: readonly string[] }> = {
  x: { label: 'X (Twitter)', hosts: ['x.com', 'twitter.com'] },
  twitch: { label: 'Twitch', hosts: ['twitch.tv'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  discord: { label: 'Discord', hosts: ['discord.gg', 'discord.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
};

/** An https address without credentials or port, optionally on one of `hosts` (or their subdomains). */
export function isHttpsUrl(value: string, hosts?: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !url.hostname.includes('.')) return false;
  if (!hosts) return true;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export const socialUrlMessage = (social: CollegeSocial) =>
  `Enter a full https:// link to ${COLLEGE_SOCIAL_PLATFORMS[social].label} (${COLLEGE_SOCIAL_PLATFORMS[social].hosts.join(' or ')})`;

/** Plain text of at most `max` characters (no HTML tags), or '' / null for none (null). */
const optionalText = (label: string, max: number) =>
  z
    .union([z.string(`${label} must be text`), z.null()], `${label} must be text`)
    .transform((value) => (value ?? '').trim())
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
        .refine(isPlainText, plainTextMessage(label))
        .transform((value) => value || null),
    );

/** An https URL, or '' / null for none (null). */
const optionalHttpsUrl = (label: string, message: string, hosts?: readonly string[]) =>
  z
    .union([z.string(`${label} must be text`), z.null()], `${label} must be text`)
    .transform((value) => (value ?? '').trim())
    .pipe(
      z
        .string()
        .max(COLLEGE_URL_MAX, `${label} must be at most ${COLLEGE_URL_MAX} characters`)
        .refine((value) => value === '' || isHttpsUrl(value, hosts), message)
        .transform((value) => value || null),
    );

const socialsShape = Object.fromEntries(
  COLLEGE_SOCIALS.map((social) => [social, optionalHttpsUrl(COLLEGE_SOCIAL_PLATFORMS[social].label, socialUrlMessage(social), COLLEGE_SOCIAL_PLATFORMS[social].hosts).optional()]),
) as Record<CollegeSocial, z.ZodOptional<ReturnType<typeof optionalHttpsUrl>>>;

/** The page's socials: every platform, null where there is none. */
export const collegeSocialsSchema = z.object(
  Object.fromEntries(COLLEGE_SOCIALS.map((social) => [social, z.string().nullable()])) as Record<CollegeSocial, z.ZodNullable<z.ZodString>>,
);
export type CollegeSocials = z.infer<typeof collegeSocialsSchema>;

/**
 * PATCH /api/colleges/:slug: the general fields. A field left out is not
 * changed; '' or null clears it. `socials` replaces the whole set (a platform
 * left out of it is cleared).
 */
export const collegeGeneralInputSchema = z.object({
  description: optionalText('Description', COLLEGE_DESCRIPTION_MAX).optional(),
  // Our own upload only (docs/decisions/057).
  logoUrl: z
    .union([z.string('Logo URL must be text'), z.null()], 'Logo URL must be text')
    .transform((value) => (value ?? '').trim())
    .pipe(imageUrlSchema().transform((value) => value || null))
    .optional(),
  socials: z.strictObject(socialsShape, 'Socials must be an object of links').optional(),
});
export type CollegeGeneralInput = z.input<typeof collegeGeneralInputSchema>;
export type CollegeGeneralUpdate = z.output<typeof collegeGeneralInputSchema>;

export const collegeGeneralSchema = z.object({
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** A third-party logo address from before uploads is kept but never shown; the edit page asks for an upload (docs/decisions/057). */
  hasOldLogoLink: z.boolean(),
  socials: collegeSocialsSchema,
});
export type CollegeGeneral = z.infer<typeof collegeGeneralSchema>;

// ---------------------------------------------------------------- programs

const wholeNumber = (label: string, min: number, max: number) =>
  numberOrNumericText(`${label} must be a whole number`).pipe(
    z.coerce
      .number<string | number>(`${label} must be a whole number`)
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be ${min} to ${max.toLocaleString('en-US')}`)
      .max(max, `${label} must be ${min} to ${max.toLocaleString('en-US')}`),
  );

/** A number, or '' / null for none (null); a form's empty number input sends ''. */
const optionalNumber = (label: string, number: z.ZodNumber) =>
  z
    .union([z.number(), z.string(), z.null()], `${label} must be a number`)
    .transform((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value))
    .pipe(z.union([z.null(), z.coerce.number<string | number>(`${label} must be a number`).pipe(number)]));

/** The tryouts date's bounds (players' college boards list it as a deadline; issue 13.8). */
export const TRYOUTS_AT_MIN_YEAR = 2000;
export const TRYOUTS_AT_MAX_YEAR = 2100;
export const TRYOUTS_AT_MESSAGE = 'Enter a date and time for the tryouts';

/**
 * A date and time with its offset (ISO 8601, as the form sends it after
 * converting the local input), or '' / null for none (null). Optional: a
 * program written without it keeps (PATCH) or gets (POST) none.
 */
const optionalDateTime = () =>
  z
    .union([z.string(TRYOUTS_AT_MESSAGE), z.null()], TRYOUTS_AT_MESSAGE)
    .transform((value) => (value ?? '').trim())
    .superRefine((value, ctx) => {
      if (value === '') return;
      if (!z.iso.datetime({ offset: true }).safeParse(value).success) ctx.addIssue({ code: 'custom', message: TRYOUTS_AT_MESSAGE });
      else {
        const year = new Date(value).getUTCFullYear();
        if (year < TRYOUTS_AT_MIN_YEAR || year > TRYOUTS_AT_MAX_YEAR) {
          ctx.addIssue({ code: 'custom', message: `Tryouts must be between ${TRYOUTS_AT_MIN_YEAR} and ${TRYOUTS_AT_MAX_YEAR}` });
        }
      }
    })
    .transform((value) => (value === '' ? null : new Date(value).toISOString()))
    .optional();

/** '' (an empty select) or null: none. */
const optionalId = (message: string) =>
  z.union([z.uuid(message), z.literal(''), z.null()], message).transform((value) => value || null);

export const programRoleNeedSchema = z.object({
  role: z.string('Choose a role').trim().min(1, 'Choose a role').max(40, 'Choose a role'),
  count: wholeNumber('Count', 1, PROGRAM_ROSTER_MAX),
  priority: z.enum(ROLE_PRIORITIES, 'Choose a priority'),
});
export type ProgramRoleNeedInput = z.input<typeof programRoleNeedSchema>;

const MAX_ROLE_NEEDS = Math.max(...GAME_CATALOG.map((game) => game.roles.length));

/** Each field on its own; the checks between fields are `programFieldIssues`. */
export const programFieldsSchema = z.object({
  titleSlug: z.enum(GAME_SLUGS, 'Choose a game'),
  level: z.enum(PROGRAM_LEVELS, 'Choose a level'),
  rosterSize: wholeNumber('Roster size', 1, PROGRAM_ROSTER_MAX),
  openSpots: wholeNumber('Open spots', 0, PROGRAM_ROSTER_MAX),
  rolesNeeded: z
    .array(programRoleNeedSchema, 'Roles needed must be a list')
    .max(MAX_ROLE_NEEDS, `List at most ${MAX_ROLE_NEEDS} roles`)
    .superRefine((roles, ctx) => {
      const seen = new Set<string>();
      roles.forEach((need, index) => {
        if (seen.has(need.role)) ctx.addIssue({ code: 'custom', path: [index, 'role'], message: COLLEGE_EDIT_TEXTS.duplicateRole });
        seen.add(need.role);
      });
    }),
  classYears: z
    .array(z.number('Class years must be years').int('Class years must be years'), 'Class years must be a list of years')
    .max(PROGRAM_CLASS_YEARS_MAX, `Pick at most ${PROGRAM_CLASS_YEARS_MAX} class years`)
    .superRefine((years, ctx) => {
      const { min, max } = classYearRange();
      if (years.some((year) => year < min || year > max)) ctx.addIssue({ code: 'custom', message: `Class years must be ${min} to ${max}` });
    })
    .transform((years) => [...new Set(years)].sort((a, b) => a - b)),
  minTierId: optionalId('Choose a rank'),
  targetTierId: optionalId('Choose a rank'),
  minGpa: optionalNumber('Minimum GPA', z.number().min(0, 'Minimum GPA must be 0 to 4').max(4, 'Minimum GPA must be 0 to 4')).transform((value) =>
    value === null ? null : Math.round(value * 100) / 100,
  ),
  scholarshipMin: optionalNumber(
    'Scholarship minimum',
    z.number().int('Use whole dollars').min(0, 'Scholarship amounts cannot be negative').max(SCHOLARSHIP_MAX, `At most $${SCHOLARSHIP_MAX.toLocaleString('en-US')}`),
  ),
  scholarshipMax: optionalNumber(
    'Scholarship maximum',
    z.number().int('Use whole dollars').min(0, 'Scholarship amounts cannot be negative').max(SCHOLARSHIP_MAX, `At most $${SCHOLARSHIP_MAX.toLocaleString('en-US')}`),
  ),
  isRecruiting: z.boolean('Recruiting must be on or off'),
  tryoutNotes: optionalText('Tryout notes', PROGRAM_TRYOUT_NOTES_MAX),
  /** The next tryout (ISO 8601 with offset): shown on players' college boards as a deadline (issue 13.8). */
  tryoutsAt: optionalDateTime(),
  teamId: optionalId('Choose a team'),
});
export type ProgramFields = z.output<typeof programFieldsSchema>;

/** The checks between a program's fields, as field messages (the schema's refinement, and the server's after merging a PATCH). */
export function programFieldIssues(program: ProgramFields): Record<string, string> {
  const issues: Record<string, string> = {};
  if (program.openSpots > program.rosterSize) issues.openSpots = COLLEGE_EDIT_TEXTS.openSpotsAboveRoster;
  const roles = gameBySlug(program.titleSlug)?.roles ?? [];
  program.rolesNeeded.forEach((need, index) => {
    if (!roles.includes(need.role)) issues[`rolesNeeded.${index}.role`] = COLLEGE_EDIT_TEXTS.roleOfOtherTitle;
  });
  const { scholarshipMin: low, scholarshipMax: high } = program;
  if ((low === null) !== (high === null)) issues[low === null ? 'scholarshipMin' : 'scholarshipMax'] = COLLEGE_EDIT_TEXTS.scholarshipBothEnds;
  else if (low !== null && high !== null && low > high) issues.scholarshipMax = COLLEGE_EDIT_TEXTS.scholarshipInverted;
  return issues;
}

/** POST /api/colleges/:slug/programs, and the program form: every field. */
export const programInputSchema = programFieldsSchema.superRefine((program, ctx) => {
  for (const [path, message] of Object.entries(programFieldIssues(program))) ctx.addIssue({ code: 'custom', path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message });
});
export type ProgramInput = z.input<typeof programInputSchema>;

/** PATCH /api/colleges/:slug/programs/:programId: the fields sent change, the rest stay; the whole is checked again. */
export const programPatchSchema = programFieldsSchema.partial();
export type ProgramPatch = z.input<typeof programPatchSchema>;
export type ProgramChanges = z.output<typeof programPatchSchema>;

export const programParamsSchema = z.object({
  slug: z.string().min(1).max(200, 'Unknown college address'),
  programId: z.uuid('Unknown program'),
});

/** A program as the edit page reads and writes it: raw ids, amounts and the linked team. */
export const programEditSchema = z.object({
  id: z.uuid(),
  titleSlug: z.enum(GAME_SLUGS),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  rosterSize: z.number().int(),
  openSpots: z.number().int(),
  rolesNeeded: z.array(z.object({ role: z.string(), count: z.number().int(), priority: z.enum(ROLE_PRIORITIES) })),
  classYears: z.array(z.number().int()),
  minTierId: z.string().nullable(),
  targetTierId: z.string().nullable(),
  minGpa: z.number().nullable(),
  scholarshipMin: z.number().int().nullable(),
  scholarshipMax: z.number().int().nullable(),
  isRecruiting: z.boolean(),
  tryoutNotes: z.string().nullable(),
  /** ISO 8601; null: no tryouts date. */
  tryoutsAt: z.string().nullable(),
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ProgramEdit = z.infer<typeof programEditSchema>;

/** The fields a program stores as written and the edit page reads back as stored; the server copies them, the web form names them (the title, roles, tryout date and team are translated). */
export const PLAIN_PROGRAM_FIELDS = [
  'level',
  'rosterSize',
  'openSpots',
  'classYears',
  'minTierId',
  'targetTierId',
  'minGpa',
  'scholarshipMin',
  'scholarshipMax',
  'isRecruiting',
  'tryoutNotes',
] as const satisfies readonly (keyof ProgramFields & keyof ProgramEdit)[];

/** Spec 6's rules for this viewer and college: edit (general), manage (programs), view (programs, read-only). */
export const collegeEditPermissionsSchema = z.object({ edit: z.boolean(), manage: z.boolean(), view: z.boolean() });
export type CollegeEditPermissions = z.infer<typeof collegeEditPermissionsSchema>;

/** GET /api/colleges/:slug/edit: everything the edit page shows, in one statement. */
export const collegeEditSchema = z.object({
  college: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    isClaimed: z.boolean(),
    isDemo: z.boolean(),
  }),
  general: collegeGeneralSchema,
  /** Null for a viewer who may edit the page but not view programs (spec 6). */
  programs: z.array(programEditSchema).nullable(),
  /** The six titles: roles and rank ladder (low to high), for the program form. */
  titles: z.array(
    z.object({
      slug: z.enum(GAME_SLUGS),
      name: z.string(),
      roles: z.array(z.string()),
      tiers: z.array(z.object({ id: z.string(), name: z.string(), ordinal: z.number().int() })),
    }),
  ),
  /** Teams the viewer may link a program to (they manage them), by name; empty unless they may manage programs. */
  teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
  permissions: collegeEditPermissionsSchema,
});
export type CollegeEdit = z.infer<typeof collegeEditSchema>;
export type CollegeEditTitle = CollegeEdit['titles'][number];
