/**
 * Seed for `npm run bench:pipeline` (issue 13, "How it is checked"; a
 * bench-only database): the colleges (the app's seed, seedColleges), one
 * of them claimed with a Valorant varsity program (roster, open spots, two
 * class years, minimum and target tiers, a minimum GPA, two roles needed,
 * recruiting: every bar of the match set, so the board computes each
 * card's match), N player profiles whose first game is Valorant
 * (bench/profiles-seed.ts with `firstTitle`, SAT/ACT and college
 * preferences as bench:colleges seeds them), and the program's pipeline:
 * one entry per player, spread over the five stages (30% Interested, 25%
 * Contacted, 20% Evaluating, 5% Committed, 20% Not a fit) with positions
 * 0, 1, 2, ... in each column, an owner for two in five (the viewer or a
 * second staff member), zero to two tags, every source, a next action for
 * 30%, a last contact for 60%; ten pipeline_stage_history rows per entry
 * (added at Interested, eight moves, the last to its stage), a staff note
 * for one in five entries, and public committed outcomes with other
 * colleges for one player in 250 ("Committed elsewhere" on their cards).
 * One published interest form of the program, stored as the publish
 * service stores it (the demo seed's field list, version 1 with the JSON
 * Schema and UI schema of compileInterestForm, current_version_id, status
 * published, its short link). Each table is one INSERT ... SELECT (the
 * form: a few rows); then VACUUM ANALYZE.
 */
import { sql, type SQL } from 'drizzle-orm';
import { formFieldListSchema, normalizeFormFields } from '#shared/contracts/interest-forms.ts';
import { compileInterestForm } from '#shared/recruiting/interest-form-schema.ts';
import { PIPELINE_SOURCES } from '#shared/recruiting/recruiting-values.ts';
import type { Database } from '#server/db/client.ts';
import { demoFormFields } from '#server/seed/demo-recruiting.ts';
import { seedColleges } from '#server/seed/seed-colleges.ts';
import { createShortLink } from '#server/short-links/create-short-link.ts';
import { rowsOf } from '#server/db/sql.ts';
import { seedProfiles } from './profiles-seed.ts';

export const TITLE = 'valorant';
const TAGS = ['priority', 'igl', 'transfer', 'local', 'scholarship', 'watch-vods', 'summer-camp', 'duo'];
/** The history's walk: the eight moves between the entry's first row (added at Interested) and its last (to its stage). */
const WALK = ['contacted', 'evaluating', 'interested', 'contacted', 'evaluating', 'not_a_fit', 'interested', 'contacted'];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step(db: Pick<Database, 'execute'>, label: string, statement: SQL): Promise<void> {
  const started = performance.now();
  await db.execute(statement);
  console.log(`  seed: ${label} in ${seconds(started)}`);
}

/** A stable pseudo-random 0..n-1 per row and purpose (hashes, not random(), so runs are repeatable). */
const hash = (purpose: string, row: string, n: number) => sql.raw(`(abs(hashtext('${purpose}' || ${row})) % ${n})`);
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]::text[]`);

export interface PipelineBench {
  collegeId: string;
  collegeSlug: string;
  programId: string;
  formId: string;
}

/**
 * First the colleges and the players (bench/profiles-seed.ts fills the
 * search rows from every profile: it wants a database without other
 * accounts, so the viewer signs up over HTTP after this).
 */
export async function seedCollegesAndPlayers(db: Database, players: number): Promise<void> {
  const started = performance.now();
  await seedColleges(db);
  console.log(`  seed: colleges (the app's seed) in ${seconds(started)}`);
  await seedProfiles(db, players, { firstTitle: TITLE, extras: false, testScores: true, matchPreferences: true });
}

/**
 * Then the rest, around the viewer (`staffUserId`, signed up over HTTP):
 * the college claimed, the viewer's college role, the program, the
 * pipeline and the form.
 */
export async function seedPipelineBench(db: Database, options: { entries: number; historyPerEntry: number; staffUserId: string }): Promise<PipelineBench> {
  // The measured college: the first by name reporting SAT and ACT ranges (every academic factor of the match has data).
  const [college] = await rowsOf<{ id: string; slug: string }>(
    db,
    sql`select id, slug from colleges where sat_25 is not null and act_25 is not null order by name, id limit 1`,
  );
  if (!college) throw new Error('seed: no college with SAT and ACT ranges');
  await db.execute(sql`update colleges set claimed_at = now(), claimed_by_user_id = ${options.staffUserId} where id = ${college.id}`);
  // The viewer (programs_college_staff) and a second staff member who owns some entries.
  await db.execute(sql`insert into profiles (id, email, full_name) values ('bench-staff-2', 'bench-staff-2@example.com', 'Bench Staff Two')`);
  await db.execute(sql`insert into user_roles (user_id, role, college_id) values
    (${options.staffUserId}, 'programs_college_staff', ${college.id}), ('bench-staff-2', 'programs_college_admin', ${college.id})`);

  const [program] = await rowsOf<{ id: string }>(
    db,
    sql`insert into college_programs (college_id, esports_title_id, level, roster_size, open_spots, class_years, min_tier_id, target_tier_id,
        min_gpa, scholarship_min, scholarship_max, is_recruiting)
      select ${college.id}, t.id, 'varsity', 12, 4, array[2026, 2027],
        (select id from rank_tiers where esports_title_id = t.id order by ordinal offset 3 limit 1),
        (select id from rank_tiers where esports_title_id = t.id order by ordinal offset 6 limit 1),
        3.00, 2000, 8000, true
      from esports_titles t where t.slug = ${TITLE}
      returning id`,
  );
  if (!program) throw new Error(`seed: no esports title ${TITLE}`);
  await db.execute(sql`insert into college_program_roles (program_id, role, count, priority, position) values
    (${program.id}, 'Duelist', 2, 'high', 0), (${program.id}, 'Controller', 1, 'medium', 1)`);

  await seedPipeline(db, program.id, college.id, options);
  const formId = await seedForm(db, program.id, options.staffUserId);
  await step(db, 'vacuum analyze', sql`vacuum analyze`);
  return { collegeId: college.id, collegeSlug: college.slug, programId: program.id, formId };
}

async function seedPipeline(db: Database, programId: string, collegeId: string, options: { entries: number; historyPerEntry: number; staffUserId: string }) {
  const n = sql.raw(String(options.entries));
  const stage = sql`case when ${hash('stage', 'i::text', 20)} < 6 then 'interested' when ${hash('stage', 'i::text', 20)} < 11 then 'contacted'
    when ${hash('stage', 'i::text', 20)} < 15 then 'evaluating' when ${hash('stage', 'i::text', 20)} < 16 then 'committed' else 'not_a_fit' end`;
  const tags = sql`case ${hash('ntags', 'i::text', 3)}
    when 0 then '{}'::text[]
    when 1 then array[(${textArray(TAGS)})[1 + ${hash('tag1', 'i::text', TAGS.length)}]]
    else array[(${textArray(TAGS)})[1 + ${hash('tag1', 'i::text', TAGS.length)}], (${textArray(TAGS)})[1 + (${hash('tag1', 'i::text', TAGS.length)} + 1 + ${hash('tag2', 'i::text', TAGS.length - 1)}) % ${TAGS.length}]] end`;
  await step(
    db,
    `${options.entries.toLocaleString('en-US')} pipeline_entries`,
    sql`insert into pipeline_entries (program_id, player_user_id, stage, position, owner_user_id, tags, source, next_action_on, next_action_note,
        last_contact_at, version, created_at, updated_at)
      select ${programId}, 'bench-' || i, stage, row_number() over (partition by stage order by i) - 1,
        case ${hash('owner', 'i::text', 5)} when 0 then ${options.staffUserId} when 1 then 'bench-staff-2' end,
        ${tags},
        (${textArray(PIPELINE_SOURCES)})[1 + ${hash('source', 'i::text', PIPELINE_SOURCES.length)}],
        case when ${hash('next', 'i::text', 10)} < 3 then current_date + (${hash('nextdays', 'i::text', 40)} - 10) end,
        case when ${hash('next', 'i::text', 10)} < 3 then 'Follow up after scrims' end,
        case when ${hash('contact', 'i::text', 10)} < 6 then now() - make_interval(days => ${hash('contactdays', 'i::text', 60)}) end,
        ${options.historyPerEntry}, now() - interval '200 days', now() - make_interval(days => ${hash('updated', 'i::text', 30)})
      from (select i, ${stage} as stage from generate_series(1, ${n}) i) s`,
  );
  // Row k of an entry: k = 0 added at Interested, 1 .. last-1 the walk, the last to the entry's stage; from = the previous row's to.
  const last = options.historyPerEntry - 1;
  const toStage = (k: string) =>
    sql.raw(`case when ${k} = 0 then 'interested' when ${k} = ${last} then e.stage else (array[${WALK.map((s) => `'${s}'`).join(',')}])[1 + (${k} - 1) % ${WALK.length}] end`);
  await step(
    db,
    `${(options.entries * options.historyPerEntry).toLocaleString('en-US')} pipeline_stage_history`,
    sql`insert into pipeline_stage_history (entry_id, program_id, from_stage, to_stage, actor_user_id, note, created_at)
      select e.id, e.program_id, case when k = 0 then null else ${toStage('(k - 1)')} end, ${toStage('k')},
        case when k = 0 then null when k % 2 = 0 then ${options.staffUserId} else 'bench-staff-2' end,
        case when k % 4 = 3 then 'Moved after the tryout' end,
        e.created_at + make_interval(days => k * 15)
      from pipeline_entries e, generate_series(0, ${sql.raw(String(last))}) k
      where e.program_id = ${programId}`,
  );
  await step(
    db,
    'pipeline_notes',
    sql`insert into pipeline_notes (entry_id, author_user_id, body, created_at, updated_at)
      select e.id, ${options.staffUserId}, 'Strong comms in scrims; check availability for the spring tryout.', e.updated_at, e.updated_at
      from pipeline_entries e where e.program_id = ${programId} and ${hash('note', 'e.player_user_id', 5)} = 0`,
  );
  // Public commitments with other colleges (adults, the player's consent, confirmed by the program that recorded them).
  await step(
    db,
    'recruiting_outcomes (other colleges)',
    sql`insert into recruiting_outcomes (player_user_id, college_id, esports_title_id, status, decided_on, recorded_by, confirmed_at, player_public_consent_at)
      select up.user_id, (select c.id from colleges c where c.id <> ${collegeId} order by c.name, c.id offset ${hash('college', 'up.user_id', 100)} limit 1),
        (select id from esports_titles where slug = ${TITLE}), 'committed', current_date - 20, 'program', now(), now()
      from user_profiles up
      where up.user_id like 'bench-%' and up.birth_date < (now() - interval '18 years')::date and ${hash('outcome', 'up.user_id', 250)} = 0`,
  );
}

/** The program's form as publishing leaves it (publish-interest-form.ts): draft fields, version 1, published, its short link. */
async function seedForm(db: Database, programId: string, staffUserId: string): Promise<string> {
  const fields = normalizeFormFields(formFieldListSchema.parse(demoFormFields('Valorant')));
  const { jsonSchema, uiSchema } = compileInterestForm(fields);
  return db.transaction(async (tx) => {
    const [form] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into interest_forms (program_id, title, description, draft_fields, created_by_user_id)
        values (${programId}, 'Valorant varsity interest form', 'Tell the coaches about your game.', ${JSON.stringify(fields)}::jsonb, ${staffUserId})
        returning id`,
    );
    const [version] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into interest_form_versions (form_id, version, fields, json_schema, ui_schema, published_by_user_id)
        select f.id, 1, f.draft_fields, ${JSON.stringify(jsonSchema)}::jsonb, ${JSON.stringify(uiSchema)}::jsonb, ${staffUserId}
        from interest_forms f where f.id = ${form!.id}
        returning id`,
    );
    await tx.execute(sql`update interest_forms set current_version_id = ${version!.id}, status = 'published', updated_at = now() where id = ${form!.id}`);
    await createShortLink(tx, { targetType: 'form', formId: form!.id, programId, ownerUserId: staffUserId });
    return form!.id;
  });
}

/** What the seed made, counted (checked against the targets before measuring). */
export async function countPipelineRows(db: Database, programId: string) {
  const [counts] = await rowsOf<{ entries: number; history: number; notes: number; outcomes: number; stages: Record<string, number> }>(
    db,
    sql`select (select count(*)::int from pipeline_entries where program_id = ${programId}) as entries,
      (select count(*)::int from pipeline_stage_history where program_id = ${programId}) as history,
      (select count(*)::int from pipeline_notes n join pipeline_entries e on e.id = n.entry_id where e.program_id = ${programId}) as notes,
      (select count(*)::int from recruiting_outcomes) as outcomes,
      (select json_object_agg(stage, n) from (select stage, count(*)::int as n from pipeline_entries where program_id = ${programId} group by stage) s) as stages`,
  );
  return counts!;
}
