/**
 * Short links (issue 13.6, docs/decisions/039): `/r/{code}` to a program's
 * interest form or its college page (made by the program's staff, listed in
 * the hub's Links tab), to a player's own card, or to a status page. Clicks
 * and submissions are counted per link and UTC day; nothing about the
 * visitor is kept.
 */
import { z } from 'zod';
import { SHORT_LINK_CODE_PATTERN, SHORT_LINK_TARGETS } from '../recruiting/recruiting-values.ts';
import { optionalPlainText } from './plain-text.ts';

export const SHORT_LINK_LABEL_MAX = 80;
/** The Links tab's chart and per-day figures cover this many days, today (UTC) included. */
export const SHORT_LINK_STATS_DAYS = 30;
/** A program lists at most this many links (newest first). */
export const SHORT_LINK_LIST_LIMIT = 200;

export const SHORT_LINK_TEXTS = {
  programNotFound: 'Program not found',
  linkNotFound: 'Link not found',
  formNotFound: 'Pick one of this program’s forms',
  formNotPublished: 'Publish the form first: a draft has no public page',
  outcomeNotFound: 'Outcome not found',
  expiryInPast: 'Pick a day in the future',
  nothingToChange: 'Change at least one field',
  noProfile: 'Set up your player profile first: a card link needs a player card.',
  notForYou: 'Only players share a player card.',
  // The pages /r/{code} shows when it does not redirect.
  goneTitle: 'This link no longer works',
  goneExpired: 'The link you followed has expired.',
  goneDisabled: 'The link you followed was turned off by its owner.',
  unavailableTitle: 'This page is not available right now',
  unavailableMessage: 'The page this link points to is not public at the moment.',
  goneHelp: 'Ask whoever shared it for a new link.',
  rateLimited: 'Too many links opened from your network in a short time. Wait a minute and try again.',
  copied: 'Link copied',
  copyFailed: 'Copy failed: select the link and copy it yourself.',
} as const;

export const shortLinkTargetSchema = z.enum(SHORT_LINK_TARGETS);

export const shortLinkCodeSchema = z.string().regex(SHORT_LINK_CODE_PATTERN, 'Not a short-link code');
export const shortLinkCodeParamsSchema = z.object({ code: shortLinkCodeSchema });
export const shortLinkParamsSchema = z.object({ linkId: z.uuid() });
export const programLinksParamsSchema = z.object({ programId: z.uuid() });

/** A future moment, or null (never expires). */
const expiresAtSchema = z.iso
  .datetime({ offset: true, message: 'Enter a date and time' })
  .nullable()
  .refine((value) => value === null || Date.parse(value) > Date.now(), SHORT_LINK_TEXTS.expiryInPast);

const labelSchema = optionalPlainText('Label', SHORT_LINK_LABEL_MAX);

/** POST /api/programs/:programId/short-links: a link to one of the program's published forms, or to its college page. */
export const createProgramLinkSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('form'), formId: z.uuid(SHORT_LINK_TEXTS.formNotFound), label: labelSchema.optional(), expiresAt: expiresAtSchema.optional() }),
  z.object({ target: z.literal('college'), label: labelSchema.optional(), expiresAt: expiresAtSchema.optional() }),
]);
export type CreateProgramLink = z.input<typeof createProgramLinkSchema>;

/** PATCH /api/short-links/:linkId: label, expiry, disabled; at least one. */
export const updateShortLinkSchema = z
  .object({ label: labelSchema.optional(), expiresAt: expiresAtSchema.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.label !== undefined || body.expiresAt !== undefined || body.disabled !== undefined, SHORT_LINK_TEXTS.nothingToChange);
export type UpdateShortLink = z.input<typeof updateShortLinkSchema>;

export const SHORT_LINK_STATES = ['active', 'expired', 'disabled'] as const;
export type ShortLinkState = (typeof SHORT_LINK_STATES)[number];

export const shortLinkDaySchema = z.object({ day: z.iso.date(), clicks: z.number().int(), submissions: z.number().int() });
export type ShortLinkDay = z.infer<typeof shortLinkDaySchema>;

export const shortLinkSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  /** `/r/{code}`: prefix the site's origin to share it. */
  path: z.string(),
  target: shortLinkTargetSchema,
  /** What it points at in words ("Fall 2026 tryout interest", "Demo University"). */
  targetLabel: z.string(),
  /** Where it redirects (without the `?via=` of a form link). */
  targetPath: z.string(),
  formId: z.uuid().nullable(),
  label: z.string().nullable(),
  state: z.enum(SHORT_LINK_STATES),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

export const shortLinkStatsSchema = z.object({
  clicks7d: z.number().int(),
  clicks30d: z.number().int(),
  clicksTotal: z.number().int(),
  submissions30d: z.number().int(),
  submissionsTotal: z.number().int(),
  /** The last SHORT_LINK_STATS_DAYS days with any count, oldest first (days without are zero). */
  days: z.array(shortLinkDaySchema),
});
export type ShortLinkStats = z.infer<typeof shortLinkStatsSchema>;

export const programLinkSchema = shortLinkSchema.extend({ stats: shortLinkStatsSchema });
export type ProgramLink = z.infer<typeof programLinkSchema>;

/** GET /api/programs/:programId/short-links: the links with their figures, and the forms a new link may point at. */
export const programLinksResponseSchema = z.object({
  program: z.object({ id: z.uuid(), collegeSlug: z.string(), collegeName: z.string() }),
  /** The days the figures cover, oldest first, ending today (UTC). */
  days: z.array(z.iso.date()),
  links: z.array(programLinkSchema),
  forms: z.array(z.object({ id: z.uuid(), title: z.string(), status: z.enum(['draft', 'published', 'closed']) })),
});
export type ProgramLinksResponse = z.infer<typeof programLinksResponseSchema>;

/** POST /api/me/short-links/card takes no body (an empty object at most). */
export const cardLinkBodySchema = z.object({}).strict().nullish();

/** The player's card link (created or reused), and whether the card is public (else the link shows a notice). */
export const cardLinkResponseSchema = z.object({ link: shortLinkSchema, cardIsPublic: z.boolean() });
export type CardLinkResponse = z.infer<typeof cardLinkResponseSchema>;

/** GET /api/short-links/:code/status: what /r/{code} shows when the SPA renders it (404 unknown, 410 gone). */
export const shortLinkStatusSchema = z.object({
  state: z.enum(['active', 'unavailable']),
  /** Where an active link goes. */
  targetPath: z.string().nullable(),
});
export type ShortLinkStatus = z.infer<typeof shortLinkStatusSchema>;

export const shortLinkPath = (code: string) => `/r/${code}`;
