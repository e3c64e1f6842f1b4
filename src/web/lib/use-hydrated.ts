import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the HTML rendered at build time (docs/decisions/088) and during its hydration, true once React runs the
 * page. A button that only works with scripts is disabled until then, so a tap before hydration is not silently lost
 * (decision 097).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
