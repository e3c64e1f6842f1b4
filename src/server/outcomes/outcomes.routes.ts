/**
 * Recruiting outcomes (issue 13.7, docs/decisions/041): recording (by a
 * program's staff, or by the player), the college's confirm and decline, a
 * guardian's approval, public consent, withdrawal and share links; the
 * status page, the player's and the guardian's lists; the public success
 * page, its share image and the embeddable widget. When the server serves
 * the built client, the success page gets Open Graph tags and the widget
 * page the only framing-allowed headers of the app.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guardianOutcomesSchema,
  outcomeConsentSchema,
  outcomeIdParamsSchema,
  outcomeSchema,
  outcomeShortLinkSchema,
  outcomeSuccessSchema,
  playerOutcomesSchema,
  recordOwnOutcomeSchema,
  recordProgramOutcomeSchema,
  recruitingStatusSchema,
  recruitingSuccessPath,
  widgetQuerySchema,
  widgetSchema,
  type Outcome,
} from '#shared/contracts/outcomes.ts';
import { playerSlugParamsSchema } from '#shared/contracts/player-card.ts';
import { requireUser } from '#server/auth/policies.ts';
import { getViewer, type Viewer } from '#server/auth/current-user.ts';
import { withHeadTags } from '#server/http/head-tags.ts';
import { renderShareImage } from '#server/profiles/card/render-player-card-image.ts';
import { approveOutcome } from './approve-outcome.ts';
import { createOutcomeShortLink } from './create-outcome-short-link.ts';
import { findOutcomeSuccess } from './get-outcome-success.ts';
import { getRecruitingStatus } from './get-recruiting-status.ts';
import { getWidget } from './get-widget.ts';
import { listGuardianOutcomes } from './list-guardian-outcomes.ts';
import { listPlayerOutcomes } from './list-player-outcomes.ts';
import { loadOutcome } from './load-outcomes.ts';
import { outcomeImageTree } from './outcome-image-tree.ts';
import { outcomeMetaTags } from './outcome-meta.ts';
import { outcomeNotFound, requireOutcomeAction } from './outcome-policies.ts';
import { recordOwnOutcome } from './record-own-outcome.ts';
import { recordProgramOutcome } from './record-program-outcome.ts';
import { reviewOutcome } from './review-outcome.ts';
import { setOutcomeConsent } from './set-outcome-consent.ts';
import { withdrawOutcome } from './withdraw-outcome.ts';
import { fileResponse, noContent } from '#server/http/openapi-document.ts';

export interface OutcomeRoutesOptions {
  /** The built index.html (set when the server serves the web client). */
  indexHtmlPath?: string | null;
}

/** Public answers the widget and the share image may be cached by anyone for: five minutes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';
/** Changes when the share image's look changes, so caches drop the old renders. */
const IMAGE_LAYOUT_VERSION = 1;
export const WIDGET_PAGE_PATH = '/recruiting-status-widget';

/** The widget page's CSP: the app's own, with any site allowed to frame it. */
export function framableCsp(csp: string): string {
  const directives = csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'));
  return [...directives, 'frame-ancestors *'].join(';');
}

export async function outcomeRoutes(app: FastifyInstance, options: OutcomeRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recruiting outcomes'];
  const { ctx } = app;
  const { db } = ctx;
  const origin = ctx.baseUrl.replace(/\/+$/, '');
  const signedIn = { access: requireUser };

  async function outcomeFor(viewer: Viewer, id: string): Promise<Outcome> {
    const found = await loadOutcome(db, viewer, id);
    if (!found) throw outcomeNotFound();
    return found.outcome;
  }

  api.post(
    '/api/recruiting-outcomes',
    { config: signedIn, schema: { tags, body: recordProgramOutcomeSchema, response: { 200: outcomeSchema, 201: outcomeSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const { id, created } = await recordProgramOutcome(db, viewer, request.body);
      return reply.status(created ? 201 : 200).send(await outcomeFor(viewer, id));
    },
  );

  api.post(
    '/api/me/recruiting-outcomes',
    { config: signedIn, schema: { tags, body: recordOwnOutcomeSchema, response: { 201: outcomeSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const { id } = await recordOwnOutcome(db, viewer, request.body);
      return reply.status(201).send(await outcomeFor(viewer, id));
    },
  );

  api.get(
    '/api/recruiting-status/:id',
    { schema: { tags, params: outcomeIdParamsSchema, response: { 200: recruitingStatusSchema } } },
    async (request) => getRecruitingStatus(db, await getViewer(request), request.params.id),
  );

  for (const decision of ['confirm', 'decline'] as const) {
    api.post(
      `/api/recruiting-outcomes/:id/${decision}`,
      { config: signedIn, schema: { tags, params: outcomeIdParamsSchema, response: { 200: outcomeSchema } } },
      async (request) => {
        const { viewer } = await requireOutcomeAction(request, request.params.id, 'canConfirm');
        await reviewOutcome(db, { id: request.params.id, reviewerUserId: viewer.userId, decision });
        return outcomeFor(viewer, request.params.id);
      },
    );
  }

  api.post(
    '/api/recruiting-outcomes/:id/guardian-approval',
    { config: signedIn, schema: { tags, params: outcomeIdParamsSchema, response: { 200: outcomeSchema } } },
    async (request) => {
      const { viewer, row } = await requireOutcomeAction(request, request.params.id, 'canApprove');
      await approveOutcome(db, { id: row.id, playerUserId: row.playerUserId, guardianUserId: viewer.userId });
      return outcomeFor(viewer, row.id);
    },
  );

  api.post(
    '/api/recruiting-outcomes/:id/public-consent',
    { config: signedIn, schema: { tags, params: outcomeIdParamsSchema, body: outcomeConsentSchema, response: { 200: outcomeSchema } } },
    async (request) => {
      const { viewer, row, outcome } = await requireOutcomeAction(request, request.params.id, 'canConsent');
      const side = outcome.viewer.relation === 'player' ? 'player' : 'guardian';
      await setOutcomeConsent(db, { id: row.id, playerUserId: row.playerUserId, actorUserId: viewer.userId, side, show: request.body.show });
      return outcomeFor(viewer, row.id);
    },
  );

  api.post(
    '/api/recruiting-outcomes/:id/withdraw',
    { config: signedIn, schema: { tags, params: outcomeIdParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { viewer, row, outcome } = await requireOutcomeAction(request, request.params.id, 'canWithdraw');
      const { relation } = outcome.viewer;
      const side = relation === 'player' ? 'player' : relation === 'guardian' ? 'guardian' : 'college';
      await withdrawOutcome(db, { id: row.id, playerUserId: row.playerUserId, actorUserId: viewer.userId, side });
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/recruiting-outcomes/:id/short-link',
    { config: signedIn, schema: { tags, params: outcomeIdParamsSchema, response: { 200: outcomeShortLinkSchema } } },
    async (request) => {
      const { viewer, row, outcome } = await requireOutcomeAction(request, request.params.id, 'canShare');
      const asStaff = outcome.viewer.relation === 'college_staff' || outcome.viewer.relation === 'platform_staff';
      return createOutcomeShortLink(db, { outcomeId: row.id, ownerUserId: viewer.userId, programId: asStaff ? row.programId : null });
    },
  );

  api.get(
    '/api/players/:slug/outcomes',
    { schema: { tags, params: playerSlugParamsSchema, response: { 200: playerOutcomesSchema } } },
    async (request) => listPlayerOutcomes(db, await getViewer(request), request.params.slug),
  );

  api.get(
    '/api/guardian/recruiting-outcomes',
    { config: signedIn, schema: { tags, response: { 200: guardianOutcomesSchema } } },
    async (request) => listGuardianOutcomes(db, await requireUser(request)),
  );

  // Public surfaces: the same answer for everyone, so the session is never read (no cookie is ever set).
  api.get(
    '/api/recruiting-success/:id',
    { schema: { tags, params: outcomeIdParamsSchema, response: { 200: outcomeSuccessSchema } } },
    async (request) => {
      const success = await findOutcomeSuccess(db, request.params.id);
      if (!success) throw outcomeNotFound();
      return success;
    },
  );

  api.get(
    '/api/recruiting-outcomes/:id/share-image.png',
    {
      schema: {
        tags,
        params: outcomeIdParamsSchema,
        description: 'The 1200x630 share image of a confirmed, public commitment',
        response: { 200: fileResponse('image/png', 'The image'), 304: noContent },
      },
    },
    async (request, reply) => {
      const success = await findOutcomeSuccess(db, request.params.id);
      if (!success) throw outcomeNotFound();
      const pageUrl = `${origin}${recruitingSuccessPath(success.id)}`;
      const digest = createHash('sha256').update(JSON.stringify([IMAGE_LAYOUT_VERSION, success, pageUrl])).digest('base64url');
      const etag = `"outcome-${digest.slice(0, 27)}"`;
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
      return reply.type('image/png').send(await renderShareImage(etag, () => outcomeImageTree(success, pageUrl)));
    },
  );

  api.get(
    '/api/widget',
    { schema: { tags, querystring: widgetQuerySchema, response: { 200: widgetSchema } } },
    async (request, reply) => {
      const widget = await getWidget(db, request.query);
      return reply.header('cache-control', PUBLIC_CACHE_CONTROL).send(widget);
    },
  );

  const indexHtmlPath = options.indexHtmlPath;
  if (!indexHtmlPath) return;
  let indexHtml: Promise<string> | undefined;
  const sendPage = async (reply: FastifyReply, transform: (html: string) => string = (html) => html) => {
    indexHtml ??= readFile(indexHtmlPath, 'utf8');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(transform(await indexHtml));
  };

  app.get<{ Params: { id: string } }>('/recruiting-success/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params;
    // Signed-out rule whoever asks: previews are fetched signed out and shared. Anything else gets the plain page.
    const success = outcomeIdParamsSchema.safeParse({ id }).success ? await findOutcomeSuccess(db, id) : null;
    return sendPage(reply, success ? (html) => withHeadTags(html, outcomeMetaTags(success, origin)) : undefined);
  });

  // The one page other sites may frame (docs/decisions/041): every other answer keeps helmet's
  // frame-ancestors 'self' and X-Frame-Options SAMEORIGIN.
  app.get(WIDGET_PAGE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', framableCsp(csp));
    reply.removeHeader('x-frame-options');
    // Its scripts and styles load from this origin inside the other site's frame.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    indexHtml ??= readFile(indexHtmlPath, 'utf8');
    return reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(await indexHtml);
  });
}
