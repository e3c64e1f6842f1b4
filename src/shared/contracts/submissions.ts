/**
 * Interest form submissions and applications (issue 13.4 player side and
 * 13.5, docs/decisions/038): the public form page, a submission (signed-in
 * player or visitor), the submitter's application link, the player's own
 * list, and the program's Responses tab. The form page and the server read
 * these shapes; answers are validated against the form version's JSON Schema
 * on the server only (ajv compiles code; the CSP forbids that in the browser).
 */
import { z } from 'zod';
import { PROGRAM_LEVELS } from '../recruiting/program-levels.ts';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../recruiting/recruiting-values.ts';
import { emailSchema, guardianEmailSchema, signUpRefinement } from './account.ts';
import { birthDateSchema } from './date-bounds.ts';
import type { FormField } from './interest-form-fields.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const SUBMISSION_TEXTS = {
  formNotFound: 'Form not found',
  formClosed: 'This form is closed',
  staffCannotSubmit: 'Staff of this college cannot send its interest forms. Players and visitors can.',
  notAPlayer: 'Interest forms are sent by players. Your account is not a player account.',
  invalidAnswers: 'Some answers need attention',
  invalidLink: 'This application link is not valid or has expired.',
  responseNotFound: 'Response not found',
  programNotFound: 'Program not found',
  withdrawnCannotChange: 'The player withdrew this application; its status cannot change.',
  visitorCannotBeAdded: 'Visitors without an account cannot be added to the pipeline.',
  withdrawnCannotBeAdded: 'Withdrawn by the player: not added.',
  tooManyViews: 'Too many requests for this form. Please wait a minute and try again.',
  tooManySubmissions: 'Too many submissions from this connection. Please wait a minute and try again.',
  tooManyLinkRequests: 'Too many requests. Please wait a minute and try again.',
  tooManyVisitorSubmissions:
    'This form has received too many answers from visitors without an account in the last hour. Please try again later, or sign in as a player to send it now.',
  notSent: 'Your answers could not be sent. Please reload the page and try again.',
  claimAlreadySent: 'Your account has already sent this form, so this application cannot be added to it.',
  claimVerifyEmail: "Confirm your account's email address to add this application to your account.",
  claimOtherEmail: 'This application was sent with another email address, so it cannot be added to your account.',
  claimed: 'Application added to your account',
  updateRecent: 'We emailed this address a link to confirm new answers a few minutes ago. Open that link, or try again in a few minutes.',
  invalidUpdateLink: 'This link is not valid or has expired. Send the form again to get a new one.',
  updateClaimed: 'This application is now in an account: sign in and send the form again to change your answers.',
  updateConfirmed: 'Your answers were updated',
  // Decision 065: a link that worked once and was replaced, or whose application joined an account.
  linkReplaced:
    'This application link is no longer valid: the answers were replaced, and a newer link went to the email address the form was sent with.',
  linkClaimed: 'This application link is no longer valid: the application now belongs to an account. Sign in to that account to see it.',
  withdrawSignIn: 'This application belongs to an account. Sign in to that account to withdraw it.',
  withdrawNotYours: 'This application belongs to another account, so you cannot withdraw it.',
  invalidGuardianLink: 'This link is not valid or has expired.',
  guardianLinkReplaced: 'This link is no longer valid: the application changed after this email was sent.',
} as const;

/** Why an application link stopped working (application_links.revoked_reason; decision 038, session 26). */
export const LINK_REVOKED_REASONS = ['holder', 'replaced', 'claimed'] as const;
export type LinkRevokedReason = (typeof LINK_REVOKED_REASONS)[number];

/** How long an application link works. */
export const APPLICATION_LINK_DAYS = 90;
/** A link made for the signed-in player's own list (GET /api/me/submissions): short-lived, made fresh on each load. */
export const ACCOUNT_APPLICATION_LINK_HOURS = 24;
export const applicationPath = (token: string) => `/application/view/${token}`;
/** How long the link that confirms a visitor's repeat works (decision 038, "A visitor's repeat"). */
export const UPDATE_CONFIRM_HOURS = 48;
/** A visitor's repeat of the same form waits this long before another confirmation email goes to the same address. */
export const UPDATE_CONFIRM_RESEND_MINUTES = 5;
export const updateConfirmPath = (token: string) => `/application/confirm/${token}`;
/** How long the link in a guardian's email works (decision 038, session 26). */
export const GUARDIAN_COPY_LINK_DAYS = 30;
export const guardianCopyPath = (token: string) => `/application/guardian/${token}`;

/** The status as the submitter reads it (never the program's internal pipeline stage). */
export const SUBMITTER_STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: 'Received',
  reviewed: 'Reviewed by the program',
  added: "Added to the program's list",
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The status as the program's staff read it. */
export const STAFF_STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  added: 'Added',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

const uuidParam = (message: string) => z.uuid(message);

export const publicFormParamsSchema = z.object({
  slug: z.string().min(1).max(200, 'Unknown college address'),
  formId: uuidParam('Unknown form'),
});

/** The prefilled answers of the profile blocks (a field id to its ProfileBlockAnswer), only what the profile has. */
export const prefillSchema = z.record(z.string(), z.unknown());

export const publicFormSchema = z.object({
  formId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  collegeName: z.string(),
  collegeSlug: z.string(),
  programId: z.uuid(),
  titleName: z.string(),
  /** The tier names of the program's title's ladder, lowest first: the game-and-rank block's rank choices (docs/decisions/069). */
  rankChoices: z.array(z.string()),
  level: z.enum(PROGRAM_LEVELS),
  closed: z.boolean(),
  closesAt: z.string().nullable(),
  versionId: z.uuid(),
  /** The builder's field list of the live version (FormField[]). */
  fields: z.array(z.unknown()),
  jsonSchema: z.record(z.string(), z.unknown()),
  uiSchema: z.record(z.string(), z.unknown()),
  /** Who is looking: a visitor, a player who may submit, or an account that may not (staff, parents). */
  viewer: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('visitor') }),
    z.object({
      kind: z.literal('player'),
      name: z.string(),
      email: z.string(),
      prefill: prefillSchema,
      alreadySubmitted: z.boolean(),
      submittedAt: z.string().nullable(),
    }),
    z.object({ kind: z.literal('refused'), message: z.string() }),
  ]),
});
export type PublicForm = z.infer<typeof publicFormSchema>;
export type PublicFormFields = FormField[];

/** Who a visitor is (signed-in players send none: the account says). */
export const visitorSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name').max(120, 'Name must be at most 120 characters').refine(isPlainText, plainTextMessage('Name')),
    email: emailSchema,
    birthDate: birthDateSchema,
    guardianEmail: guardianEmailSchema,
  })
  .superRefine((value, ctx) => signUpRefinement(value, ctx));
export type VisitorInput = z.input<typeof visitorSchema>;

export const submissionBodySchema = z.object({
  /** Keyed by field id (keys the version does not have are dropped). An object with any keys: see answersObject. */
  answers: z.object({}).catchall(z.unknown()),
  visitor: visitorSchema.optional(),
  /** The short-link code the page was reached by (`/r/{code}` adds `?via=`); unknown codes are ignored. */
  via: z.string().max(20).optional(),
  /**
   * The honeypot: a field the page hides from people (off screen, out of the
   * tab order). Only a bot fills it; a filled one is refused quietly
   * (SUBMISSION_TEXTS.notSent), nothing stored.
   */
  website: z.string().max(500).optional(),
});
export type SubmissionBody = z.input<typeof submissionBodySchema>;

export const submissionResultSchema = z.object({
  submissionId: z.uuid(),
  /**
   * created: the first submission; updated: a signed-in player's repeat, which replaced the earlier answers;
   * confirm_by_email: a visitor's repeat, held until the link emailed to the address confirms it (decision 038).
   */
  outcome: z.enum(['created', 'updated', 'confirm_by_email']),
  /** The application page's path with its token: shown once, and emailed. Null while a repeat waits for its confirmation. */
  applicationPath: z.string().nullable(),
  emailedTo: z.string(),
  guardianCopyTo: z.string().nullable(),
  /** Points the signed-in submitter earned (docs/decisions/048); 0 for a repeat or a visitor. */
  pointsAwarded: z.number().int(),
});
export type SubmissionResult = z.infer<typeof submissionResultSchema>;

// ---------------------------------------------------------------- applications

/**
 * A visitor's application and the signed-in viewer's account (decision 038,
 * "A visitor's application joins their account"): `yours` (already in the
 * account), `can_add`, `email_not_verified`, `already_sent` (the account has
 * its own submission to the form), `refused` (not a player account, or staff
 * of the college).
 */
export const APPLICATION_ACCOUNT_STATES = ['yours', 'can_add', 'email_not_verified', 'already_sent', 'refused'] as const;
export type ApplicationAccountState = (typeof APPLICATION_ACCOUNT_STATES)[number];

/** The token travels in the body, never in an API path (logs keep paths). */
export const applicationTokenBodySchema = z.object({ token: z.string().min(1, 'Missing token').max(200, 'Unknown token') });

export const applicationViewSchema = z.object({
  formTitle: z.string(),
  collegeName: z.string(),
  collegeSlug: z.string(),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  status: z.enum(SUBMISSION_STATUSES),
  statusLabel: z.string(),
  name: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  /** The questions of the version answered (FormField[]) and the answers, keyed by field id. */
  fields: z.array(z.unknown()),
  answers: z.record(z.string(), z.unknown()),
  /**
   * For a signed-in viewer whose account email is the submission's: whether
   * the application is theirs or can join their account (POST
   * /api/applications/claim), and if not, why (`message`). Null signed out,
   * for another email, or when another account holds the submission.
   */
  account: z.object({ state: z.enum(APPLICATION_ACCOUNT_STATES), message: z.string().nullable() }).nullable(),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

/**
 * POST /api/applications/guardian-view (decision 038, session 26): what the
 * link in a guardian's email shows: the program, the player's name as sent,
 * when, and the answers under their questions. Never the application link,
 * the status or anything of the program's.
 */
export const guardianCopyViewSchema = z.object({
  formTitle: z.string(),
  collegeName: z.string(),
  collegeSlug: z.string(),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  playerName: z.string(),
  submittedAt: z.string(),
  expiresAt: z.string(),
  fields: z.array(z.unknown()),
  answers: z.record(z.string(), z.unknown()),
});
export type GuardianCopyView = z.infer<typeof guardianCopyViewSchema>;

export const applicationRevokedSchema = z.object({ revoked: z.literal(true) });

/** POST /api/applications/confirm-update: the repeat applied; a new link to the application page. */
export const updateConfirmedSchema = z.object({ applicationPath: z.string() });
export type UpdateConfirmed = z.infer<typeof updateConfirmedSchema>;

export const mySubmissionSchema = z.object({
  submissionId: z.uuid(),
  formTitle: z.string(),
  programId: z.uuid(),
  collegeName: z.string(),
  collegeSlug: z.string(),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  status: z.enum(SUBMISSION_STATUSES),
  statusLabel: z.string(),
  submittedAt: z.string(),
  /** A fresh link to the application page, valid ACCOUNT_APPLICATION_LINK_HOURS. */
  applicationPath: z.string(),
});
export const mySubmissionsSchema = z.object({ submissions: z.array(mySubmissionSchema) });
export type MySubmission = z.infer<typeof mySubmissionSchema>;

// ---------------------------------------------------------------- Responses tab (staff)

export const STAFF_SETTABLE_STATUSES = ['new', 'reviewed', 'declined'] as const;
export const RESPONSES_PAGE_SIZE = 25;
export const RESPONSES_EXPORT_MAX = 5000;
export const ADD_TO_PIPELINE_MAX = 100;

export const programResponsesParamsSchema = z.object({
  slug: z.string().min(1).max(200, 'Unknown college address'),
  programId: uuidParam('Unknown program'),
});

export const responseParamsSchema = programResponsesParamsSchema.extend({ submissionId: uuidParam('Unknown response') });

export const responsesQuerySchema = z.object({
  formId: z.uuid('Unknown form').optional(),
  status: z.enum(SUBMISSION_STATUSES, 'Unknown status').optional(),
  page: z.coerce.number('Enter a page number').int('Enter a page number').min(1, 'Enter a page number').max(10_000, 'Enter a page number').default(1),
});
export type ResponsesQuery = z.input<typeof responsesQuerySchema>;

export const responseRowSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  formTitle: z.string(),
  versionId: z.uuid(),
  /** Null for a visitor (no account: cannot be added to the pipeline). */
  playerUserId: z.string().nullable(),
  playerSlug: z.string().nullable(),
  name: z.string(),
  /** How to reach a visitor: an adult's own email, a minor's guardian's; null for an account (message them). */
  contactEmail: z.string().nullable(),
  contactIsGuardian: z.boolean(),
  isMinor: z.boolean(),
  classYear: z.number().int().nullable(),
  /** The match for this program (0-100), null when the player has no profile for its title, or a visitor. */
  matchPercent: z.number().int().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  inPipeline: z.boolean(),
  resubmissions: z.number().int(),
  submittedAt: z.string(),
  answers: z.record(z.string(), z.unknown()),
});
export type ResponseRow = z.infer<typeof responseRowSchema>;

export const responsesPageSchema = z.object({
  responses: z.array(responseRowSchema),
  /** The field lists of the versions on this page (version id to FormField[]): the questions' texts. */
  versions: z.record(z.string(), z.array(z.unknown())),
  /** The program's forms, for the filter. */
  forms: z.array(z.object({ id: z.uuid(), title: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ResponsesPage = z.infer<typeof responsesPageSchema>;

export const responseStatusBodySchema = z.object({ status: z.enum(STAFF_SETTABLE_STATUSES, 'Choose New, Reviewed or Declined') });

export const addResponsesToPipelineSchema = z.object({
  submissionIds: z.array(z.uuid('Unknown response')).min(1, 'Choose at least one response').max(ADD_TO_PIPELINE_MAX, `Choose at most ${ADD_TO_PIPELINE_MAX} responses`),
});

export const addToPipelineResultSchema = z.object({
  results: z.array(
    z.object({
      submissionId: z.uuid(),
      outcome: z.enum(['added', 'already_in_pipeline', 'visitor', 'withdrawn']),
      message: z.string(),
    }),
  ),
});
export type AddToPipelineResult = z.infer<typeof addToPipelineResultSchema>;

export const ADD_OUTCOME_MESSAGES = {
  added: 'Added to the pipeline',
  already_in_pipeline: 'Already in the pipeline',
  visitor: SUBMISSION_TEXTS.visitorCannotBeAdded,
  withdrawn: SUBMISSION_TEXTS.withdrawnCannotBeAdded,
} as const;

/** An answer as one line of text (the application page, the guardian's copy, the CSV). */
export function answerText(field: FormField | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (field?.kind === 'profile') {
    if (field.block === 'game_rank' && typeof value === 'object') {
      const game = value as { title?: unknown; rank?: unknown };
      return [game.title, game.rank].filter((part) => typeof part === 'string' && part).join(', ');
    }
    if (field.block === 'highlights' && Array.isArray(value)) {
      return value.map((clip: { title?: unknown; url?: unknown }) => `${String(clip?.title ?? '')} ${String(clip?.url ?? '')}`.trim()).join('; ');
    }
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The questions of a version with their answers as text, in the form's order (unanswered ones kept, empty). */
export function answeredQuestions(fields: readonly FormField[], answers: Record<string, unknown>): Array<{ id: string; label: string; answer: string }> {
  return fields.map((field) => ({ id: field.id, label: field.label, answer: answerText(field, answers[field.id]) }));
}
