import { useId } from 'react';
import { Label } from './label.tsx';
import { Switch } from './switch.tsx';

/** A labelled on/off switch with a line of help, for forms (team items, college programs, college staff). */
export function FormSwitchField({
  id: givenId,
  label,
  description,
  checked,
  onCheckedChange,
}: {
  /** A fixed id for the switch (its help line is `${id}-description`); a generated one otherwise. */
  id?: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-description`} />
    </div>
  );
}
