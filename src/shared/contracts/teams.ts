/**
 * Team management API (spec 2.4 to 2.7, 5, 6, 7.6). One file so the server
 * routes, the web hooks and the tests read the same shapes.
 */
import { z } from 'zod';
import {
  ATTENDANCE_STATUSES,
  COMMITMENT_LEVELS,
  GAME_ROSTER_ROLES,
  MEMBER_ADD_ROLES,
  MEMBER_ROLES,
  ORGANIZATION_TYPES,
  PLAY_LEVELS,
  PRACTICE_STATUSES,
  STAFF_ROLES,
  SUBSCRIPTION_TIERS,
  TEAM_INVITATION_KINDS,
  TEAM_INVITATION_STATUSES,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from '../value-sets.ts';
import { TEAM_PLANS } from '../access/plans.ts';
import { AVAILABILITY_SLOTS } from '../recruiting/game-catalog.ts';
import { eventDateSchema, eventDateTimeSchema } from './date-bounds.ts';
import { isKnownTimeZone } from './profile-setup.ts';
import { imageUrlSchema } from './image-url.ts';
import { teamBrandSchema } from './team-brand.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

const isoDateTime = z.iso.datetime({ offset: true });
/** A calendar date, YYYY-MM-DD (responses; inputs use eventDateSchema). */
const isoDate = z.iso.date('Enter a date as YYYY-MM-DD');
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label))
    .nullish()
    .transform((value) => value || null);

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
} as const;

/** At most this many pending invitations per team (each one emails a person). */
export const PENDING_INVITATION_LIMIT = 100;

/** Bronze teams have at most this many distinct staff members (spec 6: unlimited_staff needs silver). */
export const BRONZE_STAFF_LIMIT: number = TEAM_PLANS.bronze.staffLimit!;

// ---------------------------------------------------------------- titles and search

export const esportsTitleSchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type EsportsTitle = z.infer<typeof esportsTitleSchema>;
export const esportsTitlesResponseSchema = z.object({ titles: z.array(esportsTitleSchema) });

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

// ---------------------------------------------------------------- teams list, create, settings

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

/**
 * A JSON number, or numeric text as a form's number input sends it; never a
 * boolean or an object (z.coerce.number alone would turn `true` into 1).
 * Pipe it into z.coerce.number() with the range checks.
 */
export const numberOrNumericText = (message: string) => z.union([z.number(), z.string()], message);

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

/**
 * PATCH /api/teams/:teamId (Team Settings). subscriptionTier: yes_admin only.
 * maxRosterSize loses its create default first: zod's .partial() keeps
 * defaults, so `{ subscriptionTier }` alone would reset the roster size to 10.
 */
/** Weekly grid cells (AVAILABILITY_SLOTS), duplicates dropped: a recruiting post's and a team's "when we play" (docs/decisions/047). */
const weeklyAvailabilitySchema = z
  .array(z.enum(AVAILABILITY_SLOTS, 'Pick times from the weekly grid'))
  .max(AVAILABILITY_SLOTS.length, 'Pick times from the weekly grid')
  .transform((list) => [...new Set(list)]);
/** An IANA zone the runtime knows, or null (not set). */
const timeZoneFieldSchema = z.string('Pick a time zone from the list').refine(isKnownTimeZone, 'Pick a time zone from the list').nullable();

export const updateTeamSchema = createTeamSchema
  .extend({ maxRosterSize: createTeamSchema.shape.maxRosterSize.unwrap() })
  .partial()
  .extend({
    subscriptionTier: z.enum(SUBSCRIPTION_TIERS).optional(),
    // When the team usually plays, for Find scrims (docs/decisions/047).
    availability: weeklyAvailabilitySchema.optional(),
    timeZone: timeZoneFieldSchema.optional(),
  });
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

export const transferOwnershipSchema = z.object({ newOwnerUserId: z.string().min(1).max(64) });
export const archiveTeamSchema = z.object({ archived: z.boolean() });

export const teamSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  ownerUserId: z.string(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  organizationType: z.enum(ORGANIZATION_TYPES),
  maxRosterSize: z.number().int(),
  archivedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Weekly grid cells in `timeZone` (docs/decisions/047). */
  availability: z.array(z.string()),
  timeZone: z.string().nullable(),
  /** Managers only, on the manage screen: an old third-party logo / banner address is kept but no longer shown (docs/decisions/057). */
  hasOldLogoLink: z.boolean().optional(),
  hasOldBannerLink: z.boolean().optional(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

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

// ---------------------------------------------------------------- manage screen (one request)

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

export const attendanceCountsSchema = z.object({
  attending: z.number().int(),
  maybe: z.number().int(),
  notAttending: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const practiceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  scheduledAt: isoDateTime,
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  isMandatory: z.boolean(),
  status: z.enum(PRACTICE_STATUSES),
  counts: attendanceCountsSchema,
  /**
   * Up to 3 attending people, most recent answers first (spec 9: 3 attendees
   * per practice on the overview); filled for the overview's first 3
   * practices only, empty for the others (their dialog loads the full list).
   */
  attendees: z.array(z.object({ userId: z.string(), fullName: z.string().nullable(), avatarUrl: z.string().nullable() })),
  /** The viewer's own answer, if any. */
  myStatus: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type Practice = z.infer<typeof practiceSchema>;

export const tournamentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  tournamentType: z.enum(TOURNAMENT_TYPES),
  startDate: isoDate,
  prizePool: z.number().nullable(),
  placement: z.string().nullable(),
  status: z.enum(TOURNAMENT_STATUSES),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const recruitingPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  commitmentLevel: z.enum(COMMITMENT_LEVELS),
  positionsNeeded: z.array(z.string()),
  isPaid: z.boolean(),
  salaryRange: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  esportsTitleId: z.uuid().nullable(),
  minTierOrdinal: z.number().int().nullable(),
  maxTierOrdinal: z.number().int().nullable(),
  availability: z.array(z.string()),
  timeZone: z.string().nullable(),
});
export type RecruitingPost = z.infer<typeof recruitingPostSchema>;

export const achievementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  dateAchieved: isoDate,
});
export type Achievement = z.infer<typeof achievementSchema>;

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
  /** scheduled_at descending. */
  practices: z.array(practiceSchema),
  /** start_date descending. */
  tournaments: z.array(tournamentSchema),
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

// ---------------------------------------------------------------- practices and attendance

export const practiceInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters').refine(isPlainText, plainTextMessage('Title')),
  description: optionalText(2000, 'Description'),
  scheduledAt: eventDateTimeSchema(),
  durationMinutes: numberOrNumericText('Duration is required').pipe(
    z.coerce
      .number<string | number>('Duration is required')
      .int('Whole minutes only')
      .min(1, 'Duration must be at least 1 minute')
      .max(24 * 60, 'Duration must be at most 1440 minutes'),
  ),
  location: optionalText(200, 'Location'),
  isMandatory: z.boolean().default(true),
  status: z.enum(PRACTICE_STATUSES).default('scheduled'),
});
export type PracticeInput = z.input<typeof practiceInputSchema>;

export const attendanceInputSchema = z
  .object({
    status: z.enum(ATTENDANCE_STATUSES, 'Choose your attendance'),
    notes: optionalText(500, 'Notes'),
  })
  .refine((value) => value.status !== 'not_attending' || !!value.notes, {
    message: TEAM_TEXTS.reasonRequired,
    path: ['notes'],
  })
  // Notes only belong to maybe and not attending (spec 5).
  .transform((value) => ({ ...value, notes: value.status === 'attending' ? null : value.notes }));

export const attendanceEntrySchema = z.object({
  userId: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES),
  /** Visible to managers and to the person who wrote it; null otherwise. */
  notes: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

/** GET /api/teams/:teamId/practices/:itemId/attendance */
export const practiceAttendanceSchema = z.object({
  practice: practiceSchema,
  mine: attendanceEntrySchema.nullable(),
  entries: z.array(attendanceEntrySchema),
  /** Managers only (null for others): active players and staff who have not answered. */
  nonResponders: z
    .array(z.object({ userId: z.string(), fullName: z.string().nullable(), avatarUrl: z.string().nullable() }))
    .nullable(),
});
export type PracticeAttendance = z.infer<typeof practiceAttendanceSchema>;

export const reminderResponseSchema = z.object({ sent: z.number().int() });

// ---------------------------------------------------------------- tournaments, posts, achievements

export const tournamentInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters').refine(isPlainText, plainTextMessage('Name')),
  description: optionalText(2000, 'Description'),
  tournamentType: z.enum(TOURNAMENT_TYPES).default('online'),
  startDate: eventDateSchema(),
  prizePool: numberOrNumericText('Prize pool must be a number')
    .pipe(
      z.coerce
        .number<string | number>('Prize pool must be a number')
        .min(0, 'Prize pool cannot be negative')
        .max(9_999_999_999.99, 'Prize pool is too large')
        .multipleOf(0.01, 'Prize pool has at most 2 decimals'),
    )
    .nullish()
    .transform((value) => value ?? null),
  placement: optionalText(60, 'Placement'),
  status: z.enum(TOURNAMENT_STATUSES).default('upcoming'),
});
export type TournamentInput = z.input<typeof tournamentInputSchema>;

/** The post's game and rank range messages (docs/decisions/047): the server's, and the form's own check of the order. */
export const RECRUITING_POST_TEXTS = {
  game: 'Pick a game from the list',
  needsGame: 'Pick a game before a rank range',
  rank: 'Pick a rank of this game from the list',
  order: 'The highest rank must be at or above the lowest',
} as const;

/** Positions arrive as a list; the form splits its comma text with splitPositions. */
export const recruitingPostInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters').refine(isPlainText, plainTextMessage('Title')),
    description: optionalText(4000, 'Description'),
    commitmentLevel: z.enum(COMMITMENT_LEVELS).default('competitive'),
    positionsNeeded: z
      .array(z.string().trim().max(60, 'A position must be at most 60 characters').refine(isPlainText, plainTextMessage('A position')))
      .max(20, 'At most 20 positions')
      .default([])
      .transform((list) => list.filter((item) => item.length > 0)),
    isPaid: z.boolean().default(false),
    salaryRange: optionalText(80, 'Salary range'),
    isActive: z.boolean().default(true),
    // Matchmaking (docs/decisions/047): the game, its rank range (tier ordinals of that game's ladder), when the team plays.
    esportsTitleId: z.uuid('Pick a game from the list').nullable().default(null),
    minTierOrdinal: z.number('Pick a rank from the list').int('Pick a rank from the list').min(1, 'Pick a rank from the list').max(100, 'Pick a rank from the list').nullable().default(null),
    maxTierOrdinal: z.number('Pick a rank from the list').int('Pick a rank from the list').min(1, 'Pick a rank from the list').max(100, 'Pick a rank from the list').nullable().default(null),
    availability: weeklyAvailabilitySchema.default([]),
    timeZone: timeZoneFieldSchema.default(null),
  })
  // The salary range only exists for paid posts (spec 5).
  .transform((value) => ({ ...value, salaryRange: value.isPaid ? value.salaryRange : null }));
export type RecruitingPostInput = z.input<typeof recruitingPostInputSchema>;

/** "IGL, Duelist, ,Support " → ["IGL", "Duelist", "Support"] (spec 5). */
export function splitPositions(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export const achievementInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters').refine(isPlainText, plainTextMessage('Title')),
  description: optionalText(2000, 'Description'),
  dateAchieved: eventDateSchema(),
});
export type AchievementInput = z.input<typeof achievementInputSchema>;

export const createdIdSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------- calendar feed and analytics

/**
 * GET/POST /api/teams/:teamId/calendar-feed: the viewer's personal feed. Only a hash of the
 * token is stored, so the URL is shown once, by the POST that creates or rotates it; the GET
 * answers url null and whether a feed exists.
 */
export const calendarFeedSchema = z.object({ url: z.string().nullable(), exists: z.boolean() });
export const calendarTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,80}\.ics$/) });

/** GET /api/teams/:teamId/analytics (silver and gold; managers). */
export const teamAnalyticsSchema = z.object({
  /** Counted over practices that already started. */
  overallAttendanceRate: z.number().nullable(),
  players: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string().nullable(),
      attended: z.number().int(),
      maybe: z.number().int(),
      missed: z.number().int(),
      noResponse: z.number().int(),
      /** attended / practices held since the player joined; null when none. */
      rate: z.number().nullable(),
    }),
  ),
  /** Last 12 ISO weeks, oldest first; week = Monday's date. */
  weeks: z.array(z.object({ week: isoDate, practices: z.number().int(), attendanceRate: z.number().nullable() })),
  placements: z.array(z.object({ tournamentId: z.uuid(), name: z.string(), startDate: isoDate, placement: z.string() })),
  tournamentsByStatus: z.record(z.string(), z.number().int()),
});
export type TeamAnalytics = z.infer<typeof teamAnalyticsSchema>;
