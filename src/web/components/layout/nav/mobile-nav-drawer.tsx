/** The drawer's content, loaded on first use by mobile-nav.tsx so desktop visitors never download it. */
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Collapsible } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#web/components/ui/sheet.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import type { HeaderSearch } from '../header/header-search.ts';
import { showsPlayerSetupPrompts } from '#shared/account/account-kinds.ts';
import { MY_TEAMS_LABEL, type HeaderNav, type NavLink } from './header-nav.ts';
import { inboxLinkName, UnreadBadge } from './unread-badge.tsx';

const drawerLinkClass =
  'flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring';

function DrawerLinks({ items, onNavigate }: { items: NavLink[]; onNavigate: () => void }) {
  return (
    <ul className="flex flex-col">
      {items.map((item, index) => (
        <li key={`${item.href}-${index}`}>
          <Link to={item.href} className={drawerLinkClass} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Collapsible.Root className="border-t pt-2">
      <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-md px-3 py-2 text-sm font-semibold outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">
        {title}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </Collapsible.Trigger>
      <Collapsible.Content className="pl-2">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

export interface MobileNavDrawerProps {
  nav: HeaderNav;
  unreadCount?: number;
  search: HeaderSearch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button outside the dialog; focus goes back to it on close. */
  launcher: RefObject<HTMLButtonElement | null>;
}

export function MobileNavDrawer({ nav, unreadCount, search: Search, open, onOpenChange, launcher }: MobileNavDrawerProps) {
  const { isSignedIn, isLoading, profile, roles } = useAuth();
  const close = () => onOpenChange(false);
  const navRef = useRef<HTMLElement>(null);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        // The dialog pattern: focus the drawer's first link, not the search field (on a phone that opens the
        // keyboard over the menu the person came for). Radix would focus the first focusable: the search.
        onOpenAutoFocus={(event) => {
          const first = navRef.current?.querySelector<HTMLElement>('a[href], button');
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          launcher.current?.focus();
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <Search onNavigate={close} />
        <nav ref={navRef} aria-label="Mobile" className="flex flex-col gap-1">
          <DrawerLinks
            items={[...(nav.home ? [nav.home] : []), nav.features, ...(nav.dashboard ? [nav.dashboard] : []), ...(nav.guardian ? [nav.guardian] : [])]}
            onNavigate={close}
          />
          {nav.inbox ? (
            <Link to={nav.inbox.href} className={drawerLinkClass} onClick={close} aria-label={inboxLinkName(unreadCount)}>
              {/* A space between the word and the badge: the visible text reads "Inbox 1", inside the name "Inbox, 1 unread" (WCAG 2.5.3). */}
              {nav.inbox.label}{' '}
              <UnreadBadge count={unreadCount ?? 0} />
            </Link>
          ) : null}
          {nav.myTeams ? (
            <div className="border-t pt-2">
              <p className="px-3 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{MY_TEAMS_LABEL}</p>
              <DrawerLinks items={nav.myTeams} onNavigate={close} />
            </div>
          ) : null}
          {nav.teamTools ? (
            <div className="border-t pt-2">
              <p className="px-3 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Team Tools</p>
              <DrawerLinks items={nav.teamTools} onNavigate={close} />
            </div>
          ) : null}
          <DrawerSection title="Find Programs">
            <DrawerLinks items={nav.collegeRecruiting} onNavigate={close} />
          </DrawerSection>
          <DrawerSection title="Learn">
            <DrawerLinks items={nav.learn} onNavigate={close} />
          </DrawerSection>
          {!isLoading && !isSignedIn ? (
            <div className="flex flex-col gap-2 border-t pt-4">
              <Button asChild>
                <Link to={paths.auth.root.getHref('get-started')} onClick={close}>
                  Get Started
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.auth.root.getHref('sign-in')} onClick={close}>
                  Sign In
                </Link>
              </Button>
            </div>
          ) : null}
          {isSignedIn && !isLoading && !profile?.setupComplete && showsPlayerSetupPrompts(roles) ? (
            <div className="border-t pt-2">
              <Link to={paths.profileOnboarding.getHref()} className={drawerLinkClass} onClick={close}>
                Create Profile
              </Link>
            </div>
          ) : null}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
