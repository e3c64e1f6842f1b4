/**
 * The visitor's privacy choices (spec section 3: an object with an analytics
 * boolean under localStorage `privacy_banner_consent`; docs/decisions/044).
 * No choice yet (null) means no analytics. A small store: the banner, the
 * settings dialog, the footer, /account and the tracker read it, and every
 * tab follows a change made in another (the storage event).
 */
import { useSyncExternalStore } from 'react';
import { PRIVACY_CONSENT_KEY } from '#shared/tracking-constants.ts';

export interface PrivacyConsent {
  /** Analytics events (page views, scroll depth, searches, shares, errors) may be recorded. */
  analytics: boolean;
  /** Sign-in, theme and this choice: always kept, listed so the stored object says so. */
  necessary: true;
  /** When the choice was made (ISO time). */
  decidedAt: string;
  version: 1;
}

const listeners = new Set<() => void>();
let cached: PrivacyConsent | null | undefined;

function parse(raw: string | null): PrivacyConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || typeof (value as { analytics?: unknown }).analytics !== 'boolean') return null;
    const decidedAt = (value as { decidedAt?: unknown }).decidedAt;
    return { analytics: (value as { analytics: boolean }).analytics, necessary: true, decidedAt: typeof decidedAt === 'string' ? decidedAt : '', version: 1 };
  } catch {
    return null;
  }
}

/** The stored choice, or null when the visitor has not chosen (or storage is unavailable). */
export function readPrivacyConsent(): PrivacyConsent | null {
  if (cached === undefined) {
    try {
      cached = parse(window.localStorage.getItem(PRIVACY_CONSENT_KEY));
    } catch {
      cached = null;
    }
  }
  return cached;
}

/** True only when the visitor turned analytics on. */
export function analyticsAllowed(): boolean {
  return readPrivacyConsent()?.analytics === true;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Saves the choice (kept in memory too when storage is refused, for this page's life) and tells every reader. */
export function savePrivacyConsent(analytics: boolean, now: Date = new Date()): PrivacyConsent {
  const consent: PrivacyConsent = { analytics, necessary: true, decidedAt: now.toISOString(), version: 1 };
  try {
    window.localStorage.setItem(PRIVACY_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Private mode or a full quota: the choice holds for this page.
  }
  cached = consent;
  notify();
  return consent;
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== PRIVACY_CONSENT_KEY) return;
  cached = undefined;
  notify();
}

export function subscribePrivacyConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function usePrivacyConsent(): PrivacyConsent | null {
  return useSyncExternalStore(subscribePrivacyConsent, readPrivacyConsent, () => null);
}

/** Forgets the cached value (tests change localStorage behind the store's back). */
export function resetPrivacyConsentCache() {
  cached = undefined;
}

// The settings dialog is opened from the banner, the footer and /account; one open state for all.
const settingsListeners = new Set<() => void>();
let settingsOpen = false;

export function setPrivacySettingsOpen(open: boolean) {
  if (settingsOpen === open) return;
  settingsOpen = open;
  for (const listener of settingsListeners) listener();
}

export function openPrivacySettings() {
  setPrivacySettingsOpen(true);
}

function subscribeSettings(listener: () => void) {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

export function usePrivacySettingsOpen(): boolean {
  return useSyncExternalStore(subscribeSettings, () => settingsOpen, () => false);
}
