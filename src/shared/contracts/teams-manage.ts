/**
 * The manage screen's one response (GET /api/teams/:teamId/manage): the team and every tab's rows; practices as
 * what the screen shows of them (first pages, counts, calendar days; docs/decisions/084).
 */
import { z } from 'zod';
import { teamBrandSchema } from './team-brand.ts';
import { gameProfileSchema, teamInvitationSchema, teamMemberSchema, teamStaffSchema } from './teams-roster.ts';
import { managePracticesSchema } from './practice-pages.ts';
import { tournamentSchema } from './teams-schedule.ts';
import { achievementSchema, recruitingPostSchema } from './teams-showcase.ts';
import { teamSummarySchema } from './teams-settings.ts';

/** GET /api/teams/:teamId/manage: everything the manage screen shows, in one response. */
export const teamManageSchema = z.object({
  team: teamSummarySchema,
  viewer: z.object({
    isManager: z.boolean(),
    /** Active player or staff member of this team. */
    isMember: z.boolean(),
    /** Platform admin (may change the tier). */
    canChangeTier: z.boolean(),
  }),
  gameProfiles: z.array(gameProfileSchema),
  members: z.array(teamMemberSchema),
  staff: z.array(teamStaffSchema),
  /** Upcoming and recent practices (first pages), the counts and the calendar's days; further pages on request. */
  practices: managePracticesSchema,
  /** start_date, created_at, id descending: the first page (docs/decisions/084); the next through olderTournamentsCursor. */
  tournaments: z.array(tournamentSchema),
  olderTournamentsCursor: z.string().nullable(),
  /** All of the team's tournaments. */
  tournamentCount: z.number().int(),
  /** created_at descending. */
  recruitingPosts: z.array(recruitingPostSchema),
  /** date_achieved descending. */
  achievements: z.array(achievementSchema),
  /** Distinct users with an active player row. */
  activePlayerCount: z.number().int(),
  /** Managers only (empty for everyone else): pending invitations and those answered in the last 30 days, newest first. */
  invitations: z.array(teamInvitationSchema),
  /** Gold brand kit (docs/decisions/052); null or absent: the default look. */
  brand: teamBrandSchema.nullable().optional(),
});
export type TeamManage = z.infer<typeof teamManageSchema>;
