import ChevronDown from 'lucide-react/icons/chevron-down';
import House from 'lucide-react/icons/house';
import Inbox from 'lucide-react/icons/inbox';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { lazy, Suspense } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { cn } from '#web/lib/cn.ts';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import { accountMenuLabel } from './account-menu-label.ts';
import { BrandLink } from './brand-link.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import type { HeaderSearch } from './header-search.ts';
import { MY_TEAMS_LABEL, type NavLink } from '../nav/header-nav.ts';
import { MobileNav } from '../nav/mobile-nav.tsx';
import { inboxLinkName, UnreadBadge } from '../nav/unread-badge.tsx';
import { useHeaderNav } from '../nav/use-header-nav.ts';
import { useMenuOnIntent } from './use-menu-on-intent.ts';

// The avatar menu and the header menus are Radix menus (popper, focus
// management): their code loads on first hover, focus or press, so a page
// view that never opens a menu does not download it.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));
const NavMenuDropdown = lazy(async () => ({ default: (await import('./nav-menu-dropdown.tsx')).NavMenuDropdown }));

const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm whitespace-nowrap font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

// From lg to xl the bar is short of room: Home, Dashboard and Inbox show their icon, their name stays for screen readers.
const iconLinkLabel = 'sr-only xl:not-sr-only';

function NavMenu({ label, items, footerNote }: { label: string; items: NavLink[]; footerNote?: string }) {
  const menu = useMenuOnIntent();
  const triggerClassName = barLinkClass({ isActive: false });
  const standIn = (
    <button type="button" className={triggerClassName} {...menu.standInProps}>
      {label}
      <ChevronDown aria-hidden="true" />
    </button>
  );
  if (!menu.isRequested) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NavMenuDropdown
        label={label}
        items={items}
        footerNote={footerNote}
        triggerClassName={triggerClassName}
        open={menu.open}
        onOpenChange={menu.setOpen}
        focusTriggerOnMount={menu.focusTriggerOnMount}
      />
    </Suspense>
  );
}

function AccountMenu() {
  const { user, profile } = useAuth();
  const menu = useMenuOnIntent();
  if (!user) return null;
  const name = profile?.displayName ?? user.fullName;
  const standIn = (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={accountMenuLabel(name)} {...menu.standInProps}>
      <InitialsAvatar name={name} avatarUrl={user.avatarUrl} />
    </Button>
  );
  if (!menu.isRequested) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu open={menu.open} onOpenChange={menu.setOpen} focusTriggerOnMount={menu.focusTriggerOnMount} />
    </Suspense>
  );
}

/**
 * Sticky header of spec section 2.2. Desktop (lg and up): the menus in a
 * bar; below that, the mobile drawer. Every gate comes from useHeaderNav.
 * `search`: the player search shown in the bar and the drawer.
 */
export function SiteHeader({ unreadCount, search: Search }: { unreadCount?: number; search: HeaderSearch }) {
  const { isSignedIn, isLoading } = useAuth();
  const nav = useHeaderNav();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <div className="flex shrink-0 items-center gap-2">
          <MobileNav nav={nav} unreadCount={unreadCount} search={Search} />
          <BrandLink />
        </div>
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          {nav.home ? (
            <RouterNavLink to={nav.home.href} className={barLinkClass}>
              <House aria-hidden="true" />
              <span className={iconLinkLabel}>{nav.home.label}</span>
            </RouterNavLink>
          ) : null}
          <RouterNavLink to={nav.features.href} className={barLinkClass}>
            {nav.features.label}
          </RouterNavLink>
          {nav.myTeams ? <NavMenu label={MY_TEAMS_LABEL} items={nav.myTeams} /> : null}
          {nav.teamTools ? <NavMenu label="Team Tools" items={nav.teamTools} /> : null}
          <NavMenu label="College Recruiting" items={nav.collegeRecruiting} />
          <NavMenu
            label="Learn"
            items={nav.learn}
            footerNote={nav.isLearnError ? 'Articles could not be loaded.' : undefined}
          />
          {nav.dashboard ? (
            <RouterNavLink to={nav.dashboard.href} className={barLinkClass}>
              <LayoutDashboard aria-hidden="true" />
              <span className={iconLinkLabel}>{nav.dashboard.label}</span>
            </RouterNavLink>
          ) : null}
          {nav.inbox ? (
            <RouterNavLink to={nav.inbox.href} className={barLinkClass} aria-label={inboxLinkName(unreadCount)}>
              <Inbox aria-hidden="true" />
              {/* The space keeps the visible text "Inbox 1" inside the name "Inbox, 1 unread" (WCAG 2.5.3), as in the drawer. */}
              <span className={iconLinkLabel}>{nav.inbox.label}</span>{' '}
              <UnreadBadge count={unreadCount ?? 0} />
            </RouterNavLink>
          ) : null}
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <Search className="hidden w-40 lg:block xl:w-44" />
          {isLoading ? null : isSignedIn ? (
            <AccountMenu />
          ) : (
            <>
              <ThemeSwitch />
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.auth.root.getHref('sign-in')}>Sign In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.auth.root.getHref('get-started')}>Get Started</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
