/**
 * Profile setup (issue 11.1, docs/decisions/020): one schema per onboarding
 * step, shared by the step's form and its PUT route, the draft the server
 * answers with, and the rank ladders the games step picks from. Checks that
 * need the database (a slug that is taken, a tier of this title's ladder)
 * are made by the server with the messages below.
 */
import { z } from 'zod';
import { AVAILABILITY_SLOTS, GAME_CATALOG, GAME_SLUGS, gameBySlug } from '../recruiting/game-catalog.ts';
import { SETUP_KINDS } from '../account/profile-setup-steps.ts';
import { US_STATE_CODES } from '../recruiting/us-states.ts';
import {
  ACADEMICS_VISIBILITIES,
  GPA_SCALES,
  ONBOARDING_STEPS,
  OPEN_TO_VALUES,
  PROFILE_VISIBILITIES,
  RECRUITING_STATUSES,
  SCHOOL_TYPES,
} from '../value-sets.ts';
import { optionalPlainText, plainText } from './plain-text.ts';

export const PROFILE_SETUP_TEXTS = {
  slugTaken: 'That profile URL is taken',
  slugFormat: 'Use 3 to 40 lowercase letters, digits and single dashes',
  slugReserved: 'That profile URL is reserved',
  timeZone: 'Choose a time zone from the list',
  tierOfOtherTitle: "Choose a rank from this game's ladder",
  peakBelowCurrent: 'Peak rank cannot be below the current rank',
  roleOfOtherTitle: "Choose a role from this game's list",
  regionOfOtherTitle: "Choose a region from this game's list",
  duplicateTitle: 'Each game can be added once',
  gpaAboveScale: 'GPA cannot be above its scale',
  gpaNeedsScale: 'Choose the GPA scale',
  highlightUrl: 'Use an https link to YouTube, Twitch or Medal',
  stepNotForYou: 'This step is not part of your setup.',
  setupNotStarted: 'Save the first step before finishing.',
  minorNeedsGuardian: 'A parent or guardian must approve before anyone else can see your profile',
  /** The Public choice as a player under 18 reads it (RECRUITING.md "Visibility and minors"). */
  minorPublicDescription: 'Anyone can find your profile; because you are under 18, public pages show only your display name, class year and state.',
  published: 'Your profile is published.',
  publishedPrivate: 'Your profile is saved as private: only you can see it until you choose another audience.',
  setupDone: 'Your setup is complete.',
} as const;

// ---------------------------------------------------------------- identity

/** Words a slug may not be: they are (or may become) paths under /player/{slug}. */
export const RESERVED_SLUGS = ['create', 'card', 'edit', 'new', 'me', 'admin', 'settings', 'search', 'welcome', 'onboarding', 'api', 'player', 'players'] as const;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z
  .string('Profile URL is required')
  .trim()
  .min(3, PROFILE_SETUP_TEXTS.slugFormat)
  .max(40, PROFILE_SETUP_TEXTS.slugFormat)
  .regex(SLUG_PATTERN, PROFILE_SETUP_TEXTS.slugFormat)
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), PROFILE_SETUP_TEXTS.slugReserved);

/** The slug the form offers for a display name ("Jane Doe!" → "jane-doe"); may still be taken. */
export function suggestSlug(displayName: string): string {
  return displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

let timeZones: Set<string> | undefined;
/** IANA zones the runtime knows, plus UTC (which some runtimes leave out of the list). */
export function isKnownTimeZone(zone: string): boolean {
  timeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return timeZones.has(zone);
}

/** '' from an empty select means "not set". */
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.union([schema, z.literal('')]).nullish().transform((value) => (value === '' || value === undefined ? null : value) as z.output<T> | null);

export const identityStepSchema = z.object({
  displayName: plainText('Display name', 50),
  slug: slugSchema,
  firstName: optionalPlainText('First name', 50),
  lastName: optionalPlainText('Last name', 50),
  headline: optionalPlainText('Headline', 120),
  bio: optionalPlainText('Bio', 2000),
  city: optionalPlainText('City', 80),
  state: emptyAsNull(z.enum(US_STATE_CODES, 'Choose a state from the list')),
  timeZone: emptyAsNull(z.string().refine(isKnownTimeZone, PROFILE_SETUP_TEXTS.timeZone)),
});
export type IdentityStepInput = z.input<typeof identityStepSchema>;
export type IdentityStep = z.output<typeof identityStepSchema>;

export const slugAvailableQuerySchema = z.object({ slug: z.string().max(200) });
export const slugAvailableResponseSchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Why not, when it is not: format, reserved or taken. */
  message: z.string().nullable(),
});
export type SlugAvailableResponse = z.infer<typeof slugAvailableResponseSchema>;

// ---------------------------------------------------------------- games

const ALL_REGIONS = [...new Set(GAME_CATALOG.flatMap((game) => game.regions))] as [string, ...string[]];
const ALL_ROLES = [...new Set(GAME_CATALOG.flatMap((game) => game.roles))] as [string, ...string[]];
export const MAX_GAMES = GAME_CATALOG.length;
export const MAX_MAINS = 10;

export const gameProfileInputSchema = z.object({
  titleSlug: z.enum(GAME_SLUGS, 'Choose a game'),
  inGameName: plainText('In-game name', 40),
  region: emptyAsNull(z.enum(ALL_REGIONS, 'Choose a region')),
  primaryRole: emptyAsNull(z.enum(ALL_ROLES, 'Choose a role')),
  secondaryRole: emptyAsNull(z.enum(ALL_ROLES, 'Choose a role')),
  mains: z.array(plainText('Main', 40)).max(MAX_MAINS, `List at most ${MAX_MAINS}`).default([]),
  currentTierId: emptyAsNull(z.uuid('Choose a rank')),
  peakTierId: emptyAsNull(z.uuid('Choose a rank')),
  hoursPerWeek: z.number('Enter a number of hours').int('Enter whole hours').min(0, 'Hours must be 0 to 168').max(168, 'Hours must be 0 to 168').nullish().transform((value) => value ?? null),
  availability: z
    .array(z.enum(AVAILABILITY_SLOTS))
    .max(AVAILABILITY_SLOTS.length)
    .default([])
    .transform((slots) => [...new Set(slots)]),
});
export type GameProfileInput = z.input<typeof gameProfileInputSchema>;

/** Role and region must be of the game's own lists; one game profile per title. */
export const gamesStepSchema = z
  .object({ games: z.array(gameProfileInputSchema).max(MAX_GAMES, `Add at most ${MAX_GAMES} games`) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.games.forEach((game, index) => {
      if (seen.has(game.titleSlug)) ctx.addIssue({ code: 'custom', path: ['games', index, 'titleSlug'], message: PROFILE_SETUP_TEXTS.duplicateTitle });
      seen.add(game.titleSlug);
      const entry = gameBySlug(game.titleSlug);
      if (!entry) return;
      if (game.region && !entry.regions.includes(game.region)) {
        ctx.addIssue({ code: 'custom', path: ['games', index, 'region'], message: PROFILE_SETUP_TEXTS.regionOfOtherTitle });
      }
      for (const field of ['primaryRole', 'secondaryRole'] as const) {
        const role = game[field];
        if (role && !entry.roles.includes(role)) ctx.addIssue({ code: 'custom', path: ['games', index, field], message: PROFILE_SETUP_TEXTS.roleOfOtherTitle });
      }
    });
  });
export type GamesStepInput = z.input<typeof gamesStepSchema>;
export type GamesStep = z.output<typeof gamesStepSchema>;

// ---------------------------------------------------------------- academics

/** Class years a profile may give: last year's graduates up to six years ahead. */
export function classYearRange(today = new Date()): { min: number; max: number } {
  const year = today.getUTCFullYear();
  return { min: year - 1, max: year + 6 };
}

const optionalInt = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min} to ${max}`)
    .max(max, `${label} must be ${min} to ${max}`)
    .nullish()
    .transform((value) => value ?? null);

export const MAX_MAJORS = 5;

export const academicsStepSchema = z
  .object({
    schoolName: optionalPlainText('School name', 120),
    schoolType: emptyAsNull(z.enum(SCHOOL_TYPES, 'Choose a school type')),
    gradYear: z
      .number('Class year must be a number')
      .int('Class year must be a whole number')
      .nullish()
      .transform((value) => value ?? null),
    gpa: z.number('GPA must be a number').min(0, 'GPA cannot be negative').nullish().transform((value) => value ?? null),
    gpaScale: emptyAsNull(z.enum(GPA_SCALES, 'Choose the GPA scale')),
    satScore: optionalInt('SAT score', 400, 1600),
    actScore: optionalInt('ACT score', 1, 36),
    intendedMajors: z.array(plainText('Major', 80)).max(MAX_MAJORS, `List at most ${MAX_MAJORS} majors`).default([]),
    academicsVisibility: z.enum(ACADEMICS_VISIBILITIES).default('recruiters'),
  })
  .superRefine((value, ctx) => {
    const { min, max } = classYearRange();
    if (value.gradYear !== null && (value.gradYear < min || value.gradYear > max)) {
      ctx.addIssue({ code: 'custom', path: ['gradYear'], message: `Class year must be ${min} to ${max}` });
    }
    if (value.gpa !== null) {
      if (!value.gpaScale) ctx.addIssue({ code: 'custom', path: ['gpaScale'], message: PROFILE_SETUP_TEXTS.gpaNeedsScale });
      else if (value.gpa > Number(value.gpaScale)) ctx.addIssue({ code: 'custom', path: ['gpa'], message: PROFILE_SETUP_TEXTS.gpaAboveScale });
    }
  });
export type AcademicsStepInput = z.input<typeof academicsStepSchema>;
export type AcademicsStep = z.output<typeof academicsStepSchema>;

// ---------------------------------------------------------------- highlights

export const MAX_HIGHLIGHTS = 10;
/** Video hosts a highlight may link to (decision 020): the three the brief names, with their usual spellings. */
export const HIGHLIGHT_HOSTS = ['youtube.com', 'youtu.be', 'twitch.tv', 'medal.tv'] as const;

export function isHighlightUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return HIGHLIGHT_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export const highlightInputSchema = z.object({
  title: plainText('Title', 100),
  url: z.string('Link is required').trim().max(500, 'Link must be at most 500 characters').refine(isHighlightUrl, PROFILE_SETUP_TEXTS.highlightUrl),
});
export const highlightsStepSchema = z.object({
  highlights: z.array(highlightInputSchema).max(MAX_HIGHLIGHTS, `Add at most ${MAX_HIGHLIGHTS} highlights`),
});
export type HighlightsStepInput = z.input<typeof highlightsStepSchema>;
export type HighlightsStep = z.output<typeof highlightsStepSchema>;

// ---------------------------------------------------------------- visibility

export const visibilityStepSchema = z.object({
  visibility: z.enum(PROFILE_VISIBILITIES, 'Choose who can see your profile'),
  openTo: z
    .array(z.enum(OPEN_TO_VALUES))
    .max(OPEN_TO_VALUES.length)
    .default([])
    .transform((values) => [...new Set(values)]),
  recruitingStatus: z.enum(RECRUITING_STATUSES, 'Choose a recruiting status'),
});
export type VisibilityStepInput = z.input<typeof visibilityStepSchema>;
export type VisibilityStep = z.output<typeof visibilityStepSchema>;

/** POST /api/profile/setup/finish takes an empty object. */
export const finishSetupSchema = z.object({}).strict();

// ---------------------------------------------------------------- the draft

const nullableString = z.string().nullable();

export const setupMissingItemSchema = z.object({ step: z.enum(ONBOARDING_STEPS), label: z.string() });

export const profileSetupDraftSchema = z.object({
  kind: z.enum(SETUP_KINDS),
  steps: z.array(z.enum(ONBOARDING_STEPS)),
  onboardingStep: z.enum(ONBOARDING_STEPS).nullable(),
  setupCompletedAt: nullableString,
  completionPercent: z.number().int(),
  missing: z.array(setupMissingItemSchema),
  isMinor: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: nullableString,
  /** For a minor: where the guardian link stands and what the guardian approved. */
  guardian: z.object({
    status: z.enum(['none', 'invited', 'active']),
    approvedVisibility: z.enum(['recruiters_only', 'public']).nullable(),
    /** The latest publishing decision was a guardian's revoke (profileAudience, docs/decisions/067). */
    revoked: z.boolean(),
  }),
  deletionRequested: z.boolean(),
  identity: z.object({
    displayName: z.string(),
    slug: z.string(),
    firstName: nullableString,
    lastName: nullableString,
    headline: nullableString,
    bio: nullableString,
    city: nullableString,
    state: z.enum(US_STATE_CODES).nullable(),
    timeZone: nullableString,
  }),
  games: z.array(
    z.object({
      titleSlug: z.enum(GAME_SLUGS),
      inGameName: z.string(),
      region: nullableString,
      primaryRole: nullableString,
      secondaryRole: nullableString,
      mains: z.array(z.string()),
      currentTierId: nullableString,
      peakTierId: nullableString,
      rankAsOf: nullableString,
      hoursPerWeek: z.number().int().nullable(),
      availability: z.array(z.enum(AVAILABILITY_SLOTS)),
    }),
  ),
  academics: z.object({
    schoolName: nullableString,
    schoolType: z.enum(SCHOOL_TYPES).nullable(),
    gradYear: z.number().int().nullable(),
    gpa: z.number().nullable(),
    gpaScale: z.enum(GPA_SCALES).nullable(),
    satScore: z.number().int().nullable(),
    actScore: z.number().int().nullable(),
    intendedMajors: z.array(z.string()),
    academicsVisibility: z.enum(ACADEMICS_VISIBILITIES),
  }),
  highlights: z.array(z.object({ title: z.string(), url: z.string() })),
  visibility: z.object({
    visibility: z.enum(PROFILE_VISIBILITIES),
    openTo: z.array(z.enum(OPEN_TO_VALUES)),
    recruitingStatus: z.enum(RECRUITING_STATUSES),
  }),
  /** Points the save that answered this draft earned (docs/decisions/048); absent on a plain read. */
  pointsAwarded: z.number().int().optional(),
});
export type ProfileSetupDraft = z.infer<typeof profileSetupDraftSchema>;

export const finishSetupResponseSchema = z.object({
  draft: profileSetupDraftSchema,
  /** What happened, to show the user ("A parent or guardian must approve..."). */
  message: z.string(),
  /** False for a minor awaiting a guardian, and for family and recruiter setups (nothing to publish). */
  isLive: z.boolean(),
  /** Points finishing earned (the published-profile milestone, docs/decisions/048). */
  pointsAwarded: z.number().int(),
});
export type FinishSetupResponse = z.infer<typeof finishSetupResponseSchema>;

// ---------------------------------------------------------------- rank ladders

export const rankLaddersResponseSchema = z.object({
  titles: z.array(
    z.object({
      slug: z.enum(GAME_SLUGS),
      name: z.string(),
      ladderName: z.string(),
      season: z.string(),
      mainsLabel: z.string(),
      roles: z.array(z.string()),
      regions: z.array(z.string()),
      tiers: z.array(z.object({ id: z.string(), name: z.string(), group: z.string(), ordinal: z.number().int() })),
    }),
  ),
});
export type RankLaddersResponse = z.infer<typeof rankLaddersResponseSchema>;
export type RankLadderTitle = RankLaddersResponse['titles'][number];
