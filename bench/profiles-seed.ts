/**
 * Seed for `npm run bench:profiles`: N player profiles with 1.5 N game
 * profiles, in INSERT ... SELECT generate_series statements so that a
 * million rows take seconds per table. Names are made of syllables so that
 * a search for part of a gamertag or last name is selective, as real ones
 * are (80 syllables; gamertags two syllables and a number). Mix:
 * 85% published; 60% public, 30% recruiters_only, 10% private; 15% minors,
 * two thirds of them approved by a guardian; 1% deletion requested;
 * class years 2025-2031 over 50 states; GPA on 4.0; every player one game
 * (title by id), every other player a second; 30% a highlight; 10% on one of
 * N/1000 teams. The secondary indexes are dropped for the insert and
 * built again from their own definitions afterwards; then ANALYZE.
 */
import { sql } from 'drizzle-orm';
import { GAME_CATALOG } from '#shared/game-catalog.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/teams/team-sql.ts';

const SYLLABLES = ['ka', 'zen', 'ro', 'vex', 'mi', 'tor', 'lu', 'dra', 'ny', 'sol', 'qua', 'bex', 'fi', 'gor', 'ael', 'rix', 'shi', 'mon', 'pra', 'tel', 'ul', 'cy', 'dor', 'wen', 'ish', 'ko', 'ver', 'ja', 'lim', 'oz', 'har', 'ne', 'sty', 'ba', 'quil', 'end', 'fay', 'gri', 'um', 'pel', 'xan', 'bru', 'cal', 'dex', 'ev', 'fro', 'gan', 'hol', 'ith', 'jun', 'kel', 'lor', 'mav', 'nox', 'ob', 'pyr', 'rhu', 'sek', 'tan', 'ur', 'vil', 'wyn', 'yor', 'zak', 'ast', 'bel', 'cor', 'dun', 'eld', 'fen', 'gal', 'hex', 'ivo', 'jet', 'kor', 'lyn', 'mur', 'nim', 'orv', 'pax'];
const FIRST_NAMES = ['Avery', 'Blake', 'Carmen', 'Dante', 'Elena', 'Felix', 'Grace', 'Hugo', 'Iris', 'Jonah', 'Kira', 'Liam', 'Maya', 'Nico', 'Olive', 'Pavel', 'Quinn', 'Rosa', 'Sami', 'Tariq', 'Uma', 'Vince', 'Wren', 'Ximena', 'Yusuf', 'Zara'];
const STATES = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]::text[]`);
/** A stable pseudo-random 0..n-1 per row and purpose (hashes, not random(), so runs are repeatable). */
const pick = (purpose: string, n: number, row = 'i') => sql.raw(`(abs(hashtext('${purpose}' || ${row}::text)) % ${n})`);

/** Secondary indexes built once after the bulk insert (the migration's own definitions), not row by row. */
const DEFERRED_INDEXES = [
  'user_profiles_display_name_trgm_idx',
  'user_profiles_first_name_trgm_idx',
  'user_profiles_last_name_trgm_idx',
  'user_profiles_slug_trgm_idx',
  'user_profiles_published_visibility_idx',
  'user_profiles_recruiter_search_idx',
  'user_profiles_published_updated_idx',
  'player_game_profiles_title_tier_idx',
  'player_game_profiles_user_idx',
];

export async function seedProfiles(db: Database, count: number): Promise<void> {
  const definitions = await rowsOf<{ indexdef: string }>(
    db,
    sql`select indexdef from pg_indexes where indexname in (${sql.join(DEFERRED_INDEXES.map((name) => sql`${name}`), sql`, `)})`,
  );
  for (const name of DEFERRED_INDEXES) await db.execute(sql.raw(`drop index if exists ${name}`));
  await insertRows(db, count);
  for (const { indexdef } of definitions) await db.execute(sql.raw(indexdef));
  await db.execute(sql`analyze`);
}

async function insertRows(db: Database, count: number): Promise<void> {
  const syllable = (purpose: string) => sql`(${textArray(SYLLABLES)})[1 + ${pick(purpose, SYLLABLES.length)}]`;
  const teams = Math.max(10, Math.floor(count / 1000));
  await db.execute(sql`insert into profiles (id, email, full_name)
    select 'bench-' || i, 'bench-' || i || '@example.com', 'Bench ' || i from generate_series(1, ${sql.raw(String(count))}) i`);
  await db.execute(sql`insert into user_profiles (user_id, slug, display_name, first_name, last_name, email, is_published, visibility,
      birth_date, guardian_approved_visibility, deletion_requested_at, grad_year, state, gpa, gpa_scale, academics_visibility, published_at, updated_at)
    select 'bench-' || i,
      dn || '-' || i,
      initcap(dn),
      (${textArray(FIRST_NAMES)})[1 + ${pick('first', FIRST_NAMES.length)}],
      initcap(${syllable('l1')} || ${syllable('l2')} || ${syllable('l3')}),
      'bench-' || i || '@example.com',
      ${pick('published', 100)} < 85,
      case when ${pick('visibility', 10)} < 6 then 'public' when ${pick('visibility', 10)} < 9 then 'recruiters_only' else 'private' end,
      case when ${pick('minor', 100)} < 15 then (now() - interval '16 years')::date else (now() - interval '20 years')::date end,
      case when ${pick('minor', 100)} < 15 and ${pick('approved', 3)} < 2 then 'public' else null end,
      case when ${pick('deleting', 100)} = 0 then now() else null end,
      2025 + ${pick('class', 7)},
      (${textArray(STATES)})[1 + ${pick('state', STATES.length)}],
      round((2 + ${pick('gpa', 200)} / 100.0)::numeric, 2), '4.0',
      case when ${pick('academics', 4)} = 0 then 'private' when ${pick('academics', 4)} = 1 then 'public' else 'recruiters' end,
      now(), now() - (${pick('updated', 100000)} || ' minutes')::interval
    from (select i, ${syllable('d1')} || ${syllable('d2')} || ${pick('tag', 1000)} as dn
      from generate_series(1, ${sql.raw(String(count))}) i) names`);
  // One game per player, a second for every other player; current and peak rank from that title's ladder.
  await db.execute(sql`with titles as (
      select row_number() over (order by t.slug) - 1 as n, t.id, (select count(*) from rank_tiers rt where rt.esports_title_id = t.id) as tiers,
        case t.slug ${sql.join(GAME_CATALOG.map((game) => sql`when ${game.slug} then ${textArray(game.roles)}`), sql` `)} end as roles
      from esports_titles t where exists (select 1 from rank_ladders l where l.esports_title_id = t.id)),
    players as (
      select i, 0 as position, ${pick('game', 6)} as title_n from generate_series(1, ${sql.raw(String(count))}) i
      union all
      select i, 1, (${pick('game', 6)} + 3) % 6 from generate_series(1, ${sql.raw(String(count))}) i where i % 2 = 0)
    insert into player_game_profiles (user_id, esports_title_id, primary_role, current_tier_id, peak_tier_id, position)
    select 'bench-' || p.i, t.id,
      t.roles[1 + abs(hashtext('role' || p.i)) % cardinality(t.roles)],
      ct.id, ct.id, p.position
    from players p join titles t on t.n = p.title_n
    join rank_tiers ct on ct.esports_title_id = t.id and ct.ordinal = 1 + (abs(hashtext('tier' || p.i || p.position)) % t.tiers)`);
  await db.execute(sql`insert into player_highlights (user_id, title, url, position)
    select 'bench-' || i, 'Highlight', 'https://www.youtube.com/watch?v=bench' || i, 0
    from generate_series(1, ${sql.raw(String(count))}) i where ${pick('highlight', 10)} < 3`);
  await db.execute(sql`insert into teams (name, owner_user_id, organization_type)
    select 'Bench Team ' || i, 'bench-' || i, 'high_school' from generate_series(1, ${sql.raw(String(teams))}) i`);
  await db.execute(sql`insert into team_members (team_id, user_id)
    select t.id, 'bench-' || i from generate_series(1, ${sql.raw(String(count))}) i
    join teams t on t.name = 'Bench Team ' || (1 + ${pick('team', teams)})
    where ${pick('onteam', 10)} = 0`);
}
