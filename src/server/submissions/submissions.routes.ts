/**
 * Interest form submissions and applications (issue 13.4 and 13.5,
 * docs/decisions/038): the public form and its submission (anyone; rate
 * limited per client address), the application link's page, withdraw and
 * revoke (the token's holder; the token travels in the body), a visitor's
 * repeat confirmed from its emailed link (the holder), claim (the
 * holder, signed in with the submission's verified email), the signed-in
 * player's own list, and the program's Responses tab ("can view a program";
 * anyone else 404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addResponsesToPipelineSchema,
  addToPipelineResultSchema,
  applicationRevokedSchema,
  applicationTokenBodySchema,
  applicationViewSchema,
  guardianCopyViewSchema,
  mySubmissionsSchema,
  programResponsesParamsSchema,
  publicFormParamsSchema,
  publicFormSchema,
  responseParamsSchema,
  responsesPageSchema,
  responsesQuerySchema,
  responseStatusBodySchema,
  submissionBodySchema,
  submissionResultSchema,
  SUBMISSION_TEXTS,
  updateConfirmedSchema,
} from '#shared/contracts/submissions.ts';
import { SUBMISSION_STATUSES } from '#shared/recruiting/recruiting-values.ts';
import { getViewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';
import { perAddressRateLimit } from '#server/http/rate-limits.ts';
import { claimApplication } from './claim-application.ts';
import { confirmSubmissionUpdate } from './confirm-submission-update.ts';
import { listMySubmissions, revokeApplicationLink, viewApplication, withdrawApplication } from './application-links.ts';
import { requireCsvExportRows } from '#server/subscriptions/plan-gates.ts';
import { responsesCsv, responsesCsvFilename } from './export-responses-csv.ts';
import { getPublicForm } from './get-public-form.ts';
import { allResponses, listResponses } from './list-responses.ts';
import { addResponsesToPipeline, setResponseStatus } from './response-changes.ts';
import { requireResponsesViewer } from './submission-access.ts';
import { submitForm } from './submit-form.ts';
import { viewGuardianCopy } from './view-guardian-copy.ts';
import { fileResponse } from '#server/http/openapi-document.ts';

export async function submissionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['submissions'];
  const { db } = app.ctx;
  const limits = app.rateLimits;
  const linkLimit = { rateLimit: perAddressRateLimit(limits.applicationLinks, SUBMISSION_TEXTS.tooManyLinkRequests) };
  const staff = { access: (request: FastifyRequest) => requireResponsesViewer(request, { beforeParsing: true }) };

  api.get(
    '/api/colleges/:slug/apply/:formId',
    {
      config: { rateLimit: perAddressRateLimit(limits.publicFormViews, SUBMISSION_TEXTS.tooManyViews) },
      schema: { tags, params: publicFormParamsSchema, response: { 200: publicFormSchema } },
    },
    async (request) => getPublicForm(db, await getViewer(request), request.params.slug, request.params.formId),
  );

  api.post(
    '/api/colleges/:slug/apply/:formId',
    {
      config: { rateLimit: perAddressRateLimit(limits.formSubmissions, SUBMISSION_TEXTS.tooManySubmissions) },
      schema: { tags, params: publicFormParamsSchema, body: submissionBodySchema, response: { 201: submissionResultSchema } },
    },
    async (request, reply) => {
      const result = await submitForm(app.ctx, await getViewer(request), request.params.slug, request.params.formId, request.body, limits.formVisitorSubmissions);
      return reply.status(201).send(result);
    },
  );

  api.post(
    '/api/applications/view',
    { config: linkLimit, schema: { tags, body: applicationTokenBodySchema, response: { 200: applicationViewSchema } } },
    async (request) => viewApplication(db, request.body.token, await getViewer(request)),
  );

  api.post(
    '/api/applications/withdraw',
    { config: linkLimit, schema: { tags, body: applicationTokenBodySchema, response: { 200: applicationViewSchema } } },
    async (request) => withdrawApplication(db, request.body.token, await getViewer(request)),
  );

  api.post(
    '/api/applications/claim',
    { config: { ...linkLimit, access: requireUser }, schema: { tags, body: applicationTokenBodySchema, response: { 200: applicationViewSchema } } },
    async (request) => claimApplication(db, request.body.token, await requireUser(request)),
  );

  // The link in an unverified guardian's email (decision 038, session 26): its holder reads what was sent.
  api.post(
    '/api/applications/guardian-view',
    { config: linkLimit, schema: { tags, body: applicationTokenBodySchema, response: { 200: guardianCopyViewSchema } } },
    async (request) => viewGuardianCopy(db, request.body.token),
  );

  // The link of a visitor's repeat (decision 038, "A visitor's repeat"): its holder applies the held answers.
  api.post(
    '/api/applications/confirm-update',
    { config: linkLimit, schema: { tags, body: applicationTokenBodySchema, response: { 200: updateConfirmedSchema } } },
    async (request) => confirmSubmissionUpdate(app.ctx, request.body.token),
  );

  api.post(
    '/api/applications/revoke',
    { config: linkLimit, schema: { tags, body: applicationTokenBodySchema, response: { 200: applicationRevokedSchema } } },
    async (request) => revokeApplicationLink(db, request.body.token, await getViewer(request)),
  );

  api.get(
    '/api/me/submissions',
    { config: { access: requireUser }, schema: { tags, response: { 200: mySubmissionsSchema } } },
    async (request) => listMySubmissions(db, (await requireUser(request)).userId),
  );

  api.get(
    '/api/colleges/:slug/programs/:programId/responses',
    { config: staff, schema: { tags, params: programResponsesParamsSchema, querystring: responsesQuerySchema, response: { 200: responsesPageSchema } } },
    async (request) => listResponses(db, (await requireResponsesViewer(request)).program, request.query),
  );

  api.get(
    '/api/colleges/:slug/programs/:programId/responses.csv',
    {
      config: staff,
      schema: {
        tags,
        params: programResponsesParamsSchema,
        querystring: z.object({ formId: z.uuid('Unknown form').optional(), status: z.enum(SUBMISSION_STATUSES, 'Unknown status').optional() }),
        response: { 200: fileResponse('text/csv', 'The responses as CSV') },
      },
    },
    async (request, reply) => {
      const { program } = await requireResponsesViewer(request);
      const { responses, versions } = await allResponses(db, program, request.query);
      // The college's plan (docs/decisions/046): a free college exports up to its row limit at a time.
      await requireCsvExportRows(db, program.collegeId, responses.length);
      const filename = responsesCsvFilename(program.collegeSlug, program.titleName, program.level, new Date().toISOString().slice(0, 10));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(responsesCsv(responses, versions));
    },
  );

  api.patch(
    '/api/colleges/:slug/programs/:programId/responses/:submissionId',
    {
      config: staff,
      schema: { tags, params: responseParamsSchema, body: responseStatusBodySchema, response: { 200: z.object({ id: z.uuid(), status: z.enum(SUBMISSION_STATUSES) }) } },
    },
    async (request) => setResponseStatus(db, await requireResponsesViewer(request), request.params.submissionId, request.body.status),
  );

  api.post(
    '/api/colleges/:slug/programs/:programId/responses/add-to-pipeline',
    { config: staff, schema: { tags, params: programResponsesParamsSchema, body: addResponsesToPipelineSchema, response: { 200: addToPipelineResultSchema } } },
    async (request) => addResponsesToPipeline(db, await requireResponsesViewer(request), request.body.submissionIds),
  );
}
