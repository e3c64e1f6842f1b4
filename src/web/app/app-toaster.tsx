import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOASTER } from '#shared/constants.ts';
import { useTheme } from '#web/lib/theme/theme-context.ts';
import { toasterMounted } from '#web/lib/toast.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';

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

/** sonner's own phone breakpoint: below it a toast spans the screen. */
const PHONE = '(max-width: 600px)';
/** On a phone toasts sit just under the sticky header (h-16), not over the buttons at the bottom of the screen. */
const PHONE_OFFSET = { top: '72px', left: '8px', right: '8px' };
/**
 * sonner hangs the close button over the toast's top-left corner, which on a full-width phone toast is the
 * screen's edge: there it sits inside the toast's top-right corner instead, with room kept for it.
 */
const PHONE_CLOSE_BUTTON = 'size-6! left-auto! right-2! top-2! transform-none!';

/**
 * Toasts of spec section 9: up to 3 visible, 4000 ms, 356 px wide, 32px offset, bottom-right, "Notifications".
 * On a phone a full-width toast at the bottom covered the page's actions (the guardian's choice buttons), so
 * there they come in at the top, under the header (docs/decisions/078); the close button is 24 px (WCAG 2.5.8)
 * and, on a phone, inside the toast.
 */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  const phone = useMediaQuery(PHONE, false);
  // Child effects run first, so the Toaster is subscribed by the time this runs.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      theme={resolvedTheme}
      visibleToasts={TOASTER.visibleToasts}
      duration={TOASTER.duration}
      offset={TOASTER.offset}
      position={phone ? 'top-center' : TOASTER.position}
      mobileOffset={PHONE_OFFSET}
      containerAriaLabel={TOASTER.ariaLabel}
      style={{ '--width': `${TOASTER.width}px`, ...(resolvedTheme === 'light' ? LIGHT_RICH_TEXT : {}) } as CSSProperties}
      closeButton
      toastOptions={{ classNames: { closeButton: phone ? PHONE_CLOSE_BUTTON : 'size-6!', toast: phone ? 'pr-10!' : undefined } }}
      richColors
    />
  );
}
