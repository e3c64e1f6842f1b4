import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import type { HeaderSearch } from '../header/header-search.ts';
import type { HeaderNav } from './header-nav.ts';

// The drawer (a dialog with focus trap and scroll lock) is fetched on the first
// sign of intent, so pages such as the landing page do not download it up front.
const MobileNavDrawer = lazy(async () => ({ default: (await import('./mobile-nav-drawer.tsx')).MobileNavDrawer }));

/** The phone and tablet side drawer (spec section 2.2): the header's items, Find Programs and Learn collapsible. */
export function MobileNav({ nav, unreadCount, search }: { nav: HeaderNav; unreadCount?: number; search: HeaderSearch }) {
  const [open, setOpen] = useState(false);
  const [isRequested, setIsRequested] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Disabled in a page rendered at build time until hydration, when it has no handler yet (decisions 097, 098).
  const hydrated = useHydrated();
  const [openedAt, setOpenedAt] = useState(location.key);
  // Navigating (links, back button) closes the drawer.
  if (open && openedAt !== location.key) {
    setOpen(false);
    setOpenedAt(location.key);
  }
  const request = () => setIsRequested(true);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    setOpenedAt(location.key);
  };

  return (
    <>
      <Button
        ref={launcher}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!hydrated}
        onPointerEnter={request}
        onFocus={request}
        onClick={() => {
          request();
          changeOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {isRequested ? (
        <Suspense fallback={null}>
          <MobileNavDrawer nav={nav} unreadCount={unreadCount} search={search} open={open} onOpenChange={changeOpen} launcher={launcher} />
        </Suspense>
      ) : null}
    </>
  );
}
