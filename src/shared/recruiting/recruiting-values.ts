/**
 * The value sets of recruiting (issue 13, RECRUITING.md "Pipeline",
 * "Interest form", "Submission", "Short link", "Outcome"): the database's
 * CHECK constraints and the contracts of each part are built from these.
 */

/** A program's pipeline stages, in board order; `not_a_fit` is the closed, collapsed column. */
export const PIPELINE_STAGES = ['interested', 'contacted', 'evaluating', 'committed', 'not_a_fit'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  interested: 'Interested',
  contacted: 'Contacted',
  evaluating: 'Evaluating',
  committed: 'Committed',
  not_a_fit: 'Not a fit',
};

/** How a player entered a program's pipeline. */
export const PIPELINE_SOURCES = ['search', 'form', 'match', 'matchmaking', 'manual', 'profile'] as const;
export type PipelineSource = (typeof PIPELINE_SOURCES)[number];

export const PIPELINE_TAGS_MAX = 10;
export const PIPELINE_TAG_MAX = 30;
export const PIPELINE_NOTE_MAX = 5000;
export const PIPELINE_HISTORY_NOTE_MAX = 500;

/** An interest form's life: edited as a draft, published (a frozen version is live), closed (no new submissions). */
export const INTEREST_FORM_STATUSES = ['draft', 'published', 'closed'] as const;
export type InterestFormStatus = (typeof INTEREST_FORM_STATUSES)[number];

export const SUBMISSION_STATUSES = ['new', 'reviewed', 'added', 'declined', 'withdrawn'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a short link points at. */
export const SHORT_LINK_TARGETS = ['form', 'college', 'player_card', 'status'] as const;
export type ShortLinkTarget = (typeof SHORT_LINK_TARGETS)[number];

/**
 * Short-link codes: 7 characters of nanoid-dictionary's `nolookalikesSafe`
 * alphabet (no 0/O, 1/l/I, 2/Z, 5/S, u/v, no vowels so no words): 36^7 codes.
 */
export const SHORT_LINK_ALPHABET = '6789BCDFGHJKLMNPQRTWbcdfghjkmnpqrtwz';
export const SHORT_LINK_CODE_LENGTH = 7;
export const SHORT_LINK_CODE_PATTERN = new RegExp(`^[${SHORT_LINK_ALPHABET}]{${SHORT_LINK_CODE_LENGTH}}$`);

export const OUTCOME_STATUSES = ['verbal', 'committed', 'signed'] as const;
export type OutcomeStatus = (typeof OUTCOME_STATUSES)[number];

/** Who recorded an outcome: the player (self-reported until the college confirms) or the program. */
export const OUTCOME_RECORDERS = ['player', 'program'] as const;

/** The player's college board groups. */
export const COLLEGE_BOARD_BUCKETS = ['reach', 'fit', 'safety'] as const;
export type CollegeBoardBucket = (typeof COLLEGE_BOARD_BUCKETS)[number];

/** The player's own view of a relationship with a program (never the program's internal stage). */
export const PLAYER_PIPELINE_STAGES = ['interested', 'contacted', 'evaluating', 'offer', 'committed'] as const;
export type PlayerPipelineStage = (typeof PLAYER_PIPELINE_STAGES)[number];
