/**
 * The Marvel Rivals cooldown board (/mr/cooldowns, issue 14.7, docs/decisions/045):
 * heroes and their abilities' cooldowns, with the game patch each ability row
 * applies to and whether its values are samples still to be checked against
 * that patch. Anyone reads the table; platform staff write it.
 */
import { z } from 'zod';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const MR_HERO_ROLES = ['vanguard', 'duelist', 'strategist'] as const;
export type MrHeroRole = (typeof MR_HERO_ROLES)[number];
export const MR_HERO_ROLE_LABELS: Record<MrHeroRole, string> = {
  vanguard: 'Vanguard',
  duelist: 'Duelist',
  strategist: 'Strategist',
};

/** Bounds of the table: the board shows every hero at once, so the table stays small. */
export const MR_LIMITS = {
  heroes: 200,
  abilitiesPerHero: 12,
  cooldownMaxSeconds: 600,
  chargesMax: 9,
  /** Heroes per team on the board. */
  teamSize: 6,
} as const;

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`)
    .refine(isPlainText, plainTextMessage(label));

export const mrHeroInputSchema = z.object({
  name: name('Hero name'),
  role: z.enum(MR_HERO_ROLES, { error: 'Choose Vanguard, Duelist or Strategist' }),
});
export type MrHeroInput = z.input<typeof mrHeroInputSchema>;

export const mrAbilityInputSchema = z.object({
  name: name('Ability name'),
  /** The key or slot the game binds it to by default (Shift, E, Q, F, Right click, ...): shown, not used as our shortcut. */
  slot: z
    .string({ error: 'Key or slot is required' })
    .trim()
    .min(1, 'Key or slot is required')
    .max(20, 'Key or slot must be at most 20 characters')
    .refine(isPlainText, plainTextMessage('Key or slot')),
  cooldownSeconds: z
    .number({ error: 'Cooldown must be a number of seconds' })
    .min(0, 'Cooldown must be between 0 and 600 seconds')
    .max(MR_LIMITS.cooldownMaxSeconds, 'Cooldown must be between 0 and 600 seconds')
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'Cooldown has at most one decimal (tenths of a second)'),
  /** Charges the ability holds (each recharges after the cooldown); null for a single use. */
  charges: z
    .number({ error: 'Charges must be a whole number' })
    .int('Charges must be a whole number')
    .min(2, 'Charges must be between 2 and 9 (leave empty for one)')
    .max(MR_LIMITS.chargesMax, 'Charges must be between 2 and 9 (leave empty for one)')
    .nullable(),
  /** The game patch the values were taken from (e.g. the version shown in the game's patch notes). */
  patch: z
    .string({ error: 'Patch is required' })
    .trim()
    .min(1, 'Patch is required')
    .max(40, 'Patch must be at most 40 characters')
    .refine(isPlainText, plainTextMessage('Patch')),
  /** True while the values are samples not yet checked against the patch: the board labels them SAMPLE. */
  isSample: z.boolean({ error: 'Say whether the values are samples' }),
  sortOrder: z.number({ error: 'Order must be a whole number' }).int('Order must be a whole number').min(0).max(99),
});
export type MrAbilityInput = z.input<typeof mrAbilityInputSchema>;

export const mrAbilitySchema = z.object({
  id: z.uuid(),
  heroId: z.uuid(),
  name: z.string(),
  slot: z.string(),
  cooldownSeconds: z.number(),
  charges: z.number().int().nullable(),
  patch: z.string(),
  isSample: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type MrAbility = z.infer<typeof mrAbilitySchema>;

export const mrHeroSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(MR_HERO_ROLES),
  abilities: z.array(mrAbilitySchema),
});
export type MrHero = z.infer<typeof mrHeroSchema>;

/** GET /api/mr/heroes: every hero by role, then name; abilities by order, then name. */
export const mrHeroListSchema = z.object({ heroes: z.array(mrHeroSchema) });
export type MrHeroList = z.infer<typeof mrHeroListSchema>;

export const mrHeroParamsSchema = z.object({ heroId: z.uuid() });
export const mrAbilityParamsSchema = z.object({ abilityId: z.uuid() });

export const MR_TEXTS = {
  heroNotFound: 'Hero not found',
  abilityNotFound: 'Ability not found',
  heroTaken: 'A hero with this name already exists',
  abilityTaken: 'This hero already has an ability with this name',
  tooManyHeroes: `The table holds at most ${MR_LIMITS.heroes} heroes.`,
  tooManyAbilities: `A hero has at most ${MR_LIMITS.abilitiesPerHero} abilities.`,
  onlyStaff: 'Only platform staff can edit hero data.',
} as const;
