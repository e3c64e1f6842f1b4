/**
 * Player search (issue 11.6, docs/decisions/023): the header search of spec
 * 7.2 (published public profiles, anyone) and the recruiter search on
 * /players (recruiters and platform staff). The recruiter query lives in
 * the page URL as it is here, so the screen parses its URL with the same
 * schema the server uses.
 */
import { z } from 'zod';
import { SEARCH } from '../constants.ts';
import { GAME_CATALOG, GAME_SLUGS, gameBySlug } from '../recruiting/game-catalog.ts';
import { US_STATE_CODES } from '../recruiting/us-states.ts';
import { matchSummarySchema } from './match.ts';
import { plainText } from './plain-text.ts';

/** The texts live in a module without zod, so the header's search does not pull zod into the entry chunk. */
export { PLAYER_SEARCH_TEXTS } from '../recruiting/player-search-texts.ts';
import { PLAYER_SEARCH_TEXTS } from '../recruiting/player-search-texts.ts';

// ---------------------------------------------------------------- header search (spec 7.2)

/** GET /api/profiles/search?q= */
export const profileSearchQuerySchema = z.object({
  q: plainText('Search', 120).pipe(z.string().min(SEARCH.minChars, PLAYER_SEARCH_TEXTS.minChars)),
});
export type ProfileSearchQuery = z.infer<typeof profileSearchQuerySchema>;

/** Spec 7.2's columns, never an email; a minor's last name is withheld (decision 019). */
export const profileSearchResultSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  slug: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  classYear: z.number().int().nullable(),
  state: z.string().nullable(),
});
export type ProfileSearchResult = z.infer<typeof profileSearchResultSchema>;
export const profileSearchResponseSchema = z.object({ results: z.array(profileSearchResultSchema) });

// ---------------------------------------------------------------- recruiter search (/players)

export const PLAYER_SEARCH_PAGE_SIZE = 20;
export const PLAYER_SEARCH_SORTS = ['updated', 'rank', 'class_year', 'match'] as const;
export type PlayerSearchSort = (typeof PLAYER_SEARCH_SORTS)[number];
export const PLAYER_SEARCH_SORT_LABELS: Record<PlayerSearchSort, string> = {
  updated: 'Recently updated',
  rank: 'Rank (highest first)',
  class_year: 'Class year (earliest first)',
  match: 'Best match',
};
/** The GPA filter is on a 4.0 scale; GPAs on 5.0 or 100 scales are compared proportionally. */
export const GPA_FILTER_SCALE = 4;
export const CLASS_YEAR_RANGE = { min: 2000, max: 2100 } as const;

/** A comma-separated list in the URL (`roles=Duelist,IGL`); repeated parameters are accepted too. */
const splitList = (value: unknown) =>
  value === undefined || value === ''
    ? undefined
    : (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(',')).map((part) => part.trim()).filter(Boolean);

/** Errors name the list itself (querystring.roles), not an item of it. */
const listParam = (valid: (item: string) => boolean, message: string) =>
  z.preprocess(splitList, z.array(z.string()).max(20, 'Pick at most 20').optional()).refine((items) => !items || items.every(valid), message);

const CLASS_YEAR_MESSAGE = 'Class years are years such as 2027';
const isClassYear = (item: string) => /^\d{4}$/.test(item) && Number(item) >= CLASS_YEAR_RANGE.min && Number(item) <= CLASS_YEAR_RANGE.max;

const flagParam = z.preprocess(
  (value) => (value === 'true' || value === true ? true : value === 'false' || value === '' || value === undefined ? undefined : value),
  z.literal(true, 'Use true or leave it out').optional(),
);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /api/players?game=&minTier=&maxTier=&roles=&classYears=&state=&minGpa=&hasHighlights=&onTeam=&program=&sort=&page=
 * `program` (docs/decisions/030): one of the viewer's college programs ("Match for"); the results are then players
 * of its title, each with their match, and `sort=match` (which needs it) orders them by it.
 */
export const playerSearchQuerySchema = z
  .object({
    game: z.preprocess(emptyToUndefined, z.enum(GAME_SLUGS, 'Pick one of the listed games').optional()),
    /** Tier ids of the game's ladder (rank_tiers.id). */
    minTier: z.preprocess(emptyToUndefined, z.uuid(PLAYER_SEARCH_TEXTS.tierNotOnLadder).optional()),
    maxTier: z.preprocess(emptyToUndefined, z.uuid(PLAYER_SEARCH_TEXTS.tierNotOnLadder).optional()),
    roles: listParam((item) => item.length <= 40, 'Roles are at most 40 characters'),
    classYears: listParam(isClassYear, CLASS_YEAR_MESSAGE)
      .transform((years) => years?.map(Number))
      .optional(),
    state: z.preprocess(emptyToUndefined, z.enum(US_STATE_CODES, 'Pick a US state').optional()),
    minGpa: z.preprocess(
      emptyToUndefined,
      z.coerce.number('GPA must be a number').min(0, 'GPA must be between 0 and 4').max(GPA_FILTER_SCALE, 'GPA must be between 0 and 4').optional(),
    ),
    hasHighlights: flagParam,
    onTeam: flagParam,
    program: z.preprocess(emptyToUndefined, z.uuid(PLAYER_SEARCH_TEXTS.programNotFound).optional()),
    sort: z.preprocess(emptyToUndefined, z.enum(PLAYER_SEARCH_SORTS, 'Sort by rank, class year, recently updated or best match').default('updated')),
    page: z.preprocess(emptyToUndefined, z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Pages start at 1').max(10_000, 'Page is too far').default(1)),
  })
  .superRefine((query, ctx) => {
    if (query.sort === 'match' && !query.program) ctx.addIssue({ code: 'custom', path: ['program'], message: PLAYER_SEARCH_TEXTS.needsProgram });
    const game = query.game ? gameBySlug(query.game) : undefined;
    const needsGame = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: PLAYER_SEARCH_TEXTS.needsGame });
    if (!game) {
      if (query.minTier) needsGame('minTier');
      if (query.maxTier) needsGame('maxTier');
      if (query.roles?.length) needsGame('roles');
      if (query.sort === 'rank') needsGame('sort');
      return;
    }
    const unknown = query.roles?.find((role) => !game.roles.includes(role));
    if (unknown) ctx.addIssue({ code: 'custom', path: ['roles'], message: `${unknown} is not a ${game.name} role` });
  });
export type PlayerSearchQuery = z.output<typeof playerSearchQuerySchema>;
export type PlayerSearchInput = z.input<typeof playerSearchQuerySchema>;

export const playerSearchRowSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  slug: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  /** The filtered game, else the player's main game (first game tab); null without games. */
  game: z.object({ slug: z.string(), name: z.string() }).nullable(),
  rank: z.object({ name: z.string(), ordinal: z.number().int() }).nullable(),
  role: z.string().nullable(),
  classYear: z.number().int().nullable(),
  state: z.string().nullable(),
  hasHighlights: z.boolean(),
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  updatedAt: z.iso.datetime(),
  /** The row's Message action: the profile page's rule (never the viewer's own row). */
  canMessage: z.boolean(),
  /** The player's match for the search's program (the program's view); null without a program. */
  match: matchSummarySchema.nullable(),
});
export type PlayerSearchRow = z.infer<typeof playerSearchRowSchema>;

export const playerSearchResponseSchema = z.object({
  rows: z.array(playerSearchRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PlayerSearchResponse = z.infer<typeof playerSearchResponseSchema>;

/** The catalog's titles in display order (for selects before the ladders arrive). */
export const SEARCH_GAMES = GAME_CATALOG.map((game) => ({ slug: game.slug, name: game.name }));
