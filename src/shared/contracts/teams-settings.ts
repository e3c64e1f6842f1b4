/** Team settings API (spec 2.5, 6): update the team, transfer ownership, archive; the team summary every settings write answers with. */
import { z } from 'zod';
import { ORGANIZATION_TYPES, SUBSCRIPTION_TIERS } from '../value-sets.ts';
import { createTeamSchema } from './teams.ts';
import { isoDateTime, timeZoneFieldSchema, weeklyAvailabilitySchema } from './teams-fields.ts';

/**
 * PATCH /api/teams/:teamId (Team Settings). subscriptionTier: yes_admin only.
 * maxRosterSize loses its create default first: zod's .partial() keeps
 * defaults, so `{ subscriptionTier }` alone would reset the roster size to 10.
 */
export const updateTeamSchema = createTeamSchema
  .extend({ maxRosterSize: createTeamSchema.shape.maxRosterSize.unwrap() })
  .partial()
  .extend({
    subscriptionTier: z.enum(SUBSCRIPTION_TIERS).optional(),
    // When the team usually plays, for Find scrims (docs/decisions/047).
    availability: weeklyAvailabilitySchema.optional(),
    timeZone: timeZoneFieldSchema.optional(),
  });
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

export const transferOwnershipSchema = z.object({ newOwnerUserId: z.string().min(1).max(64) });
export const archiveTeamSchema = z.object({ archived: z.boolean() });

export const teamSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  ownerUserId: z.string(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  organizationType: z.enum(ORGANIZATION_TYPES),
  maxRosterSize: z.number().int(),
  archivedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Weekly grid cells in `timeZone` (docs/decisions/047). */
  availability: z.array(z.string()),
  timeZone: z.string().nullable(),
  /** Managers only, on the manage screen: an old third-party logo / banner address is kept but no longer shown (docs/decisions/057). */
  hasOldLogoLink: z.boolean().optional(),
  hasOldBannerLink: z.boolean().optional(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

