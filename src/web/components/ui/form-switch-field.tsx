import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
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

/**
 * FormSwitchField bound to a react-hook-form boolean field. `whenUnset` is for an optional field: what an
 * unset value shows (false unless said; a field the form always sets never uses it).
 */
export function ControlledSwitchField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  whenUnset = false,
  ...field
}: {
  control: Control<Values, unknown, Transformed>;
  name: FieldPathByValue<Values, boolean | undefined>;
  whenUnset?: boolean;
  id?: string;
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <FormSwitchField {...field} checked={(value as boolean | undefined) ?? whenUnset} onCheckedChange={onChange} />
      )}
    />
  );
}
