/** Theme storage and the page root's class (spec section 4). */
import type { Theme } from '#shared/value-sets.ts';
import { isTheme, THEME_STORAGE_KEY } from '#shared/account/theme.ts';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** Puts exactly one of light or dark on <html>. */
export function applyThemeClass(resolved: 'light' | 'dark', root: HTMLElement = document.documentElement): void {
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
