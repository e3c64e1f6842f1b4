import { createContext, useContext } from 'react';
import type { Theme } from '#shared/value-sets.ts';

export interface ThemeState {
  /** The chosen theme: light, dark or system. */
  theme: Theme;
  /** What is applied to the page: system resolved to the OS colour scheme. */
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

export const THEME_OUTSIDE_PROVIDER_MESSAGE = 'useTheme must be used within ThemeProvider';

export function useTheme(): ThemeState {
  const value = useContext(ThemeContext);
  if (!value) throw new Error(THEME_OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
