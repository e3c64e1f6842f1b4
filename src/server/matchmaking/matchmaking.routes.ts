/**
 * Matchmaking (issue 14.6, docs/decisions/047). "Find a team" and applying
 * to a post: player-type accounts; a team's applications: its managers.
 * Signed out: 401 before any input is read.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applyToPostBodySchema,
  applyToPostResponseSchema,
  findTeamsQuerySchema,
  findTeamsResponseSchema,
  postIdParamsSchema,
  recruitingApplicationsResponseSchema,
} from '#shared/contracts/matchmaking.ts';
import { teamIdParamsSchema } from '#shared/contracts/teams.ts';
import { requireMatchmakingPlayer, requireTeamApplicationsReader } from '#server/auth/policies.ts';
import { applyToPost } from './apply-to-post.ts';
import { findTeamPosts } from './find-team-posts.ts';
import { listRecruitingApplications } from './list-recruiting-applications.ts';

export async function matchmakingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matchmaking'];
  const { ctx } = app;

  api.get(
    '/api/matchmaking/teams',
    { config: { access: requireMatchmakingPlayer }, schema: { tags, querystring: findTeamsQuerySchema, response: { 200: findTeamsResponseSchema } } },
    async (request) => {
      const viewer = await requireMatchmakingPlayer(request);
      return findTeamPosts(ctx.db, viewer.userId, request.query);
    },
  );

  api.post(
    '/api/matchmaking/posts/:postId/applications',
    {
      config: { access: requireMatchmakingPlayer },
      schema: { tags, params: postIdParamsSchema, body: applyToPostBodySchema, response: { 201: applyToPostResponseSchema } },
    },
    async (request, reply) => {
      const viewer = await requireMatchmakingPlayer(request);
      const result = await applyToPost(ctx, viewer, request.params.postId, request.body.message);
      return reply.status(201).send(result);
    },
  );

  api.get(
    '/api/teams/:teamId/recruiting-applications',
    {
      schema: { tags, params: teamIdParamsSchema, response: { 200: recruitingApplicationsResponseSchema } },
    },
    async (request) => {
      await requireTeamApplicationsReader(request, request.params.teamId);
      return { applications: await listRecruitingApplications(ctx.db, request.params.teamId) };
    },
  );
}
