/**
 * Saved searches (issue 14.5, docs/decisions/051): whoever may use the
 * recruiter player search keeps named searches of their own; signed out is
 * 401 and other roles 403 before any input is read, another user's search
 * is 404. Saving counts against the college plan's limit (plan-gates.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSavedSearchSchema,
  renameSavedSearchSchema,
  savedSearchesResponseSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
} from '#shared/contracts/saved-searches.ts';
import { createSavedSearch } from './create-saved-search.ts';
import { deleteSavedSearch } from './delete-saved-search.ts';
import { listSavedSearches } from './list-saved-searches.ts';
import { renameSavedSearch } from './rename-saved-search.ts';
import { requireSavedSearcher, requireSavedSearchOwner } from './saved-search-access.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function savedSearchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved searches'];
  const { db } = app.ctx;
  const config = { access: requireSavedSearcher };

  api.get('/api/saved-searches', { config, schema: { tags, response: { 200: savedSearchesResponseSchema } } }, async (request) =>
    listSavedSearches(db, await requireSavedSearcher(request)),
  );

  api.post(
    '/api/saved-searches',
    { config, schema: { tags, body: createSavedSearchSchema, response: { 201: savedSearchSchema } } },
    async (request, reply) => reply.status(201).send(await createSavedSearch(db, await requireSavedSearcher(request), request.body)),
  );

  api.patch(
    '/api/saved-searches/:searchId',
    { config, schema: { tags, params: savedSearchParamsSchema, body: renameSavedSearchSchema, response: { 200: savedSearchSchema } } },
    async (request) => {
      const { viewer } = await requireSavedSearchOwner(request, request.params.searchId);
      return renameSavedSearch(db, viewer.userId, request.params.searchId, request.body.name);
    },
  );

  api.delete('/api/saved-searches/:searchId', { config, schema: { tags, params: savedSearchParamsSchema, response: { 204: noContent } } }, async (request, reply) => {
    const { viewer } = await requireSavedSearchOwner(request, request.params.searchId);
    await deleteSavedSearch(db, viewer.userId, request.params.searchId);
    return reply.status(204).send();
  });
}
