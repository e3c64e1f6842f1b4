/**
 * Practice answers without the manage screen (issue 26.9, docs/decisions/073):
 * a reminder's one-click answer links (no session: the link's secret is the
 * credential, sent in the body so no address the logs keep holds it), and a
 * guardian answering for their minor (teams-policies.ts decides who).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guardianPlayerParamsSchema,
  guardianPracticeParamsSchema,
  guardianPracticeSchema,
  guardianPracticesResponseSchema,
  RSVP_TEXTS,
  rsvpAnswerBodySchema,
  rsvpAnswerResponseSchema,
  rsvpLinkViewSchema,
  rsvpViewBodySchema,
} from '#shared/contracts/teams-rsvp.ts';
import { attendanceInputSchema } from '#shared/contracts/teams-schedule.ts';
import { perAddressRateLimit } from '#server/http/rate-limits.ts';
import { answerForMinor, listGuardianPractices } from './schedule/guardian-practices.ts';
import { answerRsvpLink, viewRsvpLink } from './schedule/practice-rsvp-links.ts';
import { requireGuardianOfMinor, requireGuardianPractice } from './teams-policies.ts';

export async function practiceRsvpRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['teams'];
  const { ctx } = app;
  const linkLimit = { rateLimit: perAddressRateLimit(app.rateLimits.applicationLinks, RSVP_TEXTS.tooManyRequests) };

  api.post(
    '/api/practice-rsvp/view',
    { config: linkLimit, schema: { tags, body: rsvpViewBodySchema, response: { 200: rsvpLinkViewSchema } } },
    async (request) => viewRsvpLink(ctx.db, request.body.token),
  );

  api.post(
    '/api/practice-rsvp/answer',
    { config: linkLimit, schema: { tags, body: rsvpAnswerBodySchema, response: { 200: rsvpAnswerResponseSchema } } },
    async (request) => answerRsvpLink(ctx, { token: request.body.token, status: request.body.status, notes: request.body.notes ?? null }),
  );

  api.get(
    '/api/guardian/players/:userId/practices',
    { schema: { tags, params: guardianPlayerParamsSchema, response: { 200: guardianPracticesResponseSchema } } },
    async (request) => {
      const access = await requireGuardianOfMinor(request, request.params.userId);
      return listGuardianPractices(ctx.db, access.playerUserId);
    },
  );

  api.put(
    '/api/guardian/players/:userId/practices/:practiceId/attendance',
    { schema: { tags, params: guardianPracticeParamsSchema, body: attendanceInputSchema, response: { 200: guardianPracticeSchema } } },
    async (request) => {
      const access = await requireGuardianPractice(request, request.params.userId, request.params.practiceId);
      return answerForMinor(ctx, access, { status: request.body.status, notes: request.body.notes ?? null });
    },
  );
}
