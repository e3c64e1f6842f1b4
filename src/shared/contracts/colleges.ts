/**
 * Colleges (issue 12, docs/decisions/029): the directory of real
 * institutions (GET /api/colleges, its query as the /colleges page URL holds
 * it, so the screen parses its URL with the schema the server uses) and the
 * college page's facts (GET /api/colleges/:slug). Public: anyone may ask.
 */
import { z } from 'zod';
import { US_STATES } from '../us-states.ts';
import { COLLEGE_CONTROLS, COLLEGE_DEGREES } from '../value-sets.ts';
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

export const COLLEGE_SORTS = ['name'] as const;
export type CollegeSort = (typeof COLLEGE_SORTS)[number];

export const COLLEGE_PAGE_SIZE = 20;
export const COLLEGE_SEARCH_MAX = 100;
/** The tuition ceiling's upper bound (USD per year); the file's highest tuition is under 70,000. */
export const COLLEGE_TUITION_MAX = 200_000;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/colleges?q=&state=&control=&size=&maxAdmissionRate=&maxTuition=&sort=&page= */
export const collegeSearchQuerySchema = z.object({
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
  sort: z.preprocess(emptyToUndefined, z.enum(COLLEGE_SORTS, 'Sort by name').default('name')),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Pages start at 1').max(10_000, 'Page is too far').default(1),
  ),
});
export type CollegeSearchQuery = z.output<typeof collegeSearchQuerySchema>;
export type CollegeSearchInput = z.input<typeof collegeSearchQuerySchema>;

const controlSchema = z.enum(COLLEGE_CONTROLS);

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
});
export type CollegeSummary = z.infer<typeof collegeSummarySchema>;

export const collegeSearchResponseSchema = z.object({
  rows: z.array(collegeSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CollegeSearchResponse = z.infer<typeof collegeSearchResponseSchema>;

/** Any text may be a slug that does not exist: an unknown one answers 404; one longer than any slug is a 400. */
export const collegeSlugParamsSchema = z.object({ slug: z.string().min(1).max(200, 'Unknown college address') });

/** The college page: the institution's public facts. */
export const collegeSchema = collegeSummarySchema.extend({
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
});
export type College = z.infer<typeof collegeSchema>;
