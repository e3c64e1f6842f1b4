/** News articles: anyone reads published ones; privileged users see drafts, write and publish. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsArticleInputSchema,
  newsArticleSchema,
  newsIdParamsSchema,
  newsListQuerySchema,
  newsListResponseSchema,
  newsSlugParamsSchema,
} from '#shared/contracts/news.ts';
import { canSeeDraftContent, requireContentWriter } from '#server/auth/policies.ts';
import { createNewsArticle } from './create-news-article.ts';
import { deleteNewsArticle } from './delete-news-article.ts';
import { getNewsArticle } from './get-news-article.ts';
import { listNewsArticles } from './list-news-articles.ts';
import { updateNewsArticle } from './update-news-article.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function newsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['news'];

  api.get(
    '/api/news',
    { schema: { tags, querystring: newsListQuerySchema, response: { 200: newsListResponseSchema } } },
    async (request) => {
      const all = request.query.all === 'true';
      if (all) await requireContentWriter(request);
      return listNewsArticles(app.ctx, { page: request.query.page, all });
    },
  );

  api.get(
    '/api/news/:slug',
    { schema: { tags, params: newsSlugParamsSchema, response: { 200: newsArticleSchema } } },
    async (request) =>
      getNewsArticle(app.ctx, { slug: request.params.slug, includeDrafts: await canSeeDraftContent(request) }),
  );

  api.post(
    '/api/news',
    { schema: { tags, body: newsArticleInputSchema, response: { 201: newsArticleSchema } } },
    async (request, reply) => {
      const viewer = await requireContentWriter(request);
      return reply.status(201).send(await createNewsArticle(app.ctx, viewer.userId, request.body));
    },
  );

  api.patch(
    '/api/news/:id',
    {
      schema: {
        tags,
        params: newsIdParamsSchema,
        body: newsArticleInputSchema.partial(),
        response: { 200: newsArticleSchema },
      },
    },
    async (request) => {
      const viewer = await requireContentWriter(request);
      return updateNewsArticle(app.ctx, request.params.id, viewer.userId, request.body);
    },
  );

  api.delete('/api/news/:id', { schema: { tags, params: newsIdParamsSchema, response: { 204: noContent } } }, async (request, reply) => {
    await requireContentWriter(request);
    await deleteNewsArticle(app.ctx, request.params.id);
    return reply.status(204).send();
  });
}
