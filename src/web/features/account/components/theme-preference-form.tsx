import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useId } from 'react';
import { isTheme } from '#shared/account/theme.ts';
import type { Theme } from '#shared/value-sets.ts';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { useTheme } from '#web/lib/theme/theme-context.ts';

const OPTIONS: { value: Theme; label: string; hint: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', hint: 'Bright backgrounds', Icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Easy on the eyes at night', Icon: Moon },
  { value: 'system', label: 'System', hint: 'Follows your device setting', Icon: Monitor },
];

/** Light, Dark or System; the theme provider applies it and saves it to the profile and this browser. */
export function ThemePreferenceForm() {
  const { theme, setTheme } = useTheme();
  const id = useId();
  return (
    <RadioGroup
      aria-label="Theme"
      value={theme}
      onValueChange={(value) => {
        if (isTheme(value)) setTheme(value);
      }}
      className="grid gap-3 sm:grid-cols-3"
    >
      {OPTIONS.map(({ value, label, hint, Icon }) => (
        <Label
          key={value}
          htmlFor={`${id}-${value}`}
          className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
        >
          <RadioGroupItem id={`${id}-${value}`} value={value} />
          <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
          <span className="grid gap-0.5">
            <span>{label}</span>
            <span className="text-xs font-normal text-muted-foreground">{hint}</span>
          </span>
        </Label>
      ))}
    </RadioGroup>
  );
}
