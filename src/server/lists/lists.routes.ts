/** My Lists (issue 11.7, docs/decisions/024): every route is the signed-in owner's own; another user's list is 404. Players or colleges (issue 12.3). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addListItemSchema,
  createListSchema,
  listDetailSchema,
  listIdParamsSchema,
  listItemCreatedSchema,
  listItemParamsSchema,
  listMembershipsQuerySchema,
  listMembershipsResponseSchema,
  listsResponseSchema,
  listSummarySchema,
  renameListSchema,
  reorderListSchema,
  updateListItemSchema,
} from '#shared/contracts/lists.ts';
import { requireUser } from '#server/auth/policies.ts';
import { requireListableCollege, requireListablePlayer, requireListOwner } from './lists-policies.ts';
import { profileViewerOf } from '#server/visibility/profile-visibility-sql.ts';
import { addListItem, checkItemKind, type ListItemTarget } from './add-list-item.ts';
import { createList } from './create-list.ts';
import { deleteList } from './delete-list.ts';
import { getList } from './get-list.ts';
import { listMemberships } from './list-memberships.ts';
import { listMyLists } from './list-my-lists.ts';
import { removeListItem } from './remove-list-item.ts';
import { renameList } from './rename-list.ts';
import { reorderList } from './reorder-list.ts';
import { updateListItemNote } from './update-list-item.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function listRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lists'];
  const { db } = app.ctx;
  // Signed out: 401 before any input is read (decision 014).
  const config = { access: requireUser };

  api.get('/api/lists', { config, schema: { tags, response: { 200: listsResponseSchema } } }, async (request) => {
    const viewer = await requireUser(request);
    return listMyLists(db, viewer.userId);
  });

  api.post(
    '/api/lists',
    { config, schema: { tags, body: createListSchema, response: { 201: listSummarySchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      return reply.status(201).send(await createList(db, viewer.userId, request.body));
    },
  );

  api.get(
    '/api/lists/memberships',
    { config, schema: { tags, querystring: listMembershipsQuerySchema, response: { 200: listMembershipsResponseSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      const { collegeId, playerUserId } = request.query;
      const target: ListItemTarget = collegeId
        ? { itemType: 'college', collegeId: (await requireListableCollege(db, collegeId)).id }
        : { itemType: 'player', playerUserId: (await requireListablePlayer(db, viewer, { playerUserId })).userId };
      return listMemberships(db, viewer.userId, target);
    },
  );

  api.get(
    '/api/lists/:listId',
    { config, schema: { tags, params: listIdParamsSchema, response: { 200: listDetailSchema } } },
    async (request) => {
      const { viewer, list } = await requireListOwner(request, request.params.listId);
      return getList(db, profileViewerOf(viewer)!, list);
    },
  );

  api.patch(
    '/api/lists/:listId',
    { config, schema: { tags, params: listIdParamsSchema, body: renameListSchema, response: { 200: listSummarySchema } } },
    async (request) => {
      const { viewer } = await requireListOwner(request, request.params.listId);
      return renameList(db, viewer.userId, request.params.listId, request.body);
    },
  );

  api.delete('/api/lists/:listId', { config, schema: { tags, params: listIdParamsSchema, response: { 204: noContent } } }, async (request, reply) => {
    const { viewer } = await requireListOwner(request, request.params.listId);
    await deleteList(db, viewer.userId, request.params.listId);
    return reply.status(204).send();
  });

  api.post(
    '/api/lists/:listId/items',
    { config, schema: { tags, params: listIdParamsSchema, body: addListItemSchema, response: { 201: listItemCreatedSchema } } },
    async (request, reply) => {
      const { viewer, list } = await requireListOwner(request, request.params.listId);
      checkItemKind(list, request.body);
      const { collegeId } = request.body;
      const target: ListItemTarget = collegeId
        ? { itemType: 'college', collegeId: (await requireListableCollege(db, collegeId)).id }
        : { itemType: 'player', playerUserId: (await requireListablePlayer(db, viewer, request.body)).userId };
      return reply.status(201).send(await addListItem(db, list.id, target));
    },
  );

  api.patch(
    '/api/lists/:listId/items/:itemId',
    {
      config,
      schema: {
        tags,
        params: listItemParamsSchema,
        body: updateListItemSchema,
        response: { 200: z.object({ id: z.uuid(), note: z.string().nullable() }) },
      },
    },
    async (request) => {
      const { list } = await requireListOwner(request, request.params.listId);
      return updateListItemNote(db, list.id, request.params.itemId, request.body.note);
    },
  );

  api.delete(
    '/api/lists/:listId/items/:itemId',
    { config, schema: { tags, params: listItemParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { list } = await requireListOwner(request, request.params.listId);
      await removeListItem(db, list.id, request.params.itemId);
      return reply.status(204).send();
    },
  );

  api.put(
    '/api/lists/:listId/order',
    { config, schema: { tags, params: listIdParamsSchema, body: reorderListSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { list } = await requireListOwner(request, request.params.listId);
      await reorderList(db, list.id, request.body.itemIds);
      return reply.status(204).send();
    },
  );
}
