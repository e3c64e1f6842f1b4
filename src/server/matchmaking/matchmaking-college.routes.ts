/**
 * "Find players" for college staff (issue 14.6, docs/decisions/047 "Session
 * 23: college staff"): a program's players and "Invite to tryout". Every
 * route names a program; the pipeline's rule decides (pipelineAccess: "can
 * view a program" of its college; anyone else and an unknown program 404,
 * signed out 401, before the input is read).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  programIdParamsSchema,
  programPlayersQuerySchema,
  programPlayersResponseSchema,
  programTryoutBodySchema,
  programTryoutResponseSchema,
} from '#shared/contracts/matchmaking-college.ts';
import { pipelineAccess, requirePipelineProgram } from '#server/pipeline/pipeline-policies.ts';
import { findProgramPlayers } from './find-program-players.ts';
import { inviteProgramTryout } from './invite-program-tryout.ts';

export async function matchmakingCollegeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matchmaking'];
  const { ctx } = app;
  const config = { access: pipelineAccess };

  api.get(
    '/api/matchmaking/programs/:programId/players',
    { config, schema: { tags, params: programIdParamsSchema, querystring: programPlayersQuerySchema, response: { 200: programPlayersResponseSchema } } },
    async (request) => findProgramPlayers(ctx.db, await requirePipelineProgram(request), request.query),
  );

  api.post(
    '/api/matchmaking/programs/:programId/tryout-invitations',
    { config, schema: { tags, params: programIdParamsSchema, body: programTryoutBodySchema, response: { 201: programTryoutResponseSchema } } },
    async (request, reply) => reply.status(201).send(await inviteProgramTryout(ctx, await requirePipelineProgram(request), request.body)),
  );
}
