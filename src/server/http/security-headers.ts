/**
 * Headers beside helmet's (docs/decisions/014):
 * - `Cache-Control: no-store` on every /api answer that does not declare its
 *   own caching (the calendar feed does): answers may be personal, and one
 *   rule for all is simpler to keep right than a list of personal routes.
 * - `Permissions-Policy` on every answer: the app uses no camera,
 *   microphone, location, payment or device API, so none may be used.
 */
import type { FastifyInstance } from 'fastify';

/** Features the browser must refuse to this site (and to anything it embeds). Only features Chromium knows: unknown names log errors. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
