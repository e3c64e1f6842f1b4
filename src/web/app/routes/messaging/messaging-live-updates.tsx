/**
 * Mounted by the root layout for signed-in users only, and loaded lazily, so
 * a signed-out page view downloads neither the realtime client nor the event
 * schemas: keeps the inbox lists and the header badge live (see
 * useMessagingLiveUpdates).
 */
import { useMessagingLiveUpdates } from '#web/features/messaging/api/use-messaging-live-updates.ts';

export function MessagingLiveUpdates({ viewerId }: { viewerId: string }) {
  useMessagingLiveUpdates({ enabled: true, viewerId });
  return null;
}
