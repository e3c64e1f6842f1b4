/**
 * For web tests: what vi.mock('#web/lib/realtime/realtime-client.ts') hands
 * out instead of the websocket client, subscribers the test plays notices
 * to. Imports nothing of the app, so the mock factory cannot wait on itself.
 */
import type { RealtimeListener } from '#web/lib/realtime/realtime-client.ts';

export const realtimeListeners = new Set<RealtimeListener>();

export function realtimeMock() {
  return {
    subscribeRealtime: (listener: RealtimeListener) => {
      realtimeListeners.add(listener);
      return () => realtimeListeners.delete(listener);
    },
  };
}
