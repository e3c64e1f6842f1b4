import type { ReactNode } from 'react';
import { Label } from './label.tsx';
import { NativeSelect } from './native-select.tsx';

export interface LabelledSelectProps {
  id: string;
  label: ReactNode;
  value: string;
  /** The chosen option's value ("" for an "Any ..." option). */
  onChange: (value: string) => void;
  /** The <option>s (ChoiceOptions for a fixed list). */
  children: ReactNode;
  disabled?: boolean;
  /** The id of a line that explains the select (e.g. why it is disabled). */
  describedBy?: string;
  /** Shown under the select, e.g. that line. */
  hint?: ReactNode;
}

/** A filter's select with its label above it (the matchmaking filters). */
export function LabelledSelect({ id, label, value, onChange, children, disabled, describedBy, hint }: LabelledSelectProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} disabled={disabled} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
      {hint}
    </div>
  );
}
