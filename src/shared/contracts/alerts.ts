/** Alert banners (spec sections 3, 4, 9). */
import { z } from 'zod';
import { BANNER_DEFAULT_COLORS, BANNER_DEFAULT_PRIORITY } from '../constants.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

const PRIORITY_MESSAGE = 'Priority must be a whole number from 0 to 1000';
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #FEF3C7');

export const alertInputSchema = z
  .object({
    message: z.string().trim().min(1, 'Message is required').max(300, 'Message must be at most 300 characters').refine(isPlainText, plainTextMessage('Message')),
    // A JSON number (no coercion: `true` or "12" in a body is refused, not read as 1 or 12).
    priority: z
      .number({ error: PRIORITY_MESSAGE })
      .int(PRIORITY_MESSAGE)
      .min(0, PRIORITY_MESSAGE)
      .max(1000, PRIORITY_MESSAGE)
      .default(BANNER_DEFAULT_PRIORITY),
    backgroundColor: hexColor.default(BANNER_DEFAULT_COLORS.backgroundColor),
    textColor: hexColor.default(BANNER_DEFAULT_COLORS.textColor),
    linkUrl: z
      .string()
      .trim()
      .max(500)
      .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\//.test(value), {
        message: 'Use a path like /welcome or a full https:// URL',
      })
      .nullable()
      .default(null)
      .transform((value) => value || null),
    linkText: z
      .string()
      .trim()
      .max(60)
      .refine(isPlainText, plainTextMessage('Link text'))
      .nullable()
      .default(null)
      .transform((value) => value || null),
    dismissible: z.boolean().default(true),
    isActive: z.boolean().default(true),
  })
  .refine((value) => (value.linkUrl === null) === (value.linkText === null), {
    path: ['linkText'],
    message: 'Give both a link and its text, or neither',
  });
export type AlertInput = z.input<typeof alertInputSchema>;

export const alertSchema = z.object({
  id: z.string(),
  message: z.string(),
  priority: z.number().int(),
  backgroundColor: z.string(),
  textColor: z.string(),
  linkUrl: z.string().nullable(),
  linkText: z.string().nullable(),
  dismissible: z.boolean(),
  isActive: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /api/alerts: active alerts, highest priority first (public). */
export const alertListResponseSchema = z.object({ alerts: z.array(alertSchema) });
export const alertIdParamsSchema = z.object({ id: z.uuid() });

/** The onboarding banner and the dismissed-banners key live in the zod-free ../banners.ts (the app shell's first download). */
export { DISMISSED_BANNERS_STORAGE_KEY, ONBOARDING_BANNER } from '../banners.ts';
