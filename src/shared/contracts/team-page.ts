/**
 * The public team page, /teams/{teamId} (issue 26.8, docs/decisions/071):
 * what anyone may read about a team that is not archived. Adults on the
 * roster are listed by display name to signed-in users only; a player under
 * 18 is never listed, counted apart or described (RECRUITING.md "Visibility
 * and minors"); the roster size is the card's figure, the same for everyone.
 */
import { z } from 'zod';
import { COMMITMENT_LEVELS, ORGANIZATION_TYPES, PLAY_LEVELS } from '../value-sets.ts';
import { teamBrandSchema } from './team-brand.ts';
import { achievementSchema } from './teams-showcase.ts';
import { isoDateTime } from './teams-fields.ts';

export const TEAM_PAGE_TEXTS = {
  rosterSignedOut: 'Sign in to see who plays for this team.',
  rosterNoMinors: 'Players under 18 are never listed here.',
  rosterEmpty: 'No adult players or staff to list yet.',
  noPosts: 'This team is not recruiting right now.',
  noAchievements: 'No achievements yet.',
  signInToApply: 'Sign in or create an account to apply.',
  notAPlayerAccount: 'Applications come from player accounts.',
  ownTeam: 'You are on this team.',
} as const;

export const teamPagePostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  commitmentLevel: z.enum(COMMITMENT_LEVELS),
  positionsNeeded: z.array(z.string()),
  isPaid: z.boolean(),
  salaryRange: z.string().nullable(),
  createdAt: isoDateTime,
  /** The post's game, if it names one. */
  game: z.string().nullable(),
  /** The rank range's tier names, each end optional. */
  minRank: z.string().nullable(),
  maxRank: z.string().nullable(),
  /** Weekly cells (`mon-18`) in `timeZone`. */
  availability: z.array(z.string()),
  timeZone: z.string().nullable(),
  /** Whether the signed-in viewer applied; null for a visitor. */
  applied: z.boolean().nullable(),
});
export type TeamPagePost = z.infer<typeof teamPagePostSchema>;

export const teamPagePersonSchema = z.object({
  displayName: z.string(),
  role: z.string(),
  /** The game roster, or null for the general roster. */
  game: z.string().nullable(),
});
export type TeamPagePerson = z.infer<typeof teamPagePersonSchema>;

export const teamPageSchema = z.object({
  team: z.object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    logoUrl: z.string().nullable(),
    organizationType: z.enum(ORGANIZATION_TYPES),
    activePlayers: z.number().int(),
    maxRosterSize: z.number().int(),
    brand: teamBrandSchema.nullable(),
  }),
  games: z.array(z.object({ name: z.string(), slug: z.string(), playLevel: z.enum(PLAY_LEVELS) })),
  posts: z.array(teamPagePostSchema),
  achievements: z.array(achievementSchema),
  /** Adults only, by display name; null for a signed-out visitor. */
  roster: z.object({ players: z.array(teamPagePersonSchema), staff: z.array(teamPagePersonSchema) }).nullable(),
  viewer: z.object({
    signedIn: z.boolean(),
    /** Owner, or an active player or staff member of this team. */
    onTeam: z.boolean(),
    /** A player-type account that is not on this team: may apply to its posts. */
    canApply: z.boolean(),
    /** On the team (player, staff or owner) or a platform admin: the manage screen opens. */
    canOpenManage: z.boolean(),
  }),
});
export type TeamPage = z.infer<typeof teamPageSchema>;
