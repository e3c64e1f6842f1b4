/** Test data for the pipeline API tests (docs/decisions/036): recruitable players, entries and form submissions straight in the database. */
import { sql } from 'drizzle-orm';
import type { PipelineStage } from '#shared/recruiting/recruiting-values.ts';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { addGameProfile, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { addPipelineEntries } from '../../pipeline/add-pipeline-entries.ts';

/** A published adult player shown to recruiters, with a Valorant game profile. */
export async function recruitablePlayer(
  app: App,
  options: { displayName?: string; gradYear?: number; tier?: string; role?: string; visibility?: 'public' | 'recruiters_only' | 'private' } = {},
): Promise<TestUser & { slug: string }> {
  const user = await signUpUser(app, { displayName: options.displayName });
  const profile = await publishProfile(app.ctx.db, user.id, { visibility: options.visibility ?? 'recruiters_only', gradYear: options.gradYear ?? 2027 });
  await addGameProfile(app.ctx.db, user.id, 'valorant', options.tier ?? 'Diamond 2', { primaryRole: options.role ?? 'Duelist' });
  return { ...user, slug: profile.slug };
}

/** An entry added as the add service adds it (history row included), then moved straight to `stage` when given. */
export async function insertEntry(db: Database, programId: string, playerUserId: string, stage?: PipelineStage): Promise<string> {
  const id = await db.transaction(async (tx) => {
    const { entries } = await addPipelineEntries(tx, { programId, playerUserIds: [playerUserId], source: 'manual', actorUserId: null });
    return entries.get(playerUserId)!;
  });
  if (stage && stage !== 'interested') await db.execute(sql`update pipeline_entries set stage = ${stage} where id = ${id}`);
  return id;
}

/**
 * `count` entries in `stage` at positions 0, 1, ... for players made
 * straight in the database (`${prefix}-1` ...: a profile and a published
 * profile page each, no sign-up): for the board's paging, where only the
 * number of cards matters.
 */
export async function insertManyEntries(db: Database, programId: string, input: { prefix: string; count: number; stage: PipelineStage }): Promise<void> {
  const ids = sql`select ${input.prefix} || '-' || n as id, n from generate_series(1, ${input.count}::int) n`;
  await db.execute(sql`insert into profiles (id, email, full_name) select id, id || '@example.com', 'Paged ' || n from (${ids}) s`);
  await db.execute(sql`insert into user_profiles (user_id, slug, display_name, is_published, visibility)
    select id, id, 'Paged ' || lpad(n::text, 3, '0'), true, 'recruiters_only' from (${ids}) s`);
  await db.execute(sql`insert into pipeline_entries (program_id, player_user_id, stage, position, source)
    select ${programId}, id, ${input.stage}, n - 1, 'manual' from (${ids}) s`);
}

/** A published form of the program with one version (fields as given) and the player's submission to it. */
export async function insertSubmission(
  db: Database,
  input: { programId: string; playerUserId: string; title?: string; fields: { id: string; label: string }[]; answers: Record<string, unknown> },
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`with form as (
        insert into interest_forms (program_id, title) values (${input.programId}, ${input.title ?? 'Interest form'}) returning id
      ), version as (
        insert into interest_form_versions (form_id, version, fields, json_schema, ui_schema)
        select id, 1, ${JSON.stringify(input.fields.map((field) => ({ ...field, kind: 'question', type: 'short_text', required: false })))}::jsonb,
          '{}'::jsonb, '{}'::jsonb from form returning id, form_id
      )
      insert into interest_form_submissions (form_id, version_id, program_id, submitter_user_id, name, email, answers)
      select version.form_id, version.id, ${input.programId}, ${input.playerUserId}, 'Player', 'player@example.com', ${JSON.stringify(input.answers)}::jsonb
      from version returning id`,
  );
  return row!.id;
}

/** The entry's history, oldest first. */
export async function historyOf(db: Database, entryId: string) {
  return rowsOf<{ fromStage: string | null; toStage: string; actorUserId: string | null }>(
    db,
    sql`select from_stage as "fromStage", to_stage as "toStage", actor_user_id as "actorUserId" from pipeline_stage_history where entry_id = ${entryId} order by id`,
  );
}
