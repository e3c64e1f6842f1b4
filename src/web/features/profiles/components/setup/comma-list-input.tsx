/** A text input for a short list ("Omen, Viper"): typed as text, kept as the list of trimmed, non-empty items. */
import { useState, type ComponentProps } from 'react';
import { Input } from '#web/components/ui/input.tsx';

export interface CommaListInputProps extends Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export function CommaListInput({ value, onChange, ...props }: CommaListInputProps) {
  const [text, setText] = useState(value.join(', '));
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split(',')
            .map((item) => item.trim())
            .filter((item) => item.length > 0),
        );
      }}
    />
  );
}
