/**
 * A search event (spec sections 1 and 4; docs/decisions/044) once a search
 * has its answer: `filters` is the search's words or its filters as URL
 * parameters (its page left out, so paging is the same search), and
 * `resultCount` its total, undefined while the answer is not this search's
 * (loading, or the previous answer kept on screen). A change of filters
 * counts only after they stayed the same for `pauseMs`, so typing or
 * ticking through several boxes is one event; the same filters again in a
 * row are not a new search. Empty filters (the default listing) are none.
 * Sent only with analytics consent (track's rule).
 */
import { useEffect, useRef } from 'react';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { track } from './track.ts';

/** How long filters stay the same before they count as a search. */
export const SEARCH_TRACK_PAUSE_MS = 600;
const MAX_QUERY_LENGTH = 200;

export function useTrackSearch(scope: string, filters: string, resultCount: number | undefined, pauseMs = SEARCH_TRACK_PAUSE_MS): void {
  const settled = useDebouncedValue(filters, pauseMs);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || settled !== filters || resultCount === undefined || sent.current === settled) return;
    sent.current = settled;
    track({ type: 'search', scope, query: settled.slice(0, MAX_QUERY_LENGTH), resultCount });
  }, [scope, settled, filters, resultCount]);
}
