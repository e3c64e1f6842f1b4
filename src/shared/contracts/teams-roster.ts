/** Team roster API (spec 2.6, 2.7): games on the team, members and staff, invitations (docs/decisions/015), the user search. */
import { z } from 'zod';
import {
  GAME_ROSTER_ROLES,
  MEMBER_ADD_ROLES,
  MEMBER_ROLES,
  PLAY_LEVELS,
  STAFF_ROLES,
  TEAM_INVITATION_KINDS,
  TEAM_INVITATION_STATUSES,
} from '../value-sets.ts';
import { TEAM_PLANS } from '../access/plans.ts';
import { eventDateSchema } from './date-bounds.ts';
import { esportsTitleSchema } from './teams.ts';
import { isoDate, isoDateTime } from './teams-fields.ts';

/** At most this many pending invitations per team (each one emails a person). */
export const PENDING_INVITATION_LIMIT = 100;

/** Bronze teams have at most this many distinct staff members (spec 6: unlimited_staff needs silver). */
export const BRONZE_STAFF_LIMIT: number = TEAM_PLANS.bronze.staffLimit!;

/** GET /api/teams/:teamId/user-search: public published profiles, minus users already on the chosen roster. */
export const userSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(80),
  /** Which roster the result is for: players (members) or staff. */
  kind: z.enum(['member', 'staff']),
  /** Null or absent: the general roster. */
  gameProfileId: z.uuid().optional(),
});
export const userSearchResultSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  slug: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
export const userSearchResponseSchema = z.object({ users: z.array(userSearchResultSchema) });

// ---------------------------------------------------------------- invitations (docs/decisions/015)

export const invitationIdParamsSchema = z.object({ invitationId: z.uuid() });

const invitationRosterFields = {
  kind: z.enum(TEAM_INVITATION_KINDS),
  role: z.enum([...MEMBER_ROLES, ...STAFF_ROLES]),
  /** Null: the general roster. */
  gameProfileId: z.uuid().nullable(),
};

/** An invitation as the team's managers see it on the Roster tab. Never an email address. */
export const teamInvitationSchema = z.object({
  id: z.uuid(),
  ...invitationRosterFields,
  status: z.enum(TEAM_INVITATION_STATUSES),
  /** The public display name of a person picked in the search (published, public profile); null otherwise. */
  displayName: z.string().nullable(),
  /** Invitations by email: the typed address masked, e.g. "j•••@example.com". */
  emailHint: z.string().nullable(),
  invitedByName: z.string().nullable(),
  createdAt: isoDateTime,
  respondedAt: isoDateTime.nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const gameProfileSchema = z.object({
  id: z.uuid(),
  playLevel: z.enum(PLAY_LEVELS),
  title: esportsTitleSchema,
});
export type GameProfile = z.infer<typeof gameProfileSchema>;

const personFields = {
  userId: z.string(),
  /** Null shows as "Unknown User". */
  fullName: z.string().nullable(),
  /** Only managers receive emails; everyone else gets null. */
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
};

export const teamMemberSchema = z.object({
  id: z.uuid(),
  ...personFields,
  role: z.enum(MEMBER_ROLES),
  gameProfileId: z.uuid().nullable(),
  joinedAt: isoDateTime,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamStaffSchema = z.object({
  id: z.uuid(),
  ...personFields,
  role: z.enum(STAFF_ROLES),
  gameProfileId: z.uuid().nullable(),
  contractStart: isoDate.nullable(),
  contractEnd: isoDate.nullable(),
  createdAt: isoDateTime,
});
export type TeamStaffMember = z.infer<typeof teamStaffSchema>;

// ---------------------------------------------------------------- game profiles

export const addGameProfileSchema = z.object({
  esportsTitleId: z.uuid('Please select a game and play level.'),
  playLevel: z.enum(PLAY_LEVELS, 'Please select a game and play level.'),
});

// ---------------------------------------------------------------- members and staff

const personRef = {
  /** Pick a found user... */
  userId: z.string().min(1).max(64).optional(),
  /** ...or invite by email (spec 2.7). */
  email: z.email('Enter a valid email address').max(254).optional(),
};
const oneOfUserOrEmail = (value: { userId?: string; email?: string }) =>
  (value.userId === undefined) !== (value.email === undefined);
const pickOneMessage = { message: 'Pick a user or enter an email address', path: ['userId'] };

export const addMemberSchema = z
  .object({
    ...personRef,
    /** General roster: MEMBER_ADD_ROLES; a game roster also takes GAME_ROSTER_ROLES. */
    role: z.enum(MEMBER_ROLES).default('player'),
    gameProfileId: z.uuid().nullish().transform((value) => value ?? null),
  })
  .refine(oneOfUserOrEmail, pickOneMessage);
export type AddMemberInput = z.input<typeof addMemberSchema>;

export const updateMemberSchema = z.object({ role: z.enum(GAME_ROSTER_ROLES, 'Choose a role') });

const contractDate = eventDateSchema().nullish().transform((value) => value ?? null);
export const addStaffSchema = z
  .object({
    ...personRef,
    role: z.enum(STAFF_ROLES, 'Choose a role'),
    gameProfileId: z.uuid().nullish().transform((value) => value ?? null),
    contractStart: contractDate,
    contractEnd: contractDate,
  })
  .refine(oneOfUserOrEmail, pickOneMessage)
  .refine((value) => !value.contractStart || !value.contractEnd || value.contractEnd >= value.contractStart, {
    message: 'Contract end must be on or after the start',
    path: ['contractEnd'],
  });
export type AddStaffInput = z.input<typeof addStaffSchema>;

export const updateStaffSchema = z.object({
  role: z.enum(STAFF_ROLES, 'Choose a role').optional(),
  contractStart: contractDate.optional(),
  contractEnd: contractDate.optional(),
});

/**
 * POST members or staff (202): an invitation, the same answer whoever the
 * person is, so an email address never tells whether it has an account
 * (docs/decisions/015). The person joins only by accepting.
 */
export const addPersonResponseSchema = z.object({ status: z.literal('invited') });
export type AddPersonResponse = z.infer<typeof addPersonResponseSchema>;

/** GET /api/team-invitations: the viewer's own pending invitations, newest first. */
export const myTeamInvitationSchema = z.object({
  id: z.uuid(),
  ...invitationRosterFields,
  team: z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string().nullable() }),
  /** "Valorant (Competitive)" rosters: the game's name and level; null for the general roster. */
  game: z.object({ name: z.string(), playLevel: z.enum(PLAY_LEVELS) }).nullable(),
  invitedByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type MyTeamInvitation = z.infer<typeof myTeamInvitationSchema>;
export const myTeamInvitationsResponseSchema = z.object({ invitations: z.array(myTeamInvitationSchema) });

/** POST /api/team-invitations/:invitationId/accept */
export const acceptInvitationResponseSchema = z.object({ teamId: z.uuid() });

export { MEMBER_ADD_ROLES, GAME_ROSTER_ROLES, STAFF_ROLES };
