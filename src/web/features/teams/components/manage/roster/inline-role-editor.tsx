/**
 * Inline role editing on a game roster (spec 2.4): pencil to edit, tick to
 * save (needs a chosen role), cross to cancel. A failed save keeps the editor
 * open (spec 8) so the manager can try again.
 */
import Check from 'lucide-react/icons/check';
import Pencil from 'lucide-react/icons/pencil';
import X from 'lucide-react/icons/x';
import { useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RoleBadge } from '../role-badge.tsx';
import { valueLabel } from '../role-labels.ts';

export interface InlineRoleEditorProps<Role extends string> {
  /** The person's shown name, for the controls' accessible names. */
  name: string;
  role: string;
  roles: readonly Role[];
  /** Saves; resolves true when it worked (the caller shows the toasts). */
  onSave: (role: Role) => Promise<boolean>;
}

export function InlineRoleEditor<Role extends string>({ name, role, roles, onSave }: InlineRoleEditorProps<Role>) {
  const [isEditing, setIsEditing] = useState(false);
  const [chosen, setChosen] = useState<Role | ''>('');
  const [isSaving, setIsSaving] = useState(false);
  const selectId = useId();
  // Focus goes back to the pencil when the editor closes, not to the page's start.
  const refocusPencil = useRef(false);
  const close = () => {
    refocusPencil.current = true;
    setIsEditing(false);
  };

  if (!isEditing) {
    return (
      <div className="flex items-center gap-1">
        <RoleBadge role={role} />
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Edit role for ${name}`}
          ref={(element) => {
            if (element && refocusPencil.current) {
              refocusPencil.current = false;
              element.focus();
            }
          }}
          onClick={() => {
            setChosen('');
            setIsEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </div>
    );
  }

  const save = async () => {
    if (!chosen) return;
    setIsSaving(true);
    const saved = await onSave(chosen);
    setIsSaving(false);
    if (saved) close();
  };

  return (
    <div className="flex items-center gap-1">
      <label htmlFor={selectId} className="sr-only">
        {`Role for ${name}`}
      </label>
      <NativeSelect
        id={selectId}
        autoFocus
        className="h-8 w-36 py-1"
        value={chosen}
        disabled={isSaving}
        onChange={(event) => setChosen(event.target.value as Role | '')}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !isSaving) close();
        }}
      >
        <option value="" disabled>
          Select role
        </option>
        {roles.map((option) => (
          <option key={option} value={option}>
            {valueLabel(option)}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-emerald-600 dark:text-emerald-400"
        aria-label={`Save role for ${name}`}
        disabled={!chosen || isSaving}
        onClick={() => void save()}
      >
        {isSaving ? <Spinner /> : <Check aria-hidden="true" />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Cancel editing role for ${name}`}
        disabled={isSaving}
        onClick={close}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
