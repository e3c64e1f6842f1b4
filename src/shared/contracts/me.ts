import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import { THEMES } from '../value-sets.ts';

export const roleGrantSchema = z.object({ role: z.enum(ROLES), collegeId: z.uuid().nullable() });

export const profileSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  displayName: z.string(),
  isPublished: z.boolean(),
  themePreference: z.enum(THEMES).nullable(),
  isMinor: z.boolean(),
  /** Onboarding finished (setup_completed_at set): the onboarding banner goes and My Profile links to the profile (decision 020). */
  setupComplete: z.boolean(),
  completionPercent: z.number().int(),
});

/** A team the user is on (owner, or active player or staff), for the header's My teams (issue 26.2). */
export const myTeamLinkSchema = z.object({ id: z.uuid(), name: z.string() });
export type MyTeamLink = z.infer<typeof myTeamLinkSchema>;

/** The most teams the header lists; the home lists them all. */
export const MY_TEAMS_IN_HEADER = 10;

export const meResponseSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      fullName: z.string(),
      avatarUrl: z.string().nullable(),
    })
    .nullable(),
  profile: profileSummarySchema.nullable(),
  roles: z.array(roleGrantSchema),
  flags: z.record(z.string(), z.object({ enabled: z.boolean(), variant: z.string() })),
  /** The teams the user is on, by name (at most MY_TEAMS_IN_HEADER; none signed out). Optional in the type only: older fixtures omit it. */
  teams: z.array(myTeamLinkSchema).optional(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
export type ProfileSummary = z.infer<typeof profileSummarySchema>;
