/**
 * The player profile page (issue 11.3, docs/decisions/027): GET
 * /api/players/:slug answers the profile as this viewer may see it, in one
 * request. A section the viewer may not see is `null` (withheld); an empty
 * array means there is nothing to show.
 */
import { z } from 'zod';
import { AVAILABILITY_SLOTS } from '../recruiting/game-catalog.ts';
import {
  ACADEMICS_VISIBILITIES,
  GPA_SCALES,
  MEMBER_ROLES,
  ORGANIZATION_TYPES,
  PROFILE_VISIBILITIES,
  PROJECTED_LEVELS,
  RANK_SOURCES,
  RECRUITING_STATUSES,
  SCHOOL_TYPES,
  TOURNAMENT_STATUSES,
} from '../value-sets.ts';

export const PLAYER_PROFILE_TEXTS = {
  notFound: 'Player not found',
  loadFailed: 'Failed to load this profile',
  teamRecordLabel: 'From team records',
  previewBanner: 'You are seeing your profile as a recruiter sees it',
  previewHidden: 'Recruiters cannot see your profile right now: it is private or not published.',
  selfReported: 'Self-reported',
  coachConfirmed: 'Coach-confirmed',
} as const;

/** Any text may be a slug that does not exist: a malformed one answers 404 like an unknown one, never 400. */
export const playerSlugParamsSchema = z.object({ slug: z.string().max(200) });

export const PROFILE_PREVIEW_MODES = ['recruiter'] as const;
export const playerProfileQuerySchema = z.object({
  /** The owner's "Preview as a recruiter"; ignored for anyone else. */
  preview: z.enum(PROFILE_PREVIEW_MODES, 'Preview must be "recruiter"').optional(),
});
export type PlayerProfileQuery = z.infer<typeof playerProfileQuerySchema>;

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

export const rankTierSchema = z.object({ name: z.string(), tierGroup: z.string(), ordinal: z.number().int() });
export type RankTier = z.infer<typeof rankTierSchema>;

export const profileGameSchema = z.object({
  titleSlug: z.string(),
  titleName: z.string(),
  inGameName: z.string().nullable(),
  region: z.string().nullable(),
  primaryRole: z.string().nullable(),
  secondaryRole: z.string().nullable(),
  mains: z.array(z.string()),
  currentRank: rankTierSchema.nullable(),
  peakRank: rankTierSchema.nullable(),
  rankSource: z.enum(RANK_SOURCES),
  rankAsOf: isoDate.nullable(),
  hoursPerWeek: z.number().int().nullable(),
  availability: z.array(z.enum(AVAILABILITY_SLOTS)),
});
export type ProfileGame = z.infer<typeof profileGameSchema>;

export const profileHighlightSchema = z.object({ id: z.uuid(), title: z.string(), url: z.string(), position: z.number().int() });
export type ProfileHighlight = z.infer<typeof profileHighlightSchema>;

export const profileAcademicsSchema = z.object({
  /** Decimal text as stored ("3.80"), so no float rounding. */
  gpa: z.string().nullable(),
  gpaScale: z.enum(GPA_SCALES).nullable(),
  satScore: z.number().int().nullable(),
  actScore: z.number().int().nullable(),
  intendedMajors: z.array(z.string()),
});
export type ProfileAcademics = z.infer<typeof profileAcademicsSchema>;

export const teamRecordSchema = z.object({
  /** Live teams the player is an active member of; one row per roster (general roster: gameName null). */
  rosters: z.array(
    z.object({
      teamId: z.uuid(),
      teamName: z.string(),
      organizationType: z.enum(ORGANIZATION_TYPES),
      gameName: z.string().nullable(),
      role: z.enum(MEMBER_ROLES),
      joinedAt: isoDateTime,
    }),
  ),
  /** Practices of those teams in the last 90 days that have started, since the player joined, not cancelled. */
  attendance: z.object({
    windowDays: z.number().int(),
    attended: z.number().int(),
    practices: z.number().int(),
    /** attended / practices, 0..1; null when there were no practices. */
    rate: z.number().nullable(),
  }),
  tournaments: z.array(
    z.object({
      id: z.uuid(),
      teamName: z.string(),
      name: z.string(),
      startDate: isoDate,
      status: z.enum(TOURNAMENT_STATUSES),
      placement: z.string().nullable(),
    }),
  ),
  achievements: z.array(
    z.object({ id: z.uuid(), teamName: z.string(), title: z.string(), description: z.string().nullable(), dateAchieved: isoDate }),
  ),
});
export type TeamRecord = z.infer<typeof teamRecordSchema>;

export const profileEvaluationSchema = z.object({
  id: z.uuid(),
  authorName: z.string(),
  teamName: z.string().nullable(),
  body: z.string(),
  projectedLevels: z.array(z.enum(PROJECTED_LEVELS)),
  updatedAt: isoDateTime,
});
export type ProfileEvaluation = z.infer<typeof profileEvaluationSchema>;

export const profileViewerFlagsSchema = z.object({
  isOwner: z.boolean(),
  /** The owner asked for ?preview=recruiter: the rest of the answer is what a recruiter sees. */
  isPreview: z.boolean(),
  canEdit: z.boolean(),
  canMessage: z.boolean(),
  canAddToList: z.boolean(),
});
export type ProfileViewerFlags = z.infer<typeof profileViewerFlagsSchema>;

export const playerProfileSchema = z.object({
  /** The account id: what messaging and lists take. */
  userId: z.string(),
  slug: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** IANA zone the availability grid is in. */
  timeZone: z.string().nullable(),
  gradYear: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  schoolType: z.enum(SCHOOL_TYPES).nullable(),
  recruitingStatus: z.enum(RECRUITING_STATUSES).nullable(),
  /** Only for the owner and other insiders: where the profile stands (the facts of profileAudience, docs/decisions/067). */
  publication: z
    .object({
      isPublished: z.boolean(),
      visibility: z.enum(PROFILE_VISIBILITIES),
      academicsVisibility: z.enum(ACADEMICS_VISIBILITIES),
      guardianApprovedVisibility: z.enum(['recruiters_only', 'public']).nullable(),
      isMinor: z.boolean(),
      deletionRequested: z.boolean(),
      guardianRevoked: z.boolean(),
    })
    .nullable(),
  games: z.array(profileGameSchema).nullable(),
  highlights: z.array(profileHighlightSchema).nullable(),
  academics: profileAcademicsSchema.nullable(),
  teamRecord: teamRecordSchema.nullable(),
  evaluations: z.array(profileEvaluationSchema).nullable(),
  viewer: profileViewerFlagsSchema,
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;
