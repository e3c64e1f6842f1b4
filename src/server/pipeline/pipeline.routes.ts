/**
 * The pipeline board (issue 13.1, docs/decisions/036): a program's board,
 * adding, moving, the side panel with its notes, owner, tags and next
 * action, removing, and Message. Every route names the program; the viewer
 * must "can view a program" of its college (pipelineAccess, checked before
 * the body is read); anyone else and an unknown program get 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendMessageBodySchema } from '#shared/contracts/messaging.ts';
import {
  addPipelineEntryBodySchema,
  movedPipelineEntrySchema,
  movePipelineEntryBodySchema,
  pipelineBoardQuerySchema,
  pipelineBoardResponseSchema,
  pipelineEntryParamsSchema,
  pipelineEntryResponseSchema,
  pipelineEntryUpdatedSchema,
  pipelineListQuerySchema,
  pipelineListResponseSchema,
  pipelineMessageResponseSchema,
  pipelineNoteBodySchema,
  pipelineNoteParamsSchema,
  pipelineNoteResponseSchema,
  pipelinePanelSchema,
  pipelineProgramParamsSchema,
  pipelineRemovedSchema,
  updatePipelineEntryBodySchema,
} from '#shared/contracts/pipeline.ts';
import { pipelineAccess, requirePipelineProgram } from './pipeline-policies.ts';
import { perAccountRateLimit } from '#server/auth/account-rate-limits.ts';
import { MESSAGE_RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { addPipelineEntry } from './add-pipeline-entry.ts';
import { addPipelineNote } from './add-pipeline-note.ts';
import { deletePipelineNote } from './delete-pipeline-note.ts';
import { getPipelineBoard } from './get-pipeline-board.ts';
import { getPipelineList } from './get-pipeline-list.ts';
import { getPipelinePanel } from './get-pipeline-panel.ts';
import { messagePipelinePlayer } from './message-pipeline-player.ts';
import { movePipelineEntry } from './move-pipeline-entry.ts';
import { removePipelineEntry } from './remove-pipeline-entry.ts';
import { updatePipelineEntry } from './update-pipeline-entry.ts';
import { updatePipelineNote } from './update-pipeline-note.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function pipelineRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['pipeline'];
  const config = { access: pipelineAccess };
  const base = '/api/programs/:programId/pipeline';

  api.get(
    base,
    { config, schema: { tags, params: pipelineProgramParamsSchema, querystring: pipelineBoardQuerySchema, response: { 200: pipelineBoardResponseSchema } } },
    async (request) => getPipelineBoard(ctx.db, await requirePipelineProgram(request), request.query),
  );

  api.get(
    `${base}/list`,
    { config, schema: { tags, params: pipelineProgramParamsSchema, querystring: pipelineListQuerySchema, response: { 200: pipelineListResponseSchema } } },
    async (request) => getPipelineList(ctx.db, await requirePipelineProgram(request), request.query),
  );

  api.post(
    `${base}/entries`,
    { config, schema: { tags, params: pipelineProgramParamsSchema, body: addPipelineEntryBodySchema, response: { 200: pipelineEntryResponseSchema, 201: pipelineEntryResponseSchema } } },
    async (request, reply) => {
      const result = await addPipelineEntry(ctx, await requirePipelineProgram(request), request.body);
      return reply.status(result.isExisting ? 200 : 201).send(result);
    },
  );

  api.post(
    `${base}/entries/:entryId/move`,
    { config, schema: { tags, params: pipelineEntryParamsSchema, body: movePipelineEntryBodySchema, response: { 200: movedPipelineEntrySchema } } },
    async (request) => ({ entry: await movePipelineEntry(ctx, await requirePipelineProgram(request), request.params.entryId, request.body) }),
  );

  api.get(
    `${base}/entries/:entryId`,
    { config, schema: { tags, params: pipelineEntryParamsSchema, response: { 200: pipelinePanelSchema } } },
    async (request) => getPipelinePanel(ctx.db, await requirePipelineProgram(request), request.params.entryId),
  );

  api.patch(
    `${base}/entries/:entryId`,
    { config, schema: { tags, params: pipelineEntryParamsSchema, body: updatePipelineEntryBodySchema, response: { 200: pipelineEntryUpdatedSchema } } },
    async (request) => ({ entry: await updatePipelineEntry(ctx, await requirePipelineProgram(request), request.params.entryId, request.body) }),
  );

  api.delete(
    `${base}/entries/:entryId`,
    { config, schema: { tags, params: pipelineEntryParamsSchema, response: { 200: pipelineRemovedSchema } } },
    async (request) => {
      await removePipelineEntry(ctx, await requirePipelineProgram(request), request.params.entryId);
      return { status: 'removed' as const };
    },
  );

  api.post(
    `${base}/entries/:entryId/notes`,
    { config, schema: { tags, params: pipelineEntryParamsSchema, body: pipelineNoteBodySchema, response: { 201: pipelineNoteResponseSchema } } },
    async (request, reply) => {
      const note = await addPipelineNote(ctx.db, await requirePipelineProgram(request), request.params.entryId, request.body.body);
      return reply.status(201).send({ note });
    },
  );

  api.patch(
    `${base}/entries/:entryId/notes/:noteId`,
    { config, schema: { tags, params: pipelineNoteParamsSchema, body: pipelineNoteBodySchema, response: { 200: pipelineNoteResponseSchema } } },
    async (request) => ({ note: await updatePipelineNote(ctx.db, await requirePipelineProgram(request), request.params, request.body.body) }),
  );

  api.delete(
    `${base}/entries/:entryId/notes/:noteId`,
    { config, schema: { tags, params: pipelineNoteParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await deletePipelineNote(ctx.db, await requirePipelineProgram(request), request.params);
      return reply.status(204).send();
    },
  );

  api.post(
    `${base}/entries/:entryId/message`,
    {
      config: { ...config, rateLimit: perAccountRateLimit(app.rateLimits.messageSends, MESSAGE_RATE_LIMIT_MESSAGE) },
      schema: { tags, params: pipelineEntryParamsSchema, body: sendMessageBodySchema, response: { 201: pipelineMessageResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await messagePipelinePlayer(ctx, await requirePipelineProgram(request), request.params.entryId, request.body.body)),
  );
}
