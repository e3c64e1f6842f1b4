/**
 * Matchmaking (issue 14.6, docs/decisions/047). "Find a team" and applying
 * to a post: player-type accounts; a team's applications: its managers.
 * Signed out: 401 before any input is read.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  findPlayersQuerySchema,
  findPlayersResponseSchema,
  findScrimsQuerySchema,
  findScrimsResponseSchema,
  myManagedTeamsResponseSchema,
  proposeScrimBodySchema,
  scrimAnswerParamsSchema,
  scrimProposalsResponseSchema,
  tryoutInvitationBodySchema,
  applyToPostBodySchema,
  answerScrimResponseSchema,
  applyToPostResponseSchema,
  proposeScrimResponseSchema,
  findTeamsQuerySchema,
  findTeamsResponseSchema,
  postIdParamsSchema,
  recruitingApplicationsResponseSchema,
} from '#shared/contracts/matchmaking.ts';
import { addPersonResponseSchema } from '#shared/contracts/teams-roster.ts';
import { teamIdParamsSchema, teamItemParamsSchema } from '#shared/contracts/teams.ts';
import { requireUser } from '#server/auth/policies.ts';
import { requireMatchmakingPlayer, requireTeamApplicationsReader } from './matchmaking-policies.ts';
import { requireTeamManager } from '#server/teams/teams-policies.ts';
import { findPlayers } from './find-players.ts';
import { inviteToTryout } from './invite-to-tryout.ts';
import { listMyManagedTeams } from './list-my-managed-teams.ts';
import { answerScrimProposal, findScrims, listScrimProposals, proposeScrim } from './scrims.ts';
import { applyToPost } from './apply-to-post.ts';
import { findTeamPosts } from './find-team-posts.ts';
import { listRecruitingApplications } from './list-recruiting-applications.ts';
import { inviteApplicant } from './invite-applicant.ts';

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

  // "Invite to roster" on an application (docs/decisions/071): the roster invitation flow of decision 015.
  api.post(
    '/api/teams/:teamId/recruiting-applications/:itemId/invite',
    { schema: { tags, params: teamItemParamsSchema, response: { 202: addPersonResponseSchema } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return reply.status(202).send(await inviteApplicant(ctx, access, request.params.itemId));
    },
  );

  // ------------------------------------------------------------ a team's side: Find players, Find scrims (team managers)

  const signedIn = { access: requireUser };

  api.get('/api/matchmaking/my-teams', { config: signedIn, schema: { tags, response: { 200: myManagedTeamsResponseSchema } } }, async (request) => {
    const viewer = await requireUser(request);
    return { teams: await listMyManagedTeams(ctx.db, viewer.userId) };
  });

  api.get(
    '/api/matchmaking/players',
    { config: signedIn, schema: { tags, querystring: findPlayersQuerySchema, response: { 200: findPlayersResponseSchema } } },
    async (request) => {
      const access = await requireTeamManager(request, request.query.team);
      return findPlayers(ctx.db, access.viewer, request.query);
    },
  );

  api.post(
    '/api/matchmaking/teams/:teamId/tryout-invitations',
    { config: signedIn, schema: { tags, params: teamIdParamsSchema, body: tryoutInvitationBodySchema, response: { 201: addPersonResponseSchema } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return reply.status(201).send(await inviteToTryout(ctx, access, request.body));
    },
  );

  api.get(
    '/api/matchmaking/scrims',
    { config: signedIn, schema: { tags, querystring: findScrimsQuerySchema, response: { 200: findScrimsResponseSchema } } },
    async (request) => findScrims(ctx.db, await requireTeamManager(request, request.query.team), request.query),
  );

  api.get(
    '/api/matchmaking/teams/:teamId/scrim-proposals',
    { config: signedIn, schema: { tags, params: teamIdParamsSchema, response: { 200: scrimProposalsResponseSchema } } },
    async (request) => {
      await requireTeamManager(request, request.params.teamId, { allowArchived: true });
      return { proposals: await listScrimProposals(ctx.db, request.params.teamId) };
    },
  );

  api.post(
    '/api/matchmaking/teams/:teamId/scrim-proposals',
    { config: signedIn, schema: { tags, params: teamIdParamsSchema, body: proposeScrimBodySchema, response: { 201: proposeScrimResponseSchema } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return reply.status(201).send(await proposeScrim(ctx, access, request.body));
    },
  );

  api.post(
    '/api/matchmaking/teams/:teamId/scrim-proposals/:proposalId/:answer',
    { config: signedIn, schema: { tags, params: scrimAnswerParamsSchema, response: { 200: answerScrimResponseSchema } } },
    async (request) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return answerScrimProposal(ctx, access, request.params.proposalId, request.params.answer);
    },
  );
}
