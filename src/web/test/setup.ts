import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Two-core CI machines: lazy route modules and first renders can take seconds when the API
// project runs beside this one; waits and tests get room for that (a real hang still fails).
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  // Sonner (a shared dependency) replays toasts still on screen to the next test's Toaster: a second
  // "Invitation sent" made findByText wait out the earlier one's 4 s. Dismissed toasts are not replayed.
  (await import('sonner')).toast.dismiss();
});

// The web project's files share a worker's dependencies (isolate: false in vitest.config.ts) but not
// our modules: each file imports them afresh, so module state (the realtime connection, the toast
// host, caches) never carries over, and nothing a file stubbed or faked outlives it.
afterAll(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The worker's jsdom window outlives the file: a page address a file set (tracker.test.ts's /learn?x=1) was the
  // next file's, whose privacy event then named it.
  window.history.replaceState(null, '', '/');
});

// jsdom has no matchMedia; the theme provider needs it (tests replace it when they care).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not implement scrolling; the router's ScrollRestoration calls it.
window.scrollTo = (() => {}) as typeof window.scrollTo;
