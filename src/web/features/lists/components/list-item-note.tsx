/** A list item's note: shown as text, edited in place, saved with Save (Escape or Cancel keeps the old one). */
import { useState } from 'react';
import { LIST_NOTE_MAX, updateListItemSchema } from '#shared/contracts/lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/lib/toast.ts';
import { useUpdateListItemNote } from '../api/update-list-item-note.ts';

export interface ListItemNoteProps {
  listId: string;
  itemId: string;
  note: string | null;
  /** Who the note is about, for the control's name ("Note on Ace"). */
  subject: string;
}

export function ListItemNote({ listId, itemId, note, subject }: ListItemNoteProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(note ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateListItemNote();

  const save = async () => {
    const parsed = updateListItemSchema.safeParse({ note: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await update.mutateAsync({ listId, itemId, data: { note: draft } });
      setIsEditing(false);
      setError(undefined);
      toast.success('Note saved');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not save the note');
    }
  };

  if (!isEditing) {
    return (
      <div className="flex flex-wrap items-start gap-2">
        {note ? <p className="min-w-0 flex-1 text-sm whitespace-pre-wrap break-words">{note}</p> : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${note ? 'Edit note' : 'Add note'} on ${subject}`}
          onClick={() => {
            setDraft(note ?? '');
            setIsEditing(true);
          }}
        >
          {note ? 'Edit note' : 'Add note'}
        </Button>
      </div>
    );
  }

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormField label={`Note on ${subject}`} error={error}>
        {(control) => (
          <Textarea
            {...control}
            autoFocus
            rows={3}
            maxLength={LIST_NOTE_MAX + 100}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setIsEditing(false);
            }}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null} Save note
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setIsEditing(false)} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
