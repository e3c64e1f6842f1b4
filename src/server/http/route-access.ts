/**
 * Route-level access declared in the route's config and checked in
 * onRequest, before the body is parsed and anything validated: a caller
 * who may not use the route learns 401 or 403, never the route's input
 * rules from a 400 (docs/decisions/014). The policy is one of
 * auth/policies.ts or a domain's *-policies.ts; handlers still call it for the viewer (cached per
 * request, so the check costs nothing twice).
 *
 *   api.get('/api/admin/x', { config: { access: requirePrivileged }, schema }, handler)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type RouteAccessPolicy = (request: FastifyRequest) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked before parsing and validation; throws the 401/403 AppError. Every /api/admin route declares one. */
    access?: RouteAccessPolicy;
  }
}

export function registerRouteAccess(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) await access(request);
  });
}
