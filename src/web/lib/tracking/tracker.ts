/**
 * The tracker (docs/decisions/044), loaded only after analytics consent:
 * events wait in a batch queue and go to our own endpoint (never an outside
 * service), mirrored into the in-page data layer. Per page (path plus
 * query) it measures load time, visible time, scroll depth (milestones 25,
 * 50, 75, 90, debounced 100 ms) and interactions, and reports them when the
 * page changes or is hidden, the visit's first page with whether it was a
 * bounce (bounce.ts); it records JavaScript errors and unhandled
 * rejections. Every send is fire-and-forget: tracking never fails the page.
 */
import type { TrackingEvent } from '#shared/contracts/tracking.ts';
import { withoutEventSecrets } from '#shared/link-secrets.ts';
import {
  TRACKING_FLUSH_EVENTS,
  TRACKING_FLUSH_INTERVAL_MS,
  TRACKING_MAX_BATCH_BYTES,
  type ScrollMilestone,
} from '#shared/tracking-constants.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { analyticsAllowed } from '#web/lib/consent/privacy-consent.ts';
import { BatchQueue } from './batch-queue.ts';
import { isEntryPage, markEntryPageDecided } from './bounce.ts';
import { pushDataLayer } from './data-layer.ts';
import { dataLayerEntry } from './data-layer-entry.ts';
import { newMilestones, watchScroll } from './scroll-depth.ts';
import { getTrackingSessionId } from './tracking-session-id.ts';

/** Errors reported per page at most (a render loop must not flood the endpoint). */
export const MAX_ERRORS_PER_PAGE = 10;

interface PageState {
  path: string;
  loadTime: number | null;
  visibleSince: number | null;
  visibleMs: number;
  maxScroll: number;
  interactions: number;
  /** The visit's first page (bounce.ts), until its bounce is decided. */
  entry: boolean;
  interacted: boolean;
  errors: number;
  reported: Set<ScrollMilestone>;
}

function send(events: TrackingEvent[], beacon: boolean) {
  // Consent withdrawn while events waited: they are dropped.
  if (!analyticsAllowed()) return;
  const body = JSON.stringify({ sessionId: getTrackingSessionId(), consent: { analytics: true }, events });
  try {
    if (beacon && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(apiPaths.trackingEvents, new Blob([body], { type: 'application/json' }))) return;
    fetch(apiPaths.trackingEvents, { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'same-origin', keepalive: true }).catch(
      (error: unknown) => console.warn('Tracking batch was not sent', error),
    );
  } catch (error) {
    console.warn('Tracking batch was not sent', error);
  }
}

const queue = new BatchQueue<TrackingEvent>({
  flushSize: TRACKING_FLUSH_EVENTS,
  maxBatchBytes: TRACKING_MAX_BATCH_BYTES - 1024,
  intervalMs: TRACKING_FLUSH_INTERVAL_MS,
  send,
});

let running = false;
let page: PageState | null = null;
let cleanups: (() => void)[] = [];

const now = () => performance.now();
const currentPath = () => `${window.location.pathname}${window.location.search}`.slice(0, 2048);

/** The first page's load time from the navigation timing, in ms (null until it is known). */
function navigationLoadTime(): number | null {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const timing = navigation as PerformanceNavigationTiming | undefined;
  const value = timing ? timing.loadEventEnd || timing.domContentLoadedEventEnd : 0;
  return value > 0 ? Math.round(value) : null;
}

function beginPage(path: string, loadTime: number | null, entry: boolean) {
  page = {
    path,
    loadTime,
    visibleSince: document.visibilityState === 'hidden' ? null : now(),
    visibleMs: 0,
    maxScroll: 0,
    interactions: 0,
    entry,
    interacted: false,
    errors: 0,
    reported: new Set(),
  };
}

/**
 * Queues the page's measures since the last report; nothing when there is
 * nothing new. `leaving`: the page is hidden (or unloaded) or replaced by
 * another; the visit's first page then says whether it was a bounce, once.
 */
function reportPage(leaving: 'hidden' | 'changed') {
  if (!page) return;
  const visibleMs = page.visibleMs + (page.visibleSince === null ? 0 : now() - page.visibleSince);
  const bounced = page.entry ? leaving === 'hidden' && !page.interacted : undefined;
  if (page.entry) {
    page.entry = false;
    markEntryPageDecided(getTrackingSessionId());
  }
  if (visibleMs < 1 && page.interactions === 0 && bounced === undefined) return;
  enqueue({
    type: 'page_performance',
    path: page.path,
    loadTime: page.loadTime,
    timeOnPage: Math.min(86_400_000, Math.round(visibleMs)),
    scrollDepth: page.maxScroll,
    interactions: Math.min(100_000, page.interactions),
    ...(bounced === undefined ? {} : { bounced }),
  });
  page.loadTime = null;
  page.visibleMs = 0;
  page.visibleSince = document.visibilityState === 'hidden' ? null : now();
  page.interactions = 0;
}

function onVisibilityChange() {
  if (!page) return;
  if (document.visibilityState === 'hidden') {
    reportPage('hidden');
    page.visibleSince = null;
    queue.flush(true);
  } else {
    page.visibleSince = now();
  }
}

function onPageHide() {
  reportPage('hidden');
  queue.flush(true);
}

function onInteraction() {
  if (!page) return;
  page.interactions += 1;
  page.interacted = true;
}

function onScrollPercent(percent: number) {
  if (!page) return;
  page.maxScroll = Math.max(page.maxScroll, percent);
  for (const depth of newMilestones(percent, page.reported)) {
    page.reported.add(depth);
    enqueue({ type: 'scroll_depth', path: page.path, depth });
  }
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

function reportError(event: TrackingEvent) {
  if (!page || page.errors >= MAX_ERRORS_PER_PAGE) return;
  page.errors += 1;
  enqueue(event);
}

function onError(event: Event) {
  // Resource load failures (an <img> 404) arrive as plain events: not JavaScript errors.
  if (!(event instanceof ErrorEvent)) return;
  const stack = text((event.error as { stack?: unknown } | null)?.stack, 2000);
  const source = text(event.filename, 2048);
  reportError({
    type: 'javascript_error',
    path: currentPath(),
    message: text(event.message, 1000) ?? 'Unknown error',
    ...(source ? { source } : {}),
    ...(event.lineno ? { line: Math.min(event.lineno, 10_000_000) } : {}),
    ...(event.colno ? { column: Math.min(event.colno, 10_000_000) } : {}),
    ...(stack ? { stack } : {}),
  });
}

function onRejection(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : (() => {
    try {
      return JSON.stringify(reason);
    } catch {
      return String(reason);
    }
  })();
  reportError({ type: 'promise_rejection', path: currentPath(), reason: text(message, 1000) ?? 'Unknown reason' });
}

function listen<K extends keyof WindowEventMap>(target: Window | Document, type: K | string, listener: (event: never) => void, options?: AddEventListenerOptions) {
  target.addEventListener(type, listener as EventListener, options);
  cleanups.push(() => target.removeEventListener(type, listener as EventListener, options));
}

/** Starts measuring the current page (idempotent). */
export function startTracker(): void {
  if (running) return;
  running = true;
  beginPage(currentPath(), navigationLoadTime(), isEntryPage(getTrackingSessionId()));
  cleanups.push(watchScroll(onScrollPercent));
  listen(document, 'visibilitychange', onVisibilityChange);
  listen(window, 'pagehide', onPageHide);
  listen(document, 'click', onInteraction, { capture: true, passive: true });
  listen(document, 'keydown', onInteraction, { capture: true, passive: true });
  listen(window, 'error', onError);
  listen(window, 'unhandledrejection', onRejection);
}

/** Consent withdrawn: stop listening and drop whatever waits. */
export function stopTracker(): void {
  running = false;
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  queue.clear();
  page = null;
}

/** A new path plus query: the previous page's measures are reported and the new page's start. */
export function pageChanged(path: string): void {
  if (!running) startTracker();
  if (page?.path === path) return;
  reportPage('changed');
  beginPage(path, null, false);
}

/** Queues an event and mirrors it into the data layer. */
export function enqueue(raw: TrackingEvent): void {
  if (!running) startTracker();
  const event = withoutEventSecrets(raw);
  pushDataLayer(dataLayerEntry(event, document.title));
  queue.push(event);
}

/** Sends whatever waits now (tests; the page-hide path uses the beacon). */
export function flushTracker(beacon = false): void {
  queue.flush(beacon);
}
