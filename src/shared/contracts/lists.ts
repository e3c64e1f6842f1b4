/**
 * My Lists (issue 11.7, docs/decisions/024): a user's private, named lists
 * of players or of colleges (issue 12.3), with a note per item and an order
 * the owner sets. One file so the routes, the web hooks,
 * the forms and the tests read the same shapes.
 */
import { z } from 'zod';
import { LIST_ITEM_TYPES } from '../value-sets.ts';
import { COLLEGE_TEXTS } from './colleges.ts';
import { optionalPlainText, plainText } from './plain-text.ts';
import { PLAYER_PROFILE_TEXTS } from './player-profile.ts';

/** A user keeps at most this many lists, each of at most MAX_ITEMS_PER_LIST items. */
export const MAX_LISTS_PER_USER = 50;
export const MAX_ITEMS_PER_LIST = 500;
export const LIST_NAME_MAX = 80;
export const LIST_NOTE_MAX = 2000;

export const LIST_TEXTS = {
  listNotFound: 'List not found',
  itemNotFound: 'Item not found',
  /** The same answer as an unknown or hidden profile everywhere (decision 019). */
  playerNotFound: PLAYER_PROFILE_TEXTS.notFound,
  nameTaken: 'You already have a list with this name',
  tooManyLists: `You can have up to ${MAX_LISTS_PER_USER} lists. Delete one to make room.`,
  listFull: `A list holds up to ${MAX_ITEMS_PER_LIST} items. Remove some or start another list.`,
  /** Any college may be listed (college pages are public); only an unknown one is refused. */
  collegeNotFound: COLLEGE_TEXTS.notFound,
  alreadyInList: 'This player is already in this list',
  collegeAlreadyInList: 'This college is already in this list',
  /** A list holds one kind of item, the kind chosen when it was created. */
  holdsColleges: 'This list holds colleges, not players',
  holdsPlayers: 'This list holds players, not colleges',
  orderMismatch: 'The order must name every item of the list once. Reload and try again.',
  choosePlayer: 'Choose a player or a college',
  noLongerAvailable: 'No longer available',
} as const;

export const listIdParamsSchema = z.object({ listId: z.uuid(LIST_TEXTS.listNotFound) });
export const listItemParamsSchema = z.object({ listId: z.uuid(LIST_TEXTS.listNotFound), itemId: z.uuid(LIST_TEXTS.itemNotFound) });

const listNameSchema = plainText('Name', LIST_NAME_MAX);

/** POST /api/lists */
export const createListSchema = z.object({
  name: listNameSchema,
  itemType: z.enum(LIST_ITEM_TYPES, 'Choose players or colleges').default('player'),
});
export type CreateListInput = z.input<typeof createListSchema>;

/** PATCH /api/lists/:listId */
export const renameListSchema = z.object({ name: listNameSchema });
export type RenameListInput = z.input<typeof renameListSchema>;

/**
 * POST /api/lists/:listId/items: a player by user id or by profile slug, or
 * a college by id (exactly one); the list's kind must match.
 */
export const addListItemSchema = z
  .object({
    playerUserId: z.string().trim().min(1).max(100).optional(),
    playerSlug: z.string().trim().min(1).max(100).optional(),
    collegeId: z.uuid('Choose a college').optional(),
  })
  .refine((input) => [input.playerUserId, input.playerSlug, input.collegeId].filter(Boolean).length === 1, {
    message: LIST_TEXTS.choosePlayer,
    path: ['playerUserId'],
  });
export type AddListItemInput = z.input<typeof addListItemSchema>;

/** PATCH /api/lists/:listId/items/:itemId: the owner's note; blank clears it. */
export const updateListItemSchema = z.object({ note: optionalPlainText('Note', LIST_NOTE_MAX) });
export type UpdateListItemInput = z.input<typeof updateListItemSchema>;

/** PUT /api/lists/:listId/order: every item id of the list once, first to last. */
export const reorderListSchema = z.object({
  itemIds: z.array(z.uuid(LIST_TEXTS.orderMismatch)).max(MAX_ITEMS_PER_LIST, LIST_TEXTS.orderMismatch),
});
export type ReorderListInput = z.input<typeof reorderListSchema>;

/** GET /api/lists/memberships?playerUserId= or ?collegeId=: the viewer's lists of that kind (exactly one is given). */
export const listMembershipsQuerySchema = z
  .object({
    playerUserId: z.string().trim().min(1, LIST_TEXTS.playerNotFound).max(100).optional(),
    collegeId: z.uuid(LIST_TEXTS.collegeNotFound).optional(),
  })
  .refine((query) => (query.playerUserId === undefined) !== (query.collegeId === undefined), {
    message: LIST_TEXTS.choosePlayer,
    path: ['playerUserId'],
  });
export type ListMembershipsQuery = z.output<typeof listMembershipsQuerySchema>;

// ---------------------------------------------------------------- responses

const isoDateTime = z.iso.datetime({ offset: true });

export const listSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  itemType: z.enum(LIST_ITEM_TYPES),
  itemCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ListSummary = z.infer<typeof listSummarySchema>;
export const listsResponseSchema = z.object({ lists: z.array(listSummarySchema) });
export type ListsResponse = z.infer<typeof listsResponseSchema>;

/** A player as a list shows them; a minor seen only as the public sees them has no avatar and no rank (decision 019). */
export const listPlayerSchema = z.object({
  userId: z.string(),
  slug: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  gradYear: z.number().int().nullable(),
  state: z.string().nullable(),
  mainGame: z.object({ titleName: z.string(), rankName: z.string().nullable() }).nullable(),
});
export type ListPlayer = z.infer<typeof listPlayerSchema>;

/** A college as a list shows it: the directory card's identity (pages are public, so always shown). */
export const listCollegeSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  isClaimed: z.boolean(),
  isDemo: z.boolean(),
});
export type ListCollege = z.infer<typeof listCollegeSchema>;

export const listItemSchema = z.object({
  id: z.uuid(),
  itemType: z.enum(LIST_ITEM_TYPES),
  position: z.number().int(),
  note: z.string().nullable(),
  createdAt: isoDateTime,
  /** Null when the owner may no longer see the player: shown as "No longer available", without any data. */
  player: listPlayerSchema.nullable(),
  collegeId: z.uuid().nullable(),
  /** The college of a college item; null for a player item. */
  college: listCollegeSchema.nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listDetailSchema = z.object({ list: listSummarySchema, items: z.array(listItemSchema) });
export type ListDetail = z.infer<typeof listDetailSchema>;

export const listItemCreatedSchema = z.object({ id: z.uuid() });

export const listMembershipSchema = z.object({
  listId: z.uuid(),
  name: z.string(),
  itemCount: z.number().int(),
  /** The player's (or college's) item in this list, or null when the list does not hold it. */
  itemId: z.uuid().nullable(),
});
export type ListMembership = z.infer<typeof listMembershipSchema>;
export const listMembershipsResponseSchema = z.object({ memberships: z.array(listMembershipSchema) });
export type ListMembershipsResponse = z.infer<typeof listMembershipsResponseSchema>;
