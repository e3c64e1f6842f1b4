import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { Textarea } from './textarea.tsx';

interface TextFieldProps {
  label: ReactNode;
  /** Helper text under the control. */
  description?: ReactNode;
  /** Error text; marks the control invalid. */
  error?: string;
}

/** FormField around an Input; the other props (a react-hook-form registration among them) go to the input. */
export function InputField({ label, description, error, ...input }: TextFieldProps & ComponentProps<'input'>) {
  return (
    <FormField label={label} description={description} error={error}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}

/** FormField around a Textarea; the other props go to the textarea. */
export function TextareaField({ label, description, error, ...textarea }: TextFieldProps & ComponentProps<'textarea'>) {
  return (
    <FormField label={label} description={description} error={error}>
      {(control) => <Textarea {...control} {...textarea} />}
    </FormField>
  );
}
