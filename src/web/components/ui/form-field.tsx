import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Label } from './label.tsx';

/** Props a form control needs to be tied to its label, description and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Helper text under the control. */
  description?: ReactNode;
  /** Error text; marks the control invalid. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with helper and error text, wired up with ids for assistive technology. */
export function FormField({ label, description, error, className, children }: FormFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
