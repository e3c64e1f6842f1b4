/**
 * GET /api/realtime: the websocket (docs/decisions/011). The upgrade request
 * is authenticated by its session cookie; an upgrade from an origin the
 * server does not trust (http/trusted-origins.ts, the list sign-in and the
 * CSRF hook use) is refused with 403 (a page elsewhere cannot ride the cookie: CSWSH). Without a
 * session the socket is accepted and closed with 4401, a code the browser
 * client can see (a refused upgrade only shows as 1006) and stops on. A
 * signed-in socket gets {"type":"ready"} and then its user's events.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { getViewer } from '#server/auth/current-user.ts';
import { isTrustedOrigin, untrustedOriginMessage } from '#server/http/trusted-origins.ts';
import { NOT_SIGNED_IN_CLOSE_CODE, type HubSocket, type RealtimeHub } from './realtime-hub.ts';

export const REALTIME_PATH = '/api/realtime';
const READY = JSON.stringify({ type: 'ready' });

function refuseCrossOrigin(request: FastifyRequest): void {
  const { origin } = request.headers;
  const trusted = request.server.ctx.trustedOrigins;
  // Browsers always send Origin on a websocket upgrade; other clients still need the cookie.
  if (origin !== undefined && !isTrustedOrigin(origin, trusted)) {
    throw new AppError('forbidden', `Realtime connections are accepted from this site only. ${untrustedOriginMessage(origin, trusted)}`);
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
