/**
 * API-test helpers for recruiting (issue 13): a college with a program,
 * interest forms (published with a frozen version), submissions, pipeline
 * entries with history, outcomes and short links, written straight to the
 * tables (the routes that make them are tested on their own).
 */
import { sql } from 'drizzle-orm';
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { PipelineStage, ShortLinkTarget } from '#shared/recruiting/recruiting-values.ts';
import type { Database } from '#server/db/client.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges } from '#server/test/colleges/college-staff-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createShortLink } from '../../short-links/create-short-link.ts';

export interface TestProgram {
  id: string;
  collegeId: string;
  collegeSlug: string;
  collegeName: string;
}

/** `count` claimed real colleges (skipping `offset`), each with one program of `title`. */
export async function collegesWithPrograms(db: Database, count: number, offset = 0, title: GameSlug = 'valorant'): Promise<TestProgram[]> {
  const colleges = await claimedColleges(db, count, offset);
  const programs: TestProgram[] = [];
  for (const college of colleges) {
    const id = await insertProgram(db, college.id, title, 'varsity');
    programs.push({ id, collegeId: college.id, collegeSlug: college.slug, collegeName: college.name });
  }
  return programs;
}

/** A form of the program; published (with version 1) unless `status` is draft. */
export async function insertForm(db: Database, programId: string, title = 'Tryout interest', status: 'draft' | 'published' | 'closed' = 'published'): Promise<{ id: string; versionId: string | null }> {
  const [form] = await rowsOf<{ id: string }>(db, sql`insert into interest_forms (program_id, title) values (${programId}, ${title}) returning id`);
  if (status === 'draft') return { id: form!.id, versionId: null };
  const [version] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_form_versions (form_id, version, fields, json_schema, ui_schema)
      values (${form!.id}, 1, '[]'::jsonb, '{"type":"object","properties":{}}'::jsonb, '{}'::jsonb) returning id`,
  );
  await db.execute(sql`update interest_forms set status = ${status}, current_version_id = ${version!.id} where id = ${form!.id}`);
  return { id: form!.id, versionId: version!.id };
}

export async function insertSubmission(
  db: Database,
  form: { id: string; versionId: string | null },
  programId: string,
  input: { name: string; email?: string; submitterUserId?: string | null; submittedAt?: Date; status?: string; shortLinkId?: string | null },
): Promise<string> {
  const when = (input.submittedAt ?? new Date()).toISOString();
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_form_submissions (form_id, version_id, program_id, submitter_user_id, name, email, answers, status, short_link_id, submitted_at, created_at)
      values (${form.id}, ${form.versionId}, ${programId}, ${input.submitterUserId ?? null}, ${input.name},
        ${input.email ?? `${input.name.toLowerCase().replace(/\W+/g, '.')}@example.com`}, '{}'::jsonb, ${input.status ?? 'new'},
        ${input.shortLinkId ?? null}, ${when}, ${when})
      returning id`,
  );
  return row!.id;
}

/** A pipeline entry with its first history row (added), and a move per later stage given, each `stepMs` apart from `at`. */
export async function insertPipelineEntry(
  db: Database,
  input: {
    programId: string;
    playerUserId: string;
    stages?: PipelineStage[];
    at?: Date;
    lastContactAt?: Date | null;
    nextActionOn?: string | null;
    actorUserId?: string | null;
  },
): Promise<string> {
  const stages = input.stages ?? ['interested'];
  const at = input.at ?? new Date();
  const [entry] = await rowsOf<{ id: string }>(
    db,
    sql`insert into pipeline_entries (program_id, player_user_id, stage, source, last_contact_at, next_action_on, created_at, updated_at)
      values (${input.programId}, ${input.playerUserId}, ${stages[stages.length - 1]!}, 'manual', ${input.lastContactAt?.toISOString() ?? null},
        ${input.nextActionOn ?? null}, ${at.toISOString()}, ${at.toISOString()})
      returning id`,
  );
  let from: PipelineStage | null = null;
  for (const [index, stage] of stages.entries()) {
    const when = new Date(at.getTime() + index * 60_000).toISOString();
    await db.execute(sql`insert into pipeline_stage_history (entry_id, program_id, from_stage, to_stage, actor_user_id, created_at)
      values (${entry!.id}, ${input.programId}, ${from}, ${stage}, ${input.actorUserId ?? null}, ${when})`);
    from = stage;
  }
  return entry!.id;
}

export async function insertOutcome(
  db: Database,
  input: { playerUserId: string; collegeId: string; programId?: string | null; withdrawn?: boolean },
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into recruiting_outcomes (player_user_id, college_id, program_id, status, recorded_by, withdrawn_at)
      values (${input.playerUserId}, ${input.collegeId}, ${input.programId ?? null}, 'committed', 'program', ${input.withdrawn ? sql`now()` : null})
      returning id`,
  );
  return row!.id;
}

/** A link straight in the table (createShortLink), with optional expiry in the past and disabled flag. */
export async function insertLink(
  db: Database,
  input: { targetType: ShortLinkTarget; formId?: string; collegeId?: string; playerUserId?: string; outcomeId?: string; programId?: string | null; ownerUserId?: string | null; expired?: boolean; disabled?: boolean; label?: string },
) {
  const link = await createShortLink(db, {
    targetType: input.targetType,
    formId: input.formId ?? null,
    collegeId: input.collegeId ?? null,
    playerUserId: input.playerUserId ?? null,
    outcomeId: input.outcomeId ?? null,
    programId: input.programId ?? null,
    ownerUserId: input.ownerUserId ?? null,
    label: input.label ?? null,
    expiresAt: input.expired ? new Date(Date.now() - 60_000) : null,
  });
  if (input.disabled) await db.execute(sql`update short_links set disabled_at = now() where id = ${link.id}`);
  return link;
}

/** Sets a link's count for a day `daysAgo` before today (UTC). */
export async function setDailyStats(db: Database, linkId: string, daysAgo: number, clicks: number, submissions = 0) {
  await db.execute(sql`insert into short_link_daily_stats (link_id, day, clicks, submissions)
    values (${linkId}, (now() at time zone 'UTC')::date - ${daysAgo}::int, ${clicks}, ${submissions})
    on conflict (link_id, day) do update set clicks = excluded.clicks, submissions = excluded.submissions`);
}
