/**
 * Feature-flag administration (spec sections 3 and 4: experiments). One set
 * of schemas validates the testing dashboard's flag form and the
 * /api/admin/flags routes.
 */
import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import { FEATURE_TYPES } from '../value-sets.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const FLAG_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

export const flagKeySchema = z
  .string()
  .trim()
  .min(2, 'Key must be at least 2 characters')
  .max(64, 'Key must be at most 64 characters')
  .regex(FLAG_KEY_PATTERN, 'Use lowercase letters, digits and underscores, starting with a letter');

/** Optional text: blank means "none" (stored as null). */
function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label))
    .nullable()
    .transform((value) => value || null);
}

export const ROLLOUT_ERROR = 'Rollout must be a whole number from 0 to 100';

/** Every setting of a flag except its key: the edit form and PATCH (partially). */
export const flagSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Choose on or off' }),
  rolloutPercentage: z.number({ error: ROLLOUT_ERROR }).int(ROLLOUT_ERROR).min(0, ROLLOUT_ERROR).max(100, ROLLOUT_ERROR),
  requiredRoles: z
    .array(z.enum(ROLES, { error: 'Unknown role' }), { error: 'Choose roles from the list' })
    .max(ROLES.length)
    .transform((roles) => [...new Set(roles)]),
  devOnly: z.boolean({ error: 'Choose on or off' }),
  variant: optionalText(64, 'Variant'),
  featureType: z.enum(FEATURE_TYPES, { error: `Choose one of: ${FEATURE_TYPES.join(', ')}` }),
  notes: optionalText(1000, 'Notes'),
});
export type FlagSettingsInput = z.input<typeof flagSettingsSchema>;
export type FlagSettings = z.output<typeof flagSettingsSchema>;

/** POST /api/admin/flags: a key plus every setting (the form sends them all). */
export const createFlagBodySchema = flagSettingsSchema.extend({ key: flagKeySchema });
export type CreateFlagInput = z.input<typeof createFlagBodySchema>;

/** PATCH /api/admin/flags/:key: any subset of the settings, at least one. */
export const updateFlagBodySchema = flagSettingsSchema
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    path: ['_'],
    message: 'Send at least one setting to change',
  });
export type UpdateFlagInput = z.input<typeof updateFlagBodySchema>;

export const flagKeyParamsSchema = z.object({ flagKey: flagKeySchema });

export const flagSchema = z.object({
  key: z.string(),
  variant: z.string().nullable(),
  enabled: z.boolean(),
  requiredRoles: z.array(z.string()),
  rolloutPercentage: z.number().int(),
  devOnly: z.boolean(),
  featureType: z.string(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type Flag = z.infer<typeof flagSchema>;

export const flagListResponseSchema = z.object({ flags: z.array(flagSchema) });
export type FlagListResponse = z.infer<typeof flagListResponseSchema>;
export const flagResponseSchema = z.object({ flag: flagSchema });

export const FLAG_NOT_FOUND = 'Flag not found';
export const FLAG_EXISTS = 'A flag with this key already exists';
