/**
 * Scroll depth (spec sections 4 and 9): the share of the page seen, and the
 * milestones 25, 50, 75 and 90 percent each reported once per page, after
 * scrolling has paused for 100 ms.
 */
import { SCROLL_DEBOUNCE_MS, SCROLL_MILESTONES, type ScrollMilestone } from '#shared/tracking-constants.ts';

/** How far down the page the bottom of the viewport is, in whole percent (0-100). */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((scrollTop + viewportHeight) / documentHeight) * 100)));
}

/** The milestones reached at `percent` that were not reported yet, smallest first. */
export function newMilestones(percent: number, reported: ReadonlySet<ScrollMilestone>): ScrollMilestone[] {
  return SCROLL_MILESTONES.filter((milestone) => percent >= milestone && !reported.has(milestone));
}

/**
 * Calls `onScroll(percent)` once scrolling has paused for the debounce
 * time; answers the function that stops listening.
 */
export function watchScroll(onScroll: (percent: number) => void, target: Window = window, debounceMs: number = SCROLL_DEBOUNCE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const measure = () => {
    timer = null;
    const root = target.document.documentElement;
    onScroll(scrollPercent(target.scrollY, target.innerHeight, root.scrollHeight));
  };
  const listener = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(measure, debounceMs);
  };
  target.addEventListener('scroll', listener, { passive: true });
  return () => {
    target.removeEventListener('scroll', listener);
    if (timer !== null) clearTimeout(timer);
  };
}
