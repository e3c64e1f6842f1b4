import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseTheme, resolveTheme } from '#shared/account/theme.ts';
import type { Theme } from '#shared/value-sets.ts';
import { THEME_OUTSIDE_PROVIDER_MESSAGE, useTheme } from './theme-context.ts';
import { ThemeProvider } from './theme-provider.tsx';

/** A controllable prefers-color-scheme media query. */
function mockSystemScheme(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const media = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return {
    setDark(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
  };
}

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p data-testid="theme">{theme}</p>
      <p data-testid="resolved">{resolvedTheme}</p>
      {(['light', 'dark', 'system'] as Theme[]).map((value) => (
        <button key={value} type="button" onClick={() => setTheme(value)}>
          {value}
        </button>
      ))}
    </div>
  );
}

const root = document.documentElement;
const originalMatchMedia = window.matchMedia;

beforeEach(() => root.classList.remove('light', 'dark'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = originalMatchMedia;
});

describe('theme resolution', () => {
  it('prefers the profile, then the stored choice, then system', () => {
    expect(chooseTheme('light', 'dark')).toBe('light');
    expect(chooseTheme(null, 'dark')).toBe('dark');
    expect(chooseTheme(null, 'purple')).toBe('system');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});

describe('ThemeProvider', () => {
  it('defaults to system when signed out with nothing stored, following the OS live', () => {
    const system = mockSystemScheme(true);
    render(
      <ThemeProvider isSignedIn={false}>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('system');
    expect(root).toHaveClass('dark');
    act(() => system.setDark(false));
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });

  it('uses the stored choice when signed out and saves a change to localStorage only', async () => {
    mockSystemScheme(false);
    window.localStorage.setItem('theme', 'dark');
    const onPersist = vi.fn();
    render(
      <ThemeProvider isSignedIn={false} profilePreference="light" onPersist={onPersist}>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(root).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(root).toHaveClass('light');
    expect(onPersist).not.toHaveBeenCalled();
  });

  it('uses the profile preference when signed in and saves a change to both', async () => {
    mockSystemScheme(false);
    window.localStorage.setItem('theme', 'light');
    const onPersist = vi.fn(async () => {});
    render(
      <ThemeProvider isSignedIn profilePreference="dark" onPersist={onPersist}>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(root).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'system' }));
    expect(onPersist).toHaveBeenCalledWith('system');
    expect(window.localStorage.getItem('theme')).toBe('system');
    expect(screen.getByTestId('theme')).toHaveTextContent('system');
    expect(root).toHaveClass('light');
  });

  it('falls back to the stored choice when the signed-in profile has none', () => {
    mockSystemScheme(false);
    window.localStorage.setItem('theme', 'dark');
    render(
      <ThemeProvider isSignedIn profilePreference={null}>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('resolved')).toHaveTextContent('dark');
  });

  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(THEME_OUTSIDE_PROVIDER_MESSAGE);
  });
});
