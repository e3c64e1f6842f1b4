/**
 * GET /api/colleges/:slug/match (docs/decisions/030, "Preferences and the
 * match on the college side"): the signed-in player's match with each
 * program of the college, in their own view (their sliders apply, all their
 * own academics count), with the full breakdown for the "Why?" panel. A
 * separate request from the college page's, which stays the same for
 * everyone. Unknown slug: 404 "College not found", as for the page.
 */
import { eq, sql } from 'drizzle-orm';
import { canHaveCollegeMatch } from '#shared/access/access-rules.ts';
import type { CollegeMatchResponse } from '#shared/contracts/match.ts';
import { matchScore } from '#shared/match/match-score.ts';
import { collegeNotFound } from '#server/colleges/colleges-policies.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { colleges } from '#server/db/schema/colleges.ts';
import { loadMatchPlayer } from './load-match-player.ts';
import { loadMatchPrograms } from '../colleges/programs/load-match-programs.ts';

export async function getCollegeMatch(db: Database, viewer: Viewer, slug: string): Promise<CollegeMatchResponse> {
  const [college] = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.slug, slug));
  if (!college) throw collegeNotFound();
  if (!canHaveCollegeMatch(viewer.grants)) return { eligibility: 'not_a_player', hasPreferences: false, programs: [] };
  const loaded = await loadMatchPlayer(db, viewer.userId);
  if (!loaded) return { eligibility: 'no_player_profile', hasPreferences: false, programs: [] };
  const programs = await loadMatchPrograms(db, sql`p.college_id = ${college.id}`);
  return {
    eligibility: 'player',
    hasPreferences: loaded.hasPreferences,
    programs: programs.map((entry) => ({ programId: entry.programId, match: matchScore(loaded.player, entry.program, { perspective: 'player' }) })),
  };
}
