/**
 * Hear the tab's realtime events while mounted (and enabled). The latest
 * listener is kept in a ref, so an inline callback neither resubscribes on
 * every render nor sees stale props.
 */
import { useEffect, useRef } from 'react';
import { subscribeRealtime, type RealtimeListener } from '#web/lib/realtime/realtime-client.ts';

export function useRealtimeEvent(listener: RealtimeListener, enabled = true): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  }, [listener]);

  useEffect(() => {
    if (!enabled) return;
    return subscribeRealtime((notice) => latest.current(notice));
  }, [enabled]);
}
