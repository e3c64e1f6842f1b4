/**
 * The player's side of recruiting (issue 13.8, docs/decisions/042): the
 * college board and the player's own pipeline, each read in one GET; the
 * player's changes. Access is checked before the body is read (route config
 * `access`): readers are the player, their active guardians and platform
 * staff; writers the player alone.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  boardItemInputSchema,
  boardOrderInputSchema,
  collegeBoardSchema,
  playerPipelineItemInputSchema,
  playerPipelineSchema,
  playerProgramParamsSchema,
  playerRecruitingParamsSchema,
  programSearchQuerySchema,
  programSearchResponseSchema,
} from '#shared/contracts/player-recruiting.ts';
import { requireUser } from '#server/auth/policies.ts';
import {
  requirePlayerRecruitingEditor,
  requirePlayerRecruitingEditorBeforeParsing,
  requirePlayerRecruitingReader,
  requirePlayerRecruitingReaderBeforeParsing,
} from './player-recruiting-policies.ts';
import { getCollegeBoard } from './get-college-board.ts';
import { getPlayerPipeline } from './get-player-pipeline.ts';
import { removeBoardItem } from './remove-board-item.ts';
import { reorderBoard } from './reorder-board.ts';
import { saveBoardItem } from './save-board-item.ts';
import { savePlayerPipelineItem } from './save-player-pipeline-item.ts';
import { searchPrograms } from './search-programs.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function playerRecruitingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['player-recruiting'];
  const { db } = app.ctx;
  const reader = { access: requirePlayerRecruitingReaderBeforeParsing };
  const editor = { access: requirePlayerRecruitingEditorBeforeParsing };

  api.get(
    '/api/players/:slug/college-board',
    { config: reader, schema: { tags, params: playerRecruitingParamsSchema, response: { 200: collegeBoardSchema } } },
    async (request) => getCollegeBoard(db, await requirePlayerRecruitingReader(request)),
  );

  api.put(
    '/api/players/:slug/college-board/order',
    { config: editor, schema: { tags, params: playerRecruitingParamsSchema, body: boardOrderInputSchema, response: { 200: collegeBoardSchema } } },
    async (request) => {
      const access = await requirePlayerRecruitingEditor(request);
      await reorderBoard(db, access.player.userId, request.body);
      return getCollegeBoard(db, access);
    },
  );

  api.put(
    '/api/players/:slug/college-board/:programId',
    { config: editor, schema: { tags, params: playerProgramParamsSchema, body: boardItemInputSchema, response: { 200: collegeBoardSchema } } },
    async (request) => {
      const access = await requirePlayerRecruitingEditor(request);
      await saveBoardItem(db, access.player.userId, request.params.programId, request.body);
      return getCollegeBoard(db, access);
    },
  );

  api.delete(
    '/api/players/:slug/college-board/:programId',
    { config: editor, schema: { tags, params: playerProgramParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const access = await requirePlayerRecruitingEditor(request);
      await removeBoardItem(db, access.player.userId, request.params.programId);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/players/:slug/pipeline',
    { config: reader, schema: { tags, params: playerRecruitingParamsSchema, response: { 200: playerPipelineSchema } } },
    async (request) => getPlayerPipeline(db, await requirePlayerRecruitingReader(request)),
  );

  api.put(
    '/api/players/:slug/pipeline/:programId',
    { config: editor, schema: { tags, params: playerProgramParamsSchema, body: playerPipelineItemInputSchema, response: { 200: playerPipelineSchema } } },
    async (request) => {
      const access = await requirePlayerRecruitingEditor(request);
      await savePlayerPipelineItem(db, access.player.userId, request.params.programId, request.body);
      return getPlayerPipeline(db, access);
    },
  );

  api.get(
    '/api/player-recruiting/programs',
    { config: { access: requireUser }, schema: { tags, querystring: programSearchQuerySchema, response: { 200: programSearchResponseSchema } } },
    async (request) => ({ programs: await searchPrograms(db, request.query.q) }),
  );
}
