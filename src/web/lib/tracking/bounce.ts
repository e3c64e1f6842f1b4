/**
 * Bounce (spec section 3's page_performance_metrics.bounce_rate;
 * docs/decisions/044): the visit's first page (the first page
 * the tracker measures in a tracking session, i.e. in this tab) left
 * without another page view and without an interaction (a click or a key).
 * It is decided once, the first time that page is hidden or replaced:
 * hidden without an interaction is a bounce, replaced by another page is
 * not. Session storage remembers that the session's first page was decided,
 * so a reload is not a new visit.
 */
const ENTRY_DECIDED_KEY = 'tracking_entry_decided';

/** Whether the page the tracker starts on is the visit's first (its bounce not yet decided). */
export function isEntryPage(sessionId: string): boolean {
  try {
    return window.sessionStorage.getItem(ENTRY_DECIDED_KEY) !== sessionId;
  } catch {
    return true;
  }
}

export function markEntryPageDecided(sessionId: string): void {
  try {
    window.sessionStorage.setItem(ENTRY_DECIDED_KEY, sessionId);
  } catch {
    // No session storage: each load counts as a visit.
  }
}
