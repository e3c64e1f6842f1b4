import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: tables from here up, card lists below (issue 26, item 4). */
export const MD_UP = '(min-width: 768px)';

/**
 * Whether a media query matches, kept live. Where the browser has no matchMedia (tests' jsdom, the server)
 * it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
