import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { Button } from '#web/components/ui/button.tsx';
import { useTheme } from '#web/lib/theme/theme-context.ts';

/**
 * The visitor's theme control (signed in, the avatar menu has light, dark and
 * system). One press switches to the other theme of what is shown now; the
 * choice is kept in this browser.
 */
export function ThemeSwitch() {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  return (
    <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={`Switch to ${next} theme`} onClick={() => setTheme(next)}>
      {next === 'light' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
