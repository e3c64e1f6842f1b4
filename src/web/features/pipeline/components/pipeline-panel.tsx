/**
 * The side panel of one entry (a Radix Dialog as a sheet: focus moves in,
 * is trapped, Escape closes, focus returns to the card): profile summary,
 * stage, owner, tags and next action, Message, this program's form
 * answers, staff-only notes, the stage history, and removing the entry.
 */
import ExternalLink from 'lucide-react/icons/external-link';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { PIPELINE_TEXTS, type PipelineNote, type PipelinePanel as PanelData, type PipelineStaff } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES, PIPELINE_TAGS_MAX, type PipelineStage } from '#shared/recruiting/recruiting-values.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#web/components/ui/sheet.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { usePipelinePanel } from '../api/get-pipeline-panel.ts';
import {
  useAddPipelineNote,
  useDeletePipelineNote,
  useMessagePipelinePlayer,
  useRemovePipelineEntry,
  useUpdatePipelineEntry,
  useUpdatePipelineNote,
} from '../api/pipeline-mutations.ts';
import { PlayerAvatar } from './pipeline-card.tsx';
import { formatDay, formatTime, matchText, playerFacts, SOURCE_LABELS } from './pipeline-format.ts';

export const PANEL_TEXTS = {
  loading: 'Loading the player...',
  loadError: 'Could not load this player.',
  saved: 'Saved',
  messageSent: 'Message sent',
  removed: 'Removed from the pipeline',
} as const;

const fieldErrors = (error: unknown): Record<string, string> => (error instanceof AppError && error.fields ? error.fields : {});

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 border-t pt-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function DetailsForm({ programId, data, staff }: { programId: string; data: PanelData; staff: PipelineStaff[] }) {
  const { entry } = data;
  const update = useUpdatePipelineEntry(programId, entry.id);
  const [owner, setOwner] = useState(entry.ownerUserId ?? '');
  const [tags, setTags] = useState(entry.tags.join(', '));
  const [nextActionOn, setNextActionOn] = useState(entry.nextActionOn ?? '');
  const [nextActionNote, setNextActionNote] = useState(entry.nextActionNote ?? '');
  const errors = fieldErrors(update.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        ownerUserId: owner || null,
        tags: tags.split(',').map((tag) => tag.trim()).filter(Boolean),
        nextActionOn: nextActionOn || null,
        nextActionNote,
        version: entry.version,
      },
      {
        onSuccess: () => toast.success(PANEL_TEXTS.saved),
        onError: (error) => toast.error(error instanceof AppError && error.code === 'conflict' ? PIPELINE_TEXTS.staleVersion : error.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField label="Owner" error={errors.ownerUserId}>
        {(control) => (
          <NativeSelect {...control} value={owner} onChange={(event) => setOwner(event.target.value)}>
            <option value="">No owner</option>
            {staff.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Tags" description={`Separate tags with commas; at most ${PIPELINE_TAGS_MAX}.`} error={errors.tags}>
        {(control) => <Input {...control} value={tags} onChange={(event) => setTags(event.target.value)} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Next action date" error={errors.nextActionOn}>
          {(control) => <Input {...control} type="date" value={nextActionOn} onChange={(event) => setNextActionOn(event.target.value)} />}
        </FormField>
        <FormField label="Next action" error={errors.nextActionNote}>
          {(control) => <Input {...control} maxLength={200} value={nextActionNote} onChange={(event) => setNextActionNote(event.target.value)} />}
        </FormField>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function MessageForm({ programId, data }: { programId: string; data: PanelData }) {
  const send = useMessagePipelinePlayer(programId, data.entry.id);
  const [body, setBody] = useState('');
  const [conversationId, setConversationId] = useState(data.profile.conversationId);
  const error = send.error instanceof AppError ? (send.error.fields?.body ?? send.error.message) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(body, {
      onSuccess: (result) => {
        setBody('');
        setConversationId(result.conversationId);
        toast.success(PANEL_TEXTS.messageSent);
      },
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      {data.profile.isMinor ? <p className="text-xs text-muted-foreground">{data.entry.name} is under 18: their guardians can read this conversation.</p> : null}
      <FormField label={`Message ${data.entry.name}`} error={error}>
        {(control) => <Textarea {...control} value={body} onChange={(event) => setBody(event.target.value)} className="min-h-20" />}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={send.isPending || body.trim() === ''}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
        {conversationId ? (
          <Link to={paths.conversation.getHref(conversationId)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Open the conversation
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function NoteItem({ programId, entryId, note }: { programId: string; entryId: string; note: PipelineNote }) {
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(note.body);
  const update = useUpdatePipelineNote(programId, entryId);
  const remove = useDeletePipelineNote(programId, entryId);
  return (
    <li className="grid gap-1 rounded-lg border p-2 text-sm">
      <p className="text-xs text-muted-foreground">
        {note.authorName} · {formatTime(note.createdAt)}
        {note.updatedAt !== note.createdAt ? ' (edited)' : ''}
      </p>
      {editing ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ noteId: note.id, body }, { onSuccess: () => setEditing(false), onError: (error) => toast.error(error.message) });
          }}
        >
          <FormField label="Edit the note">{(control) => <Textarea {...control} value={body} onChange={(event) => setBody(event.target.value)} className="min-h-16" />}</FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              Save note
            </Button>
            <Button variant="outline" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-wrap">{note.body}</p>
      )}
      {note.isOwn && !editing ? (
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" className="h-8" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <ConfirmDeleteButton
            title="Delete this note?"
            description="The note is deleted for everyone on the staff."
            confirmLabel="Delete note"
            isPending={remove.isPending}
            onConfirm={() =>
              remove.mutateAsync(note.id).then(
                () => true,
                (error: Error) => {
                  toast.error(error.message);
                  return false;
                },
              )
            }
          />
        </div>
      ) : null}
    </li>
  );
}

function Notes({ programId, data }: { programId: string; data: PanelData }) {
  const add = useAddPipelineNote(programId, data.entry.id);
  const [body, setBody] = useState('');
  const error = add.error instanceof AppError ? (add.error.fields?.body ?? add.error.message) : undefined;
  return (
    <div className="grid gap-3">
      <form
        className="grid gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(body, { onSuccess: () => setBody('') });
        }}
      >
        <FormField label="Add a note" description="Staff only: the player and their guardians never see notes." error={error}>
          {(control) => <Textarea {...control} value={body} onChange={(event) => setBody(event.target.value)} className="min-h-16" />}
        </FormField>
        <div>
          <Button type="submit" size="sm" variant="outline" disabled={add.isPending || body.trim() === ''}>
            Add note
          </Button>
        </div>
      </form>
      {data.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ul className="grid gap-2">
          {data.notes.map((note) => (
            <NoteItem key={note.id} programId={programId} entryId={data.entry.id} note={note} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PanelBody({ programId, data, staff, onMove, onClose }: { programId: string; data: PanelData; staff: PipelineStaff[]; onMove: (stage: PipelineStage) => void; onClose: () => void }) {
  const { entry, profile } = data;
  const remove = useRemovePipelineEntry(programId, entry.id);
  const match = matchText(entry);
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3">
        <PlayerAvatar entry={entry} className="size-12" />
        <div className="grid gap-1 text-sm">
          {playerFacts(entry) ? <p>{playerFacts(entry)}</p> : null}
          {profile.headline ? <p className="text-muted-foreground">{profile.headline}</p> : null}
          <p className="text-muted-foreground">
            {[match ? `Match ${match}` : null, profile.state, `Source: ${SOURCE_LABELS[entry.source]}`].filter(Boolean).join(' · ')}
          </p>
          {entry.committedElsewhere ? <p className="font-medium">Committed elsewhere: {entry.committedElsewhere.collegeName}</p> : null}
          {entry.slug ? (
            <Link to={paths.player.getHref(entry.slug)} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
              View profile <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          ) : null}
        </div>
      </div>
      <PanelSection title="Stage">
        <FormField label="Stage">
          {(control) => (
            <NativeSelect {...control} value={entry.stage} onChange={(event) => onMove(event.target.value as PipelineStage)}>
              {PIPELINE_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {PIPELINE_STAGE_LABELS[stage]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </PanelSection>
      <PanelSection title="Owner, tags and next action">
        <DetailsForm key={entry.version} programId={programId} data={data} staff={staff} />
      </PanelSection>
      <PanelSection title="Message">
        <MessageForm programId={programId} data={data} />
      </PanelSection>
      <PanelSection title="Form answers">
        {data.forms.length === 0 ? (
          <p className="text-sm text-muted-foreground">No interest form answers from this player for this program.</p>
        ) : (
          data.forms.map((form) => (
            <div key={form.id} className="grid gap-1 rounded-lg border p-2 text-sm">
              <p className="font-medium">
                {form.formTitle} <span className="font-normal text-muted-foreground">· {formatTime(form.submittedAt)}</span>
              </p>
              <dl className="grid gap-1">
                {form.answers.map((answer, index) => (
                  <div key={`${index}-${answer.label}`}>
                    <dt className="text-xs text-muted-foreground">{answer.label}</dt>
                    <dd>{answer.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))
        )}
      </PanelSection>
      <PanelSection title="Notes">
        <Notes programId={programId} data={data} />
      </PanelSection>
      <PanelSection title="History">
        <ol className="grid gap-2 text-sm">
          {data.history.map((row) => (
            <li key={row.id} className="border-l-2 pl-3">
              <p>{row.fromStage ? `${PIPELINE_STAGE_LABELS[row.fromStage]} → ${PIPELINE_STAGE_LABELS[row.toStage]}` : `Added to ${PIPELINE_STAGE_LABELS[row.toStage]}`}</p>
              <p className="text-xs text-muted-foreground">
                {row.actorName ?? 'Automatically'} · {formatTime(row.createdAt)}
              </p>
            </li>
          ))}
        </ol>
        <p className="text-xs text-muted-foreground">In the pipeline since {formatDay(entry.createdAt.slice(0, 10))}.</p>
      </PanelSection>
      <PanelSection title="Remove">
        <div>
          <ConfirmDeleteButton
            title={`Remove ${entry.name} from the pipeline?`}
            description="Their stage history and notes are deleted too. Their form answers stay."
            confirmLabel="Remove"
            triggerText="Remove from pipeline"
            isPending={remove.isPending}
            onConfirm={() =>
              remove.mutateAsync().then(
                () => {
                  toast.success(PANEL_TEXTS.removed);
                  return true;
                },
                (error: Error) => {
                  toast.error(error.message);
                  return false;
                },
              )
            }
            onDeleted={onClose}
          />
        </div>
      </PanelSection>
    </div>
  );
}

export function PipelinePanel({
  programId,
  entryId,
  staff,
  onMove,
  onClose,
}: {
  programId: string;
  entryId: string | null;
  staff: PipelineStaff[];
  onMove: (stage: PipelineStage) => void;
  onClose: () => void;
}) {
  const panel = usePipelinePanel(programId, entryId);
  return (
    <Sheet open={entryId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" closeLabel="Close the panel" className="w-full max-w-lg sm:w-[32rem]">
        <SheetTitle className="pr-8">{panel.data?.entry.name ?? 'Player'}</SheetTitle>
        <SheetDescription>{panel.data ? `Stage: ${PIPELINE_STAGE_LABELS[panel.data.entry.stage]}` : 'Pipeline entry'}</SheetDescription>
        {panel.isPending ? (
          <LoadingState layout="inline">{PANEL_TEXTS.loading}</LoadingState>
        ) : panel.isError ? (
          <ErrorState layout="inline" title={PANEL_TEXTS.loadError} error={panel.error} onRetry={() => void panel.refetch()} />
        ) : (
          <PanelBody programId={programId} data={panel.data} staff={staff} onMove={onMove} onClose={onClose} />
        )}
      </SheetContent>
    </Sheet>
  );
}
