import { useId, type ReactNode } from 'react';
import { PLAYER_RECRUITING_NOTE_MAX } from '#shared/contracts/player-recruiting.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

/** The open note of a board card or a pipeline row: the text box, then Save note and Cancel (`alert` between them). */
export function NoteEditor({
  note,
  onNoteChange,
  isPending,
  onSave,
  onCancel,
  alert,
}: {
  note: string;
  onNoteChange: (note: string) => void;
  isPending: boolean;
  onSave: () => void;
  onCancel: () => void;
  alert?: ReactNode;
}) {
  const noteId = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={noteId} className="text-sm font-medium">
        Note
      </label>
      <Textarea id={noteId} rows={3} maxLength={PLAYER_RECRUITING_NOTE_MAX} value={note} onChange={(event) => onNoteChange(event.target.value)} />
      {alert}
      <div className="flex gap-2">
        <Button size="sm" onClick={onSave} disabled={isPending}>
          Save note
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** "Edit note" or "Add note", named for the card or row it belongs to (the visible words first: WCAG 2.5.3). */
export function NoteButton({ name, hasNote, onClick }: { name: string; hasNote: boolean; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" aria-label={`${hasNote ? 'Edit note' : 'Add note'}, ${name}`} onClick={onClick}>
      {hasNote ? 'Edit note' : 'Add note'}
    </Button>
  );
}
