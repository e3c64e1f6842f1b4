import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOASTER } from '#shared/constants.ts';
import { useTheme } from '#web/lib/theme/theme-context.ts';
import { toasterMounted } from '#web/lib/toast.ts';

/**
 * sonner's light rich colours put text on tinted backgrounds below WCAG AA
 * (success 4.25:1); these darker text tones reach 4.5:1 or more.
 */
const LIGHT_RICH_TEXT = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 38%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
};

/** Toasts of spec section 9: up to 3 visible, 4000 ms, 356 px wide, 32px offset, bottom-right, "Notifications". */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  // Child effects run first, so the Toaster is subscribed by the time this runs.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      theme={resolvedTheme}
      visibleToasts={TOASTER.visibleToasts}
      duration={TOASTER.duration}
      offset={TOASTER.offset}
      position={TOASTER.position}
      containerAriaLabel={TOASTER.ariaLabel}
      style={{ '--width': `${TOASTER.width}px`, ...(resolvedTheme === 'light' ? LIGHT_RICH_TEXT : {}) } as CSSProperties}
      closeButton
      richColors
    />
  );
}
