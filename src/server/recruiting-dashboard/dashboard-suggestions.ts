/**
 * The dashboard's suggested players (docs/decisions/040): for each of the
 * first programs (recruiting ones first), the match engine's best players
 * not yet in that program's pipeline, among those the recruiter search
 * shows (live profiles shown to recruiters), ranked in SQL by
 * rankPlayersByMatchSql (one statement per program), with the top two
 * reasons in the program's view, which say whether a preference is met,
 * never what it is (docs/decisions/030). The players' inputs for the
 * reasons are read in one statement for all programs.
 */
import { sql } from 'drizzle-orm';
import { DASHBOARD_SUGGESTION_PROGRAMS, DASHBOARD_SUGGESTIONS_PER_PROGRAM, type DashboardProgram, type DashboardSuggestion } from '#shared/contracts/recruiting-dashboard.ts';
import type { Database } from '#server/db/client.ts';
import { loadMatchPrograms } from '#server/colleges/programs/load-match-programs.ts';
import { matchPlayerOfRow, type MatchPlayerRow } from '#server/match/match-player-of-row.ts';
import { storedPreferencesJsonSql } from '#server/match/match-preferences.ts';
import { rankedMatchSummary } from '#server/match/ranked-match-summary.ts';
import { recruiterAcademicsShownSql } from '#server/match/match-score-sql.ts';
import { rankPlayersByMatchSql, type RankedMatchRow } from '#server/match/rank-players-by-match-sql.ts';
import { recruiterProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';

interface InputRow extends MatchPlayerRow {
  titleSlug: string;
  slug: string;
  displayName: string;
  avatarUrl: string | null;
  tier: { ordinal: number; name: string } | null;
  primaryRole: string | null;
  secondaryRole: string | null;
}

export async function dashboardSuggestions(db: Database, viewerId: string, programs: readonly DashboardProgram[]): Promise<DashboardSuggestion[]> {
  const chosen = [...programs].sort((a, b) => Number(b.isRecruiting) - Number(a.isRecruiting)).slice(0, DASHBOARD_SUGGESTION_PROGRAMS);
  if (chosen.length === 0) return [];
  const loaded = await loadMatchPrograms(db, sql`p.id in (${sql.join(chosen.map((program) => sql`${program.id}::uuid`), sql`, `)})`);
  const byId = new Map(loaded.map((program) => [program.programId, program]));
  const ranked: { programId: string; rows: RankedMatchRow[] }[] = [];
  for (const program of chosen) {
    const match = byId.get(program.id);
    if (!match) continue;
    const rows = await rankPlayersByMatchSql(db, match.program, {
      limit: DASHBOARD_SUGGESTIONS_PER_PROGRAM,
      visibleWhere: sql`${recruiterProfileVisibleSql('r')} and r.user_id <> ${viewerId}
        and not exists (select 1 from pipeline_entries pe where pe.program_id = ${program.id} and pe.player_user_id = r.user_id)`,
    });
    ranked.push({ programId: program.id, rows });
  }
  const pairs = ranked.flatMap(({ programId, rows }) => rows.map((row) => ({ userId: row.userId, titleSlug: byId.get(programId)!.program.titleSlug })));
  if (pairs.length === 0) return ranked.map(({ programId }) => ({ programId, players: [] }));
  const inputs = await rowsOf<InputRow>(
    db,
    sql`select r.user_id as "userId", t.slug as "titleSlug", up.slug, up.display_name as "displayName", up.avatar_url as "avatarUrl",
        r.grad_year as "gradYear", case when rt.id is null then null else json_build_object('ordinal', rt.ordinal, 'name', rt.name) end as tier,
        r.primary_role as "primaryRole", r.secondary_role as "secondaryRole",
        case when ${recruiterAcademicsShownSql('up')} then up.gpa::text end as gpa, case when ${recruiterAcademicsShownSql('up')} then up.gpa_scale end as "gpaScale",
        r.recruiter_sat_score as "satScore", r.recruiter_act_score as "actScore", r.state, ${storedPreferencesJsonSql('mp')} as preferences
      from player_search_rows r
      join esports_titles t on t.id = r.esports_title_id
      join user_profiles up on up.id = r.profile_id
      left join rank_tiers rt on rt.id = r.current_tier_id
      left join player_match_preferences mp on mp.user_id = r.user_id
      where (r.user_id, t.slug) in (${sql.join(pairs.map((pair) => sql`(${pair.userId}, ${pair.titleSlug})`), sql`, `)})`,
  );
  const inputOf = new Map(inputs.map((row) => [`${row.userId} ${row.titleSlug}`, row]));
  return ranked.map(({ programId, rows }) => {
    const program = byId.get(programId)!.program;
    const players = rows.flatMap((ranking) => {
      const input = inputOf.get(`${ranking.userId} ${program.titleSlug}`);
      if (!input) return [];
      const player = matchPlayerOfRow(input, [
        { titleSlug: program.titleSlug, currentTier: input.tier, primaryRole: input.primaryRole, secondaryRole: input.secondaryRole },
      ]);
      const match = rankedMatchSummary(player, program, ranking);
      return [{ userId: input.userId, slug: input.slug, displayName: input.displayName, avatarUrl: input.avatarUrl, classYear: input.gradYear, match }];
    });
    return { programId, players };
  });
}
