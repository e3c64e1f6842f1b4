/**
 * Page tracking, called once in the root layout (spec section 4;
 * docs/decisions/044): with analytics consent, every change of path plus
 * query starts the tracker's page (performance, scroll depth) and records
 * a page view for signed-in users, with the previous in-app path as
 * referrer. The tracker follows the consent: on when it is given (here or
 * in another tab), off when it is withdrawn.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { subscribePrivacyConsent, usePrivacyConsent } from '#web/lib/consent/privacy-consent.ts';
import { syncTrackerWithConsent, trackPageChange } from './track.ts';

const MAX_URL_LENGTH = 2048;

export function usePageTracking() {
  const { pathname, search } = useLocation();
  const { isSignedIn } = useAuth();
  const analytics = usePrivacyConsent()?.analytics === true;
  const pagePath = `${pathname}${search}`.slice(0, MAX_URL_LENGTH);
  // The page shown and where the visitor came from (the previous in-app path, else the document's referrer; none when
  // the page is rendered at build time, docs/decisions/088, where nothing is tracked).
  const [page, setPage] = useState(() => ({ path: pagePath, referrer: (typeof document === 'undefined' ? '' : document.referrer) || null }));
  if (page.path !== pagePath) setPage({ path: pagePath, referrer: page.path });

  useEffect(() => {
    syncTrackerWithConsent();
    return subscribePrivacyConsent(syncTrackerWithConsent);
  }, []);

  useEffect(() => {
    if (!analytics) return;
    trackPageChange(page.path, page.referrer ? page.referrer.slice(0, MAX_URL_LENGTH) : null, isSignedIn);
  }, [analytics, isSignedIn, page]);
}
