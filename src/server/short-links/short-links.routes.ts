/**
 * Short links (issue 13.6, docs/decisions/039).
 *
 * The API: a program's links for its hub's Links tab (staff who can view the
 * program), the player's own card link, a status page's link, changing and
 * deleting a link, and the status of a code for the SPA's /r/{code} page.
 *
 * GET /r/{code} itself is the server's, not the SPA's: an active link
 * answers 302 to its target and counts the click for the day (no visitor
 * data is kept); an expired or turned-off link answers 410 and an unknown or
 * malformed code 404, each with the SPA's page (index.html), which asks the
 * status API what to say. Both are rate limited per client address.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/app-error.ts';
import {
  cardLinkBodySchema,
  cardLinkResponseSchema,
  createProgramLinkSchema,
  programLinksParamsSchema,
  programLinksResponseSchema,
  SHORT_LINK_TEXTS,
  shortLinkCodeParamsSchema,
  shortLinkParamsSchema,
  shortLinkSchema,
  shortLinkStatusSchema,
  updateShortLinkSchema,
} from '#shared/contracts/short-links.ts';
import { getViewer } from '#server/auth/current-user.ts';
import { toAppError } from '#server/http/error-handler.ts';
import { awardShareOpened } from '#server/points/award-share-opened.ts';
import { deleteShortLink, updateShortLink } from './change-short-link.ts';
import { createProgramLink } from './create-program-link.ts';
import { listProgramLinks } from './list-program-links.ts';
import { countShortLinkClick, isCountedVisit, resolveShortLink, type OpenedShortLink } from './open-short-link.ts';
import { shareCardLink } from './share-card-link.ts';
import {
  programLinksAccess,
  requireCardLinkOwner,
  requireProgramLinksViewer,
  requireShortLinkEditor,
  shortLinkAccess,
} from './short-link-policies.ts';
import { noContent } from '#server/http/openapi-document.ts';

/** Per client address: following links and asking their status (app option shortLinkRateLimit). */
function shortLinkRateLimit(app: FastifyInstance) {
  const { max, windowSeconds } = app.rateLimits.shortLinkOpens;
  return { max, timeWindow: windowSeconds * 1000, errorResponseBuilder: () => new AppError('rate_limited', SHORT_LINK_TEXTS.rateLimited) };
}

function goneError(opened: Extract<OpenedShortLink, { kind: 'gone' }>): AppError {
  return new AppError('gone', opened.reason === 'expired' ? SHORT_LINK_TEXTS.goneExpired : SHORT_LINK_TEXTS.goneDisabled);
}

export async function shortLinkApiRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['short-links'];
  const { db } = app.ctx;

  api.get(
    '/api/programs/:programId/short-links',
    { config: { access: requireProgramLinksViewer }, schema: { tags, params: programLinksParamsSchema, response: { 200: programLinksResponseSchema } } },
    async (request) => listProgramLinks(db, await programLinksAccess(request)),
  );

  api.post(
    '/api/programs/:programId/short-links',
    {
      config: { access: requireProgramLinksViewer },
      schema: { tags, params: programLinksParamsSchema, body: createProgramLinkSchema, response: { 201: shortLinkSchema } },
    },
    async (request, reply) => reply.status(201).send(await createProgramLink(db, await programLinksAccess(request), request.body)),
  );

  api.post(
    '/api/me/short-links/card',
    { config: { access: requireCardLinkOwner }, schema: { tags, body: cardLinkBodySchema, response: { 200: cardLinkResponseSchema } } },
    async (request) => shareCardLink(db, await requireCardLinkOwner(request)),
  );

  api.patch(
    '/api/short-links/:linkId',
    { config: { access: requireShortLinkEditor }, schema: { tags, params: shortLinkParamsSchema, body: updateShortLinkSchema, response: { 200: shortLinkSchema } } },
    async (request) => updateShortLink(db, await shortLinkAccess(request), request.body),
  );

  api.delete(
    '/api/short-links/:linkId',
    { config: { access: requireShortLinkEditor }, schema: { tags, params: shortLinkParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteShortLink(db, await shortLinkAccess(request));
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/short-links/:code/status',
    { config: { rateLimit: shortLinkRateLimit(app) }, schema: { tags, params: shortLinkCodeParamsSchema, response: { 200: shortLinkStatusSchema } } },
    async (request) => {
      const opened = await resolveShortLink(db, request.params.code);
      if (opened.kind === 'unknown') throw new AppError('not_found', SHORT_LINK_TEXTS.linkNotFound);
      if (opened.kind === 'gone') throw goneError(opened);
      return opened.kind === 'active' ? { state: 'active' as const, targetPath: opened.location } : { state: 'unavailable' as const, targetPath: null };
    },
  );
}

export interface ShortLinkRedirectOptions {
  /** The built index.html when the server serves the web client; without it the pages are the API's error bodies. */
  indexHtmlPath?: string | null;
}

export async function shortLinkRedirectRoutes(app: FastifyInstance, options: ShortLinkRedirectOptions) {
  const { db } = app.ctx;
  let indexHtml: Promise<string> | undefined;

  /** The SPA's page for /r/{code} with this status (it asks the status API what to say), or the error body. */
  async function page(reply: FastifyReply, error: AppError) {
    reply.status(error.status).header('cache-control', 'no-store');
    if (!options.indexHtmlPath) return reply.send(error.toBody());
    indexHtml ??= readFile(options.indexHtmlPath, 'utf8');
    return reply.type('text/html; charset=utf-8').send(await indexHtml);
  }

  app.get<{ Params: { code: string } }>(
    '/r/:code',
    {
      schema: { hide: true },
      config: { rateLimit: shortLinkRateLimit(app) },
      // The rate limit's refusal (and any other) is a page too, for a person following a link.
      errorHandler: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => page(reply, toAppError(error)),
    },
    async (request, reply) => {
      const opened = await resolveShortLink(db, request.params.code);
      if (opened.kind === 'unknown') return page(reply, new AppError('not_found', SHORT_LINK_TEXTS.linkNotFound));
      if (opened.kind === 'gone') return page(reply, goneError(opened));
      if (opened.kind === 'unavailable') return page(reply, new AppError('not_found', SHORT_LINK_TEXTS.unavailableMessage));
      if (isCountedVisit(request.method, request.headers)) {
        await countShortLinkClick(db, opened.linkId);
        const opener = await getViewer(request);
        if (opener) await awardShareOpened(db, opened.linkId, opener.userId);
      }
      return reply.status(302).header('cache-control', 'no-store').redirect(opened.location);
    },
  );
}
