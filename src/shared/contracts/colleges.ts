/**
 * Colleges (issue 12, docs/decisions/029): the directory of real
 * institutions (GET /api/colleges, its query as the /colleges page URL holds
 * it, so the screen parses its URL with the schema the server uses) and the
 * college page's facts (GET /api/colleges/:slug). Public: anyone may ask.
 */
import { z } from 'zod';
import { GAME_CATALOG, GAME_SLUGS, type GameSlug } from '../recruiting/game-catalog.ts';
import { PROGRAM_LEVELS, ROLE_PRIORITIES } from '../recruiting/program-levels.ts';
import { US_STATES } from '../recruiting/us-states.ts';
import { COLLEGE_CONTROLS, COLLEGE_DEGREES } from '../value-sets.ts';
import { publicCollegeStaffSchema } from './college-staff.ts';
import { collegeSocialsSchema } from './college-edit.ts';
import { collegeCardMatchSchema } from './match.ts';
import { plainText } from './plain-text.ts';

export const COLLEGE_TEXTS = {
  notFound: 'College not found',
  loadFailed: 'Could not load this college',
  loadListFailed: 'Could not load colleges',
  noResults: 'No programs match: try removing a filter',
  searching: 'Searching...',
  unclaimed: 'Unclaimed',
  claimed: 'Claimed',
  claimedExplainer: 'This page is managed by the college’s esports staff.',
  unclaimedExplainer: 'This page shows public facts about the institution. Its esports staff have not claimed it yet.',
  demo: 'Demo data',
  demoExplainer: 'A fictional sample college of the demo data: its programs, rosters and scholarships are invented to show how the product works.',
  noPrograms: 'No esports programs are listed for this college yet.',
  recruiting: 'Recruiting',
  notRecruiting: 'Not recruiting now',
  noScholarships: 'No esports scholarships',
  /** A program's link to its open interest form (docs/decisions/069), on its tab and on directory cards. */
  apply: 'Apply',
  applyExplainer: 'Tell the coaches you are interested: their form takes a few minutes, and no account is needed.',
  /** A card's match for a program in a game the player has no game profile for (docs/decisions/076). */
  otherGameMatch: (titleName: string) =>
    `Not one of your games: you have no ${titleName} game profile, so Best match ranks this college after programs in your games.`,
} as const;

/**
 * Where the institutions are: the states, DC and territories of us-states.ts
 * plus the three freely associated states the College Scorecard lists.
 */
export const COLLEGE_STATES = {
  ...US_STATES,
  FM: 'Federated States of Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
} as const;
export type CollegeStateCode = keyof typeof COLLEGE_STATES;
export const COLLEGE_STATE_CODES = Object.keys(COLLEGE_STATES) as [CollegeStateCode, ...CollegeStateCode[]];

export const COLLEGE_CONTROL_LABELS: Record<(typeof COLLEGE_CONTROLS)[number], string> = {
  public: 'Public',
  nonprofit: 'Private nonprofit',
  for_profit: 'Private for-profit',
};
export const COLLEGE_DEGREE_LABELS: Record<(typeof COLLEGE_DEGREES)[number], string> = {
  bachelor: "Mostly bachelor's degrees",
  associate: "Mostly associate's degrees",
};

/** The directory's public/private filter: private is nonprofit and for-profit together. */
export const COLLEGE_CONTROL_FILTERS = ['public', 'private'] as const;
export type CollegeControlFilter = (typeof COLLEGE_CONTROL_FILTERS)[number];
export const COLLEGE_CONTROL_FILTER_LABELS: Record<CollegeControlFilter, string> = { public: 'Public', private: 'Private' };

/**
 * Size bands of undergraduate enrollment, the College Scorecard's own:
 * small up to 2,000, medium 2,001 to 15,000, large above 15,000.
 */
export const COLLEGE_SIZES = ['small', 'medium', 'large'] as const;
export type CollegeSize = (typeof COLLEGE_SIZES)[number];
export const COLLEGE_SIZE_BANDS: Record<CollegeSize, { min: number; max: number | null; label: string }> = {
  small: { min: 0, max: 2000, label: 'Small (up to 2,000 undergraduates)' },
  medium: { min: 2001, max: 15000, label: 'Medium (2,001 to 15,000)' },
  large: { min: 15001, max: null, label: 'Large (over 15,000)' },
};

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * `relevance` (the default, docs/decisions/076): with a name search, exact
 * names first, then names starting with the text, then names with a word
 * starting with it, then the rest; within each (and with no search at all)
 * colleges with a program recruiting now first, then those with any esports
 * program, then the others; then name and id. `name`: A to Z.
 * `distance`: from `near` (docs/decisions/029). `match`: by the signed-in
 * player's best program match (docs/decisions/030, "Preferences and the
 * match on the college side"); for anyone else it is ignored and the list is
 * sorted by name (the response has no `playerMatch`).
 */
export const COLLEGE_SORTS = ['relevance', 'name', 'distance', 'match'] as const;
export type CollegeSort = (typeof COLLEGE_SORTS)[number];
export const COLLEGE_SORT_LABELS: Record<CollegeSort, string> = {
  relevance: 'Relevance, recruiting programs first',
  name: 'Name (A to Z)',
  distance: 'Distance from a ZIP code or state',
  match: 'Best match',
};
/** The sort a URL without `sort=` means. */
export const DEFAULT_COLLEGE_SORT: CollegeSort = 'relevance';

/**
 * The distance sort's origin (`near=`, docs/decisions/029): a five-digit
 * ZIP code (ZIP+4 accepted, kept as its five digits) or a state, by code or
 * name in any case (kept as its code).
 */
export const NEAR_TEXTS = {
  malformed: 'Enter a 5-digit ZIP code or a state, such as 43210 or OH',
  required: 'Enter a ZIP code or a state to sort by distance',
  unknownZip: 'We do not know this ZIP code. Check it, or enter a state.',
} as const;

const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;

/** The normalized origin: "43210" or "OH"; undefined when it is neither. */
export function normalizeNear(value: string): string | undefined {
  const text = value.trim();
  const zip = ZIP_PATTERN.exec(text)?.[1];
  if (zip) return zip;
  const wanted = text.toLowerCase();
  return COLLEGE_STATE_CODES.find((code) => code.toLowerCase() === wanted || COLLEGE_STATES[code].toLowerCase() === wanted);
}

/** A normalized `near` that names a state (else it is a ZIP code). */
export const nearIsState = (near: string): near is CollegeStateCode => near in COLLEGE_STATES;

const nearSchema = z.preprocess(
  emptyToUndefined,
  z
    .string(NEAR_TEXTS.malformed)
    .max(50, NEAR_TEXTS.malformed)
    .transform((value, ctx) => {
      const near = normalizeNear(value);
      if (near === undefined) {
        ctx.addIssue({ code: 'custom', message: NEAR_TEXTS.malformed });
        return z.NEVER;
      }
      return near;
    })
    .optional(),
);

export const COLLEGE_PAGE_SIZE = 20;
export const COLLEGE_SEARCH_MAX = 100;
/** The tuition ceiling's upper bound (USD per year); the file's highest tuition is under 70,000. */
export const COLLEGE_TUITION_MAX = 200_000;


export const GAMES_FILTER_MESSAGE = `Pick games from: ${GAME_CATALOG.map((game) => game.name).join(', ')}`;

/**
 * A title named in `games=` by its slug or its name, any case
 * ("valorant", "League of Legends"): the header's links and older links
 * read the same (docs/decisions/031).
 */
export function gameSlugOf(value: string): GameSlug | undefined {
  const wanted = value.trim().toLowerCase();
  return GAME_CATALOG.find((game) => game.slug === wanted || game.name.toLowerCase() === wanted)?.slug;
}

/** `games=valorant,rocket-league`: one or more titles, comma-separated; colleges with a program in any of them. */
const gamesFilterSchema = z.preprocess(
  (value) => (value === '' ? undefined : Array.isArray(value) ? value.join(',') : value),
  z
    .string(GAMES_FILTER_MESSAGE)
    .transform((value, ctx) => {
      const slugs = value
        .split(',')
        .filter((part) => part.trim() !== '')
        .map(gameSlugOf);
      if (slugs.length === 0 || slugs.some((slug) => slug === undefined)) {
        ctx.addIssue({ code: 'custom', message: GAMES_FILTER_MESSAGE });
        return z.NEVER;
      }
      return [...new Set(slugs as GameSlug[])].sort((a, b) => GAME_SLUGS.indexOf(a) - GAME_SLUGS.indexOf(b));
    })
    .optional(),
);

/** A yes-only filter (`scholarships=true`): "false" or nothing means "not filtered". */
const onlyWhenTrue = (label: string) =>
  z.preprocess(emptyToUndefined, z.enum(['true', 'false'], `${label} must be true or false`).transform((value) => (value === 'true' ? true : undefined)).optional());

/**
 * GET /api/colleges?q=&games=&scholarships=&hasProgram=&recruiting=&state=&control=&size=&maxAdmissionRate=&maxTuition=&sort=&near=&page=
 * The program filters (games, scholarships, recruiting) hold for ONE program
 * of the college: `games=valorant&scholarships=true` is a Valorant program
 * with scholarships. hasProgram is implied by any of them. `sort=distance`
 * needs `near`.
 */
export const collegeSearchQuerySchema = z
  .object({
    games: gamesFilterSchema,
    scholarships: onlyWhenTrue('Scholarships'),
    hasProgram: onlyWhenTrue('Has an esports program'),
    recruiting: onlyWhenTrue('Recruiting now'),
    /** Part of the name, any case. */
    q: z.preprocess(emptyToUndefined, plainText('Search', COLLEGE_SEARCH_MAX).optional()),
    state: z.preprocess(emptyToUndefined, z.enum(COLLEGE_STATE_CODES, 'Pick a US state').optional()),
    control: z.preprocess(emptyToUndefined, z.enum(COLLEGE_CONTROL_FILTERS, 'Pick public or private').optional()),
    size: z.preprocess(emptyToUndefined, z.enum(COLLEGE_SIZES, 'Pick small, medium or large').optional()),
    /** Percent (0 to 100): colleges admitting at most this share of applicants; open or unreported admission is left out. */
    maxAdmissionRate: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number('Admission rate must be a number')
        .min(0, 'Admission rate must be between 0 and 100')
        .max(100, 'Admission rate must be between 0 and 100')
        .optional(),
    ),
    /** USD per year, compared with the out-of-state tuition (docs/decisions/029); unreported tuition is left out. */
    maxTuition: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number('Tuition must be a number')
        .int('Tuition must be a whole number of dollars')
        .min(0, 'Tuition cannot be negative')
        .max(COLLEGE_TUITION_MAX, `Tuition must be at most ${COLLEGE_TUITION_MAX.toLocaleString('en-US')}`)
        .optional(),
    ),
    sort: z.preprocess(emptyToUndefined, z.enum(COLLEGE_SORTS, 'Sort by relevance, name, distance or match').default(DEFAULT_COLLEGE_SORT)),
    /** The distance sort's origin: a ZIP code or a state. */
    near: nearSchema,
    page: z.preprocess(
      emptyToUndefined,
      z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Pages start at 1').max(10_000, 'Page is too far').default(1),
    ),
  })
  .refine((query) => query.sort !== 'distance' || query.near !== undefined, { message: NEAR_TEXTS.required, path: ['near'] });
export type CollegeSearchQuery = z.output<typeof collegeSearchQuerySchema>;
export type CollegeSearchInput = z.input<typeof collegeSearchQuerySchema>;

const controlSchema = z.enum(COLLEGE_CONTROLS);

/** USD per year; null: no esports scholarship. */
export const scholarshipRangeSchema = z.object({ min: z.number().int(), max: z.number().int() }).nullable();
export type ScholarshipRange = z.infer<typeof scholarshipRangeSchema>;

/** A program as a directory card lists it. */
export const collegeProgramBadgeSchema = z.object({
  titleSlug: z.enum(GAME_SLUGS),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  isRecruiting: z.boolean(),
  /** The program's open interest form, which its "Apply" opens (docs/decisions/069); null when none is published and open. */
  interestFormId: z.uuid().nullable(),
});
export type CollegeProgramBadge = z.infer<typeof collegeProgramBadgeSchema>;

/** A directory card. */
export const collegeSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  control: controlSchema,
  undergradEnrollment: z.number().int().nullable(),
  /** 0..1 */
  admissionRate: z.number().nullable(),
  tuitionInState: z.number().int().nullable(),
  tuitionOutOfState: z.number().int().nullable(),
  /** Claimed by its staff (docs/decisions/032). */
  isClaimed: z.boolean(),
  /** A fictional sample college ("Demo data" badge). */
  isDemo: z.boolean(),
  /** Its programs, by title then level. */
  programs: z.array(collegeProgramBadgeSchema),
  /** The lowest and highest scholarship amounts of its programs; null when none offers one. */
  scholarships: scholarshipRangeSchema,
  /**
   * With `sort=distance` only: miles from the origin (0 inside a state given
   * as the origin), null when the college has no coordinates.
   */
  distanceMiles: z.number().nullable().optional(),
  /**
   * For a signed-in player with a profile: the match of the college's best
   * program for them (among the programs the program filters keep); null
   * when it has none. Absent for everyone else.
   */
  match: collegeCardMatchSchema.nullable().optional(),
});
export type CollegeSummary = z.infer<typeof collegeSummarySchema>;

export const collegeSearchResponseSchema = z.object({
  rows: z.array(collegeSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Present when the viewer is a player with a profile: the cards carry their match and `sort=match` applies. */
  playerMatch: z.object({ hasPreferences: z.boolean() }).optional(),
});
export type CollegeSearchResponse = z.infer<typeof collegeSearchResponseSchema>;

/** Any text may be a slug that does not exist: an unknown one answers 404; one longer than any slug is a 400. */
export const collegeSlugParamsSchema = z.object({ slug: z.string().min(1).max(200, 'Unknown college address') });

export const rankTierSchema = z.object({ name: z.string(), ordinal: z.number().int() });

/**
 * A program's current roster, from our team module: the active players of
 * its team's roster for the program's title. A minor is named only when
 * their profile is public with their guardian's approval (RECRUITING.md
 * "Visibility and minors"); the others are counted.
 */
export const programRosterSchema = z.object({
  teamName: z.string(),
  players: z.array(z.object({ displayName: z.string(), role: z.string(), profileSlug: z.string().nullable() })),
  /** Players not named: minors without a public, guardian-approved profile, and players leaving the platform. */
  unnamedPlayers: z.number().int(),
});
export type ProgramRoster = z.infer<typeof programRosterSchema>;

/** A program's tab on the college page. */
export const collegeProgramSchema = collegeProgramBadgeSchema.extend({
  id: z.uuid(),
  rosterSize: z.number().int(),
  openSpots: z.number().int(),
  rolesNeeded: z.array(z.object({ role: z.string(), count: z.number().int(), priority: z.enum(ROLE_PRIORITIES) })),
  classYears: z.array(z.number().int()),
  minTier: rankTierSchema.nullable(),
  targetTier: rankTierSchema.nullable(),
  /** On the 4.0 scale. */
  minGpa: z.number().nullable(),
  scholarship: scholarshipRangeSchema,
  tryoutNotes: z.string().nullable(),
  /** Null when the program does not link a team of our team module. */
  roster: programRosterSchema.nullable(),
});
export type CollegeProgram = z.infer<typeof collegeProgramSchema>;

/** The college page: the institution's public facts and its programs. */
export const collegeSchema = collegeSummarySchema.omit({ programs: true, distanceMiles: true, match: true }).extend({
  programs: z.array(collegeProgramSchema),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  website: z.string().nullable(),
  predominantDegree: z.enum(COLLEGE_DEGREES),
  locale: z.string().nullable(),
  sat25: z.number().int().nullable(),
  sat75: z.number().int().nullable(),
  act25: z.number().int().nullable(),
  act75: z.number().int().nullable(),
  costOfAttendance: z.number().int().nullable(),
  isHbcu: z.boolean().nullable(),
  /** The staff listed publicly: name and title only (docs/decisions/034). */
  staff: z.array(publicCollegeStaffSchema),
  /** The college has a primary contact a signed-in user may message ("Message staff"). */
  hasStaffContact: z.boolean(),
  /** Written by the college's staff on the edit page (docs/decisions/033). */
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  socials: collegeSocialsSchema,
});
export type College = z.infer<typeof collegeSchema>;
