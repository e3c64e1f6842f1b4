/** Where to go after signing in: recorded when a protected page sends a visitor to /auth. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirect_after_login';

export function rememberRedirectAfterLogin(path: string): void {
  try {
    window.localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
  } catch {
    // storage unavailable (private mode): the default destination is used
  }
}

/** Reads and clears the stored path; only same-site paths are honoured. */
export function takeRedirectAfterLogin(fallback: string): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    window.localStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    return fallback;
  }
  if (stored && stored.startsWith('/') && !stored.startsWith('//') && !stored.startsWith('/auth')) return stored;
  return fallback;
}
