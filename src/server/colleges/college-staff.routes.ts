/**
 * College staff (issue 12.3 and 12.5, docs/decisions/034): the staff screen
 * ("Can view a program" reads, "Can manage a program" changes), the emailed
 * invitation link (the invited account looks it up, accepts or declines),
 * and "Message staff" on the college page (any signed-in user). Access is
 * checked before the body is read (route config), in colleges-policies.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collegeInvitationAnswerSchema,
  collegeInvitationInfoSchema,
  collegeInvitationTokenBodySchema,
  collegeStaffConversationSchema,
  collegeStaffInvitationParamsSchema,
  collegeStaffInvitedSchema,
  collegeStaffInviteSchema,
  collegeStaffMemberParamsSchema,
  collegeStaffResponseSchema,
  collegeStaffUpdateSchema,
} from '#shared/contracts/college-staff.ts';
import { collegeSlugParamsSchema } from '#shared/contracts/colleges.ts';
import { requireUser } from '#server/auth/policies.ts';
import { requireCollegeStaffManager, requireCollegeStaffViewer } from './colleges-policies.ts';
import { requireMessagingUser } from '#server/messaging/messaging-policies.ts';
import { perAccountRateLimit } from '#server/auth/account-rate-limits.ts';
import { authRateLimit } from '#server/http/rate-limits.ts';
import { acceptCollegeInvitation, declineCollegeInvitation, lookUpCollegeInvitation } from './staff/answer-college-invitation.ts';
import { removeCollegeStaffMember, updateCollegeStaffMember } from './staff/college-staff-member-changes.ts';
import { resendCollegeStaffInvitation, revokeCollegeStaffInvitation } from './staff/college-staff-invitation-changes.ts';
import { inviteCollegeStaff } from './staff/invite-college-staff.ts';
import { listCollegeStaff } from './staff/list-college-staff.ts';
import { startCollegeStaffConversation } from './staff/start-college-staff-conversation.ts';

const INVITE_LIMIT_MESSAGE = 'You have sent many invitations in a short time. Wait a few minutes and try again.';

export async function collegeStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['colleges'];
  const { db } = app.ctx;
  const viewer = { access: (request: FastifyRequest) => requireCollegeStaffViewer(request, { beforeParsing: true }) };
  const manager = { access: (request: FastifyRequest) => requireCollegeStaffManager(request, { beforeParsing: true }) };
  const invitee = { access: requireUser, rateLimit: authRateLimit(app) };

  api.get(
    '/api/colleges/:slug/staff',
    { config: viewer, schema: { tags, params: collegeSlugParamsSchema, response: { 200: collegeStaffResponseSchema } } },
    async (request) => listCollegeStaff(db, await requireCollegeStaffViewer(request)),
  );

  api.post(
    '/api/colleges/:slug/staff/invitations',
    {
      config: { ...manager, rateLimit: perAccountRateLimit(app.rateLimits.collegeStaffInvites, INVITE_LIMIT_MESSAGE) },
      schema: { tags, params: collegeSlugParamsSchema, body: collegeStaffInviteSchema, response: { 202: collegeStaffInvitedSchema } },
    },
    async (request, reply) => {
      await inviteCollegeStaff(app.ctx, await requireCollegeStaffManager(request), request.body);
      return reply.status(202).send({ status: 'invited' as const });
    },
  );

  api.post(
    '/api/colleges/:slug/staff/invitations/:invitationId/resend',
    { config: manager, schema: { tags, params: collegeStaffInvitationParamsSchema, response: { 200: collegeStaffResponseSchema } } },
    async (request) => {
      const access = await requireCollegeStaffManager(request);
      await resendCollegeStaffInvitation(app.ctx, access, request.params.invitationId);
      return listCollegeStaff(db, access);
    },
  );

  api.delete(
    '/api/colleges/:slug/staff/invitations/:invitationId',
    { config: manager, schema: { tags, params: collegeStaffInvitationParamsSchema, response: { 200: collegeStaffResponseSchema } } },
    async (request) => {
      const access = await requireCollegeStaffManager(request);
      await revokeCollegeStaffInvitation(db, access, request.params.invitationId);
      return listCollegeStaff(db, access);
    },
  );

  api.patch(
    '/api/colleges/:slug/staff/:userId',
    { config: manager, schema: { tags, params: collegeStaffMemberParamsSchema, body: collegeStaffUpdateSchema, response: { 200: collegeStaffResponseSchema } } },
    async (request) => updateCollegeStaffMember(db, await requireCollegeStaffManager(request), request.params.userId, request.body),
  );

  api.delete(
    '/api/colleges/:slug/staff/:userId',
    { config: manager, schema: { tags, params: collegeStaffMemberParamsSchema, response: { 200: collegeStaffResponseSchema } } },
    async (request) => {
      const access = await requireCollegeStaffManager(request);
      await removeCollegeStaffMember(db, access, request.params.userId);
      return listCollegeStaff(db, access);
    },
  );

  api.post(
    '/api/college-invitations/lookup',
    { config: invitee, schema: { tags, body: collegeInvitationTokenBodySchema, response: { 200: collegeInvitationInfoSchema } } },
    async (request) => lookUpCollegeInvitation(db, request.body.token, await requireUser(request)),
  );

  api.post(
    '/api/college-invitations/accept',
    { config: invitee, schema: { tags, body: collegeInvitationTokenBodySchema, response: { 200: collegeInvitationAnswerSchema } } },
    async (request) => acceptCollegeInvitation(db, request.body.token, await requireUser(request)),
  );

  api.post(
    '/api/college-invitations/decline',
    { config: invitee, schema: { tags, body: collegeInvitationTokenBodySchema, response: { 200: collegeInvitationAnswerSchema } } },
    async (request) => declineCollegeInvitation(db, request.body.token, await requireUser(request)),
  );

  api.post(
    '/api/colleges/:slug/staff-conversation',
    {
      config: { access: requireMessagingUser },
      schema: { tags, params: collegeSlugParamsSchema, response: { 200: collegeStaffConversationSchema } },
    },
    async (request) => startCollegeStaffConversation(app.ctx, (await requireMessagingUser(request)).userId, request.params.slug),
  );
}
