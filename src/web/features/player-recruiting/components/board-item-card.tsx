/** One program on the board: its college and title, the player's match, the note, and (for the player) drag, "Move to", note and remove. */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import GripVertical from 'lucide-react/icons/grip-vertical';
import { useState } from 'react';
import { Link } from 'react-router';
import { COLLEGE_BOARD_BUCKET_LABELS, type BoardItem } from '#shared/contracts/player-recruiting.ts';
import { COLLEGE_BOARD_BUCKETS, type CollegeBoardBucket } from '#shared/recruiting/recruiting-values.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { NoteButton, NoteEditor } from './note-editor.tsx';
import { matchHeadline, programFullName, programTitle } from './program-label.ts';

export interface BoardItemCardProps {
  item: BoardItem;
  canEdit: boolean;
  isPending: boolean;
  onMove: (bucket: CollegeBoardBucket) => void;
  onSaveNote: (note: string) => Promise<unknown>;
  onRemove: () => void;
}

export function BoardItemCard({ item, canEdit, isPending, onMove, onSaveNote, onRemove }: BoardItemCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.program.id, disabled: !canEdit });
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(item.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const name = programFullName(item.program);

  async function save() {
    setError(null);
    try {
      await onSaveNote(note);
      setEditing(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not save the note. Try again.');
    }
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('grid gap-2 rounded-md border bg-card p-3', isDragging && 'opacity-60 shadow-lg')}
      aria-label={name}
      data-program-id={item.program.id}
    >
      <div className="flex items-start gap-2">
        {canEdit ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="mt-0.5 rounded p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Drag ${name}`}
            data-refocus="handle"
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <Link to={paths.college.getHref(item.program.collegeSlug, item.program.id)} className="font-semibold break-words hover:underline">
            {item.program.collegeName}
          </Link>
          <p className="text-sm text-muted-foreground">{programTitle(item.program)}</p>
        </div>
        {item.match ? <span className="shrink-0 text-sm font-medium">{matchHeadline(item.match.score, item.match.band)}</span> : null}
      </div>
      {editing ? (
        <NoteEditor
          note={note}
          onNoteChange={setNote}
          isPending={isPending}
          onSave={() => void save()}
          onCancel={() => setEditing(false)}
          alert={
            error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null
          }
        />
      ) : item.note ? (
        <p className="text-sm whitespace-pre-line break-words">{item.note}</p>
      ) : null}
      {canEdit && !editing ? (
        <div className="flex flex-wrap gap-2">
          {COLLEGE_BOARD_BUCKETS.filter((bucket) => bucket !== item.bucket).map((bucket) => (
            <Button key={bucket} size="sm" variant="outline" disabled={isPending} aria-label={`Move to ${COLLEGE_BOARD_BUCKET_LABELS[bucket]}, ${name}`} onClick={() => onMove(bucket)}>
              Move to {COLLEGE_BOARD_BUCKET_LABELS[bucket]}
            </Button>
          ))}
          <NoteButton name={name} hasNote={Boolean(item.note)} onClick={() => { setNote(item.note ?? ''); setEditing(true); }} />
          <Button size="sm" variant="ghost" disabled={isPending} aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      ) : null}
    </li>
  );
}
