/**
 * The app's one way to record engagement (docs/decisions/044). Small on
 * purpose: it is in the entry chunk. Nothing happens without analytics
 * consent; with it, the tracker (tracker.ts: batching, scroll depth,
 * performance, errors) is loaded on first use and does the rest. A privacy
 * choice of a signed-in user is sent at once, consent or not (the privacy
 * category is exempt, spec section 7.3); a visitor's stays in the browser.
 */
import type { TrackingEvent } from '#shared/contracts/tracking.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { analyticsAllowed, savePrivacyConsent } from '#web/lib/consent/privacy-consent.ts';
import { pushDataLayer } from './data-layer.ts';
import { getTrackingSessionId } from './tracking-session-id.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An analytics event; its path defaults to the current page's. */
export type TrackInput = DistributiveOmit<Exclude<TrackingEvent, { type: 'privacy' }>, 'path'> & { path?: string };

type TrackerModule = typeof import('./tracker.ts');
let tracker: Promise<TrackerModule> | null = null;

function loadTracker(): Promise<TrackerModule> {
  tracker ??= import('./tracker.ts');
  return tracker;
}

const swallow = (error: unknown) => console.warn('Tracking failed', error);

export function currentPagePath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Records an analytics event when the visitor consented; otherwise nothing at all. */
export function track(input: TrackInput): void {
  if (!analyticsAllowed()) return;
  const event = { ...input, path: input.path ?? currentPagePath() } as TrackingEvent;
  loadTracker()
    .then((module) => module.enqueue(event))
    .catch(swallow);
}

/** A new path plus query: the tracker starts the page's measures; a signed-in user's page view is recorded. */
export function trackPageChange(path: string, referrer: string | null, isSignedIn: boolean): void {
  if (!analyticsAllowed()) return;
  loadTracker()
    .then((module) => {
      module.pageChanged(path);
      if (isSignedIn) module.enqueue({ type: 'page_view', path, referrer, title: document.title.slice(0, 200) });
    })
    .catch(swallow);
}

/** Starts or stops the tracker to match the stored choice (on load, and when it changes here or in another tab). */
export function syncTrackerWithConsent(): void {
  if (analyticsAllowed()) {
    loadTracker()
      .then((module) => module.startTracker())
      .catch(swallow);
  } else if (tracker) {
    tracker.then((module) => module.stopTracker()).catch(swallow);
  }
}

/** Records a choice on the signed-in user's account (a privacy event, sent consent or not: spec section 7.3). */
export function sendPrivacyChoice(analytics: boolean): void {
  const body = JSON.stringify({
    sessionId: getTrackingSessionId(),
    consent: { analytics },
    events: [{ type: 'privacy', path: currentPagePath().slice(0, 2048), action: 'consent_updated', analytics }],
  });
  fetch(apiPaths.trackingEvents, { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'same-origin', keepalive: true }).catch(swallow);
}

/**
 * Saves the visitor's choice and, for a signed-in user, records it on the
 * account (the server then refuses analytics for the account while it is
 * off, on every device).
 */
export function choosePrivacy(analytics: boolean, isSignedIn: boolean): void {
  savePrivacyConsent(analytics);
  pushDataLayer({ event: 'privacy_consent', category: 'privacy', label: analytics ? 'analytics_on' : 'analytics_off', value: analytics ? 1 : 0, analytics });
  if (isSignedIn) sendPrivacyChoice(analytics);
}
