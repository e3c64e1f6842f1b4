import { Check, Handshake, List, LogOut, Megaphone, Monitor, Moon, ShieldCheck, Sun, User, UserCog, UserPlus } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isPrivileged } from '#shared/access/access-rules.ts';
import { FAMILY_ROLES } from '#shared/access/roles.ts';
import { THEMES, type Theme } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useSignOut } from '#web/lib/auth/sign-out.ts';
import { useTheme } from '#web/lib/theme/theme-context.ts';
import { AccountAvatar } from './account-avatar.tsx';
import { accountMenuLabel } from './account-menu-label.ts';

export const THEME_OPTIONS: Record<Theme, { label: string; Icon: typeof Sun }> = {
  light: { label: 'Light', Icon: Sun },
  dark: { label: 'Dark', Icon: Moon },
  system: { label: 'System', Icon: Monitor },
};

/** The signed-in avatar menu of spec section 2.2. */
export interface UserMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in button had keyboard focus when this loaded: keep it on the real trigger. */
  focusTriggerOnMount: boolean;
}

export function UserMenu({ open, onOpenChange, focusTriggerOnMount }: UserMenuProps) {
  const { user, profile, roles } = useAuth();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTriggerOnMount) trigger.current?.focus();
  }, [focusTriggerOnMount]);
  const { theme, setTheme } = useTheme();
  const signOut = useSignOut();
  if (!user) return null;
  const name = profile?.displayName ?? user.fullName;
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" className="rounded-full" aria-label={accountMenuLabel(name)}>
          <AccountAvatar name={name} avatarUrl={user.avatarUrl} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate">{name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {profile?.setupComplete ? (
          <DropdownMenuItem asChild>
            <Link to={paths.player.getHref(profile.slug)}>
              <User aria-hidden="true" />
              My Profile
            </Link>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem asChild>
            <Link to={paths.welcome.getHref()}>
              <UserPlus aria-hidden="true" />
              Create Profile
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={paths.lists.getHref()}>
            <List aria-hidden="true" />
            My Lists
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.matchmaking.getHref()}>
            <Handshake aria-hidden="true" />
            Matchmaking
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Theme</DropdownMenuLabel>
        <DropdownMenuPrimitive.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {THEMES.map((option) => {
            const { label, Icon } = THEME_OPTIONS[option];
            return (
              <DropdownMenuPrimitive.RadioItem
                key={option}
                value={option}
                className="relative flex cursor-default items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground [&_svg]:size-4"
              >
                <Icon aria-hidden="true" />
                {label}
                <DropdownMenuPrimitive.ItemIndicator className="ml-auto">
                  <Check aria-hidden="true" />
                </DropdownMenuPrimitive.ItemIndicator>
              </DropdownMenuPrimitive.RadioItem>
            );
          })}
        </DropdownMenuPrimitive.RadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.account.getHref()}>
            <UserCog aria-hidden="true" />
            My Account
          </Link>
        </DropdownMenuItem>
        {/* Accepting a guardian invitation grants a family role (decision 021), so this covers active guardians. */}
        {roles.some((grant) => (FAMILY_ROLES as readonly string[]).includes(grant.role)) ? (
          <DropdownMenuItem asChild>
            <Link to={paths.guardian.root.getHref()}>
              <ShieldCheck aria-hidden="true" />
              Guardian
            </Link>
          </DropdownMenuItem>
        ) : null}
        {isPrivileged(roles) ? (
          <DropdownMenuItem asChild>
            <Link to={paths.adminAlerts.getHref()}>
              <Megaphone aria-hidden="true" />
              Manage Alerts
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          {signOut.isPending ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
