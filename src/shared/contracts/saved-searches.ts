/**
 * Saved searches (issue 14.5, docs/decisions/051): a recruiter's named
 * filters of the player search on /players. Private to their owner; counted
 * against the college plan's `saved_searches` limit (#shared/plans.ts) of
 * the owner's college, or the free limit per user without a college. The
 * filters are validated with the search's own query schema, so a stored
 * search always runs.
 */
import { z } from 'zod';
import { plainText } from './plain-text.ts';
import { playerSearchQuerySchema } from './player-search.ts';

export const SAVED_SEARCH_NAME_MAX = 80;
/** A hard cap per owner whatever the plan (College Pro has no plan limit): the list is never paged. */
export const MAX_SAVED_SEARCHES_PER_USER = 100;

export const SAVED_SEARCH_TEXTS = {
  notFound: 'Saved search not found',
  nameTaken: 'You already have a saved search with this name',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES_PER_USER} saved searches. Delete one to make room.`,
  /** A user without a college: the free college plan's limit, per user. */
  personalLimit: (max: number) => `You can keep up to ${max} saved searches. Delete one to make room.`,
  saved: (name: string) => `Saved "${name}"`,
  renamed: 'Saved search renamed',
  deleted: (name: string) => `Deleted "${name}"`,
  loadError: 'Could not load your saved searches',
  empty: 'No saved searches yet. Set the filters, then choose Save search.',
} as const;

export const savedSearchParamsSchema = z.object({ searchId: z.uuid(SAVED_SEARCH_TEXTS.notFound) });

const nameSchema = plainText('Name', SAVED_SEARCH_NAME_MAX);

/** POST /api/saved-searches: the filters as /players states them (its URL query or the parsed query); the page is not kept. */
export const createSavedSearchSchema = z.object({
  name: nameSchema,
  filters: playerSearchQuerySchema.prefault({}),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

/** PATCH /api/saved-searches/:searchId */
export const renameSavedSearchSchema = z.object({ name: nameSchema });
export type RenameSavedSearchInput = z.input<typeof renameSavedSearchSchema>;

/** The stored filters: playerSearchQuerySchema's output without the page (a saved search starts at page 1). */
export const savedSearchFiltersSchema = z.record(z.string(), z.unknown());

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: savedSearchFiltersSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** What counts the viewer's saved searches against which limit. */
export const savedSearchUsageSchema = z.object({
  /** The college whose plan counts them; null for a recruiter without a college (the free limit, per user). */
  college: z.object({ id: z.uuid(), name: z.string(), plan: z.string() }).nullable(),
  /** Saved searches counted: all staff of the college, or the viewer's own without a college. */
  used: z.number().int(),
  /** null: no limit (College Pro). */
  max: z.number().int().nullable(),
  /** The viewer may buy the college's plan (its programs_college_admin): the upgrade prompt links to /subscription. */
  canUpgrade: z.boolean(),
});
export type SavedSearchUsage = z.infer<typeof savedSearchUsageSchema>;

export const savedSearchesResponseSchema = z.object({
  searches: z.array(savedSearchSchema),
  usage: savedSearchUsageSchema,
});
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;
