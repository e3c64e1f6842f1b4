/**
 * Recruiting outcomes' texts, labels and addresses (docs/decisions/041),
 * without zod: the embeddable widget and the other outcome pages import
 * these, and the widget's chunk stays small. contracts/outcomes.ts
 * re-exports them beside the schemas.
 */
import type { OutcomeStatus, SubmissionStatus } from './recruiting-values.ts';

export const OUTCOME_TEXTS = {
  notFound: 'Recruiting status not found',
  playerNotFound: 'Player not found',
  programNotFound: 'Program not found',
  collegeNotFound: 'College not found',
  widgetNotFound: 'Nothing to show here',
  onlyPlayers: 'Only players can record their own recruiting outcome.',
  chooseCollegeOrProgram: 'Choose the college or the program',
  alreadyRecorded: 'You already have an outcome with this college. Withdraw it to record another.',
  withdrawn: 'This outcome was withdrawn.',
  notPlayerOrGuardian: 'Only the player and their guardians can change this.',
  notGuardian: 'Only an active guardian of the player can approve this.',
  notCollegeStaff: 'Only the staff of this college can confirm or decline it.',
  onlySelfReported: 'Only a self-reported outcome can be confirmed or declined.',
  awaitingApproval: 'Waiting for a guardian’s approval.',
  notPublic: 'Share links need the outcome to be shown publicly first.',
  cannotWithdraw: 'Only the player, their guardians and the college that recorded it can withdraw this outcome.',
  loadFailed: 'Could not load this recruiting status',
  confirmed: (college: string) => `Confirmed by ${college}`,
  declined: (college: string) => `Not confirmed by ${college}`,
  selfReported: 'Self-reported',
} as const;

export const OUTCOME_STATUS_LABELS: Record<OutcomeStatus, string> = {
  verbal: 'Verbal commitment',
  committed: 'Committed',
  signed: 'Signed',
};

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: 'Received',
  reviewed: 'Reviewed',
  added: 'In the program’s recruiting',
  declined: 'Not moving forward',
  withdrawn: 'Withdrawn',
};

export const recruitingStatusPath = (id: string) => `/recruiting-status/${encodeURIComponent(id)}`;
export const recruitingSuccessPath = (id: string) => `/recruiting-success/${encodeURIComponent(id)}`;
export const outcomeShareImagePath = (id: string) => `/api/recruiting-outcomes/${encodeURIComponent(id)}/share-image.png`;
export const collegeApplyPath = (slug: string, formId: string) => `/college/${encodeURIComponent(slug)}/apply/${encodeURIComponent(formId)}`;

/** "Class of 2027 · TX" (what is known; a minor shows no more than this on any public surface). */
export function outcomePlayerFacts(player: { classYear: number | null; state: string | null }): string {
  return [player.classYear ? `Class of ${player.classYear}` : null, player.state].filter(Boolean).join(' · ');
}
