/** Team schedule and results: practices, attendance, tournaments, recruiting posts, achievements, calendar feed, analytics. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createdSeriesSchema, practiceSeriesInputSchema, seriesScopeQuerySchema } from '#shared/contracts/practice-series.ts';
import { teamAnalyticsSchema } from '#shared/contracts/teams-analytics.ts';
import { practicePageQuerySchema, practicePageSchema } from '#shared/contracts/practice-pages.ts';
import { tournamentPageQuerySchema, tournamentPageSchema } from '#shared/contracts/tournament-pages.ts';
import {
  attendanceEntrySchema,
  attendanceInputSchema,
  calendarFeedSchema,
  calendarTokenParamsSchema,
  practiceAttendanceSchema,
  practiceInputSchema,
  reminderResponseSchema,
  tournamentInputSchema,
} from '#shared/contracts/teams-schedule.ts';
import { achievementInputSchema, recruitingPostInputSchema } from '#shared/contracts/teams-showcase.ts';
import { createdIdSchema, TEAM_TEXTS, teamIdParamsSchema, teamItemParamsSchema } from '#shared/contracts/teams.ts';
import { requireTeamInsider, requireTeamManager, requireTeamTier } from './teams-policies.ts';
import { perAddressRateLimit, RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { createAchievement, deleteAchievement, updateAchievement } from './showcase/achievements.ts';
import { sendAttendanceReminders } from './schedule/attendance-reminders.ts';
import { getCalendarFeed, revokeCalendarFeed, rotateCalendarFeed } from './schedule/calendar-feed.ts';
import { renderTeamCalendar } from './schedule/calendar-ics.ts';
import { partialInput } from './partial-input.ts';
import { getPracticeAttendance, recordAttendance } from './schedule/practice-attendance.ts';
import { createPractice } from './schedule/practices.ts';
import { listPracticePage } from './schedule/practice-pages.ts';
import { listTournamentPage } from './schedule/tournament-pages.ts';
import { createPracticeSeries, deletePracticeInScope, updatePracticeInScope } from './schedule/practice-series.ts';
import {
  createRecruitingPost,
  deleteRecruitingPost,
  recruitingPostPatchSchema,
  updateRecruitingPost,
} from './showcase/recruiting-posts.ts';
import { getTeamAnalytics } from './analytics/team-analytics.ts';
import { createTournament, deleteTournament, updateTournament } from './schedule/tournaments.ts';
import { fileResponse, noContent } from '#server/http/openapi-document.ts';

/** Calendar apps poll a feed every few hours; this leaves room for many feeds behind one address. */
const CALENDAR_RATE_LIMIT = perAddressRateLimit({ max: 60, windowSeconds: 60 }, RATE_LIMIT_MESSAGE);

export async function teamScheduleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['teams'];
  const team = { tags, params: teamIdParamsSchema };
  const item = { tags, params: teamItemParamsSchema };
  const created = { 201: createdIdSchema };
  const updated = { 200: createdIdSchema };

  // ------------------------------------------------------------ practices

  // The manage screen's further pages of practices and a picked calendar day (docs/decisions/084).
  api.get(
    '/api/teams/:teamId/practices',
    { schema: { ...team, querystring: practicePageQuerySchema, response: { 200: practicePageSchema } } },
    async (request) => {
      const access = await requireTeamInsider(request, request.params.teamId);
      return listPracticePage(ctx.db, access.team.id, access.viewer.userId, request.query);
    },
  );

  api.post('/api/teams/:teamId/practices', { schema: { ...team, body: practiceInputSchema, response: created } }, async (request, reply) => {
    const access = await requireTeamManager(request, request.params.teamId);
    return reply.status(201).send(await createPractice(ctx, access.team.id, access.viewer.userId, request.body));
  });

  // A weekly series (docs/decisions/072): every occurrence at once.
  api.post(
    '/api/teams/:teamId/practice-series',
    { schema: { ...team, body: practiceSeriesInputSchema, response: { 201: createdSeriesSchema } } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return reply.status(201).send(await createPracticeSeries(ctx, access.team.id, access.viewer.userId, request.body));
    },
  );

  // ?scope=following reaches this practice and the later ones of its series; the default is this one only.
  api.patch(
    '/api/teams/:teamId/practices/:itemId',
    { schema: { ...item, querystring: seriesScopeQuerySchema, body: partialInput(practiceInputSchema), response: updated } },
    async (request) => {
      await requireTeamManager(request, request.params.teamId);
      return updatePracticeInScope(ctx, request.params, request.body, request.query.scope);
    },
  );

  api.delete(
    '/api/teams/:teamId/practices/:itemId',
    { schema: { ...item, querystring: seriesScopeQuerySchema, response: { 204: noContent } } },
    async (request, reply) => {
      await requireTeamManager(request, request.params.teamId);
      await deletePracticeInScope(ctx, request.params, request.query.scope);
      return reply.status(204).send();
    },
  );

  // ------------------------------------------------------------ attendance

  api.get(
    '/api/teams/:teamId/practices/:itemId/attendance',
    { schema: { ...item, response: { 200: practiceAttendanceSchema } } },
    async (request) => {
      const access = await requireTeamInsider(request, request.params.teamId);
      return getPracticeAttendance(ctx, access, request.params.itemId);
    },
  );

  api.put(
    '/api/teams/:teamId/practices/:itemId/attendance',
    { schema: { ...item, body: attendanceInputSchema, response: { 200: attendanceEntrySchema } } },
    async (request) => {
      const access = await requireTeamInsider(request, request.params.teamId);
      return recordAttendance(ctx, access, request.params.itemId, request.body);
    },
  );

  api.post(
    '/api/teams/:teamId/practices/:itemId/reminders',
    { schema: { ...item, response: { 200: reminderResponseSchema } } },
    async (request) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return sendAttendanceReminders(ctx, access, request.params.itemId);
    },
  );

  // ------------------------------------------------------------ tournaments (silver and gold)

  const requireTournamentManager = async (request: FastifyRequest, teamId: string) => {
    const access = await requireTeamManager(request, teamId);
    requireTeamTier(access, 'tournament_management', TEAM_TEXTS.tournamentTierRequired);
    return access;
  };

  // The manage screen's further pages of tournaments (docs/decisions/084): whoever may read the screen.
  api.get(
    '/api/teams/:teamId/tournaments',
    { schema: { ...team, querystring: tournamentPageQuerySchema, response: { 200: tournamentPageSchema } } },
    async (request) => {
      const access = await requireTeamInsider(request, request.params.teamId);
      return listTournamentPage(ctx.db, access.team.id, request.query.cursor);
    },
  );

  api.post('/api/teams/:teamId/tournaments', { schema: { ...team, body: tournamentInputSchema, response: created } }, async (request, reply) => {
    const access = await requireTournamentManager(request, request.params.teamId);
    return reply.status(201).send(await createTournament(ctx, access.team.id, request.body));
  });

  api.patch(
    '/api/teams/:teamId/tournaments/:itemId',
    { schema: { ...item, body: partialInput(tournamentInputSchema), response: updated } },
    async (request) => {
      await requireTournamentManager(request, request.params.teamId);
      return updateTournament(ctx, request.params, request.body);
    },
  );

  api.delete('/api/teams/:teamId/tournaments/:itemId', { schema: { ...item, response: { 204: noContent } } }, async (request, reply) => {
    await requireTournamentManager(request, request.params.teamId);
    await deleteTournament(ctx, request.params);
    return reply.status(204).send();
  });

  // ------------------------------------------------------------ recruiting posts

  api.post(
    '/api/teams/:teamId/recruiting-posts',
    { schema: { ...team, body: recruitingPostInputSchema, response: created } },
    async (request, reply) => {
      const access = await requireTeamManager(request, request.params.teamId);
      return reply.status(201).send(await createRecruitingPost(ctx, access.team.id, access.viewer.userId, request.body));
    },
  );

  api.patch(
    '/api/teams/:teamId/recruiting-posts/:itemId',
    { schema: { ...item, body: recruitingPostPatchSchema, response: updated } },
    async (request) => {
      await requireTeamManager(request, request.params.teamId);
      return updateRecruitingPost(ctx, request.params, request.body);
    },
  );

  api.delete('/api/teams/:teamId/recruiting-posts/:itemId', { schema: { ...item, response: { 204: noContent } } }, async (request, reply) => {
    await requireTeamManager(request, request.params.teamId);
    await deleteRecruitingPost(ctx, request.params);
    return reply.status(204).send();
  });

  // ------------------------------------------------------------ achievements

  api.post('/api/teams/:teamId/achievements', { schema: { ...team, body: achievementInputSchema, response: created } }, async (request, reply) => {
    const access = await requireTeamManager(request, request.params.teamId);
    return reply.status(201).send(await createAchievement(ctx, access.team.id, request.body));
  });

  api.patch(
    '/api/teams/:teamId/achievements/:itemId',
    { schema: { ...item, body: partialInput(achievementInputSchema), response: updated } },
    async (request) => {
      await requireTeamManager(request, request.params.teamId);
      return updateAchievement(ctx, request.params, request.body);
    },
  );

  api.delete('/api/teams/:teamId/achievements/:itemId', { schema: { ...item, response: { 204: noContent } } }, async (request, reply) => {
    await requireTeamManager(request, request.params.teamId);
    await deleteAchievement(ctx, request.params);
    return reply.status(204).send();
  });

  // ------------------------------------------------------------ calendar feed

  api.get('/api/teams/:teamId/calendar-feed', { schema: { ...team, response: { 200: calendarFeedSchema } } }, async (request) => {
    const access = await requireTeamInsider(request, request.params.teamId);
    return getCalendarFeed(ctx, access);
  });

  api.post('/api/teams/:teamId/calendar-feed', { schema: { ...team, response: { 200: calendarFeedSchema } } }, async (request) => {
    const access = await requireTeamInsider(request, request.params.teamId);
    return rotateCalendarFeed(ctx, access);
  });

  api.delete('/api/teams/:teamId/calendar-feed', { schema: { ...team, response: { 204: noContent } } }, async (request, reply) => {
    const access = await requireTeamInsider(request, request.params.teamId);
    await revokeCalendarFeed(ctx, access);
    return reply.status(204).send();
  });

  // Public: the secret token in the URL is the credential (calendar apps send no cookie).
  api.get(
    '/api/calendar/:token',
    {
      config: { rateLimit: CALENDAR_RATE_LIMIT },
      schema: { tags, params: calendarTokenParamsSchema, response: { 200: fileResponse('text/calendar', 'The team calendar (iCalendar)') } },
    },
    async (request, reply) => {
      const body = await renderTeamCalendar(ctx, request.params.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="team-calendar.ics"')
        .send(body);
    },
  );

  // ------------------------------------------------------------ analytics (silver and gold)

  api.get('/api/teams/:teamId/analytics', { schema: { ...team, response: { 200: teamAnalyticsSchema } } }, async (request) => {
    const access = await requireTeamManager(request, request.params.teamId, { allowArchived: true });
    requireTeamTier(access, 'advanced_analytics', TEAM_TEXTS.analyticsTierRequired);
    return getTeamAnalytics(ctx, access.team.id);
  });
}
