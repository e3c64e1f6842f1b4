/** Gold custom integrations (docs/decisions/052): the team calendar link (managers of Gold teams) and the public .ics behind it. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TEAM_CALENDAR_LINK_TEXTS } from '#shared/contracts/team-calendar-link.ts';
import { calendarFeedSchema, calendarTokenParamsSchema } from '#shared/contracts/teams-schedule.ts';
import { teamIdParamsSchema } from '#shared/contracts/teams.ts';
import { requireTeamManager, requireTeamTier } from './teams-policies.ts';
import { perAddressRateLimit, RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { getTeamCalendarLink, renderTeamCalendarLink, revokeTeamCalendarLink, rotateTeamCalendarLink } from './schedule/team-calendar-link.ts';
import { fileResponse, noContent } from '#server/http/openapi-document.ts';

const CALENDAR_RATE_LIMIT = perAddressRateLimit({ max: 60, windowSeconds: 60 }, RATE_LIMIT_MESSAGE);

export async function teamCalendarLinkRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['teams'];
  const schema = { tags, params: teamIdParamsSchema };

  const requireIntegrationsManager = async (request: FastifyRequest, teamId: string, options: { allowArchived?: boolean } = {}) => {
    const access = await requireTeamManager(request, teamId, options);
    requireTeamTier(access, 'custom_integrations', TEAM_CALENDAR_LINK_TEXTS.tierRequired);
    return access;
  };

  api.get('/api/teams/:teamId/team-calendar', { schema: { ...schema, response: { 200: calendarFeedSchema } } }, async (request) =>
    getTeamCalendarLink(ctx, await requireIntegrationsManager(request, request.params.teamId, { allowArchived: true })),
  );

  api.post('/api/teams/:teamId/team-calendar', { schema: { ...schema, response: { 200: calendarFeedSchema } } }, async (request) =>
    rotateTeamCalendarLink(ctx, await requireIntegrationsManager(request, request.params.teamId)),
  );

  // Turning the link off is allowed whatever the tier or archive state: a manager can always stop sharing.
  api.delete('/api/teams/:teamId/team-calendar', { schema: { ...schema, response: { 204: noContent } } }, async (request, reply) => {
    await revokeTeamCalendarLink(ctx, await requireTeamManager(request, request.params.teamId, { allowArchived: true }));
    return reply.status(204).send();
  });

  // Public: the secret token in the URL is the credential.
  api.get(
    '/api/team-calendar/:token',
    {
      config: { rateLimit: CALENDAR_RATE_LIMIT },
      schema: { tags, params: calendarTokenParamsSchema, response: { 200: fileResponse('text/calendar', 'The team calendar (iCalendar)') } },
    },
    async (request, reply) => {
      const body = await renderTeamCalendarLink(ctx, request.params.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="team-calendar.ics"')
        .send(body);
    },
  );
}
