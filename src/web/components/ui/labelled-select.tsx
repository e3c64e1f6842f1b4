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
}

/** A filter's select with its label above it (the matchmaking filters). */
export function LabelledSelect({ id, label, value, onChange, children }: LabelledSelectProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
