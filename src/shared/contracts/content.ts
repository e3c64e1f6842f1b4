/** Learning content pages (spec sections 3, 7.4): one contract for the editor form and the API. */
import { z } from 'zod';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(80, 'Slug must be at most 80 characters')
  .regex(SLUG_PATTERN, 'Use lowercase letters, numbers and single dashes');

export const contentPageInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters').refine(isPlainText, plainTextMessage('Title')),
  slug: slugSchema,
  menuDescription: z
    .string()
    .trim()
    .max(80, 'Menu description must be at most 80 characters')
    .refine(isPlainText, plainTextMessage('Menu description'))
    .nullable()
    .transform((value) => value || null),
  // A JSON number (no coercion: `true` or "3" are refused); the editor reads its input as a number.
  displayOrder: z
    .number({ error: 'Display order must be a number' })
    .int('Display order must be a whole number')
    .min(0, 'Display order must be 0 or more')
    .max(10_000, 'Display order must be at most 10000'),
  isPublished: z.boolean(),
  body: z.string().max(100_000, 'The page body is too long'),
});
export type ContentPageInput = z.input<typeof contentPageInputSchema>;

export const contentPageSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  menuDescription: z.string().nullable(),
  isPublished: z.boolean(),
  displayOrder: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

export const contentPageSchema = contentPageSummarySchema.extend({
  body: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/**
 * GET /api/content-pages: published pages by display_order ascending (the
 * Learn menu takes the first 5 and shows "View all N articles..." from
 * total). With ?all=true (privileged only) every page, newest first.
 */
export const contentPageListQuerySchema = z.object({ all: z.enum(['true', 'false']).optional() });
export const contentPageListResponseSchema = z.object({
  pages: z.array(contentPageSummarySchema),
  total: z.number().int(),
});
export type ContentPageList = z.infer<typeof contentPageListResponseSchema>;

export const contentPageSlugParamsSchema = z.object({ slug: z.string().min(1).max(80) });
export const contentPageIdParamsSchema = z.object({ id: z.uuid() });
