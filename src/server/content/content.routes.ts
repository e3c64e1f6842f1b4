/** Learning content pages (spec 7.4): anyone reads published pages; privileged users see drafts and write. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentPageIdParamsSchema,
  contentPageInputSchema,
  contentPageListQuerySchema,
  contentPageListResponseSchema,
  contentPageSchema,
  contentPageSlugParamsSchema,
} from '#shared/contracts/content.ts';
import { canSeeDraftContent, requireContentWriter } from '#server/auth/policies.ts';
import { createContentPage } from './create-content-page.ts';
import { deleteContentPage } from './delete-content-page.ts';
import { getContentPage } from './get-content-page.ts';
import { listContentPages } from './list-content-pages.ts';
import { updateContentPage } from './update-content-page.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function contentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  api.get(
    '/api/content-pages',
    { schema: { tags, querystring: contentPageListQuerySchema, response: { 200: contentPageListResponseSchema } } },
    async (request) => {
      const all = request.query.all === 'true';
      if (all) await requireContentWriter(request);
      return listContentPages(app.ctx, { all });
    },
  );

  api.get(
    '/api/content-pages/:slug',
    { schema: { tags, params: contentPageSlugParamsSchema, response: { 200: contentPageSchema } } },
    async (request) =>
      getContentPage(app.ctx, request.params.slug, { includeDrafts: await canSeeDraftContent(request) }),
  );

  api.post(
    '/api/content-pages',
    { schema: { tags, body: contentPageInputSchema, response: { 201: contentPageSchema } } },
    async (request, reply) => {
      const viewer = await requireContentWriter(request);
      return reply.status(201).send(await createContentPage(app.ctx, viewer.userId, request.body));
    },
  );

  api.patch(
    '/api/content-pages/:id',
    {
      schema: {
        tags,
        params: contentPageIdParamsSchema,
        body: contentPageInputSchema.partial(),
        response: { 200: contentPageSchema },
      },
    },
    async (request) => {
      await requireContentWriter(request);
      return updateContentPage(app.ctx, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/content-pages/:id',
    { schema: { tags, params: contentPageIdParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await requireContentWriter(request);
      await deleteContentPage(app.ctx, request.params.id);
      return reply.status(204).send();
    },
  );
}
