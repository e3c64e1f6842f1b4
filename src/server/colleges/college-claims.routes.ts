/**
 * Claiming college pages (issue 12.4, docs/decisions/032): a signed-in user
 * asks and reads their own request; platform staff list, approve and reject.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collegeClaimIdParamsSchema,
  collegeClaimQueueResponseSchema,
  collegeClaimRejectSchema,
  collegeClaimRequestSchema,
  collegeClaimReviewSchema,
  myCollegeClaimResponseSchema,
  myCollegeClaimSchema,
} from '#shared/contracts/college-claims.ts';
import { collegeSlugParamsSchema } from '#shared/contracts/colleges.ts';
import { requireCollegeClaimant, requireCollegeClaimReviewer } from './colleges-policies.ts';
import { approveCollegeClaim } from './claims/approve-college-claim.ts';
import { getMyCollegeClaim } from './claims/get-my-college-claim.ts';
import { listCollegeClaims } from './claims/list-college-claims.ts';
import { rejectCollegeClaim } from './claims/reject-college-claim.ts';
import { requestCollegeClaim } from './claims/request-college-claim.ts';

export async function collegeClaimRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['colleges'];
  const claimant = { access: requireCollegeClaimant };
  const reviewer = { access: requireCollegeClaimReviewer };

  api.post(
    '/api/colleges/:slug/claims',
    { config: claimant, schema: { tags, params: collegeSlugParamsSchema, body: collegeClaimRequestSchema, response: { 201: myCollegeClaimSchema } } },
    async (request, reply) => {
      const viewer = await requireCollegeClaimant(request);
      return reply.status(201).send(await requestCollegeClaim(app.ctx.db, viewer.userId, request.params.slug, request.body));
    },
  );

  api.get(
    '/api/colleges/:slug/claims/mine',
    { config: claimant, schema: { tags, params: collegeSlugParamsSchema, response: { 200: myCollegeClaimResponseSchema } } },
    async (request) => {
      const viewer = await requireCollegeClaimant(request);
      return getMyCollegeClaim(app.ctx.db, viewer.userId, request.params.slug);
    },
  );

  api.get(
    '/api/admin/college-claims',
    { config: reviewer, schema: { tags: ['admin'], response: { 200: collegeClaimQueueResponseSchema } } },
    async (request) => {
      await requireCollegeClaimReviewer(request);
      return listCollegeClaims(app.ctx.db);
    },
  );

  api.post(
    '/api/admin/college-claims/:claimId/approve',
    { config: reviewer, schema: { tags: ['admin'], params: collegeClaimIdParamsSchema, response: { 200: collegeClaimReviewSchema } } },
    async (request) => {
      const viewer = await requireCollegeClaimReviewer(request);
      return approveCollegeClaim(app.ctx, request.params.claimId, viewer.userId);
    },
  );

  api.post(
    '/api/admin/college-claims/:claimId/reject',
    {
      config: reviewer,
      schema: { tags: ['admin'], params: collegeClaimIdParamsSchema, body: collegeClaimRejectSchema, response: { 200: collegeClaimReviewSchema } },
    },
    async (request) => {
      const viewer = await requireCollegeClaimReviewer(request);
      return rejectCollegeClaim(app.ctx, request.params.claimId, viewer.userId, request.body.reason);
    },
  );
}
