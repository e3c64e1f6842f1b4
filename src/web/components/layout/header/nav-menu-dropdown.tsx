/** A header menu (Team Tools, College Recruiting, Learn): the Radix menu, loaded on first intent by site-header. */
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import type { NavLink } from '../nav/header-nav.ts';

export interface NavMenuDropdownProps {
  label: string;
  items: NavLink[];
  footerNote?: string;
  triggerClassName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in button had keyboard focus when this loaded: keep it on the real trigger. */
  focusTriggerOnMount: boolean;
}

export function NavMenuDropdown({
  label,
  items,
  footerNote,
  triggerClassName,
  open,
  onOpenChange,
  focusTriggerOnMount,
}: NavMenuDropdownProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTriggerOnMount) trigger.current?.focus();
  }, [focusTriggerOnMount]);
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger ref={trigger} className={triggerClassName}>
        {label}
        <ChevronDown aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        {items.map((item, index) => (
          <DropdownMenuItem key={`${item.href}-${index}`} asChild>
            <Link to={item.href}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        {footerNote ? (
          <>
            <DropdownMenuSeparator />
            <p className="px-2 py-1.5 text-xs text-muted-foreground">{footerNote}</p>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
