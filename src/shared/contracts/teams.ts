/**
 * Team management API (spec 2.4 to 2.7, 5, 6, 7.6), split like src/server/teams/: this file holds the
 * team-wide pieces (params, texts, titles, the teams list, team creation); teams-roster.ts,
 * teams-schedule.ts, teams-showcase.ts, teams-settings.ts, teams-analytics.ts hold the tabs' shapes,
 * teams-manage.ts the manage screen's one response, teams-fields.ts the field pieces they share
 * (player contracts: team-contracts.ts). The server routes, the web hooks and the tests read the same shapes.
 */
import { z } from 'zod';
import { ORGANIZATION_TYPES, PLAY_LEVELS } from '../value-sets.ts';
import { imageUrlSchema } from './image-url.ts';
import { teamBrandSchema } from './team-brand.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';
import { numberOrNumericText, optionalText } from './teams-fields.ts';

export const teamIdParamsSchema = z.object({ teamId: z.uuid() });
export const teamItemParamsSchema = z.object({ teamId: z.uuid(), itemId: z.uuid() });

// ---------------------------------------------------------------- texts

/** How each organization type reads on screen: team cards, filters and forms, and a player's team record. */
export const ORGANIZATION_TYPE_LABELS: Record<(typeof ORGANIZATION_TYPES)[number], string> = {
  high_school: 'High School',
  college: 'College',
  pro_team: 'Pro Team',
};

/** Server messages the client shows as they are (spec sections 5, 8 and our own). */
export const TEAM_TEXTS = {
  teamNotFound: 'Team not found',
  notManager: "You don't have permission to manage this team.",
  notInsider: 'Only members of this team can see its management screen.',
  featureUnavailable: 'This feature is currently unavailable.',
  alreadyAssignedTitle: 'Already Assigned',
  memberAlreadyAssigned: 'This member is already assigned to this game.',
  staffAlreadyAssigned: 'This staff member is already assigned to this game.',
  userNotFoundAfterRegistration: 'User not found after registration',
  rosterFull: (max: number) => `The roster is full (${max} of ${max} players). Raise the max roster size in Team Settings.`,
  maxRosterBelowPlayers: (players: number) =>
    `Max roster size cannot be below the current ${players} active players.`,
  staffLimit: (max: number) => `Bronze teams can have up to ${max} staff members. Upgrade for Unlimited Staff.`,
  tournamentTierRequired: 'Upgrade for Tournament Management',
  analyticsTierRequired: 'Upgrade for Advanced Analytics',
  onlyAdminsChangeTier: 'Only platform admins can change the subscription tier.',
  archived: 'This team is archived. Restore it in Team Settings to make changes.',
  newOwnerNotOnTeam: 'The new owner must be an active player or staff member of this team.',
  gameProfileNotFound: 'Game not found on this team',
  titleNotFound: 'Game not found',
  reasonRequired: 'Please give a reason for not attending.',
  invitationNotFound: 'Invitation not found',
  alreadyInvited: 'This person already has a pending invitation to this roster.',
  tooManyInvitations: (max: number) => `This team has ${max} pending invitations. Cancel some before inviting more people.`,
  invitationRosterFull: 'This roster is full right now. Ask the team manager to make room, then accept again.',
  invitationTeamArchived: 'This team is archived and is not taking new people right now.',
  /** Create Team (docs/decisions/071). */
  notTeamCreator: 'Team managers, coaches, program admins and platform staff can create teams.',
  creatorMinor: 'Team owners must be 18 or older. Ask an adult coach or team manager to create the team.',
  teamCreateLimit: (max: number) => `You already own ${max} active teams, the most one account can create. Archive one in Team Settings first.`,
} as const;

/** Active teams one account may own by creating them; platform staff have no limit (docs/decisions/071). */
export const TEAM_CREATE_LIMIT = 5;

// ---------------------------------------------------------------- titles and search

export const esportsTitleSchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type EsportsTitle = z.infer<typeof esportsTitleSchema>;
export const esportsTitlesResponseSchema = z.object({ titles: z.array(esportsTitleSchema) });

// ---------------------------------------------------------------- teams list and create

export const teamListQuerySchema = z.object({
  type: z.enum(ORGANIZATION_TYPES).optional(),
  q: z.string().trim().max(80).optional(),
  /** An esports title slug. */
  game: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const TEAM_PAGE_SIZE = 24;

export const teamCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  games: z.array(z.object({ name: z.string(), slug: z.string(), playLevel: z.enum(PLAY_LEVELS) })),
  activePlayers: z.number().int(),
  maxRosterSize: z.number().int(),
  openPosts: z.number().int(),
  /** Gold brand kit (docs/decisions/052); null or absent: the default look. */
  brand: teamBrandSchema.nullable().optional(),
});
export type TeamCard = z.infer<typeof teamCardSchema>;
export const teamListResponseSchema = z.object({
  teams: z.array(teamCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamList = z.infer<typeof teamListResponseSchema>;

const logoUrlSchema = imageUrlSchema()
  .nullish()
  .transform((value) => value || null);

export const createTeamSchema = z.object({
  name: z.string().trim().min(1, 'Team name is required').max(80, 'Team name must be at most 80 characters').refine(isPlainText, plainTextMessage('Team name')),
  description: optionalText(2000, 'Description'),
  logoUrl: logoUrlSchema,
  organizationType: z.enum(ORGANIZATION_TYPES, 'Choose an organization type'),
  maxRosterSize: numberOrNumericText('Whole numbers only')
    .pipe(z.coerce.number<string | number>('Whole numbers only').int('Whole numbers only').min(1, 'At least 1').max(500, 'At most 500'))
    .default(10),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;

export const createdIdSchema = z.object({ id: z.uuid() });
