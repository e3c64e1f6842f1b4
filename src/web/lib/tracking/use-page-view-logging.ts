/**
 * Logs a page_view for signed-in users on every change of path plus query
 * (spec section 4). Logging failures go only to the console (spec section 8).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { LogActivityInput } from '#shared/contracts/activity.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { getTrackingSessionId } from './tracking-session-id.ts';

const MAX_URL_LENGTH = 2048;

export function logPageView(pagePath: string, referrer: string | null): Promise<void> {
  const body: LogActivityInput = {
    eventType: 'page_view',
    eventCategory: 'navigation',
    pagePath: pagePath.slice(0, MAX_URL_LENGTH),
    referrer: referrer ? referrer.slice(0, MAX_URL_LENGTH) : null,
    sessionId: getTrackingSessionId(),
    properties: { title: document.title.slice(0, 200) },
  };
  return api.post<void>(apiPaths.activity, body);
}

export function usePageViewLogging() {
  const { pathname, search } = useLocation();
  const { isSignedIn } = useAuth();
  const pagePath = `${pathname}${search}`;
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (!isSignedIn) return;
    const referrer = previousPath.current ?? (document.referrer || null);
    previousPath.current = pagePath;
    logPageView(pagePath, referrer).catch((error: unknown) => {
      console.warn('Page view was not logged', error);
    });
  }, [isSignedIn, pagePath]);
}
