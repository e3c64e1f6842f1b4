/**
 * Bulk data for `npm run bench:teams` (bench/team-manage.ts), written with
 * INSERT ... SELECT generate_series so 10,000 teams take seconds, not minutes.
 *
 * The team under test belongs to the viewer and holds the issue's figures
 * (TARGET). 10,000 other teams with a few rows each surround it so the
 * loader must use its indexes. Practices and attendance rows of all teams
 * are inserted in random order, as a database filled over years would hold
 * them: the team's rows are scattered over the heap, not packed together.
 * BENCH_VERBOSE=1 prints the time of each statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';

export const TARGET = {
  members: 60,
  staff: 20,
  gameProfiles: 4,
  practices: 500,
  attendancePerPractice: 30,
  tournaments: 200,
  recruitingPosts: 50,
} as const;

export const OTHER_TEAMS = {
  teams: 10_000,
  /** Distinct users the other teams' rosters draw from. */
  playerPool: 20_000,
  membersPerTeam: 4,
  staffPerTeam: 1,
  practicesPerTeam: 5,
  attendancePerPractice: 4,
  tournamentsPerTeam: 2,
  recruitingPostsPerTeam: 1,
} as const;

const TITLES = ['Valorant', 'Rocket League', 'Marvel Rivals', 'League of Legends', 'Counter-Strike', 'Fortnite', 'Hearthstone', 'Street Fighter', 'Overwatch'];

/** The 80 people of the team under test: 60 players, then 20 staff. */
const PEOPLE = TARGET.members + TARGET.staff;

/** Numbers go into the text (not as parameters) so PostgreSQL knows their type, e.g. in generate_series. */
const num = (value: number) => sql.raw(String(Math.trunc(value)));

async function exec(db: Database, statement: SQL) {
  const started = performance.now();
  await db.execute(statement);
  if (process.env.BENCH_VERBOSE) {
    const text = new PgDialect().sqlToQuery(statement).sql.replace(/\s+/g, ' ').slice(0, 70);
    console.log(`  ${(performance.now() - started).toFixed(0).padStart(6)} ms  ${text}`);
  }
}

/**
 * Seeds everything in one transaction, then VACUUM ANALYZE; returns the id
 * of the team under test. Foreign-key triggers are off inside it (replica
 * role: the rows are consistent by construction), which makes PGlite's
 * seeding several times faster. VACUUM as well as ANALYZE: the visibility
 * map autovacuum keeps in a live database lets index-only scans skip the heap.
 */
export async function seedTeamManageData(db: Database, ownerUserId: string): Promise<string> {
  const teamId = await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    return seedRows(tx as unknown as Database, ownerUserId);
  });
  await exec(db, sql`vacuum analyze`);
  return teamId;
}

async function seedRows(db: Database, ownerUserId: string): Promise<string> {
  await exec(
    db,
    sql`insert into experiments (key, enabled, required_roles, rollout_percentage, dev_only, feature_type, notes)
        values ('teams_management', true, '{}', 100, false, 'feature', 'bench')
        on conflict (key) do update set enabled = true, required_roles = '{}', rollout_percentage = 100, dev_only = false`,
  );
  await exec(
    db,
    sql`insert into esports_titles (name, slug, active)
        select name, lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')), true
        from unnest(${sql.raw(`array[${TITLES.map((title) => `'${title}'`).join(', ')}]`)}::text[]) as name
        on conflict do nothing`,
  );

  // Users: the team's 80 people, one owner per other team, and the other teams' player pool.
  await exec(
    db,
    sql`insert into profiles (id, email, full_name, avatar_url, email_verified)
        select 'bench-person-' || n, 'bench-person-' || n || '@example.com', 'Bench Person ' || n,
               case when n % 3 = 0 then 'https://example.com/avatars/' || n || '.png' end, true
        from generate_series(1, ${num(PEOPLE)}) n`,
  );
  await exec(
    db,
    sql`insert into user_profiles (user_id, slug, display_name, is_published, visibility)
        select 'bench-person-' || n, 'bench-person-' || n, 'Bench Person ' || n, true, 'public'
        from generate_series(1, ${num(PEOPLE)}) n`,
  );
  await exec(
    db,
    sql`insert into profiles (id, email, full_name, email_verified)
        select 'bench-owner-' || n, 'bench-owner-' || n || '@example.com', 'Owner ' || n, true
        from generate_series(1, ${num(OTHER_TEAMS.teams)}) n`,
  );
  await exec(
    db,
    sql`insert into profiles (id, email, full_name, email_verified)
        select 'bench-player-' || n, 'bench-player-' || n || '@example.com', 'Player ' || n, true
        from generate_series(0, ${num(OTHER_TEAMS.playerPool - 1)}) n`,
  );

  // The other teams; "number" is parsed back from the name to derive their rows.
  await exec(
    db,
    sql`insert into teams (name, description, owner_user_id, subscription_tier, organization_type, max_roster_size, created_at)
        select 'Other team ' || lpad(n::text, 5, '0'), 'A team around the one under test',
               'bench-owner-' || n, (array['bronze', 'silver', 'gold'])[1 + n % 3],
               (array['high_school', 'college', 'pro_team'])[1 + n % 3], 10, now() - n * interval '1 hour'
        from generate_series(1, ${num(OTHER_TEAMS.teams)}) n`,
  );
  const created = await db.execute(
    sql`insert into teams (name, description, owner_user_id, subscription_tier, organization_type, max_roster_size)
        values ('Bench Target Team', 'The team the manage screen loads', ${ownerUserId}, 'gold', 'college', 100)
        returning id`,
  );
  const teamId = (created as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const target = sql`${teamId}::uuid`;
  const others = sql`(select id, substring(name from 12)::int as n from teams where name like 'Other team %')`;

  await exec(
    db,
    sql`insert into team_game_profiles (team_id, esports_title_id, play_level)
        select o.id, t.id, (array['casual', 'competitive', 'semi_professional', 'professional'])[1 + o.n % 4]
        from ${others} o join (select id, row_number() over (order by name) - 1 as i from esports_titles) t on t.i = o.n % 9`,
  );
  await exec(
    db,
    sql`insert into team_game_profiles (team_id, esports_title_id, play_level)
        select ${target}, id, (array['casual', 'competitive', 'semi_professional', 'professional'])[row_number() over (order by name)]
        from esports_titles order by name limit ${num(TARGET.gameProfiles)}`,
  );
  const targetProfiles = sql`(select id, row_number() over (order by id) - 1 as i from team_game_profiles where team_id = ${target})`;

  // Members: the first 20 on the general roster, the other 40 spread over the four game rosters.
  await exec(
    db,
    sql`insert into team_members (team_id, user_id, role, game_profile_id, joined_at)
        select ${target}, 'bench-person-' || n,
               case when n <= 20 then (array['player', 'captain', 'substitute', 'trial'])[1 + n % 4]
                    else (array['starter', 'substitute', 'captain', 'co_captain', 'reserve'])[1 + n % 5] end,
               case when n <= 20 then null else g.id end, now() - n * interval '1 day'
        from generate_series(1, ${num(TARGET.members)}) n
        left join ${targetProfiles} g on g.i = n % ${num(TARGET.gameProfiles)}`,
  );
  await exec(
    db,
    sql`insert into team_staff (team_id, user_id, role, game_profile_id, contract_start, contract_end)
        select ${target}, 'bench-person-' || n,
               (array['admin', 'head_coach', 'assistant_coach', 'analyst', 'manager'])[1 + n % 5],
               case when n % 2 = 0 then g.id end, current_date - 100, case when n % 4 = 0 then current_date + 265 end
        from generate_series(${num(TARGET.members + 1)}, ${num(PEOPLE)}) n
        left join ${targetProfiles} g on g.i = n % ${num(TARGET.gameProfiles)}`,
  );
  await exec(
    db,
    sql`insert into team_members (team_id, user_id, role, game_profile_id)
        select o.id, 'bench-player-' || ((o.n * ${num(OTHER_TEAMS.membersPerTeam)} + k) % ${num(OTHER_TEAMS.playerPool)}),
               'player', case when k % 2 = 0 then g.id end
        from ${others} o cross join generate_series(0, ${num(OTHER_TEAMS.membersPerTeam - 1)}) k
        join team_game_profiles g on g.team_id = o.id`,
  );
  await exec(
    db,
    sql`insert into team_staff (team_id, user_id, role)
        select o.id, 'bench-player-' || ((o.n * 7 + 3 + k) % ${num(OTHER_TEAMS.playerPool)}), 'head_coach'
        from ${others} o cross join generate_series(1, ${num(OTHER_TEAMS.staffPerTeam)}) k`,
  );

  // Practices of every team in one random order: half a year back, half ahead.
  await exec(
    db,
    sql`insert into team_practices (team_id, title, description, scheduled_at, duration_minutes, location, is_mandatory, status, created_by)
        select team_id, title, description, scheduled_at, 120, location, k % 3 <> 0,
               case when scheduled_at < now() then 'completed' else 'scheduled' end, created_by
        from (
          select ${target} as team_id, 'Practice ' || k as title, 'Scrims and VOD review, session ' || k as description,
                 now() + (k - ${num(TARGET.practices / 2)}) * interval '9 hours' as scheduled_at,
                 'Lab ' || (k % 4) as location, k, ${ownerUserId}::text as created_by
          from generate_series(1, ${num(TARGET.practices)}) k
          union all
          select o.id, 'Practice ' || k, null, now() + (k - 2) * interval '3 days' + o.n * interval '1 minute',
                 null, k, null
          from ${others} o cross join generate_series(1, ${num(OTHER_TEAMS.practicesPerTeam)}) k
        ) r
        order by random()`,
  );

  // Attendance: each practice of the team gets 30 of its 80 people (a different window each time).
  await exec(
    db,
    sql`insert into team_practice_attendance (practice_id, user_id, status, notes)
        select practice_id, user_id, status, notes from (
          select p.id as practice_id,
                 'bench-person-' || (1 + (p.k + j) % ${num(PEOPLE)}) as user_id,
                 (array['attending', 'maybe', 'not_attending'])[1 + (p.k + j) % 3] as status,
                 case when j = 0 then 'Running late' end as notes
          from (select id, row_number() over (order by scheduled_at) as k from team_practices where team_id = ${target}) p
          cross join generate_series(0, ${num(TARGET.attendancePerPractice - 1)}) j
          union all
          select p.id, 'bench-player-' || ((o.n * ${num(OTHER_TEAMS.membersPerTeam)} + j) % ${num(OTHER_TEAMS.playerPool)}),
                 (array['attending', 'maybe', 'not_attending'])[1 + j % 3], null
          from team_practices p join ${others} o on o.id = p.team_id
          cross join generate_series(0, ${num(OTHER_TEAMS.attendancePerPractice - 1)}) j
        ) r
        order by random()`,
  );
  // The replica role above also silences the triggers that keep practice counts; recount once.
  await exec(db, sql`select refresh_practice_attendance_counts(array(select distinct practice_id from team_practice_attendance))`);

  await exec(
    db,
    sql`insert into team_tournaments (team_id, name, description, tournament_type, start_date, prize_pool, placement, status)
        select team_id, name, description, tournament_type, start_date, prize_pool, placement, status from (
          select ${target} as team_id, 'Tournament ' || k as name, 'Bracket ' || k as description,
                 (array['online', 'lan', 'hybrid'])[1 + k % 3] as tournament_type,
                 current_date + (k - 150) * 3 as start_date,
                 case when k % 2 = 0 then k * 100 end as prize_pool,
                 case when k < 150 then (1 + k % 8) || 'th' end as placement,
                 case when k < 150 then 'completed' else 'upcoming' end as status
          from generate_series(1, ${num(TARGET.tournaments)}) k
          union all
          select o.id, 'Cup ' || k, null, 'online', current_date + k * 10 - o.n % 50, null, null, 'upcoming'
          from ${others} o cross join generate_series(1, ${num(OTHER_TEAMS.tournamentsPerTeam)}) k
        ) r
        order by random()`,
  );
  await exec(
    db,
    sql`insert into team_recruiting_posts (team_id, title, description, commitment_level, positions_needed, is_paid, salary_range, is_active, created_at, created_by)
        select ${target}, 'Looking for players ' || k, 'Tryouts every week', (array['casual', 'competitive', 'semi_pro', 'professional'])[1 + k % 4],
               array['Duelist', 'Controller'], k % 5 = 0, case when k % 5 = 0 then '$1,000 - $2,000' end, k % 3 <> 0,
               now() - k * interval '2 days', ${ownerUserId}::text
        from generate_series(1, ${num(TARGET.recruitingPosts)}) k`,
  );
  await exec(
    db,
    sql`insert into team_recruiting_posts (team_id, title, positions_needed, created_at)
        select o.id, 'Open tryouts', array['Flex'], now() - o.n * interval '1 hour'
        from ${others} o cross join generate_series(1, ${num(OTHER_TEAMS.recruitingPostsPerTeam)}) k`,
  );

  return teamId;
}

/** Row counts of the team under test, to check the seed before measuring. */
export async function countTargetRows(db: Database, teamId: string) {
  const result = await db.execute(
    sql`select
          (select count(*)::int from team_game_profiles where team_id = ${teamId}) as "gameProfiles",
          (select count(*)::int from team_members where team_id = ${teamId}) as members,
          (select count(*)::int from team_staff where team_id = ${teamId}) as staff,
          (select count(*)::int from team_practices where team_id = ${teamId}) as practices,
          (select count(*)::int from team_practice_attendance a join team_practices p on p.id = a.practice_id where p.team_id = ${teamId}) as attendance,
          (select count(*)::int from team_tournaments where team_id = ${teamId}) as tournaments,
          (select count(*)::int from team_recruiting_posts where team_id = ${teamId}) as "recruitingPosts",
          (select count(*)::int from teams) as "allTeams",
          (select count(*)::int from team_practices) as "allPractices",
          (select count(*)::int from team_practice_attendance) as "allAttendance"`,
  );
  return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
}
