/**
 * A program's best players by match (docs/decisions/030, 035, 090): the
 * top `limit` of the recruiter search's rows of the program's title, in
 * rankByMatch's order (score, confidence, user id in code-point order),
 * scored by the SQL form (match-score-sql.ts), so the scores are the
 * engine's.
 *
 * First at a cut (docs/decisions/090): only the rows whose rank, roles and
 * class year could still reach a score of `cut` (match-profile-cut.ts: a
 * condition on indexed columns that keeps every such row) are scored, and
 * their best `limit` are the answer when the last of them scores at least
 * the cut: every row left out scores below it. The cut starts at the best
 * score any row can have and goes down a few steps; when none gives
 * `limit` rows, the whole list is ranked by the bounded statement of
 * decision 035 (rankAllPlayersByMatchSql).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MatchProgram } from '#shared/match/match-types.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { profileCut } from './match-profile-cut.ts';
import { anyOf, composeScore, matchScoreParts, programViewMatchColumns, scoreOf, sumOf } from './match-score-sql.ts';

export interface RankedMatchRow {
  userId: string;
  score: number;
  confidence: number;
}

interface RankOptions {
  limit: number;
  /** The caller's access rule over `r` (player_search_rows, which holds the visibility rule's columns): which players this viewer may list. */
  visibleWhere: SQL;
}

/** How far below the best possible score the cut goes before the whole list is ranked. */
const CUT_STEPS = [0, 5, 15];

const limitOf = (options: RankOptions) => Math.max(0, Math.floor(options.limit));

const rankedRows = (rows: { userId: string; score: number; confidence: number | string }[]): RankedMatchRow[] =>
  rows.map((row) => ({ userId: row.userId, score: Number(row.score), confidence: Number(row.confidence) }));

export async function rankPlayersByMatchSql(db: Database, program: MatchProgram, options: RankOptions): Promise<RankedMatchRow[]> {
  if (limitOf(options) === 0) return [];
  const cut = profileCut(program);
  for (const step of CUT_STEPS) {
    const ranked = await rankAboveCut(db, program, options, cut.highest - step, cut);
    if (ranked === 'no cut') break;
    if (ranked) return ranked;
  }
  return rankAllPlayersByMatchSql(db, program, options);
}

/**
 * The best `limit` rows among those that can reach `cut`, when the last of them scores at least `cut` (then
 * they are the true top `limit`); null when it does not; 'no cut' when the condition would keep every row.
 */
export async function rankAboveCut(
  db: Database,
  program: MatchProgram,
  options: RankOptions,
  cut: number,
  profile = profileCut(program),
): Promise<RankedMatchRow[] | null | 'no cut'> {
  const limit = limitOf(options);
  const condition = profile.condition(cut, 'r');
  if (!condition) return 'no cut';
  const { score, confidence } = composeScoreOf(program);
  const rows = rankedRows(
    await rowsOf<{ userId: string; score: number; confidence: number | string }>(
      db,
      sql`select r.user_id as "userId", ${score} as score, ${confidence} as confidence
        from player_search_rows r join esports_titles t on t.id = r.esports_title_id and t.slug = ${program.titleSlug}
        where ${options.visibleWhere} and ${condition}
        order by score desc, confidence desc, r.user_id collate "C"
        limit ${limit}`,
    ),
  );
  return rows.length === limit && rows[limit - 1]!.score >= cut ? rows : null;
}

function composeScoreOf(program: MatchProgram) {
  const parts = matchScoreParts(program, programViewMatchColumns('r'));
  return composeScore(parts, { value: parts.profileValue, known: parts.profileKnown, cap: parts.profileCap });
}

/**
 * Every listed row ranked (decision 035): the preferences' half of the score (location, cost, level: the costlier
 * half, worth at most 30 points) is computed only for the players whose highest possible score (each of those
 * factors at 1) reaches a cut found in the same statement: the higher of the `limit`-th best lowest possible score
 * (each at 0, a hard preference assumed broken) and the `limit`-th best exact score among the rows with the highest
 * upper bounds. Nobody else can enter the top `limit`, and everyone who can is scored exactly.
 */
export async function rankAllPlayersByMatchSql(db: Database, program: MatchProgram, options: RankOptions): Promise<RankedMatchRow[]> {
  const limit = limitOf(options);
  if (limit === 0) return [];
  const row = programViewMatchColumns('r');
  const parts = matchScoreParts(program, row);
  const { score, confidence } = composeScore(parts, { value: parts.profileValue, known: parts.profileKnown, cap: parts.profileCap });
  // Bounds of the final score from the profile's half: a hard preference may cap (lowest), never raise (highest).
  const mayBreakHard = sql`(${row.preferences.isSet} and cardinality(${row.preferences.hard}) > 0)`;
  const lowest = scoreOf(sumOf(parts.profileValue, parts.preferenceLow), parts.total, anyOf([parts.profileCap, mayBreakHard]));
  const highest = scoreOf(sumOf(parts.profileValue, parts.preferenceHigh), parts.total, parts.profileCap);
  const title = sql`join esports_titles t on t.id = r.esports_title_id and t.slug = ${program.titleSlug}`;
  // One scan (parallel where the server can) works out both bounds of every row and keeps them in a narrow
  // materialised list; the probe reads the rows with the highest upper bounds again by primary key (a lateral
  // lookup, `offset 0` so the planner does not turn it into a hash join over the whole table).
  const rowOf = sql`cross join lateral (select * from player_search_rows s
    where s.user_id = b.user_id and s.esports_title_id = b.esports_title_id offset 0) r`;
  const probe = Math.max(limit * 2, 100);
  const rows = await rowsOf<{ userId: string; score: number; confidence: number | string }>(
    db,
    sql`with bounds as materialized (
        select r.user_id, r.esports_title_id, ${lowest} as lowest, ${highest} as highest
        from player_search_rows r ${title}
        where ${options.visibleWhere}
      ),
      probed as materialized (
        select ${score} as score from (select * from bounds order by highest desc limit ${probe}) b ${rowOf}
      ),
      cut as (
        select greatest(
          coalesce((select lowest from bounds order by lowest desc limit 1 offset ${limit - 1}), -1),
          coalesce((select score from probed order by score desc limit 1 offset ${limit - 1}), -1)
        ) as value
      )
      select r.user_id as "userId", ${score} as score, ${confidence} as confidence
      from bounds b ${rowOf}
      where b.highest >= (select value from cut)
      order by score desc, confidence desc, r.user_id collate "C"
      limit ${limit}`,
  );
  return rankedRows(rows);
}
