/**
 * Web tests of tracking call sites: give analytics consent for one test and
 * read what the app tracked from the in-page data layer (every tracked event
 * is mirrored there, docs/decisions/044). The consent, the tracker and the
 * data layer are reset when the test ends. Not part of the app bundle.
 */
import { onTestFinished } from 'vitest';
import { resetPrivacyConsentCache, savePrivacyConsent } from '#web/lib/consent/privacy-consent.ts';

export function consentToAnalytics(): void {
  window.dataLayer = [];
  savePrivacyConsent(true);
  onTestFinished(async () => {
    (await import('#web/lib/tracking/tracker.ts')).stopTracker();
    window.localStorage.clear();
    resetPrivacyConsentCache();
    window.dataLayer = [];
  });
}

/** The tracked events of one type, in order (data layer entries). */
export function trackedEvents(type: string): Record<string, unknown>[] {
  return (window.dataLayer ?? []).filter((entry) => entry.type === type);
}
