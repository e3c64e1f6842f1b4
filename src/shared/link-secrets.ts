/**
 * Page addresses without their link secrets (docs/decisions/044, "Session
 * 25"): the token of an application or confirmation link
 * (/application/view/{token}, /application/confirm/{token}, a guardian's
 * /application/guardian/{token}) and any `token`
 * query value (password reset, email confirmation, account claim, staff
 * invitation) become ":token", so analytics, the activity log and the data
 * layer never hold a secret that only its recipient may read. No zod here:
 * the tracker's chunk imports it.
 */
import type { TrackingEvent } from './contracts/tracking.ts';

/** A path or a whole address (a referrer) without link secrets. */
export function withoutLinkSecrets(address: string): string {
  return address.replace(/(\/application\/(?:view|confirm|guardian)\/)[^/?#]+/g, '$1:token').replace(/([?&]token=)[^&#]*/gi, '$1:token');
}

/** The event with its page address and referrer without link secrets: the client's data layer and queue, and the server's rows. */
export function withoutEventSecrets(event: TrackingEvent): TrackingEvent {
  const path = withoutLinkSecrets(event.path);
  if (event.type === 'page_view' && event.referrer) return { ...event, path, referrer: withoutLinkSecrets(event.referrer) };
  return path === event.path ? event : { ...event, path };
}
