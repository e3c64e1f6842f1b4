/**
 * The player's side of recruiting (issue 13.8, docs/decisions/042): the
 * college board (`/player/{slug}/college-board`: programs grouped Reach,
 * Fit and Safety, ordered, with notes, suggestions and upcoming deadlines)
 * and the player's own pipeline (`/player/{slug}/pipeline`: their
 * relationships with programs, derived from submissions, conversations and
 * outcomes, or set by themself). Read by the player, their active guardians
 * and platform staff; changed by the player alone. A program's internal
 * stage, notes, owner and tags never appear here.
 */
import { z } from 'zod';
import {
  COLLEGE_BOARD_BUCKETS,
  PLAYER_PIPELINE_STAGES,
  OUTCOME_STATUSES,
  type CollegeBoardBucket,
  type PlayerPipelineStage,
} from '../recruiting/recruiting-values.ts';
import { PROGRAM_LEVELS } from '../recruiting/program-levels.ts';
import { matchSummarySchema } from './match.ts';
import { optionalPlainText } from './plain-text.ts';
import { PLAYER_PROFILE_TEXTS } from './player-profile.ts';

export const COLLEGE_BOARD_MAX_ITEMS = 100;
export const PLAYER_RECRUITING_NOTE_MAX = 2000;
/** Suggestions shown on the board: the best programs not on it. */
export const BOARD_SUGGESTIONS_MAX = 6;
export const PROGRAM_SEARCH_MAX = 10;

export const COLLEGE_BOARD_BUCKET_LABELS: Record<CollegeBoardBucket, string> = { reach: 'Reach', fit: 'Fit', safety: 'Safety' };

export const PLAYER_PIPELINE_STAGE_LABELS: Record<PlayerPipelineStage, string> = {
  interested: 'Interested',
  contacted: 'Contacted',
  evaluating: 'Evaluating',
  offer: 'Offer',
  committed: 'Committed',
};

export const PLAYER_RECRUITING_TEXTS = {
  /** Anyone who may not see these pages gets the answer for an unknown player (decision 019). */
  notFound: PLAYER_PROFILE_TEXTS.notFound,
  readOnly: 'Only the player can change this page. Guardians and platform staff can read it.',
  programNotFound: 'Program not found',
  notOnBoard: 'This program is not on the college board',
  boardFull: `A college board holds up to ${COLLEGE_BOARD_MAX_ITEMS} programs. Remove one to make room.`,
  orderMismatch: 'The order must name every program of the board once. Reload and try again.',
  chooseBucket: 'Choose Reach, Fit or Safety',
  chooseStage: 'Choose a stage',
  nothingToChange: 'Send a stage, a note or archived',
  searchTooShort: 'Type at least 2 characters',
} as const;

export const playerRecruitingParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const playerProgramParamsSchema = z.object({
  slug: z.string().min(1).max(200),
  programId: z.uuid(PLAYER_RECRUITING_TEXTS.programNotFound),
});

/** Who is looking: the player edits; a guardian and platform staff read. */
export const PLAYER_RECRUITING_VIEWERS = ['player', 'guardian', 'staff'] as const;
export type PlayerRecruitingViewer = (typeof PLAYER_RECRUITING_VIEWERS)[number];

const playerHeaderSchema = z.object({
  userId: z.string(),
  slug: z.string(),
  displayName: z.string(),
});

/** A program as these pages name it (public facts of its college page). */
export const programRefSchema = z.object({
  id: z.uuid(),
  collegeId: z.uuid(),
  collegeSlug: z.string(),
  collegeName: z.string(),
  titleSlug: z.string(),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  isRecruiting: z.boolean(),
});
export type ProgramRef = z.infer<typeof programRefSchema>;

// ---------------------------------------------------------------- college board

export const boardItemSchema = z.object({
  program: programRefSchema,
  bucket: z.enum(COLLEGE_BOARD_BUCKETS),
  note: z.string().nullable(),
  /** The player's match with the program (their own view); null without a game profile. */
  match: matchSummarySchema.nullable(),
});
export type BoardItem = z.infer<typeof boardItemSchema>;

export const boardSuggestionSchema = z.object({
  program: programRefSchema,
  bucket: z.enum(COLLEGE_BOARD_BUCKETS),
  /** Why that group (the rule of docs/decisions/042). */
  reason: z.string(),
  match: matchSummarySchema,
});
export type BoardSuggestion = z.infer<typeof boardSuggestionSchema>;

export const DEADLINE_KINDS = ['form_closes', 'tryouts'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const boardDeadlineSchema = z.object({
  programId: z.uuid(),
  kind: z.enum(DEADLINE_KINDS),
  /** ISO 8601. */
  at: z.string(),
  /** The form's title for form_closes; null for tryouts. */
  formTitle: z.string().nullable(),
  /** The public form page (`/college/{slug}/apply/{formId}`) for form_closes. */
  formId: z.uuid().nullable(),
});
export type BoardDeadline = z.infer<typeof boardDeadlineSchema>;

/** GET /api/players/:slug/college-board: the whole page in one answer. */
export const collegeBoardSchema = z.object({
  player: playerHeaderSchema,
  viewer: z.enum(PLAYER_RECRUITING_VIEWERS),
  canEdit: z.boolean(),
  /** Reach, then Fit, then Safety; each by the player's order. */
  items: z.array(boardItemSchema),
  suggestions: z.array(boardSuggestionSchema),
  /** False when the player has no game profile yet (no match, no suggestions). */
  hasMatch: z.boolean(),
  /** Upcoming (not past) form closings and tryouts of the board's programs, soonest first. */
  deadlines: z.array(boardDeadlineSchema),
});
export type CollegeBoard = z.infer<typeof collegeBoardSchema>;

const noteSchema = optionalPlainText('Note', PLAYER_RECRUITING_NOTE_MAX);

/** PUT /api/players/:slug/college-board/:programId: add (at the end of its group) or change the group or note. */
export const boardItemInputSchema = z.object({
  bucket: z.enum(COLLEGE_BOARD_BUCKETS, PLAYER_RECRUITING_TEXTS.chooseBucket),
  note: noteSchema.optional(),
});
export type BoardItemInput = z.input<typeof boardItemInputSchema>;

const programIdList = z.array(z.uuid(PLAYER_RECRUITING_TEXTS.orderMismatch)).max(COLLEGE_BOARD_MAX_ITEMS, PLAYER_RECRUITING_TEXTS.orderMismatch);

/** PUT /api/players/:slug/college-board/order: every program of the board once, by group, first to last. */
export const boardOrderInputSchema = z.object({ reach: programIdList, fit: programIdList, safety: programIdList });
export type BoardOrderInput = z.input<typeof boardOrderInputSchema>;

// ---------------------------------------------------------------- the player's pipeline

/** What a derived stage rests on. */
export const PIPELINE_SIGNALS = ['submission', 'conversation', 'outcome'] as const;
export type PipelineSignal = (typeof PIPELINE_SIGNALS)[number];

export const playerPipelineRowSchema = z.object({
  program: programRefSchema,
  /** The stage shown: the player's own when set, else the derived one. */
  stage: z.enum(PLAYER_PIPELINE_STAGES),
  /** `own`: the player set it; `derived`: from the signals below. */
  stageSource: z.enum(['own', 'derived']),
  /** The stage the signals give (null: none, e.g. a program the player added by hand). */
  derivedStage: z.enum(PLAYER_PIPELINE_STAGES).nullable(),
  /** The signals the derived stage rests on, in PIPELINE_SIGNALS order. */
  signals: z.array(z.enum(PIPELINE_SIGNALS)),
  note: z.string().nullable(),
  archived: z.boolean(),
  /** ISO 8601: the latest of the signals and the player's own change. */
  lastActivityAt: z.string(),
  /** The latest conversation in which the college's staff wrote to the player (/inbox/{id}). */
  conversationId: z.uuid().nullable(),
  /** The player's latest recorded outcome with the program (/recruiting-status/{id}). */
  outcome: z.object({ id: z.uuid(), status: z.enum(OUTCOME_STATUSES) }).nullable(),
  /** Their interest form submission's status (the application itself is read through its emailed link). */
  submission: z.object({ id: z.uuid(), status: z.string(), submittedAt: z.string() }).nullable(),
});
export type PlayerPipelineRow = z.infer<typeof playerPipelineRowSchema>;

/** GET /api/players/:slug/pipeline: the whole page in one answer. */
export const playerPipelineSchema = z.object({
  player: playerHeaderSchema,
  viewer: z.enum(PLAYER_RECRUITING_VIEWERS),
  canEdit: z.boolean(),
  /** Newest activity first; archived rows too (the page folds them away). */
  rows: z.array(playerPipelineRowSchema),
});
export type PlayerPipeline = z.infer<typeof playerPipelineSchema>;

/**
 * PUT /api/players/:slug/pipeline/:programId: the player's own stage (null:
 * follow the derived one), note, archived. Fields left out stay. A program
 * not in the pipeline yet is added (manually) with the stage sent, or
 * Interested.
 */
export const playerPipelineItemInputSchema = z
  .object({
    stage: z.enum(PLAYER_PIPELINE_STAGES, PLAYER_RECRUITING_TEXTS.chooseStage).nullable().optional(),
    note: noteSchema.optional(),
    archived: z.boolean('Archived must be true or false').optional(),
  })
  .refine((input) => input.stage !== undefined || input.note !== undefined || input.archived !== undefined, {
    message: PLAYER_RECRUITING_TEXTS.nothingToChange,
    path: ['stage'],
  });
export type PlayerPipelineItemInput = z.input<typeof playerPipelineItemInputSchema>;

// ---------------------------------------------------------------- adding a program by hand

/** GET /api/player-recruiting/programs?q=: programs by college or game name (public facts, like the college pages). */
export const programSearchQuerySchema = z.object({
  q: z.string().trim().min(2, PLAYER_RECRUITING_TEXTS.searchTooShort).max(100, 'Type at most 100 characters'),
});
export const programSearchResponseSchema = z.object({ programs: z.array(programRefSchema) });
export type ProgramSearchResponse = z.infer<typeof programSearchResponseSchema>;

// ---------------------------------------------------------------- recruiting emails (issue 13.9, docs/decisions/043)

/** Each kind of recruiting email has its own off switch in /account (all on until turned off). */
export const recruitingEmailSettingsSchema = z.object({
  /** College staff: a daily digest of new responses to their programs' interest forms. */
  responseDigest: z.boolean(),
  /** Players: an email when a program wants to talk with them. */
  contacted: z.boolean(),
  /** Guardians: a copy of each recruiting email sent to their minor player. */
  guardianCopies: z.boolean(),
  /** Players: a weekly digest of the colleges that viewed their profile (docs/decisions/049). */
  profileViews: z.boolean(),
});
export type RecruitingEmailSettings = z.infer<typeof recruitingEmailSettingsSchema>;

/** PUT /api/account/recruiting-emails: the switches sent change, the rest stay. */
export const recruitingEmailSettingsInputSchema = z
  .object({
    responseDigest: z.boolean('Choose on or off').optional(),
    contacted: z.boolean('Choose on or off').optional(),
    guardianCopies: z.boolean('Choose on or off').optional(),
    profileViews: z.boolean('Choose on or off').optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: 'Send at least one switch', path: ['responseDigest'] });
export type RecruitingEmailSettingsInput = z.input<typeof recruitingEmailSettingsInputSchema>;

/** POST /api/admin/recruiting-digests/run takes no input (an empty object, or no body). */
export const digestRunBodySchema = z.object({}).strict().nullish();

/** POST /api/admin/recruiting-digests/run: what the run sent. */
export const digestRunSchema = z.object({ programs: z.number().int(), emails: z.number().int() });
export type DigestRun = z.infer<typeof digestRunSchema>;
