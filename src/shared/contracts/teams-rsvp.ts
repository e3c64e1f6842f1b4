/**
 * Practice answers without the manage screen (issue 26.9, docs/decisions/073):
 * the one-click answer links of a reminder email, and a guardian answering
 * for their minor from the guardian page.
 */
import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../value-sets.ts';
import { TEAM_TEXTS } from './teams.ts';
import { isoDateTime, optionalText } from './teams-fields.ts';

export const RSVP_TEXTS = {
  invalidLink: 'This answer link is not valid. Check that you opened the whole link from the email, or answer from your team page.',
  usedLink: 'This answer link was already used. To change your answer, open the practice from your team page.',
  expiredLink: 'This answer link has expired: the practice has started, or it is over.',
  cancelled: 'This practice was cancelled, so it takes no answers.',
  notOnTeam: 'You are no longer on this team, so this link takes no answer.',
  tooManyRequests: 'Too many requests for answer links. Wait a minute, then try again.',
  saved: 'Your answer is saved.',
  guardianPlayerNotFound: 'Player not found',
  playerAnswersOnTeamPage: 'Only a guardian answers here. Give your own answer on your team page.',
  guardianOnlyUpcoming: 'Answers can only be given for upcoming practices.',
  practiceNotFound: 'Practice not found',
} as const;

/** The link's secret, as the page sends it in the body (never in an /api/ address the logs keep). */
export const rsvpTokenSchema = z.string().trim().min(20, RSVP_TEXTS.invalidLink).max(200, RSVP_TEXTS.invalidLink);
export const rsvpViewBodySchema = z.object({ token: rsvpTokenSchema });
/** The attendance answer (the same rules as attendanceInputSchema: a reason for not attending, no notes when attending) and the link's secret. */
export const rsvpAnswerBodySchema = z
  .object({
    token: rsvpTokenSchema,
    status: z.enum(ATTENDANCE_STATUSES, 'Choose your attendance'),
    notes: optionalText(500, 'Notes'),
  })
  .refine((value) => value.status !== 'not_attending' || !!value.notes, { message: TEAM_TEXTS.reasonRequired, path: ['notes'] })
  .transform((value) => ({ ...value, notes: value.status === 'attending' ? null : value.notes }));

export const rsvpPracticeSchema = z.object({
  teamName: z.string(),
  title: z.string(),
  scheduledAt: isoDateTime,
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  isMandatory: z.boolean(),
});

/** What a working link shows: the practice, whose answer it is and the answer saved so far. */
export const rsvpLinkViewSchema = z.object({
  practice: rsvpPracticeSchema,
  /** The minor's display name when the link went to their guardian; null for the player's own link. */
  forPlayer: z.string().nullable(),
  answer: z.enum(ATTENDANCE_STATUSES).nullable(),
  notes: z.string().nullable(),
  /** The link stops working then (the practice's start). */
  expiresAt: isoDateTime,
});
export type RsvpLinkView = z.infer<typeof rsvpLinkViewSchema>;

/** After answering: the answer saved and a fresh link (the used one stops) to change it while the practice has not started. */
export const rsvpAnswerResponseSchema = rsvpLinkViewSchema.extend({ token: z.string() });
export type RsvpAnswerResponse = z.infer<typeof rsvpAnswerResponseSchema>;

// ---------------------------------------------------------------- a guardian answering for their minor

export const guardianPracticeSchema = z.object({
  practiceId: z.uuid(),
  teamId: z.uuid(),
  teamName: z.string(),
  title: z.string(),
  scheduledAt: isoDateTime,
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  isMandatory: z.boolean(),
  answer: z.enum(ATTENDANCE_STATUSES).nullable(),
  notes: z.string().nullable(),
});
export type GuardianPractice = z.infer<typeof guardianPracticeSchema>;

/** GET /api/guardian/players/:userId/practices: the minor's upcoming practices on their active teams, soonest first. */
export const guardianPracticesResponseSchema = z.object({ practices: z.array(guardianPracticeSchema) });
export type GuardianPracticesResponse = z.infer<typeof guardianPracticesResponseSchema>;

export const guardianPracticeParamsSchema = z.object({ userId: z.string().min(1).max(100), practiceId: z.uuid(RSVP_TEXTS.practiceNotFound) });
export const guardianPlayerParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** How many upcoming practices the guardian page lists per player. */
export const GUARDIAN_PRACTICES_LIMIT = 20;
