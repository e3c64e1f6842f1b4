/**
 * The player card (issue 11.4, docs/decisions/022): its data for the card
 * page, the public share image, and the Open Graph tags of the two player
 * pages when the server serves the built web client.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/app-error.ts';
import { playerCardSchema, playerProfilePath, playerSlugParamsSchema, type PlayerCard } from '#shared/contracts/player-card.ts';
import { playerCardAccess, shareImageAccess } from './profiles-policies.ts';
import { loadPlayerCard } from './card/load-player-card.ts';
import { withHeadTags } from '#server/http/head-tags.ts';
import { playerCardMetaTags } from './card/player-card-meta.ts';
import { renderPlayerCardImage } from './card/render-player-card-image.ts';
import { fileResponse, noContent } from '#server/http/openapi-document.ts';

export interface PlayerCardRoutesOptions {
  /** The built index.html (set when the server serves the web client): its player pages get Open Graph tags. */
  indexHtmlPath?: string | null;
}

/** Changes when the image's look changes, so caches drop the old renders. */
const IMAGE_LAYOUT_VERSION = 1;
const IMAGE_CACHE_CONTROL = 'public, max-age=300';

/** A strong ETag of everything drawn: same tag, same picture. */
function imageEtag(card: PlayerCard, profileUrl: string): string {
  const digest = createHash('sha256').update(JSON.stringify([IMAGE_LAYOUT_VERSION, card, profileUrl])).digest('base64url');
  return `"card-${digest.slice(0, 27)}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export async function playerCardRoutes(app: FastifyInstance, options: PlayerCardRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];
  const { ctx } = app;
  const origin = ctx.baseUrl.replace(/\/+$/, '');

  api.get(
    '/api/players/:slug/card',
    { schema: { tags, params: playerSlugParamsSchema, response: { 200: playerCardSchema } } },
    async (request) => loadPlayerCard(ctx.db, request.params.slug, await playerCardAccess(request, 'p')),
  );

  api.get(
    '/api/players/:slug/card.png',
    {
      schema: {
        tags,
        params: playerSlugParamsSchema,
        description: 'The 1200x630 share image of a public profile',
        response: { 200: fileResponse('image/png', 'The image'), 304: noContent },
      },
    },
    async (request, reply) => {
      const card = await loadPlayerCard(ctx.db, request.params.slug, shareImageAccess('p'));
      const profileUrl = `${origin}${playerProfilePath(card.slug)}`;
      const etag = imageEtag(card, profileUrl);
      reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('image/png').send(await renderPlayerCardImage(card, profileUrl, etag));
    },
  );

  const indexHtmlPath = options.indexHtmlPath;
  if (!indexHtmlPath) return;
  let indexHtml: Promise<string> | undefined;
  for (const suffix of ['', '/card']) {
    app.get<{ Params: { slug: string } }>(`/player/:slug${suffix}`, { schema: { hide: true } }, async (request, reply) => {
      indexHtml ??= readFile(indexHtmlPath, 'utf8');
      const html = await indexHtml;
      const { slug } = request.params;
      // Signed-out visibility whoever asks: previews are fetched signed out and shared.
      const card = playerSlugParamsSchema.safeParse({ slug }).success
        ? await loadPlayerCard(ctx.db, slug, shareImageAccess('p')).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'not_found') return null;
            throw error;
          })
        : null;
      const page = card ? withHeadTags(html, playerCardMetaTags(card, origin, `${playerProfilePath(card.slug)}${suffix}`)) : html;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
  }
}
