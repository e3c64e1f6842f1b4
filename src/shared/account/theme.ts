import { THEMES, type Theme } from '../value-sets.ts';

export const THEME_STORAGE_KEY = 'theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * Which stored choice applies (spec section 4): a signed-in user's profile
 * preference first, then the browser-stored choice, then system.
 */
export function chooseTheme(profilePreference: unknown, storedChoice: unknown): Theme {
  if (isTheme(profilePreference)) return profilePreference;
  if (isTheme(storedChoice)) return storedChoice;
  return 'system';
}

/** light or dark: system resolves to the operating system's colour scheme. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}
