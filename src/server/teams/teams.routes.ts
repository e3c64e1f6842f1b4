/** Teams: Find Teams, create, settings, the manage screen load, game profiles, members, staff and their invitations, user search. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamManageSchema } from '#shared/contracts/teams-manage.ts';
import { teamManageQuerySchema } from '#shared/contracts/practice-pages.ts';
import { teamPageSchema } from '#shared/contracts/team-page.ts';
import {
  acceptInvitationResponseSchema,
  addGameProfileSchema,
  addMemberSchema,
  addPersonResponseSchema,
  addStaffSchema,
  invitationIdParamsSchema,
  myTeamInvitationsResponseSchema,
  updateMemberSchema,
  updateStaffSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '#shared/contracts/teams-roster.ts';
import {
  archiveTeamSchema,
  teamSummarySchema,
  transferOwnershipSchema,
  updateTeamSchema,
} from '#shared/contracts/teams-settings.ts';
import {
  createdIdSchema,
  createTeamSchema,
  esportsTitlesResponseSchema,
  teamIdParamsSchema,
  teamItemParamsSchema,
  teamListQuerySchema,
  teamListResponseSchema,
} from '#shared/contracts/teams.ts';
import {
  requireTeamCreator,
  requireTeamInsider,
  requireTeamInvitee,
  requireTeamManager,
  requireTeamPageReader,
  requireTeamsFeature,
  requireTeamsUser,
} from './teams-policies.ts';
import { emailSearchRateLimit } from '#server/auth/account-rate-limits.ts';
import { archiveTeam } from './settings/archive-team.ts';
import { createTeam } from './create-team.ts';
import { addGameProfile, removeGameProfile } from './roster/game-profiles.ts';
import { listEsportsTitles } from './list-esports-titles.ts';
import { listMyInvitations } from './roster/list-my-invitations.ts';
import { listTeams } from './list-teams.ts';
import { loadTeamManage } from './load-team-manage.ts';
import { loadTeamPage } from './showcase/team-page.ts';
import { addMember, removeMember, updateMember } from './roster/members.ts';
import { acceptInvitation, cancelInvitation, declineInvitation } from './roster/respond-to-invitation.ts';
import { addStaff, removeStaff, updateStaff } from './roster/staff.ts';
import { transferOwnership } from './settings/transfer-ownership.ts';
import { updateTeam } from './settings/update-team.ts';
import { searchUsersForRoster } from './roster/user-search.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function teamRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['teams'];
  const { db } = app.ctx;

  // Reference data: the active titles are public (Add Game select, Find Teams filter).
  api.get(
    '/api/esports-titles',
    { schema: { tags, response: { 200: esportsTitlesResponseSchema } } },
    async () => ({ titles: await listEsportsTitles(db) }),
  );

  // ---------------------------------------------------------------- teams

  api.get(
    '/api/teams',
    { schema: { tags, querystring: teamListQuerySchema, response: { 200: teamListResponseSchema } } },
    async (request) => {
      await requireTeamsFeature(request);
      return listTeams(db, request.query);
    },
  );

  api.post(
    '/api/teams',
    { schema: { tags, body: createTeamSchema, response: { 201: teamSummarySchema } } },
    async (request, reply) => {
      const viewer = await requireTeamCreator(request);
      return reply.status(201).send(await createTeam(db, viewer.userId, request.body));
    },
  );

  // The public team page (docs/decisions/071): Find Teams cards open it.
  api.get(
    '/api/teams/:teamId/page',
    { schema: { tags, params: teamIdParamsSchema, response: { 200: teamPageSchema } } },
    async (request) => loadTeamPage(db, await requireTeamPageReader(request), request.params.teamId),
  );

  api.get(
    '/api/teams/:teamId/manage',
    { schema: { tags, params: teamIdParamsSchema, querystring: teamManageQuerySchema, response: { 200: teamManageSchema } } },
    async (request) => loadTeamManage(db, await requireTeamInsider(request, request.params.teamId), request.query.timeZone),
  );

  api.patch(
    '/api/teams/:teamId',
    { schema: { tags, params: teamIdParamsSchema, body: updateTeamSchema, response: { 200: teamSummarySchema } } },
    async (request) => updateTeam(db, await requireTeamManager(request, request.params.teamId), request.body),
  );

  api.post(
    '/api/teams/:teamId/transfer-ownership',
    { schema: { tags, params: teamIdParamsSchema, body: transferOwnershipSchema, response: { 200: teamSummarySchema } } },
    async (request) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return transferOwnership(db, access.team.id, request.body.newOwnerUserId);
    },
  );

  api.post(
    '/api/teams/:teamId/archive',
    { schema: { tags, params: teamIdParamsSchema, body: archiveTeamSchema, response: { 200: teamSummarySchema } } },
    async (request) => {
      // Restoring is the one write an archived team accepts.
      const access = await requireTeamManager(request, request.params.teamId, { allowArchived: true });
      return archiveTeam(db, access.team.id, request.body.archived);
    },
  );

  api.get(
    '/api/teams/:teamId/user-search',
    {
      config: { rateLimit: emailSearchRateLimit(app) },
      schema: { tags, params: teamIdParamsSchema, querystring: userSearchQuerySchema, response: { 200: userSearchResponseSchema } },
    },
    async (request) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return { users: await searchUsersForRoster(db, access.team.id, request.query) };
    },
  );

  // ---------------------------------------------------------------- game profiles

  api.post(
    '/api/teams/:teamId/game-profiles',
    { schema: { tags, params: teamIdParamsSchema, body: addGameProfileSchema, response: { 201: createdIdSchema } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return reply.status(201).send(await addGameProfile(db, access.team.id, request.body));
    },
  );

  api.delete(
    '/api/teams/:teamId/game-profiles/:itemId',
    { schema: { tags, params: teamItemParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      await removeGameProfile(db, access.team.id, request.params.itemId);
      return reply.status(204).send();
    },
  );

  // ---------------------------------------------------------------- members

  api.post(
    '/api/teams/:teamId/members',
    { schema: { tags, params: teamIdParamsSchema, body: addMemberSchema, response: { 202: addPersonResponseSchema } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      // 202: an invitation the person accepts or declines (docs/decisions/015).
      return reply.status(202).send(await addMember(app.ctx, access, request.body));
    },
  );

  api.patch(
    '/api/teams/:teamId/members/:itemId',
    { schema: { tags, params: teamItemParamsSchema, body: updateMemberSchema, response: { 200: createdIdSchema } } },
    async (request) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return updateMember(db, access.team.id, request.params.itemId, request.body);
    },
  );

  api.delete(
    '/api/teams/:teamId/members/:itemId',
    { schema: { tags, params: teamItemParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      await removeMember(db, access.team.id, request.params.itemId);
      return reply.status(204).send();
    },
  );

  // ---------------------------------------------------------------- staff

  api.post(
    '/api/teams/:teamId/staff',
    { schema: { tags, params: teamIdParamsSchema, body: addStaffSchema, response: { 202: addPersonResponseSchema } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return reply.status(202).send(await addStaff(app.ctx, access, request.body));
    },
  );

  api.patch(
    '/api/teams/:teamId/staff/:itemId',
    { schema: { tags, params: teamItemParamsSchema, body: updateStaffSchema, response: { 200: createdIdSchema } } },
    async (request) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return updateStaff(db, access.team.id, request.params.itemId, request.body);
    },
  );

  api.delete(
    '/api/teams/:teamId/staff/:itemId',
    { schema: { tags, params: teamItemParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      await removeStaff(db, access.team.id, request.params.itemId);
      return reply.status(204).send();
    },
  );

  // ---------------------------------------------------------------- invitations (docs/decisions/015)

  api.delete(
    '/api/teams/:teamId/invitations/:itemId',
    { schema: { tags, params: teamItemParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      await cancelInvitation(db, access.team.id, request.params.itemId);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/team-invitations',
    { schema: { tags, response: { 200: myTeamInvitationsResponseSchema } } },
    async (request) => {
      const viewer = await requireTeamsUser(request);
      return { invitations: await listMyInvitations(db, viewer.userId) };
    },
  );

  api.post(
    '/api/team-invitations/:invitationId/accept',
    { schema: { tags, params: invitationIdParamsSchema, response: { 200: acceptInvitationResponseSchema } } },
    async (request) => acceptInvitation(app.ctx, await requireTeamInvitee(request, request.params.invitationId)),
  );

  api.post(
    '/api/team-invitations/:invitationId/decline',
    { schema: { tags, params: invitationIdParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const access = await requireTeamInvitee(request, request.params.invitationId);
      await declineInvitation(db, access.invitation.id);
      return reply.status(204).send();
    },
  );
}
