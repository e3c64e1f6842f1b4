import { useState } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * For header menus whose code loads on first intent: a plain stand-in button
 * takes the hover, focus or press, asks for the real menu, and passes on
 * whether it should open at once and whether the real trigger takes focus.
 * On a page rendered at build time it is disabled until hydration: before
 * that it has no handlers, and a press would be lost (decision 097).
 */
export function useMenuOnIntent() {
  const [isRequested, setIsRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const hydrated = useHydrated();
  const standInProps = {
    disabled: !hydrated,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => setIsRequested(true),
    onFocus: () => {
      setHadFocus(true);
      setIsRequested(true);
    },
    // Radix menus open on pointer down; doing the same here means a press that
    // lands while the real menu is still loading is not lost.
    onPointerDown: (event: { button: number; ctrlKey: boolean }) => {
      if (event.button !== 0 || event.ctrlKey) return;
      setIsRequested(true);
      setOpen(true);
    },
    // Keyboard activation (Enter, Space) arrives as a click.
    onClick: () => {
      setIsRequested(true);
      setOpen(true);
    },
  };
  return { isRequested, open, setOpen, focusTriggerOnMount: hadFocus, standInProps };
}
