/**
 * GET /api/home (issue 26.2, docs/decisions/068): the signed-in home in one
 * request. Sections come in the order the page shows them, the most
 * specific first: college, guardian, teams, player. Every part is about the
 * viewer: their own profile, their teams, their conversations, and, for a
 * guardian, the players they are an active guardian of.
 */
import { z } from 'zod';
import { ATTENDANCE_STATUSES, ORGANIZATION_TYPES } from '../value-sets.ts';
import { matchSummarySchema } from './match.ts';
import { conversationSummarySchema } from './messaging.ts';
import { boardDeadlineSchema, programRefSchema } from './player-recruiting.ts';

export const HOME_SECTIONS = ['college', 'guardian', 'teams', 'player'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The most upcoming practices, matches, deadlines and conversations the home lists. */
export const HOME_LIMITS = { practices: 5, matches: 3, deadlines: 5, conversations: 3, nextSteps: 3 } as const;

export const HOME_TEAM_ROLES = ['owner', 'staff', 'player'] as const;
export type HomeTeamRole = (typeof HOME_TEAM_ROLES)[number];

export const homeTeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  /** The viewer's place: owner first, then staff, then player. */
  role: z.enum(HOME_TEAM_ROLES),
  activePlayers: z.number().int(),
  maxRosterSize: z.number().int(),
});
export type HomeTeam = z.infer<typeof homeTeamSchema>;

export const homePracticeSchema = z.object({
  id: z.uuid(),
  teamId: z.uuid(),
  teamName: z.string(),
  title: z.string(),
  /** ISO 8601. */
  scheduledAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  isMandatory: z.boolean(),
  /** The viewer's own answer; null: not answered yet. */
  myStatus: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type HomePractice = z.infer<typeof homePracticeSchema>;

export const homeNextStepSchema = z.object({
  /** Stable key (tests, React keys). */
  key: z.string(),
  label: z.string(),
  href: z.string(),
});
export type HomeNextStep = z.infer<typeof homeNextStepSchema>;

export const homePlayerSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  completionPercent: z.number().int(),
  setupComplete: z.boolean(),
  /** At most HOME_LIMITS.nextSteps, the most useful first. */
  nextSteps: z.array(homeNextStepSchema),
  /** False when the player has no game profile yet (no matches to show). */
  hasMatch: z.boolean(),
  /** The best programs of the player's games not yet on their college board. */
  matches: z.array(z.object({ program: programRefSchema, match: matchSummarySchema })),
  /** Upcoming form closings and tryouts of the programs on the college board, soonest first. */
  deadlines: z.array(boardDeadlineSchema.extend({ program: programRefSchema })),
});
export type HomePlayer = z.infer<typeof homePlayerSchema>;

export const homeGuardianSchema = z.object({
  players: z.array(
    z.object({
      userId: z.string(),
      displayName: z.string(),
      slug: z.string(),
      /** Waiting for the guardian to approve publishing. */
      isPendingApproval: z.boolean(),
      /**
       * The player's recruiting outcomes waiting for the guardian (docs/decisions/041, 077): a record the
       * minor made that no guardian approved yet, or a public consent the player gave and the guardian not yet.
       */
      outcomesAwaitingGuardian: z.number().int(),
    }),
  ),
  /** Conversations of the guardian's players they can read (decision 021). */
  conversationCount: z.number().int(),
  /** The newest of those conversations, read-only summaries, newest activity first (docs/decisions/077). */
  conversations: z.array(conversationSummarySchema),
});
export type HomeGuardian = z.infer<typeof homeGuardianSchema>;

export const homeCollegeSchema = z.object({
  colleges: z.array(z.object({ id: z.uuid(), slug: z.string(), name: z.string() })),
});

export const homeResponseSchema = z.object({
  displayName: z.string(),
  sections: z.array(z.enum(HOME_SECTIONS)),
  college: homeCollegeSchema.nullable(),
  guardian: homeGuardianSchema.nullable(),
  /** Every team the viewer is on, by name. */
  teams: z.array(homeTeamSchema),
  /** Upcoming practices of those teams, soonest first. */
  practices: z.array(homePracticeSchema),
  player: homePlayerSchema.nullable(),
  messages: z.object({
    unreadTotal: z.number().int(),
    /** The newest conversations, newest activity first. */
    conversations: z.array(conversationSummarySchema),
  }),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;
