/** The tracking session id of spec section 3: kept in session storage, a timestamp plus a random suffix. */
export const TRACKING_SESSION_KEY = 'tracking_session_id';

export function createTrackingSessionId(now: number = Date.now()): string {
  const suffix = Math.random().toString(36).slice(2, 11).padEnd(9, '0');
  return `${now}-${suffix}`;
}

/** The tab's session id, created on first use; without session storage, a fresh one per call. */
export function getTrackingSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(TRACKING_SESSION_KEY);
    if (stored) return stored;
    const created = createTrackingSessionId();
    window.sessionStorage.setItem(TRACKING_SESSION_KEY, created);
    return created;
  } catch {
    return createTrackingSessionId();
  }
}
