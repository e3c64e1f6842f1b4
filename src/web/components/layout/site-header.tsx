import { ChevronDown, Inbox, LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { cn } from '#web/lib/cn.ts';
import { BrandLink } from './brand-link.tsx';
import type { NavLink } from './header-nav.ts';
import { MobileNav } from './mobile-nav.tsx';
import { inboxLinkName, UnreadBadge } from './unread-badge.tsx';
import { useHeaderNav } from './use-header-nav.ts';
import { UserMenu } from './user-menu.tsx';

const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

function NavMenu({ label, items, footer }: { label: string; items: NavLink[]; footer?: ReactNode }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={barLinkClass({ isActive: false })}>
        {label}
        <ChevronDown aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        {items.map((item, index) => (
          <DropdownMenuItem key={`${item.href}-${index}`} asChild>
            <Link to={item.href}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        {footer}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Sticky header of spec section 2.2. Desktop (lg and up): the menus in a
 * bar; below that, the mobile drawer. Every gate comes from useHeaderNav.
 */
export function SiteHeader({ unreadCount }: { unreadCount?: number }) {
  const { isSignedIn, isLoading } = useAuth();
  const nav = useHeaderNav();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <div className="flex items-center gap-2">
          <MobileNav nav={nav} unreadCount={unreadCount} />
          <BrandLink />
        </div>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <RouterNavLink to={nav.features.href} className={barLinkClass}>
            {nav.features.label}
          </RouterNavLink>
          {nav.teamTools ? <NavMenu label="Team Tools" items={nav.teamTools} /> : null}
          <NavMenu label="College Recruiting" items={nav.collegeRecruiting} />
          <NavMenu
            label="Learn"
            items={nav.learn}
            footer={
              nav.isLearnError ? (
                <>
                  <DropdownMenuSeparator />
                  <p className="px-2 py-1.5 text-xs text-muted-foreground">Articles could not be loaded.</p>
                </>
              ) : null
            }
          />
          {nav.dashboard ? (
            <RouterNavLink to={nav.dashboard.href} className={barLinkClass}>
              <LayoutDashboard aria-hidden="true" />
              {nav.dashboard.label}
            </RouterNavLink>
          ) : null}
          {nav.inbox ? (
            <RouterNavLink to={nav.inbox.href} className={barLinkClass} aria-label={inboxLinkName(unreadCount)}>
              <Inbox aria-hidden="true" />
              {nav.inbox.label}
              <UnreadBadge count={unreadCount ?? 0} />
            </RouterNavLink>
          ) : null}
        </nav>
        <div className="flex items-center gap-2">
          {isLoading ? null : isSignedIn ? (
            <UserMenu />
          ) : (
            <>
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
