import { sql } from 'drizzle-orm';
import type { PipelineFormAnswers, PipelinePanel } from '#shared/contracts/pipeline.ts';
import type { PipelineAccess } from './pipeline-policies.ts';
import type { Database } from '#server/db/client.ts';
import { displayNameSql } from '#server/messaging/messaging-sql.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { pipelineEntryNotFound } from './move-pipeline-entry.ts';
import { loadBoardEntries } from './pipeline-board-sql.ts';

type StoredField = { id?: unknown; label?: unknown; kind?: unknown; block?: unknown };

/** An answer as the panel shows it: lists joined, yes/no, a profile block's parts. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => answerText(item)).join(', ') || '—';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('title' in record && 'url' in record) return `${answerText(record.title)} (${answerText(record.url)})`;
    if ('title' in record && 'rank' in record) return record.rank ? `${answerText(record.title)}, ${answerText(record.rank)}` : answerText(record.title);
    return Object.values(record).map((item) => answerText(item)).join(', ');
  }
  return String(value);
}

/** The answers in the order of the version's fields, each under the label it had when answered. */
export function labelledAnswers(fields: unknown, answers: unknown): PipelineFormAnswers['answers'] {
  const list = Array.isArray(fields) ? (fields as StoredField[]) : [];
  const values = typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : {};
  return list
    .filter((field) => typeof field.id === 'string')
    .map((field) => ({ label: typeof field.label === 'string' ? field.label : String(field.id), value: answerText(values[field.id as string]) }));
}

/**
 * GET /api/programs/:programId/pipeline/entries/:entryId (docs/decisions/036):
 * the side panel in two statements: the card (the board's statement for one
 * entry, with the profile summary), then this program's form answers by the
 * player (newest first, under their version's labels), the staff-only notes
 * (newest first) and the stage history (oldest first) with actor names, and
 * the viewer's direct conversation with the player.
 */
export async function getPipelinePanel(db: Pick<Database, 'execute' | '_'>, access: PipelineAccess, entryId: string): Promise<PipelinePanel> {
  const { viewer, program } = access;
  const { entries } = await loadBoardEntries(db, program, {
    viewerId: viewer.userId,
    selection: { kind: 'one', entryId },
    extra: sql`'nextActionNote', e.next_action_note, 'createdAt', ${isoTime(sql`e.created_at`)},
      'headline', up.headline, 'state', up.state, 'isMinor', ${isMinorSql('up')}`,
  });
  const card = entries[0] as (PipelinePanel['entry'] & { headline: string | null; state: string | null; isMinor: boolean }) | undefined;
  if (!card) throw pipelineEntryNotFound();
  const { headline, state, isMinor, ...entry } = card;
  const [rest] = await rowsOf<{
    forms: { id: string; formTitle: string; status: string; submittedAt: string; fields: unknown; answers: unknown }[] | null;
    notes: PipelinePanel['notes'] | null;
    history: PipelinePanel['history'] | null;
    conversationId: string | null;
  }>(
    db,
    sql`select
      (select json_agg(json_build_object('id', s.id, 'formTitle', f.title, 'status', s.status, 'submittedAt', ${isoTime(sql`s.submitted_at`)},
          'fields', v.fields, 'answers', s.answers) order by s.submitted_at desc, s.id)
        from interest_form_submissions s
        join interest_forms f on f.id = s.form_id
        join interest_form_versions v on v.id = s.version_id
        where s.program_id = ${program.id} and s.submitter_user_id = ${entry.playerUserId}) as forms,
      (select json_agg(json_build_object('id', n.id, 'body', n.body, 'authorUserId', n.author_user_id,
          'authorName', ${displayNameSql('a')}, 'isOwn', n.author_user_id is not distinct from ${viewer.userId},
          'createdAt', ${isoTime(sql`n.created_at`)}, 'updatedAt', ${isoTime(sql`n.updated_at`)}) order by n.created_at desc, n.id desc)
        from pipeline_notes n
        left join profiles ap on ap.id = n.author_user_id
        left join user_profiles aup on aup.user_id = n.author_user_id
        where n.entry_id = ${entryId}) as notes,
      (select json_agg(json_build_object('id', h.id, 'fromStage', h.from_stage, 'toStage', h.to_stage,
          'actorName', case when h.actor_user_id is null then null else ${displayNameSql('h')} end,
          'note', h.note, 'createdAt', ${isoTime(sql`h.created_at`)}) order by h.id)
        from pipeline_stage_history h
        left join profiles hp on hp.id = h.actor_user_id
        left join user_profiles hup on hup.user_id = h.actor_user_id
        where h.entry_id = ${entryId}) as history,
      (select c.id from conversations c
        where c.type = 'dm'
          and exists (select 1 from conversation_participants a where a.conversation_id = c.id and a.user_id = ${viewer.userId})
          and exists (select 1 from conversation_participants b where b.conversation_id = c.id and b.user_id = ${entry.playerUserId})
        order by c.updated_at desc, c.id limit 1) as "conversationId"`,
  );
  return {
    entry,
    profile: { headline, state, isMinor, conversationId: rest?.conversationId ?? null },
    forms: (rest?.forms ?? []).map(({ fields, answers, ...form }) => ({ ...form, answers: labelledAnswers(fields, answers) })),
    notes: rest?.notes ?? [],
    history: (rest?.history ?? []).map((row) => ({ ...row, id: Number(row.id) })),
  };
}
