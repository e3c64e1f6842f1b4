/**
 * Profile views for players (issue 14.4, docs/decisions/049): the claimed
 * colleges whose staff opened a player's profile, grouped by week (Monday,
 * UTC), newest week first. A college counts once a day; the staff member is
 * never named (not even stored). Read by the player, their active guardians
 * and platform staff (`/player/{slug}/pipeline`, the "Profile views"
 * section); a weekly email digest, on by default, off in /account.
 */
import { z } from 'zod';
import { PLAYER_PLANS } from '../access/plans.ts';
import { PLAYER_RECRUITING_VIEWERS } from './player-recruiting.ts';

/** Weeks shown on the free player plan (the current one and those before it); Player Plus shows every view kept (#shared/plans.ts). */
export const PROFILE_VIEW_WEEKS_SHOWN = PLAYER_PLANS.free.profileViewWeeks!;

export const profileViewCollegeSchema = z.object({
  collegeId: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** Days of this week on which the college's staff viewed the profile (1-7). */
  days: z.number().int(),
  /** The last of those days (YYYY-MM-DD, UTC). */
  lastViewedOn: z.string(),
});
export type ProfileViewCollege = z.infer<typeof profileViewCollegeSchema>;

export const profileViewWeekSchema = z.object({
  /** The week's Monday (YYYY-MM-DD, UTC). */
  weekStart: z.string(),
  /** Most days first, then by name and id. */
  colleges: z.array(profileViewCollegeSchema),
});
export type ProfileViewWeek = z.infer<typeof profileViewWeekSchema>;

/** GET /api/players/:slug/profile-views. */
export const profileViewsSchema = z.object({
  viewer: z.enum(PLAYER_RECRUITING_VIEWERS),
  /** Newest week first; weeks without views are left out. */
  weeks: z.array(profileViewWeekSchema),
  /** Weeks shown by the player's plan (this week included); null: the whole history (Player Plus). */
  weeksShown: z.number().int().nullable(),
  /** Views older than the window exist (kept, shown on Player Plus). */
  olderViewsHidden: z.boolean(),
});
export type ProfileViews = z.infer<typeof profileViewsSchema>;

/** POST /api/admin/profile-view-digests/run: what the run sent. */
export const profileViewDigestRunSchema = z.object({ players: z.number().int(), emails: z.number().int() });
export type ProfileViewDigestRun = z.infer<typeof profileViewDigestRunSchema>;
