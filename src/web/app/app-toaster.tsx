import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOASTER } from '#shared/constants.ts';
import { useTheme } from '#web/lib/theme/theme-context.ts';
import { toasterMounted } from '#web/lib/toast.ts';

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
      style={{ '--width': `${TOASTER.width}px` } as CSSProperties}
      closeButton
      richColors
    />
  );
}
