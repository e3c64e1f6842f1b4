/**
 * Seed for `npm run bench:colleges` (a bench-only database): the 2,969
 * institutions of the College Scorecard file (the app's own seed,
 * seedColleges), N synthetic programs spread over them (20,000 by default:
 * of every college x title x level combination, the first N in a stable
 * hash order, so each college has about seven), and M player profiles whose
 * first game is the measured program's title (bench/profiles-seed.ts with
 * `firstTitle`; every other player has a second title; SAT for a third,
 * ACT for a quarter). Each table is one INSERT ... SELECT; then VACUUM
 * ANALYZE. Programs: roster 5-15 with open spots up to it, two class years,
 * minimum and target tiers of the title's ladder (a fifth without a
 * minimum), a minimum GPA for 60%, scholarships for 40%, recruiting for
 * half, one or two roles needed from the title's catalog roles.
 */
import { sql, type SQL } from 'drizzle-orm';
import { GAME_CATALOG } from '#shared/recruiting/game-catalog.ts';
import type { Database } from '#server/db/client.ts';
import { seedColleges } from '#server/seed/seed-colleges.ts';
import { seedProfiles } from './profiles-seed.ts';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step(db: Pick<Database, 'execute'>, label: string, statement: SQL): Promise<void> {
  const started = performance.now();
  await db.execute(statement);
  console.log(`  seed: ${label} in ${seconds(started)}`);
}

/** A stable pseudo-random 0..n-1 per row and purpose (hashes, not random(), so runs are repeatable). */
const hash = (purpose: string, row: string, n: number) => sql.raw(`(abs(hashtext('${purpose}' || ${row})) % ${n})`);

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export async function seedCollegesBench(db: Database, options: { programs: number; players: number; playerTitle: string }): Promise<void> {
  const started = performance.now();
  await seedColleges(db);
  console.log(`  seed: colleges (the app's seed) in ${seconds(started)}`);
  // Slugs, not ids (random per database): both engines get the same programs.
  const key = `c.slug || t.slug || l.level`;
  await step(
    db,
    `${options.programs.toLocaleString('en-US')} college_programs`,
    sql`with titles as (
        select t.id, t.slug, (select count(*)::int from rank_tiers rt where rt.esports_title_id = t.id) as tiers
        from esports_titles t where exists (select 1 from rank_ladders rl where rl.esports_title_id = t.id)),
      combos as (
        select c.id as college_id, t.id as title_id, t.tiers, l.level, ${sql.raw(key)} as k,
          row_number() over (order by hashtext(${sql.raw(key)}), ${sql.raw(key)}) as n
        from colleges c cross join titles t cross join unnest(array['varsity', 'junior_varsity', 'club']) l(level)),
      chosen as (
        select *, 5 + ${hash('roster', 'k', 11)} as roster, 1 + ${hash('min', 'k', 1000)} % greatest(1, tiers / 2) as min_ordinal
        from combos where n <= ${options.programs})
      insert into college_programs (college_id, esports_title_id, level, roster_size, open_spots, class_years, min_tier_id, target_tier_id,
        min_gpa, scholarship_min, scholarship_max, is_recruiting)
      select college_id, title_id, level, roster, ${hash('open', 'k', 1000)} % (roster + 1),
        array[2026 + ${hash('class', 'k', 3)}, 2027 + ${hash('class', 'k', 3)}],
        case when ${hash('hasmin', 'k', 5)} > 0 then (select id from rank_tiers where esports_title_id = title_id and ordinal = min_ordinal) end,
        (select id from rank_tiers where esports_title_id = title_id and ordinal = least(tiers, min_ordinal + 2 + ${hash('target', 'k', 6)})),
        case when ${hash('gpa', 'k', 10)} < 6 then (2.5 + ${hash('gpavalue', 'k', 11)} / 10.0)::numeric(3, 2) end,
        case when ${hash('scholarship', 'k', 10)} < 4 then 1000 * (1 + ${hash('smin', 'k', 10)}) end,
        case when ${hash('scholarship', 'k', 10)} < 4 then 1000 * (1 + ${hash('smin', 'k', 10)}) + 1000 * ${hash('smax', 'k', 15)} end,
        ${hash('recruiting', 'k', 2)} = 0
      from chosen`,
  );
  const roles = sql`case t.slug ${sql.join(
    GAME_CATALOG.map((game) => sql`when ${game.slug} then ${textArray(game.roles)}`),
    sql` `,
  )} end`;
  await step(
    db,
    'college_program_roles',
    sql`with programs as (
        select p.id, ${roles} as roles, c.slug || t.slug || p.level as k from college_programs p
        join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id)
      insert into college_program_roles (program_id, role, count, priority, position)
      select id, roles[1 + ${hash('role', 'k', 1000)} % cardinality(roles)], 1 + ${hash('count', 'k', 2)},
        (array['high', 'medium', 'low'])[1 + ${hash('priority', 'k', 3)}], 0
      from programs
      union all
      select id, roles[1 + (${hash('role', 'k', 1000)} + 1 + ${hash('role2', 'k', 1000)} % (cardinality(roles) - 1)) % cardinality(roles)], 1,
        (array['high', 'medium', 'low'])[1 + ${hash('priority2', 'k', 3)}], 1
      from programs where ${hash('tworoles', 'k', 2)} = 0`,
  );
  await seedProfiles(db, options.players, { firstTitle: options.playerTitle, extras: false, testScores: true, matchPreferences: true });
}
