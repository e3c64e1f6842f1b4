/**
 * GET /api/realtime: the websocket (docs/decisions/011). The upgrade request
 * is authenticated by its session cookie; a cross-origin upgrade is refused
 * with 403 (a page elsewhere cannot ride the cookie: CSWSH). Without a
 * session the socket is accepted and closed with 4401, a code the browser
 * client can see (a refused upgrade only shows as 1006) and stops on. A
 * signed-in socket gets {"type":"ready"} and then its user's events.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { getViewer } from '#server/auth/current-user.ts';
import { NOT_SIGNED_IN_CLOSE_CODE, type HubSocket, type RealtimeHub } from './realtime-hub.ts';

export const REALTIME_PATH = '/api/realtime';
const READY = JSON.stringify({ type: 'ready' });

/** True when the Origin names the host the request was sent to (the page is ours). */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const originUrl = new URL(origin);
    if (originUrl.protocol !== 'http:' && originUrl.protocol !== 'https:') return false;
    return originUrl.host === new URL(`${originUrl.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

function refuseCrossOrigin(request: FastifyRequest): void {
  const { origin } = request.headers;
  // Browsers always send Origin on a websocket upgrade; other clients still need the cookie.
  if (origin !== undefined && !isSameOrigin(origin, request.headers.host)) {
    throw new AppError('forbidden', 'Realtime connections are accepted from this site only');
  }
}

export function realtimeRoutes(hub: RealtimeHub) {
  return async function registerRealtimeRoutes(app: FastifyInstance) {
    app.route({
      method: 'GET',
      url: REALTIME_PATH,
      schema: { hide: true },
      onRequest: async (request) => refuseCrossOrigin(request),
      // The session is read before the upgrade; the socket handler gets it from the request's cache.
      preHandler: async (request) => {
        await getViewer(request);
      },
      handler: async () => {
        throw new AppError('validation', `${REALTIME_PATH} takes a WebSocket connection (Upgrade: websocket)`);
      },
      wsHandler: async (socket: HubSocket, request) => {
        const viewer = await getViewer(request);
        if (!viewer) {
          socket.close(NOT_SIGNED_IN_CLOSE_CODE, 'Not signed in');
          return;
        }
        hub.add(socket, { userId: viewer.userId, sessionId: viewer.sessionId });
        socket.send(READY);
      },
    });
  };
}
