import Check from 'lucide-react/icons/check';
import Handshake from 'lucide-react/icons/handshake';
import House from 'lucide-react/icons/house';
import List from 'lucide-react/icons/list';
import LogOut from 'lucide-react/icons/log-out';
import Megaphone from 'lucide-react/icons/megaphone';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sun from 'lucide-react/icons/sun';
import User from 'lucide-react/icons/user';
import UserCog from 'lucide-react/icons/user-cog';
import UserPlus from 'lucide-react/icons/user-plus';
import type { LucideIcon } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isPrivileged } from '#shared/access/access-rules.ts';
import { holdsFamilyRole, showsPlayerSetupPrompts, showsPlayerTools } from '#shared/account/account-kinds.ts';
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
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import { accountMenuLabel } from './account-menu-label.ts';

/** One link of the menu: its icon, then its text. */
function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenuItem>
  );
}

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
          <InitialsAvatar name={name} avatarUrl={user.avatarUrl} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate">{name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLink to={paths.myHome.getHref()} icon={House} label="Home" />
        {/* Player prompts (docs/decisions/068): never for parents and guardians; Create Profile only for player accounts. */}
        {!showsPlayerTools(roles) ? null : profile?.setupComplete ? (
          <MenuLink to={paths.player.getHref(profile.slug)} icon={User} label="My Profile" />
        ) : showsPlayerSetupPrompts(roles) ? (
          <MenuLink to={paths.welcome.getHref()} icon={UserPlus} label="Create Profile" />
        ) : null}
        {showsPlayerTools(roles) ? (
          <>
            <MenuLink to={paths.lists.getHref()} icon={List} label="My Lists" />
            <MenuLink to={paths.matchmaking.getHref()} icon={Handshake} label="Matchmaking" />
          </>
        ) : null}
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
        <MenuLink to={paths.account.getHref()} icon={UserCog} label="My Account" />
        {/* Accepting a guardian invitation grants a family role (decision 021), so this covers active guardians. */}
        {holdsFamilyRole(roles) ? (
          <MenuLink to={paths.guardian.root.getHref()} icon={ShieldCheck} label="Guardian" />
        ) : null}
        {isPrivileged(roles) ? (
          <MenuLink to={paths.adminAlerts.getHref()} icon={Megaphone} label="Manage Alerts" />
        ) : null}
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          {signOut.isPending ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
