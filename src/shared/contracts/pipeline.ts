/**
 * The pipeline board (issue 13.1, docs/decisions/036): a program's entries
 * by stage and position, one entry's side panel (profile summary, form
 * answers, staff-only notes, stage history), and the changes (add, move,
 * owner, tags, next action, remove, message). Everything here is read and
 * written by users who "can view a program" of the program's college only;
 * nothing of it is ever shown to the player or their guardians.
 */
import { z } from 'zod';
import { MATCH_BANDS } from '../match/match-types.ts';
import { PROGRAM_LEVELS } from '../recruiting/program-levels.ts';
import {
  PIPELINE_NOTE_MAX,
  PIPELINE_SOURCES,
  PIPELINE_STAGES,
  PIPELINE_TAG_MAX,
  PIPELINE_TAGS_MAX,
  type PipelineStage,
} from '../recruiting/recruiting-values.ts';
import { isPlainText, optionalPlainText, plainText, plainTextMessage } from './plain-text.ts';

export const PIPELINE_TEXTS = {
  programNotFound: 'Program not found',
  entryNotFound: 'This player is not in the pipeline',
  playerNotFound: 'Player not found',
  noteNotFound: 'Note not found',
  notOwnNote: 'You can only change your own notes.',
  unknownStage: 'Pick one of the stages Interested, Contacted, Evaluating, Committed or Not a fit',
  staleVersion: 'Someone else changed this card. The board shows the latest version now.',
  ownerNotStaff: 'Pick a staff member of this college',
  neighbourNotFound: 'The card to place it next to is not in that column',
  tagsMax: `At most ${PIPELINE_TAGS_MAX} tags`,
  tagLength: `Tags are 1 to ${PIPELINE_TAG_MAX} characters`,
  needPlayer: 'Give the player (user id or profile address)',
  nothingToChange: 'Nothing to change',
  cannotMessage: 'You cannot message this player',
} as const;

/** Cards of each column in the board's first load; each "Show more" adds as many again. */
export const PIPELINE_COLUMN_PAGE = 50;
/** Rows of the list view's first load; each "Show more" adds as many again. */
export const PIPELINE_LIST_PAGE = 100;
/** Most cards of one column, or rows of the list, served at once. */
export const PIPELINE_SHOW_MAX = 5000;
/** "No contact in 14 days". */
export const PIPELINE_NO_CONTACT_DAYS = 14;

export const pipelineStageSchema = z.enum(PIPELINE_STAGES, PIPELINE_TEXTS.unknownStage);

export const pipelineProgramParamsSchema = z.object({ programId: z.uuid(PIPELINE_TEXTS.programNotFound) });
export const pipelineEntryParamsSchema = pipelineProgramParamsSchema.extend({ entryId: z.uuid(PIPELINE_TEXTS.entryNotFound) });
export const pipelineNoteParamsSchema = pipelineEntryParamsSchema.extend({ noteId: z.uuid(PIPELINE_TEXTS.noteNotFound) });

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const pipelineFiltersSchema = z.object({
  classYear: z.preprocess(emptyToUndefined, z.coerce.number('Class years are years such as 2027').int('Class years are years such as 2027').min(2000, 'Class years are years such as 2027').max(2100, 'Class years are years such as 2027').optional()),
  /** A staff user id, or `none` for entries without an owner. */
  owner: z.preprocess(emptyToUndefined, z.string().max(100, 'Pick an owner from the list').optional()),
  tag: z.preprocess(emptyToUndefined, z.string().trim().max(PIPELINE_TAG_MAX, PIPELINE_TEXTS.tagLength).optional()),
  source: z.preprocess(emptyToUndefined, z.enum(PIPELINE_SOURCES, 'Pick one of the listed sources').optional()),
  noContact: z.preprocess(
    (value) => (value === 'true' || value === true ? true : value === 'false' || value === '' || value === undefined ? undefined : value),
    z.literal(true, 'Use true or leave it out').optional(),
  ),
});
/** The filters of the board and the list. */
export type PipelineFilters = z.output<typeof pipelineFiltersSchema>;

/** How many cards each column shows: PIPELINE_COLUMN_PAGE unless `show` says more. */
export type ColumnShow = Partial<Record<PipelineStage, number>>;

const SHOW_MESSAGE = `Use stage:count pairs such as contacted:100 (a count from 1 to ${PIPELINE_SHOW_MAX})`;

/** `show=contacted:100,evaluating:150`: the columns that show more than their first page. */
export function parseColumnShow(value: string): ColumnShow | null {
  const show: ColumnShow = {};
  for (const pair of value.split(',')) {
    const match = /^([a-z_]+):(\d{1,5})$/.exec(pair.trim());
    const stage = match?.[1] as PipelineStage | undefined;
    const count = Number(match?.[2]);
    if (!stage || !(PIPELINE_STAGES as readonly string[]).includes(stage) || count < 1 || count > PIPELINE_SHOW_MAX) return null;
    show[stage] = count;
  }
  return show;
}

export function columnShowParam(show: ColumnShow): string {
  return PIPELINE_STAGES.filter((stage) => show[stage] !== undefined)
    .map((stage) => `${stage}:${show[stage]}`)
    .join(',');
}

/** GET /api/programs/:programId/pipeline?classYear=&owner=&tag=&source=&noContact=&show= */
export const pipelineBoardQuerySchema = pipelineFiltersSchema.extend({
  show: z.preprocess(
    emptyToUndefined,
    z
      .string(SHOW_MESSAGE)
      .max(200, SHOW_MESSAGE)
      .transform((value, ctx) => {
        const show = parseColumnShow(value);
        if (show) return show;
        ctx.addIssue({ code: 'custom', message: SHOW_MESSAGE });
        return z.NEVER;
      })
      .optional(),
  ),
});
export type PipelineBoardQuery = z.output<typeof pipelineBoardQuerySchema>;

/** The list view's sorts. */
export const PIPELINE_LIST_SORTS = ['name', 'stage', 'nextAction'] as const;
export type PipelineListSort = (typeof PIPELINE_LIST_SORTS)[number];

/** GET /api/programs/:programId/pipeline/list?(filters)&sort=&direction=&limit= */
export const pipelineListQuerySchema = pipelineFiltersSchema.extend({
  sort: z.preprocess(emptyToUndefined, z.enum(PIPELINE_LIST_SORTS, 'Sort by name, stage or nextAction').default('stage')),
  direction: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc'], 'Use asc or desc').default('asc')),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number(`Show 1 to ${PIPELINE_SHOW_MAX} rows`)
      .int(`Show 1 to ${PIPELINE_SHOW_MAX} rows`)
      .min(1, `Show 1 to ${PIPELINE_SHOW_MAX} rows`)
      .max(PIPELINE_SHOW_MAX, `Show 1 to ${PIPELINE_SHOW_MAX} rows`)
      .default(PIPELINE_LIST_PAGE),
  ),
});
export type PipelineListQuery = z.output<typeof pipelineListQuerySchema>;

const matchSchema = z.object({ percent: z.number().int(), band: z.enum(MATCH_BANDS) }).nullable();

export const pipelineEntrySchema = z.object({
  id: z.uuid(),
  playerUserId: z.string(),
  slug: z.string().nullable(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  classYear: z.number().int().nullable(),
  /** Rank and role for the program's title. */
  rank: z.string().nullable(),
  role: z.string().nullable(),
  match: matchSchema,
  stage: z.enum(PIPELINE_STAGES),
  position: z.number(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  tags: z.array(z.string()),
  source: z.enum(PIPELINE_SOURCES),
  nextActionOn: z.string().nullable(),
  lastContactAt: z.string().nullable(),
  version: z.number().int(),
  /** Unread messages to the viewer in a conversation with this player. */
  hasUnread: z.boolean(),
  /** A public committed or signed outcome with another college; null otherwise. */
  committedElsewhere: z.object({ collegeName: z.string() }).nullable(),
});
export type PipelineEntry = z.infer<typeof pipelineEntrySchema>;

export const pipelineProgramSchema = z.object({
  id: z.uuid(),
  collegeId: z.uuid(),
  collegeName: z.string(),
  collegeSlug: z.string(),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
});

export const pipelineStaffSchema = z.object({ userId: z.string(), name: z.string() });
export type PipelineStaff = z.infer<typeof pipelineStaffSchema>;

/** Entries per stage matching the filters (all of them, not only those sent). */
export const pipelineTotalsSchema = z.object(Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, z.number().int()])) as Record<PipelineStage, z.ZodNumber>);
export type PipelineTotals = z.infer<typeof pipelineTotalsSchema>;

export const pipelineBoardResponseSchema = z.object({
  program: pipelineProgramSchema,
  /** The first cards of each column (PIPELINE_COLUMN_PAGE, or as many as `show` asks), ordered by stage (board order), position, id. */
  entries: z.array(pipelineEntrySchema),
  totals: pipelineTotalsSchema,
  /** Every tag of the program's entries (for the filter), one spelling per tag case-insensitively, alphabetical. */
  tags: z.array(z.string()),
  /** Who may own an entry: the college's admins and staff, by name. */
  staff: z.array(pipelineStaffSchema),
});
export type PipelineBoardResponse = z.infer<typeof pipelineBoardResponseSchema>;

export const pipelineListResponseSchema = z.object({
  /** The first `limit` entries in the asked order (id breaks ties). */
  entries: z.array(pipelineEntrySchema),
  /** Entries matching the filters. */
  total: z.number().int(),
});
export type PipelineListResponse = z.infer<typeof pipelineListResponseSchema>;

/** POST /api/programs/:programId/pipeline/entries */
export const addPipelineEntryBodySchema = z
  .object({
    playerUserId: z.string().trim().min(1).max(100).optional(),
    playerSlug: z.string().trim().min(1).max(200).optional(),
    source: z.enum(PIPELINE_SOURCES, 'Pick one of the listed sources').default('manual'),
  })
  .refine((body) => body.playerUserId !== undefined || body.playerSlug !== undefined, { message: PIPELINE_TEXTS.needPlayer, path: ['playerUserId'] });
export type AddPipelineEntryBody = z.input<typeof addPipelineEntryBodySchema>;
export const pipelineEntryResponseSchema = z.object({ entry: pipelineEntrySchema, isExisting: z.boolean() });

/** POST /api/programs/:programId/pipeline/entries/:entryId/move: the new stage and a place in it. */
export const movePipelineEntryBodySchema = z.object({
  stage: pipelineStageSchema,
  /** Place it just before this entry of the target column. */
  beforeId: z.uuid(PIPELINE_TEXTS.neighbourNotFound).optional(),
  /** Place it just after this entry of the target column. */
  afterId: z.uuid(PIPELINE_TEXTS.neighbourNotFound).optional(),
  /** Or at this index of the target column (0: top); none of the three: the end. */
  index: z.number().int().min(0).max(100_000).optional(),
  /** The version the client saw: a stale one is refused with 409 (leave it out to move whatever the version). */
  version: z.number().int().min(1).optional(),
});
export type MovePipelineEntryBody = z.infer<typeof movePipelineEntryBodySchema>;
export const movedPipelineEntrySchema = z.object({
  entry: z.object({ id: z.uuid(), stage: z.enum(PIPELINE_STAGES), position: z.number(), version: z.number().int(), lastContactAt: z.string().nullable() }),
});
export type MovedPipelineEntry = z.infer<typeof movedPipelineEntrySchema>['entry'];

/** Tags: trimmed, 1..30 characters, deduplicated case-insensitively (the first spelling stays), at most 10. */
export const pipelineTagsSchema = z
  .array(z.string().trim().min(1, PIPELINE_TEXTS.tagLength).max(PIPELINE_TAG_MAX, PIPELINE_TEXTS.tagLength).refine(isPlainText, plainTextMessage('A tag')))
  .max(50, PIPELINE_TEXTS.tagsMax)
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((tags) => tags.length <= PIPELINE_TAGS_MAX, PIPELINE_TEXTS.tagsMax);

const isoDate = z.iso.date('Use a date such as 2027-03-01');

/** PATCH /api/programs/:programId/pipeline/entries/:entryId */
export const updatePipelineEntryBodySchema = z
  .object({
    ownerUserId: z.string().min(1).max(100).nullable().optional(),
    tags: pipelineTagsSchema.optional(),
    nextActionOn: isoDate.nullable().optional(),
    nextActionNote: optionalPlainText('The next action', 200).optional(),
    version: z.number().int().min(1).optional(),
  })
  .refine(
    (body) => body.ownerUserId !== undefined || body.tags !== undefined || body.nextActionOn !== undefined || body.nextActionNote !== undefined,
    PIPELINE_TEXTS.nothingToChange,
  );
export type UpdatePipelineEntryBody = z.input<typeof updatePipelineEntryBodySchema>;

export const pipelineNoteBodySchema = z.object({ body: plainText('The note', PIPELINE_NOTE_MAX) });

export const pipelineNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  authorUserId: z.string().nullable(),
  authorName: z.string(),
  isOwn: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PipelineNote = z.infer<typeof pipelineNoteSchema>;

export const pipelineHistoryRowSchema = z.object({
  id: z.number().int(),
  fromStage: z.enum(PIPELINE_STAGES).nullable(),
  toStage: z.enum(PIPELINE_STAGES),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type PipelineHistoryRow = z.infer<typeof pipelineHistoryRowSchema>;

export const pipelineFormAnswersSchema = z.object({
  id: z.uuid(),
  formTitle: z.string(),
  status: z.string(),
  submittedAt: z.string(),
  answers: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type PipelineFormAnswers = z.infer<typeof pipelineFormAnswersSchema>;

export const pipelinePanelSchema = z.object({
  entry: pipelineEntrySchema.extend({ nextActionNote: z.string().nullable(), createdAt: z.string() }),
  profile: z.object({
    headline: z.string().nullable(),
    state: z.string().nullable(),
    isMinor: z.boolean(),
    /** The player's conversation with the viewer, when there is one. */
    conversationId: z.uuid().nullable(),
  }),
  forms: z.array(pipelineFormAnswersSchema),
  notes: z.array(pipelineNoteSchema),
  history: z.array(pipelineHistoryRowSchema),
});
export type PipelinePanel = z.infer<typeof pipelinePanelSchema>;

export const pipelineNoteResponseSchema = z.object({ note: pipelineNoteSchema });
export const pipelineMessageResponseSchema = z.object({ conversationId: z.uuid(), lastContactAt: z.string() });
export const pipelineRemovedSchema = z.object({ status: z.literal('removed') });
export const pipelineEntryUpdatedSchema = z.object({ entry: pipelineEntrySchema });

/** Column order of the board; `not_a_fit` is the collapsed one. */
export const BOARD_STAGES: readonly PipelineStage[] = PIPELINE_STAGES;
