/**
 * Theme of spec section 4: light, dark or system (following the OS live).
 * Signed in, the profile's preference wins, then the browser-stored choice;
 * signed out, only the browser-stored choice, defaulting to system. A change
 * is saved to both (the caller persists it to the profile via onPersist).
 */
import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { chooseTheme, resolveTheme } from '#shared/account/theme.ts';
import type { Theme } from '#shared/value-sets.ts';
import { ThemeContext, type ThemeState } from './theme-context.ts';
import { applyThemeClass, DARK_SCHEME_QUERY, readStoredTheme, storeTheme, systemPrefersDark } from './theme-dom.ts';

function subscribeToSystemScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export interface ThemeProviderProps {
  children: ReactNode;
  isSignedIn: boolean;
  /** The signed-in user's stored preference (null when they have none). */
  profilePreference?: Theme | null;
  /** Saves a change to the profile; called only when signed in. A rejection undoes the change on screen. */
  onPersist?: (theme: Theme) => Promise<unknown> | void;
}

export function ThemeProvider({ children, isSignedIn, profilePreference = null, onPersist }: ThemeProviderProps) {
  const [storedChoice, setStoredChoice] = useState<Theme | null>(readStoredTheme);
  // The OS colour scheme, followed live.
  const systemDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  // A choice made here shows at once, before the profile has saved it.
  const [pending, setPending] = useState<{ theme: Theme; basis: Theme | null } | null>(null);
  if (pending && (!isSignedIn || profilePreference !== pending.basis)) setPending(null);

  const theme: Theme =
    pending?.theme ?? (isSignedIn ? chooseTheme(profilePreference, storedChoice) : chooseTheme(null, storedChoice));
  const resolvedTheme = resolveTheme(theme, systemDark);

  useLayoutEffect(() => {
    applyThemeClass(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback(
    (next: Theme) => {
      storeTheme(next);
      setStoredChoice(next);
      if (isSignedIn) {
        setPending({ theme: next, basis: profilePreference });
        const saving = onPersist?.(next);
        if (saving) saving.catch(() => setPending(null));
      }
    },
    [isSignedIn, onPersist, profilePreference],
  );

  const value = useMemo<ThemeState>(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
