/**
 * The landing page's figures and real stories (issue 26 item 5, docs/decisions/070): counted from the
 * database, never written by hand. The web client imports these as types only (the landing page loads no
 * zod, decision 009).
 */
import { z } from 'zod';
import { OUTCOME_STATUSES } from '../recruiting/recruiting-values.ts';

export const landingGameFiguresSchema = z.object({
  /** The title's slug (game-catalog.ts). */
  slug: z.string(),
  name: z.string(),
  /** Player accounts with a game profile in this title (accounts asking for deletion left out). */
  players: z.number().int(),
  /** College programs listed for this title. */
  programs: z.number().int(),
});
export type LandingGameFigures = z.infer<typeof landingGameFiguresSchema>;

/** A college-confirmed, public commitment (decision 041's public rule): display name, class year and state only. */
export const landingStorySchema = z.object({
  id: z.string(),
  status: z.enum(OUTCOME_STATUSES),
  displayName: z.string(),
  classYear: z.number().int().nullable(),
  state: z.string().nullable(),
  collegeName: z.string(),
  titleName: z.string().nullable(),
});
export type LandingStory = z.infer<typeof landingStorySchema>;

export const landingFiguresSchema = z.object({
  /** College programs listed in the directory. */
  programs: z.number().int(),
  /** Accounts that can sign in, without those asking for deletion. */
  members: z.number().int(),
  /** Games (esports titles) players and programs can choose. */
  games: z.number().int(),
  /** College-confirmed, public commitments (verbal, committed or signed). */
  commitments: z.number().int(),
  /** The site holds sample (demo) colleges, so the counts include demo data. */
  includesDemoData: z.boolean(),
  byGame: z.array(landingGameFiguresSchema),
  /** The newest confirmed, public commitments, at most LANDING_STORIES_MAX. */
  stories: z.array(landingStorySchema),
  /** When these were counted (ISO); the answer is cached for LANDING_FIGURES_TTL_SECONDS. */
  countedAt: z.string(),
});
export type LandingFigures = z.infer<typeof landingFiguresSchema>;

export const LANDING_STORIES_MAX = 3;
/** How long one count is served, in the process and by browsers and proxies. */
export const LANDING_FIGURES_TTL_SECONDS = 60;
