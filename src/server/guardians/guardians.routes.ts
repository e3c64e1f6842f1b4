/**
 * Guardians of minors (issue 11.5; docs/decisions/021): the invitation
 * link, accepting it (signed in, or with a new family account), the
 * guardian page, approving and revoking publishing, the player's guardian
 * panel and resend, data export and deletion requests. Access decisions
 * are in guardians-policies.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptGuardianInvitationBodySchema,
  acceptGuardianInvitationResponseSchema,
  approvePublishingBodySchema,
  deletionRequestResponseSchema,
  guardedPlayersResponseSchema,
  guardianInvitationInfoSchema,
  guardianInvitationParamsSchema,
  guardianLinkParamsSchema,
  guardianSignUpBodySchema,
  playerGuardianStateSchema,
  playerIdParamsSchema,
} from '#shared/contracts/guardians.ts';
import { forwardedHeaders } from '#server/account/account.routes.ts';
import { requireUser } from '#server/auth/policies.ts';
import {
  requireActiveGuardianOf,
  requirePlayerOrGuardian,
  requirePlayerSelf,
} from './guardians-policies.ts';
import { authRateLimit } from '#server/http/rate-limits.ts';
import { cancelStripeSubscriptions } from '#server/subscriptions/cancel-stripe-subscriptions.ts';
import { acceptGuardianInvitation } from './accept-guardian-invitation.ts';
import { exportPlayerData } from './export-player-data.ts';
import { getGuardianInvitation } from './find-guardian-invitation.ts';
import { getPlayerGuardianState } from './get-player-guardian-state.ts';
import { listGuardedPlayers } from './list-guarded-players.ts';
import { requestDeletion } from './request-deletion.ts';
import { resendGuardianInvitation } from './resend-guardian-invitation.ts';
import { setPublishingApproval } from './set-publishing-approval.ts';
import { signUpGuardian } from './sign-up-guardian.ts';

const okSchema = z.object({ ok: z.literal(true) });

export async function guardianRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['guardians'];
  const { ctx } = app;

  api.get(
    '/api/guardian/invitations/:token',
    { config: { rateLimit: authRateLimit(app) }, schema: { tags, params: guardianInvitationParamsSchema, response: { 200: guardianInvitationInfoSchema } } },
    async (request) => getGuardianInvitation(ctx.db, request.params.token),
  );

  api.post(
    '/api/guardian/invitations/accept',
    { config: { access: requireUser, rateLimit: authRateLimit(app) }, schema: { tags, body: acceptGuardianInvitationBodySchema, response: { 200: acceptGuardianInvitationResponseSchema } } },
    async (request) => acceptGuardianInvitation(ctx.db, request.body.token, (await requireUser(request)).userId),
  );

  api.post(
    '/api/guardian/invitations/sign-up',
    { config: { rateLimit: authRateLimit(app) }, schema: { tags, body: guardianSignUpBodySchema, response: { 200: acceptGuardianInvitationResponseSchema } } },
    async (request, reply) => {
      const { playerUserId, setCookies } = await signUpGuardian(ctx, request.body, forwardedHeaders(request));
      return reply.header('set-cookie', setCookies).send({ playerUserId });
    },
  );

  api.get(
    '/api/guardian/players',
    { config: { access: requireUser }, schema: { tags, response: { 200: guardedPlayersResponseSchema } } },
    async (request) => listGuardedPlayers(ctx.db, (await requireUser(request)).userId),
  );

  api.put(
    '/api/guardian/players/:userId/approval',
    { schema: { tags, params: playerIdParamsSchema, body: approvePublishingBodySchema, response: { 200: okSchema } } },
    async (request) => {
      const { viewer, guardianLinkId } = await requireActiveGuardianOf(request, request.params.userId);
      await setPublishingApproval(ctx.db, { playerUserId: request.params.userId, guardianUserId: viewer.userId, guardianLinkId, visibility: request.body.visibility });
      return { ok: true as const };
    },
  );

  api.delete(
    '/api/guardian/players/:userId/approval',
    { schema: { tags, params: playerIdParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const { viewer, guardianLinkId } = await requireActiveGuardianOf(request, request.params.userId);
      await setPublishingApproval(ctx.db, { playerUserId: request.params.userId, guardianUserId: viewer.userId, guardianLinkId, visibility: null });
      return { ok: true as const };
    },
  );

  api.get(
    '/api/players/:userId/guardian-links',
    { schema: { tags, params: playerIdParamsSchema, response: { 200: playerGuardianStateSchema } } },
    async (request) => {
      await requirePlayerSelf(request, request.params.userId);
      return getPlayerGuardianState(ctx.db, request.params.userId);
    },
  );

  api.post(
    '/api/players/:userId/guardian-links/:linkId/resend',
    { schema: { tags, params: guardianLinkParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const viewer = await requirePlayerSelf(request, request.params.userId);
      await resendGuardianInvitation(ctx, { userId: viewer.userId, email: viewer.email }, request.params.linkId);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/players/:userId/export',
    {
      schema: {
        tags,
        params: playerIdParamsSchema,
        // Sent as prepared text (an attachment): the schema is for the document.
        response: { 200: { description: "The player's data, as a JSON file", content: { 'application/json': { schema: z.any().meta({ type: 'object', required: ['exportedAt'] }) } } } },
      },
    },
    async (request, reply) => {
      const { viewer, guardianLinkId } = await requirePlayerOrGuardian(request, request.params.userId);
      const data = await exportPlayerData(ctx.db, { playerUserId: request.params.userId, actorUserId: viewer.userId, guardianLinkId });
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="player-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  api.post(
    '/api/players/:userId/deletion-request',
    { schema: { tags, params: playerIdParamsSchema, response: { 200: deletionRequestResponseSchema } } },
    async (request) => {
      const { viewer, guardianLinkId } = await requirePlayerOrGuardian(request, request.params.userId);
      const result = await requestDeletion(ctx.db, { playerUserId: request.params.userId, actorUserId: viewer.userId, guardianLinkId });
      // After the commit: the player plan's Stripe subscription stops at once (docs/decisions/046); a Stripe error is logged, never fails this.
      await cancelStripeSubscriptions(ctx, [{ subjectType: 'user', subjectId: request.params.userId }]);
      return result;
    },
  );
}
