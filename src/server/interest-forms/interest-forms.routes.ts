/**
 * A program's interest forms on the staff side (issue 13.4,
 * docs/decisions/037): list, create, the builder's draft, publish, close,
 * reopen, settings, delete. Access is checked before the body is read
 * (interest-form-access.ts): "can view a program" of the program's college
 * for everything, "can manage a program" to publish or reopen.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createInterestFormInputSchema,
  interestFormDetailSchema,
  interestFormItemParamsSchema,
  interestFormListSchema,
  interestFormParamsSchema,
  interestFormSettingsInputSchema,
  publishInterestFormResultSchema,
  saveInterestFormDraftInputSchema,
} from '#shared/contracts/interest-forms.ts';
import { createInterestForm } from './create-interest-form.ts';
import { deleteInterestForm } from './delete-interest-form.ts';
import { getInterestForm } from './get-interest-form.ts';
import { checkInterestFormPublisher, checkInterestFormWorker, requireInterestFormPublisher, requireInterestFormWorker } from './interest-form-access.ts';
import { listProgramInterestForms } from './list-program-interest-forms.ts';
import { publishInterestForm } from './publish-interest-form.ts';
import { setInterestFormStatus } from './set-interest-form-status.ts';
import { saveInterestFormDraft } from './save-interest-form-draft.ts';
import { updateInterestFormSettings } from './update-interest-form-settings.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function interestFormRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['interest-forms'];
  const { db } = app.ctx;
  const worker = { access: checkInterestFormWorker };
  const publisher = { access: checkInterestFormPublisher };
  const base = '/api/programs/:programId/interest-forms';
  const item = `${base}/:formId`;

  api.get(base, { config: worker, schema: { tags, params: interestFormParamsSchema, response: { 200: interestFormListSchema } } }, async (request) => {
    const access = await requireInterestFormWorker(request);
    return listProgramInterestForms(db, access.programId);
  });

  api.post(
    base,
    { config: worker, schema: { tags, params: interestFormParamsSchema, body: createInterestFormInputSchema, response: { 201: interestFormDetailSchema } } },
    async (request, reply) => {
      const access = await requireInterestFormWorker(request);
      return reply.status(201).send(await createInterestForm(db, access.programId, access.viewer, request.body));
    },
  );

  api.get(item, { config: worker, schema: { tags, params: interestFormItemParamsSchema, response: { 200: interestFormDetailSchema } } }, async (request) => {
    const access = await requireInterestFormWorker(request);
    return getInterestForm(db, access.programId, request.params.formId);
  });

  api.put(
    `${item}/draft`,
    { config: worker, schema: { tags, params: interestFormItemParamsSchema, body: saveInterestFormDraftInputSchema, response: { 200: interestFormDetailSchema } } },
    async (request) => {
      const access = await requireInterestFormWorker(request);
      return saveInterestFormDraft(db, access.programId, request.params.formId, request.body);
    },
  );

  api.post(
    `${item}/publish`,
    { config: publisher, schema: { tags, params: interestFormItemParamsSchema, response: { 200: publishInterestFormResultSchema } } },
    async (request) => {
      const access = await requireInterestFormPublisher(request);
      return publishInterestForm(db, access.programId, request.params.formId, access.viewer);
    },
  );

  api.post(`${item}/close`, { config: worker, schema: { tags, params: interestFormItemParamsSchema, response: { 200: interestFormDetailSchema } } }, async (request) => {
    const access = await requireInterestFormWorker(request);
    return setInterestFormStatus(db, access.programId, request.params.formId, 'close');
  });

  api.post(`${item}/reopen`, { config: publisher, schema: { tags, params: interestFormItemParamsSchema, response: { 200: interestFormDetailSchema } } }, async (request) => {
    const access = await requireInterestFormPublisher(request);
    return setInterestFormStatus(db, access.programId, request.params.formId, 'reopen');
  });

  api.patch(
    `${item}/settings`,
    { config: worker, schema: { tags, params: interestFormItemParamsSchema, body: interestFormSettingsInputSchema, response: { 200: interestFormDetailSchema } } },
    async (request) => {
      const access = await requireInterestFormWorker(request);
      return updateInterestFormSettings(db, access.programId, request.params.formId, request.body);
    },
  );

  api.delete(item, { config: worker, schema: { tags, params: interestFormItemParamsSchema, response: { 204: noContent } } }, async (request, reply) => {
    const access = await requireInterestFormWorker(request);
    await deleteInterestForm(db, access.programId, request.params.formId);
    return reply.status(204).send();
  });
}
