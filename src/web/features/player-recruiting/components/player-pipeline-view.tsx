/**
 * The player's own pipeline (issue 13.8, docs/decisions/042): their
 * relationships with programs by stage (Interested, Contacted, Evaluating,
 * Offer, Committed), each derived from what happened (their interest form,
 * staff writing to them, an outcome) or set by themself, marked so. The
 * player sets a stage (or goes back to the derived one), writes a note,
 * archives, adds a program by hand; guardians and platform staff read. A
 * program's internal stage and notes are never here.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  PLAYER_PIPELINE_STAGE_LABELS,
  type PipelineSignal,
  type PlayerPipeline,
  type PlayerPipelineItemInput,
  type PlayerPipelineRow,
} from '#shared/contracts/player-recruiting.ts';
import { PLAYER_PIPELINE_STAGES, type PlayerPipelineStage } from '#shared/recruiting/recruiting-values.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { paths } from '#web/config/paths.ts';
import { useSavePipelineItem } from '../api/player-pipeline.ts';
import { AddProgramDialog } from './add-program-dialog.tsx';
import { NoteButton, NoteEditor } from './note-editor.tsx';
import { formatDate, programFullName, programTitle } from './program-label.ts';

const SIGNAL_LABELS: Record<PipelineSignal, string> = {
  submission: 'your interest form',
  conversation: 'messages from college staff',
  outcome: 'a recorded outcome',
};

const FOLLOW = '';

function stageSourceText(row: PlayerPipelineRow): string {
  if (row.stageSource === 'own') {
    return row.derivedStage ? `Set by the player (activity says ${PLAYER_PIPELINE_STAGE_LABELS[row.derivedStage]})` : 'Set by the player';
  }
  return row.signals.length > 0 ? `From ${row.signals.map((signal) => SIGNAL_LABELS[signal]).join(', ')}` : 'From activity';
}

function PipelineRowCard({ row, canEdit, onSave, isPending }: { row: PlayerPipelineRow; canEdit: boolean; isPending: boolean; onSave: (changes: PlayerPipelineItemInput) => Promise<unknown> }) {
  const [note, setNote] = useState(row.note ?? '');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stageId = useId();
  const name = programFullName(row.program);

  async function run(changes: Parameters<typeof onSave>[0]) {
    setError(null);
    try {
      await onSave(changes);
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not save. Try again.');
      return false;
    }
  }

  return (
    <li aria-label={name} className="grid gap-2 rounded-md border bg-card p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={paths.college.getHref(row.program.collegeSlug, row.program.id)} className="font-semibold break-words hover:underline">
            {row.program.collegeName}
          </Link>
          <p className="text-sm text-muted-foreground">{programTitle(row.program)}</p>
        </div>
        <div className="text-right text-sm">
          <p className="font-medium">
            {PLAYER_PIPELINE_STAGE_LABELS[row.stage]}
            {row.stageSource === 'own' ? <span className="ml-1 rounded bg-muted px-1.5 py-0.5 text-xs">Own</span> : null}
          </p>
          <p className="text-muted-foreground">{stageSourceText(row)}</p>
          <p className="text-muted-foreground">Last activity {formatDate(row.lastActivityAt)}</p>
        </div>
      </div>
      {row.note && !editing ? <p className="text-sm whitespace-pre-line break-words">{row.note}</p> : null}
      <nav aria-label={`Links for ${name}`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {row.conversationId ? (
          <Link className="text-primary underline-offset-4 hover:underline" to={paths.conversation.getHref(row.conversationId)}>
            Conversation
          </Link>
        ) : null}
        <Link className="text-primary underline-offset-4 hover:underline" to={paths.college.getHref(row.program.collegeSlug, row.program.id)}>
          {row.submission ? 'Program page (your application)' : 'Program page'}
        </Link>
        {row.outcome ? (
          <Link className="text-primary underline-offset-4 hover:underline" to={paths.recruitingStatus.getHref(row.outcome.id)}>
            Outcome status
          </Link>
        ) : null}
      </nav>
      {canEdit ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={stageId} className="text-sm font-medium">
              Your stage
            </label>
            <NativeSelect
              id={stageId}
              value={row.stageSource === 'own' ? row.stage : FOLLOW}
              disabled={isPending}
              onChange={(event) => void run({ stage: event.target.value === FOLLOW ? null : (event.target.value as PlayerPipelineStage) })}
            >
              <option value={FOLLOW}>Follow activity{row.derivedStage ? ` (${PLAYER_PIPELINE_STAGE_LABELS[row.derivedStage]})` : ''}</option>
              {PLAYER_PIPELINE_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {PLAYER_PIPELINE_STAGE_LABELS[stage]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {!editing ? (
            <NoteButton name={name} hasNote={Boolean(row.note)} onClick={() => { setNote(row.note ?? ''); setEditing(true); }} />
          ) : null}
          <Button size="sm" variant="ghost" disabled={isPending} aria-label={`${row.archived ? 'Restore' : 'Archive'} ${name}`} onClick={() => void run({ archived: !row.archived })}>
            {row.archived ? 'Restore' : 'Archive'}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <NoteEditor
          note={note}
          onNoteChange={setNote}
          isPending={isPending}
          onSave={() => void run({ note }).then((saved) => saved && setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function PlayerPipelineView({ slug, page }: { slug: string; page: PlayerPipeline }) {
  const save = useSavePipelineItem(slug);
  const active = page.rows.filter((row) => !row.archived);
  const archived = page.rows.filter((row) => row.archived);
  const onSave = (programId: string) => (changes: PlayerPipelineItemInput) => save.mutateAsync({ programId, ...changes });

  return (
    <div className="grid gap-6">
      {page.canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <AddProgramDialog
            existing={new Set(page.rows.map((row) => row.program.id))}
            description="Add a program you are talking with; it starts at Interested and you set its stage."
            onAdd={(program) => save.mutateAsync({ programId: program.id, stage: 'interested' })}
          />
          <p className="text-sm text-muted-foreground">Stages follow your activity until you set your own.</p>
        </div>
      ) : (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">You are viewing {page.player.displayName}&apos;s pipeline. Only they can change it.</p>
      )}
      {active.length === 0 ? (
        <div className="rounded-lg border border-dashed p-6 text-center">
          <p className="font-medium">No programs yet.</p>
          <p className="text-sm text-muted-foreground">
            Programs appear here when {page.canEdit ? 'you submit' : 'the player submits'} an interest form, college staff write, or an outcome is recorded.
          </p>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-5">
          {PLAYER_PIPELINE_STAGES.map((stage) => {
            const rows = active.filter((row) => row.stage === stage);
            return (
              <section key={stage} aria-labelledby={`stage-${stage}`} className="grid content-start gap-2">
                <h2 id={`stage-${stage}`} className="font-semibold">
                  {PLAYER_PIPELINE_STAGE_LABELS[stage]} <span className="text-sm font-normal text-muted-foreground">({rows.length})</span>
                </h2>
                <ul aria-label={`${PLAYER_PIPELINE_STAGE_LABELS[stage]} programs`} className="grid gap-2">
                  {rows.map((row) => (
                    <PipelineRowCard key={row.program.id} row={row} canEdit={page.canEdit} isPending={save.isPending} onSave={onSave(row.program.id)} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      {archived.length > 0 ? (
        <details className="rounded-lg border p-3">
          <summary className="cursor-pointer font-medium">Archived ({archived.length})</summary>
          <ul aria-label="Archived programs" className="mt-3 grid gap-2">
            {archived.map((row) => (
              <PipelineRowCard key={row.program.id} row={row} canEdit={page.canEdit} isPending={save.isPending} onSave={onSave(row.program.id)} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
