/** Texts of an outcome shared by the status page, the success page, the widget and the guardian section. */
import type { Outcome } from '#shared/contracts/outcomes.ts';
import { OUTCOME_TEXTS } from '#shared/recruiting/outcome-texts.ts';

export { outcomePlayerFacts } from '#shared/recruiting/outcome-texts.ts';

/** "Confirmed by {college}", "Not confirmed by {college}" or "Self-reported". */
export function outcomeConfirmationLabel(outcome: Pick<Outcome, 'confirmed' | 'declined' | 'college'>): string {
  if (outcome.confirmed) return OUTCOME_TEXTS.confirmed(outcome.college.name);
  if (outcome.declined) return OUTCOME_TEXTS.declined(outcome.college.name);
  return OUTCOME_TEXTS.selfReported;
}

/** A YYYY-MM-DD day as "November 2, 2026", read in UTC so it never shifts a day. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Whether the public sees it, and if not, whose consent is missing. */
export function outcomeVisibilityLine(outcome: Outcome): string {
  if (outcome.isPublic) return 'Shown publicly.';
  if (outcome.declined) return 'Not shown publicly: the college did not confirm it.';
  if (outcome.awaitingGuardianApproval) return 'Not shown to anyone else until a guardian approves it.';
  const missing = [
    outcome.playerPublicConsent ? null : 'the player',
    outcome.needsGuardianConsent && !outcome.guardianPublicConsent ? 'a guardian' : null,
  ].filter(Boolean);
  return `Not shown publicly: it needs the consent of ${missing.join(' and ')}.`;
}
