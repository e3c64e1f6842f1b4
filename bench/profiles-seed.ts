/**
 * Seed for `npm run bench:profiles`: N player profiles with 1.5 N game
 * profiles, in INSERT ... SELECT generate_series statements so that a
 * million rows take seconds per table. Names are made of syllables so that
 * a search for part of a gamertag or last name is selective, as real ones
 * are (80 syllables; gamertags two syllables and a number). Mix:
 * 85% published; 60% public, 30% recruiters_only, 10% private; 15% minors,
 * two thirds of them approved by a guardian; 1% deletion requested;
 * class years 2025-2031 over 50 states; GPA on 4.0; every player one game
 * (title by id), every other player a second, each with in-game name,
 * region, two roles, mains, current and peak rank, hours and availability;
 * 30% highlights (one to three). What the profile page's team record reads:
 * 10% of players on one of N/100 teams (about ten each, joined 60 to 560
 * days ago, half on the team's game roster), each team with 38 practices
 * two a week (two upcoming, 5% cancelled) answered by 80% of its players,
 * 8 tournaments with placements (one upcoming), 4 achievements, and a
 * coach's evaluation for 30% of its players. Profiles and game profiles
 * go in with the triggers that keep the search rows off (migration 0011;
 * replica role, as bench/team-manage-seed.ts does), and each search table is
 * then filled in one INSERT ... SELECT from its definition.
 * The secondary indexes of the searches are dropped for the insert and built
 * again from their own definitions afterwards; then VACUUM ANALYZE (statistics, and the
 * visibility map autovacuum would set soon after such a load: without it
 * autovacuum runs in the middle of the measurements).
 * bench:colleges (bench/colleges-seed.ts) passes options: every player's
 * first game one title, no highlights or team records, SAT and ACT scores,
 * college preferences for 60% of the players.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AVAILABILITY_SLOTS, GAME_CATALOG } from '#shared/recruiting/game-catalog.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

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
  'player_game_profiles_title_tier_idx',
  'player_game_profiles_user_idx',
  'player_search_rows_game_idx',
  'player_search_rows_main_idx',
  'profile_search_rows_text_idx',
];

/** What bench:colleges changes in the mix (bench:profiles uses the defaults). */
export interface SeedProfilesOptions {
  /** Every player's first game is this title (its ladder and roles); the second game of every other player another title. */
  firstTitle?: string;
  /** Highlights and the team records (teams, practices, tournaments, evaluations): default true. */
  extras?: boolean;
  /** SAT for a third of the players, ACT for a quarter (bench:colleges' academics factor): default false. */
  testScores?: boolean;
  /** College preferences (player_match_preferences) for 60% of the players (bench:colleges' location, cost and level factors): default false. */
  matchPreferences?: boolean;
}

export async function seedProfiles(db: Database, count: number, options: SeedProfilesOptions = {}): Promise<void> {
  const definitions = await rowsOf<{ indexdef: string }>(
    db,
    sql`select indexdef from pg_indexes where indexname in (${sql.join(DEFERRED_INDEXES.map((name) => sql`${name}`), sql`, `)})`,
  );
  for (const name of DEFERRED_INDEXES) await db.execute(sql.raw(`drop index if exists ${name}`));
  await insertRows(db, count, options);
  const indexing = performance.now();
  for (const { indexdef } of definitions) await db.execute(sql.raw(indexdef));
  console.log(`  seed: ${definitions.length} search indexes built in ${seconds(indexing)}`);
  await step(db, 'vacuum analyze', sql`vacuum analyze`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** One seed statement, its time printed (a million profiles take minutes: this shows where). */
async function step(db: Pick<Database, 'execute'>, label: string, statement: SQL): Promise<void> {
  const started = performance.now();
  await db.execute(statement);
  console.log(`  seed: ${label} in ${seconds(started)}`);
}

async function insertRows(db: Database, count: number, options: SeedProfilesOptions): Promise<void> {
  await step(db, 'profiles', sql`insert into profiles (id, email, full_name)
    select 'bench-' || i, 'bench-' || i || '@example.com', 'Bench ' || i from generate_series(1, ${sql.raw(String(count))}) i`);
  // The search rows' triggers are off for the two bulk inserts (and so are foreign-key checks: the rows are consistent
  // by construction); the rows are filled once afterwards, from the same definition the triggers use.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await insertPlayers(tx, count, options);
    if (options.matchPreferences) await insertMatchPreferences(tx, count);
  });
  await step(db, 'profile_search_rows', sql`insert into profile_search_rows select * from profile_search_row_definitions`);
  await step(db, 'player_search_rows', sql`insert into player_search_rows select * from player_search_row_definitions`);
  if (options.extras === false) return;
  await step(db, 'player_highlights', sql`insert into player_highlights (user_id, title, url, position)
    select 'bench-' || i, 'Highlight ' || (k + 1), 'https://www.youtube.com/watch?v=bench' || i || 'x' || k, k
    from generate_series(1, ${sql.raw(String(count))}) i, generate_series(0, 2) k
    where ${pick('highlight', 10)} < 3 and k <= ${pick('highlights', 3)}`);
  await insertTeamRecords(db, count);
}

/** Profiles with the player columns, and their game profiles. */
async function insertPlayers(db: Pick<Database, 'execute'>, count: number, options: SeedProfilesOptions): Promise<void> {
  const syllable = (purpose: string) => sql`(${textArray(SYLLABLES)})[1 + ${pick(purpose, SYLLABLES.length)}]`;
  // The titles are numbered by slug (`titles` below); a first title named by the caller keeps its number for every player.
  const firstTitleN = options.firstTitle
    ? sql`(select n from titles where id = (select id from esports_titles where slug = ${options.firstTitle}))`
    : null;
  await step(db, 'user_profiles', sql`insert into user_profiles (user_id, slug, display_name, first_name, last_name, email, is_published, visibility,
      birth_date, guardian_approved_visibility, deletion_requested_at, grad_year, state, gpa, gpa_scale, sat_score, act_score, academics_visibility, published_at, updated_at)
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
      ${options.testScores ? sql`case when ${pick('sat', 3)} = 0 then 900 + ${pick('satscore', 71)} * 10 end` : sql`null::integer`},
      ${options.testScores ? sql`case when ${pick('act', 4)} = 0 then 15 + ${pick('actscore', 21)} end` : sql`null::integer`},
      case when ${pick('academics', 4)} = 0 then 'private' when ${pick('academics', 4)} = 1 then 'public' else 'recruiters' end,
      now(), now() - (${pick('updated', 100000)} || ' minutes')::interval
    from (select i, ${syllable('d1')} || ${syllable('d2')} || ${pick('tag', 1000)} as dn
      from generate_series(1, ${sql.raw(String(count))}) i) names`);
  // One game per player, a second for every other player; current rank from that title's ladder, peak at or above it.
  await step(db, 'player_game_profiles', sql`with titles as (
      select row_number() over (order by t.slug) - 1 as n, t.id, (select count(*) from rank_tiers rt where rt.esports_title_id = t.id) as tiers,
        case t.slug ${sql.join(GAME_CATALOG.map((game) => sql`when ${game.slug} then ${textArray(game.roles)}`), sql` `)} end as roles,
        case t.slug ${sql.join(GAME_CATALOG.map((game) => sql`when ${game.slug} then ${textArray(game.regions)}`), sql` `)} end as regions
      from esports_titles t where exists (select 1 from rank_ladders l where l.esports_title_id = t.id)),
    players as (
      select i, 0 as position, ${firstTitleN ?? pick('game', 6)} as title_n from generate_series(1, ${sql.raw(String(count))}) i
      union all
      select i, 1, ${firstTitleN ? sql`(${firstTitleN} + 1 + ${pick('game', 5)}) % 6` : sql`(${pick('game', 6)} + 3) % 6`}
      from generate_series(1, ${sql.raw(String(count))}) i where i % 2 = 0),
    ranked as (
      select p.i, p.position, t.id as title_id, t.tiers, t.roles, t.regions,
        1 + (abs(hashtext('tier' || p.i || p.position)) % t.tiers) as current_ordinal
      from players p join titles t on t.n = p.title_n)
    insert into player_game_profiles (user_id, esports_title_id, in_game_name, region, primary_role, secondary_role, mains,
      current_tier_id, peak_tier_id, rank_as_of, hours_per_week, availability, position)
    select 'bench-' || r.i, r.title_id, 'Bench' || r.i || '#' || r.position,
      r.regions[1 + abs(hashtext('region' || r.i)) % cardinality(r.regions)],
      r.roles[1 + abs(hashtext('role' || r.i)) % cardinality(r.roles)],
      r.roles[1 + abs(hashtext('role2' || r.i)) % cardinality(r.roles)],
      array['Main ' || (1 + abs(hashtext('main1' || r.i)) % 20), 'Main ' || (1 + abs(hashtext('main2' || r.i)) % 20)],
      ct.id, pt.id, current_date - abs(hashtext('asof' || r.i)) % 120, 5 + abs(hashtext('hours' || r.i)) % 30,
      array[(${textArray(AVAILABILITY_SLOTS)})[1 + abs(hashtext('slot1' || r.i)) % ${sql.raw(String(AVAILABILITY_SLOTS.length))}],
        (${textArray(AVAILABILITY_SLOTS)})[1 + abs(hashtext('slot2' || r.i)) % ${sql.raw(String(AVAILABILITY_SLOTS.length))}]],
      r.position
    from ranked r
    join rank_tiers ct on ct.esports_title_id = r.title_id and ct.ordinal = r.current_ordinal
    join rank_tiers pt on pt.esports_title_id = r.title_id and pt.ordinal = least(r.tiers, r.current_ordinal + abs(hashtext('peak' || r.i)) % 4)`);
}

/** Teams of about ten players with the practices, answers, tournaments, achievements and evaluations the profile page reads. */
async function insertTeamRecords(db: Database, count: number): Promise<void> {
  const teams = Math.max(10, Math.floor(count / 100));
  const hash = (purpose: string, row: string, n: number) => sql.raw(`(abs(hashtext('${purpose}' || ${row})) % ${n})`);
  await step(db, 'teams', sql`insert into teams (name, owner_user_id, organization_type)
    select 'Bench Team ' || i, 'bench-' || i, 'high_school' from generate_series(1, ${sql.raw(String(teams))}) i`);
  await step(db, 'team_game_profiles', sql`insert into team_game_profiles (team_id, esports_title_id, play_level)
    select t.id, et.id, 'competitive' from teams t
    join (select id, row_number() over (order by slug) - 1 as n from esports_titles) et on et.n = ${hash('teamgame', 't.name', 6)}
    where t.name like 'Bench Team %'`);
  await step(db, 'team_members', sql`insert into team_members (team_id, user_id, game_profile_id, joined_at)
    select t.id, 'bench-' || i, case when i % 2 = 0 then gp.id end, now() - make_interval(days => 60 + ${pick('joined', 500)})
    from generate_series(1, ${sql.raw(String(count))}) i
    join teams t on t.name = 'Bench Team ' || (1 + ${pick('team', teams)})
    join team_game_profiles gp on gp.team_id = t.id
    where ${pick('onteam', 10)} = 0`);
  // Two practices a week for 18 weeks back and two upcoming (now + 96 h, + 12 h).
  await step(db, 'team_practices', sql`insert into team_practices (team_id, title, scheduled_at, status)
    select t.id, 'Practice ' || k, now() - make_interval(hours => k * 84 - 96),
      case when ${hash('cancelled', "t.name || k", 20)} = 0 then 'cancelled' when k >= 2 then 'completed' else 'scheduled' end
    from teams t, generate_series(0, 37) k where t.name like 'Bench Team %'`);
  await step(db, 'team_practice_attendance', sql`insert into team_practice_attendance (practice_id, user_id, status)
    select tp.id, m.user_id,
      case when ${hash('status', 'tp.id::text || m.user_id', 20)} < 14 then 'attending'
        when ${hash('status', 'tp.id::text || m.user_id', 20)} < 17 then 'maybe' else 'not_attending' end
    from team_practices tp join team_members m on m.team_id = tp.team_id
    where m.user_id like 'bench-%' and tp.scheduled_at < now() and ${hash('answered', 'tp.id::text || m.user_id', 10)} < 8`);
  await step(db, 'team_tournaments', sql`insert into team_tournaments (team_id, name, start_date, status, placement)
    select t.id, 'Bench Cup ' || k, current_date - (k * 60 - 30),
      case when k = 0 then 'upcoming' else 'completed' end,
      case when k = 0 then null else (array['1st', '2nd', '3rd', 'Top 8', 'Top 16'])[1 + ${hash('placement', "t.name || k", 5)}] end
    from teams t, generate_series(0, 7) k where t.name like 'Bench Team %'`);
  await step(db, 'team_achievements', sql`insert into team_achievements (team_id, title, description, date_achieved)
    select t.id, 'Bench Award ' || k, 'Season award', current_date - (k * 90 + 20)
    from teams t, generate_series(0, 3) k where t.name like 'Bench Team %'`);
  await step(db, 'player_evaluations', sql`insert into player_evaluations (player_user_id, author_user_id, team_id, body, projected_levels)
    select m.user_id, t.owner_user_id, t.id, 'Reads the game well; communicates under pressure.', array['college_club', 'college_varsity']
    from team_members m join teams t on t.id = m.team_id
    where t.name like 'Bench Team %' and m.user_id <> t.owner_user_id and ${hash('evaluated', 'm.user_id', 10)} < 3`);
}

/**
 * College preferences for 60% of the players, each part set for some of them
 * (as the form leaves each optional): one to three states for half; a home
 * (a point in the contiguous states, with a made-up five-digit ZIP) and a
 * distance of 100-1,000 miles for 30%; campus sizes for 40%; public or
 * private for a quarter; a budget of $0-$40,000 for half; a scholarship
 * needed for 40% (not needed for 20%); levels for half; and each part set
 * marked hard for about one player in six.
 */
async function insertMatchPreferences(db: Pick<Database, 'execute'>, count: number): Promise<void> {
  const state = (index: SQL) => sql`(${textArray(STATES)})[1 + (${index}) % ${sql.raw(String(STATES.length))}]`;
  const hard = (key: string, isSet: string) => sql`case when ${pick(`hard${key}`, 6)} = 0 and ${sql.raw(isSet)} then '${sql.raw(key)}' end`;
  await step(db, 'player_match_preferences', sql`insert into player_match_preferences (user_id, states, home_zip, home_latitude, home_longitude,
      max_distance_miles, sizes, control, budget_per_year, needs_scholarship, levels_sought, hard)
    select user_id, states, zip, latitude, longitude, distance, sizes, control, budget, needs, levels,
      array_remove(array[${hard('location', '(cardinality(states) > 0 or distance is not null)')}, ${hard('size', 'cardinality(sizes) > 0')},
        ${hard('control', 'control is not null')}, ${hard('budget', 'budget is not null')}, ${hard('scholarship', 'needs is true')},
        ${hard('level', 'cardinality(levels) > 0')}]::text[], null)
    from (select i, 'bench-' || i as user_id,
        case ${pick('nstates', 6)} when 0 then array[${state(pick('s1', 50))}]
          when 1 then array[${state(pick('s1', 50))}, ${state(sql`${pick('s1', 50)} + 1 + ${pick('s2', 24)}`)}]
          when 2 then array[${state(pick('s1', 50))}, ${state(sql`${pick('s1', 50)} + 1 + ${pick('s2', 24)}`)}, ${state(sql`${pick('s1', 50)} + 26 + ${pick('s3', 23)}`)}]
          else '{}'::text[] end as states,
        case when ${pick('home', 10)} < 3 then lpad((${pick('zip', 99999)} + 1)::text, 5, '0') end as zip,
        case when ${pick('home', 10)} < 3 then 30 + ${pick('lat', 17000)} / 1000.0 end::float8 as latitude,
        case when ${pick('home', 10)} < 3 then -120 + ${pick('lon', 45000)} / 1000.0 end::float8 as longitude,
        case when ${pick('home', 10)} < 3 then 100 + 100 * ${pick('distance', 10)} end as distance,
        case ${pick('sizes', 10)} when 0 then '{small}'::text[] when 1 then '{medium}'::text[] when 2 then '{large}'::text[]
          when 3 then '{small,medium}'::text[] else '{}'::text[] end as sizes,
        case ${pick('control', 8)} when 0 then 'public' when 1 then 'private' end as control,
        case when ${pick('budget', 2)} = 0 then 1000 * ${pick('budgetvalue', 41)} end as budget,
        case when ${pick('needs', 5)} < 2 then true when ${pick('needs', 5)} = 2 then false end as needs,
        case ${pick('levels', 6)} when 0 then '{varsity}'::text[] when 1 then '{junior_varsity}'::text[] when 2 then '{varsity,junior_varsity}'::text[]
          else '{}'::text[] end as levels
      from generate_series(1, ${sql.raw(String(count))}) i
      where ${pick('preferences', 10)} < 6) chosen`);
}
