/**
 * Lazy route modules with the section-loading behaviour of spec sections 4
 * and 8: when a route's chunk fails to load, the route shows "Retrying to
 * load content..." and tries once more after CHUNK_RETRY.delayMs; if that
 * fails too it throws a RouteModuleLoadError, which the section boundary
 * (route-error.tsx) shows as the "Content Loading Error" panel with
 * Retry (n/max) and Refresh Page.
 *
 * React Router caches a lazy() result per route for the router's lifetime,
 * rejected promises included, so the lazy function never rejects: on a
 * failure it resolves to a stand-in component that keeps loading, and that
 * renders the real component as soon as one attempt succeeds.
 *
 * Usage in an area's pages (page-routes.ts), keyed by page id:
 *   'learn.root': { lazy: lazyRoute(() => import('./learn-index.tsx'), 'LearnIndexRoute') }
 */
import { createElement, useEffect, useReducer, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CHUNK_RETRY } from '#shared/constants.ts';
import { SectionRetrying } from '#web/components/layout/section-error-panel.tsx';

/** The "max" of the panel's "Retry (n/max)": retries after the first load, the automatic one included. */
export const MAX_CHUNK_RETRIES = 3;

type RouteModule = Record<string, unknown>;
type ModuleLoader = () => Promise<RouteModule>;

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** True when an error is a failed download of a code chunk (network, deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * The chunk URL named in a failed import's message (Chromium and Firefox
 * name it; Safari does not), without any query.
 */
export function failedChunkUrl(error: unknown): string | null {
  if (!isChunkLoadError(error)) return null;
  return /https?:\/\/[^\s?#]+\.js\b/.exec((error as Error).message)?.[0] ?? null;
}

/** A route module that could not be loaded; carries what the panel needs to retry. */
export class RouteModuleLoadError extends Error {
  readonly isChunkError: boolean;
  /** Loads tried after the first one (the automatic retry included). */
  readonly retryCount: number;
  readonly maxRetries = MAX_CHUNK_RETRIES;
  /** Loads the module again; resolves once the route can render. */
  readonly retry: () => Promise<void>;

  constructor(cause: unknown, attempts: number, retry: () => Promise<void>) {
    super(cause instanceof Error ? cause.message : 'Route module failed to load', { cause });
    this.name = 'RouteModuleLoadError';
    this.isChunkError = isChunkLoadError(cause);
    this.retryCount = Math.max(0, attempts - 1);
    this.retry = retry;
  }
}

function pickComponent(mod: RouteModule, exportName: string): ComponentType {
  const Component = mod[exportName];
  if (typeof Component !== 'function' && (typeof Component !== 'object' || Component === null)) {
    throw new Error(`Route module has no export named "${exportName}"`);
  }
  return Component as ComponentType;
}

/**
 * What `import()` of a built chunk resolves to in the app: the build gives each lazily imported chunk a
 * `__lazyModule` export that runs its modules and returns them (scripts/lazy-module-export.ts, decision 093), since
 * the chunk's own exports have generated names. A chunk without it (a dependency that failed) is returned as is.
 */
function lazyModule(chunk: RouteModule): RouteModule {
  const load = chunk.__lazyModule;
  return typeof load === 'function' ? (load as () => RouteModule)() : chunk;
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Wraps a route module import for `RouteObject.lazy`: resolves to the
 * module's `exportName` component, with one automatic retry of a chunk-load
 * failure and the section error panel after that.
 */
export function lazyRoute(load: ModuleLoader, exportName: string): RouteObject['lazy'] {
  let loaded: ComponentType | null = null;
  let attempts = 0;
  let lastError: unknown = null;

  async function attempt(): Promise<ComponentType> {
    attempts += 1;
    // Chromium keeps a failed module fetch in its module map, so importing the same URL again fails
    // without a request: a retry in the built app asks for the file under a new URL.
    const retryUrl = attempts > 1 && import.meta.env.PROD ? failedChunkUrl(lastError) : null;
    try {
      const mod = retryUrl ? lazyModule((await import(/* @vite-ignore */ `${retryUrl}?retry=${attempts}`)) as RouteModule) : await load();
      loaded = pickComponent(mod, exportName);
      return loaded;
    } catch (error) {
      lastError = error;
      throw error;
    }
  }

  async function retry() {
    await attempt();
  }

  function failure() {
    return new RouteModuleLoadError(lastError, attempts, retry);
  }

  let automaticRetry: Promise<void> | null = null;
  let isAutomaticRetryDone = false;

  /** The one automatic retry of a chunk-load failure, shared by every mount. */
  function startAutomaticRetry() {
    automaticRetry ??= (async () => {
      for (let retry = 0; retry < CHUNK_RETRY.automaticRetries && loaded === null; retry += 1) {
        await wait(CHUNK_RETRY.delayMs);
        await attempt().catch(() => undefined);
      }
      isAutomaticRetryDone = true;
    })();
    return automaticRetry;
  }

  /** Stands in for the route until one load succeeds. */
  function DeferredRoute() {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const isRetrying = loaded === null && isChunkLoadError(lastError) && !isAutomaticRetryDone;

    useEffect(() => {
      if (!isRetrying) return;
      let isCurrent = true;
      void startAutomaticRetry().then(() => {
        if (isCurrent) rerender();
      });
      return () => {
        isCurrent = false;
      };
    }, [isRetrying]);

    if (loaded) return createElement(loaded);
    if (isRetrying) return createElement(SectionRetrying);
    throw failure();
  }

  return async () => {
    try {
      return { Component: await attempt() };
    } catch {
      return { Component: DeferredRoute };
    }
  };
}
