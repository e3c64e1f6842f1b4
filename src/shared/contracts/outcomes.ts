/**
 * Recruiting outcomes (issue 13.7, docs/decisions/041): a player's verbal
 * commitment, commitment or signing with a college, recorded by the player
 * (self-reported until the college confirms it; a minor's own record waits
 * for a guardian's approval) or by the program (confirmed by the college at
 * once). Public only with the player's consent, and a guardian's too for a
 * minor. The status page, the success page, the embeddable widget and the
 * player's own pages read these shapes.
 */
import { z } from 'zod';
import { PROGRAM_LEVELS, ROLE_PRIORITIES } from '../recruiting/program-levels.ts';
import { OUTCOME_RECORDERS, OUTCOME_STATUSES, SUBMISSION_STATUSES } from '../recruiting/recruiting-values.ts';
import { OUTCOME_TEXTS } from '../recruiting/outcome-texts.ts';

// The texts, labels and paths live in a module without zod, so the embeddable widget's chunk stays small.
export * from '../recruiting/outcome-texts.ts';
import { isEventDay, EVENT_DATE_MESSAGE } from './date-bounds.ts';

const decidedOnSchema = z.iso
  .date('Enter a date as YYYY-MM-DD')
  .refine((day) => isEventDay(day), EVENT_DATE_MESSAGE)
  .nullish();

const uuid = (message: string) => z.uuid(message);

/** POST /api/recruiting-outcomes: a program's staff record a player's outcome with their program (confirmed at once). */
export const recordProgramOutcomeSchema = z.object({
  playerUserId: z.string().trim().min(1, OUTCOME_TEXTS.playerNotFound).max(100, OUTCOME_TEXTS.playerNotFound),
  programId: uuid(OUTCOME_TEXTS.programNotFound),
  status: z.enum(OUTCOME_STATUSES, 'Choose verbal, committed or signed'),
  decidedOn: decidedOnSchema,
});
export type RecordProgramOutcomeInput = z.infer<typeof recordProgramOutcomeSchema>;

/** POST /api/me/recruiting-outcomes: the signed-in player's own record, with a college or one of its programs. */
export const recordOwnOutcomeSchema = z
  .object({
    collegeId: uuid(OUTCOME_TEXTS.collegeNotFound).optional(),
    programId: uuid(OUTCOME_TEXTS.programNotFound).optional(),
    status: z.enum(OUTCOME_STATUSES, 'Choose verbal, committed or signed'),
    decidedOn: decidedOnSchema,
  })
  .superRefine((value, context) => {
    if (!value.collegeId && !value.programId) context.addIssue({ code: 'custom', path: ['collegeId'], message: OUTCOME_TEXTS.chooseCollegeOrProgram });
  });
export type RecordOwnOutcomeInput = z.infer<typeof recordOwnOutcomeSchema>;

export const outcomeIdParamsSchema = z.object({ id: z.uuid(OUTCOME_TEXTS.notFound) });

/** POST /api/recruiting-outcomes/:id/public-consent: the player's or the guardian's own consent, given or withdrawn. */
export const outcomeConsentSchema = z.object({ show: z.boolean() });

/** How the viewer stands to an outcome (the page's controls follow it; the server checks each action again). */
export const OUTCOME_RELATIONS = ['player', 'guardian', 'college_staff', 'platform_staff', 'public'] as const;
export type OutcomeRelation = (typeof OUTCOME_RELATIONS)[number];

export const outcomePlayerSchema = z.object({
  /** Display name or gamertag: never a last name or birth date (RECRUITING.md minors' rules). */
  displayName: z.string(),
  classYear: z.number().int().nullable(),
  state: z.string().nullable(),
  /** Set when the viewer may open the profile. */
  profileSlug: z.string().nullable(),
});

export const outcomeSchema = z.object({
  kind: z.literal('outcome'),
  id: z.string(),
  status: z.enum(OUTCOME_STATUSES),
  decidedOn: z.string().nullable(),
  recordedBy: z.enum(OUTCOME_RECORDERS),
  player: outcomePlayerSchema,
  college: z.object({ name: z.string(), slug: z.string() }),
  program: z.object({ id: z.string(), level: z.enum(PROGRAM_LEVELS) }).nullable(),
  /** The esports title (of the program when there is one). */
  titleName: z.string().nullable(),
  confirmed: z.boolean(),
  declined: z.boolean(),
  /** A minor's own record no guardian has approved yet: seen by the player, their guardians and platform staff only. */
  awaitingGuardianApproval: z.boolean(),
  /** The player is a minor: public needs a guardian's consent as well. */
  needsGuardianConsent: z.boolean(),
  playerPublicConsent: z.boolean(),
  guardianPublicConsent: z.boolean(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  viewer: z.object({
    relation: z.enum(OUTCOME_RELATIONS),
    canConsent: z.boolean(),
    canApprove: z.boolean(),
    canConfirm: z.boolean(),
    canWithdraw: z.boolean(),
    canShare: z.boolean(),
  }),
});
export type Outcome = z.infer<typeof outcomeSchema>;

/** One application's status on /recruiting-status/{id} (the submitter signed in, or the program's staff). */
export const applicationStatusSchema = z.object({
  kind: z.literal('application'),
  id: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  formTitle: z.string(),
  college: z.object({ name: z.string(), slug: z.string() }),
  titleName: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const recruitingStatusSchema = z.discriminatedUnion('kind', [outcomeSchema, applicationStatusSchema]);
export type RecruitingStatus = z.infer<typeof recruitingStatusSchema>;

export const playerOutcomesSchema = z.object({ outcomes: z.array(outcomeSchema) });
export type PlayerOutcomes = z.infer<typeof playerOutcomesSchema>;

/** The guardian page's list: outcomes of the guardian's players waiting for their approval or consent. */
export const guardianOutcomesSchema = z.object({
  outcomes: z.array(outcomeSchema.extend({ playerUserId: z.string() })),
});
export type GuardianOutcomes = z.infer<typeof guardianOutcomesSchema>;

/** The public success page of a confirmed, public commitment (the same data for everyone: no session is read). */
export const outcomeSuccessSchema = z.object({
  id: z.string(),
  status: z.enum(OUTCOME_STATUSES),
  decidedOn: z.string().nullable(),
  player: outcomePlayerSchema,
  college: z.object({ name: z.string(), slug: z.string() }),
  titleName: z.string().nullable(),
  imagePath: z.string(),
});
export type OutcomeSuccess = z.infer<typeof outcomeSuccessSchema>;

export const outcomeShortLinkSchema = z.object({ code: z.string(), path: z.string() });
export type OutcomeShortLink = z.infer<typeof outcomeShortLinkSchema>;

/** GET /api/widget: `college` or `player` (a slug), exactly one. */
export const widgetQuerySchema = z
  .object({
    college: z.string().trim().min(1).max(200).optional(),
    player: z.string().trim().min(1).max(80).optional(),
  })
  .superRefine((value, context) => {
    if (Boolean(value.college) === Boolean(value.player)) {
      context.addIssue({ code: 'custom', path: ['college'], message: 'Give either college or player' });
    }
  });

export const widgetCollegeSchema = z.object({
  kind: z.literal('college'),
  college: z.object({ name: z.string(), slug: z.string() }),
  programs: z.array(
    z.object({
      id: z.string(),
      titleName: z.string(),
      level: z.enum(PROGRAM_LEVELS),
      openSpots: z.number().int(),
      classYears: z.array(z.number().int()),
      rolesNeeded: z.array(z.object({ role: z.string(), count: z.number().int(), priority: z.enum(ROLE_PRIORITIES) })),
      /** The program's published interest form, or the college page when it has none. */
      applyPath: z.string(),
    }),
  ),
});

export const widgetPlayerSchema = z.object({
  kind: z.literal('player'),
  player: outcomePlayerSchema,
  commitment: z.object({
    id: z.string(),
    status: z.enum(OUTCOME_STATUSES),
    decidedOn: z.string().nullable(),
    college: z.object({ name: z.string(), slug: z.string() }),
    titleName: z.string().nullable(),
  }),
});

export const widgetSchema = z.discriminatedUnion('kind', [widgetCollegeSchema, widgetPlayerSchema]);
export type Widget = z.infer<typeof widgetSchema>;

