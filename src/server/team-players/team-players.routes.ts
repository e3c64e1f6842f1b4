/** Players created by coaches, the managers' players list, claim links and evaluations (issue 11.8, docs/decisions/025). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  claimLinkResponseSchema,
  createTeamPlayerResponseSchema,
  createTeamPlayerSchema,
  evaluationBodySchema,
  evaluationSchema,
  evaluationsResponseSchema,
  teamPlayerParamsSchema,
  teamPlayersQuerySchema,
  teamPlayersResponseSchema,
} from '#shared/contracts/team-players.ts';
import {
  requireClaimLinkSender,
  requireEvaluationReader,
  requireEvaluator,
  requireManagedTeam,
  requireTeamPlayersManager,
} from './team-players-policies.ts';
import { createTeamPlayer } from './create-team-player.ts';
import { listTeamPlayers } from './list-team-players.ts';
import { listPlayerEvaluations, upsertEvaluation } from './player-evaluations.ts';
import { sendClaimLink } from './send-claim-link.ts';

export async function teamPlayerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team-players'];
  const { db } = app.ctx;

  api.get(
    '/api/team-players',
    { schema: { tags, querystring: teamPlayersQuerySchema, response: { 200: teamPlayersResponseSchema } } },
    async (request) => listTeamPlayers(db, await requireTeamPlayersManager(request), request.query),
  );

  api.post(
    '/api/team-players',
    { schema: { tags, body: createTeamPlayerSchema, response: { 202: createTeamPlayerResponseSchema } } },
    async (request, reply) => {
      const access = await requireManagedTeam(request, request.body.teamId);
      return reply.status(202).send(await createTeamPlayer(app.ctx, access, request.body));
    },
  );

  api.post(
    '/api/team-players/:userId/claim-link',
    { schema: { tags, params: teamPlayerParamsSchema, response: { 202: claimLinkResponseSchema } } },
    async (request, reply) => {
      const viewer = await requireClaimLinkSender(request, request.params.userId);
      return reply.status(202).send(await sendClaimLink(app.ctx, viewer, request.params.userId));
    },
  );

  api.get(
    '/api/team-players/:userId/evaluations',
    { schema: { tags, params: teamPlayerParamsSchema, response: { 200: evaluationsResponseSchema } } },
    async (request) => {
      await requireEvaluationReader(request, request.params.userId);
      return { evaluations: await listPlayerEvaluations(db, request.params.userId) };
    },
  );

  api.put(
    '/api/team-players/:userId/evaluation',
    { schema: { tags, params: teamPlayerParamsSchema, body: evaluationBodySchema, response: { 200: evaluationSchema } } },
    async (request) => {
      const viewer = await requireEvaluator(request, request.params.userId);
      return upsertEvaluation(db, viewer.userId, request.params.userId, request.body);
    },
  );
}
