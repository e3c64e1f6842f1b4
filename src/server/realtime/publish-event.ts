import type { RealtimeEvent } from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';

/**
 * Hands an event to the realtime bus after the transaction committed. A
 * failure is logged and swallowed: the change is saved, and clients catch
 * up when they next refetch (docs/decisions/011).
 */
export async function publishEvent(ctx: AppContext, userIds: readonly string[], event: RealtimeEvent): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  try {
    await ctx.realtime.publish(recipients, event);
  } catch (error) {
    ctx.log.error({ err: error, event: event.type }, 'realtime publish failed');
  }
}
