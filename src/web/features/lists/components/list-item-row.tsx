/**
 * One item of the open list: the player (linked to their profile) or "No
 * longer available", or the college (initials, place, claim and demo
 * badges, linked to its page); the note, Move up / Move down and Remove.
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import MapPin from 'lucide-react/icons/map-pin';
import UserX from 'lucide-react/icons/user-x';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { LIST_TEXTS, type ListItem } from '#shared/contracts/lists.ts';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ClaimStatusBadge, DemoBadge } from '#web/components/ui/college-badges.tsx';
import { paths } from '#web/config/paths.ts';

export interface ListItemRowProps {
  item: ListItem;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  /** The note editor. */
  note: ReactNode;
  /** Pointer users may also drag a row onto another (Move up / Move down stay the keyboard way). */
  dragProps?: Pick<ComponentProps<'li'>, 'draggable' | 'onDragStart' | 'onDragOver' | 'onDrop' | 'onDragEnd'>;
}

function playerFacts(player: NonNullable<ListItem['player']>): string {
  const facts = [player.gradYear ? `Class of ${player.gradYear}` : null, player.state];
  if (player.mainGame) facts.push(player.mainGame.rankName ? `${player.mainGame.titleName} · ${player.mainGame.rankName}` : player.mainGame.titleName);
  return facts.filter(Boolean).join(' · ');
}

/** The item's name as controls and toasts say it. */
export function listItemName(item: ListItem): string {
  return item.player?.displayName ?? item.college?.name ?? LIST_TEXTS.noLongerAvailable;
}

function CollegeSummary({ college }: { college: NonNullable<ListItem['college']> }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      {/* Colleges have no logo yet: their initials on a square tile. */}
      <InitialsAvatar name={college.name} avatarUrl={null} className="rounded-md" />
      <div className="grid min-w-0 gap-1">
        <Link to={paths.college.getHref(college.slug)} className="font-semibold break-words underline-offset-4 hover:underline">
          {college.name}
        </Link>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {college.city}, {college.state}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <DemoBadge isDemo={college.isDemo} />
          <ClaimStatusBadge isClaimed={college.isClaimed} />
        </div>
      </div>
    </div>
  );
}

export function ListItemRow({ item, isFirst, isLast, isBusy, onMove, onRemove, note, dragProps }: ListItemRowProps) {
  const name = listItemName(item);
  return (
    <li {...dragProps} className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid min-w-0 gap-2">
        {item.college ? (
          <CollegeSummary college={item.college} />
        ) : item.player ? (
          <div className="flex min-w-0 items-center gap-3">
            <InitialsAvatar name={item.player.displayName} avatarUrl={item.player.avatarUrl} />
            <div className="min-w-0">
              <Link to={paths.player.getHref(item.player.slug)} className="font-semibold underline-offset-4 hover:underline">
                {item.player.displayName}
              </Link>
              <p className="truncate text-sm text-muted-foreground">{playerFacts(item.player)}</p>
            </div>
          </div>
        ) : (
          <div className="flex items-center gap-3 text-muted-foreground">
            <UserX aria-hidden="true" className="size-9 rounded-full border p-2" />
            <p className="font-semibold">{LIST_TEXTS.noLongerAvailable}</p>
          </div>
        )}
        {note}
      </div>
      <div className="flex flex-wrap items-start gap-1 sm:justify-end">
        {/* aria-disabled, not disabled: the button keeps focus when its item reaches the top or bottom. */}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${name} up`}
          aria-disabled={isFirst || isBusy}
          className="aria-disabled:opacity-50"
          onClick={() => !isFirst && !isBusy && onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${name} down`}
          aria-disabled={isLast || isBusy}
          className="aria-disabled:opacity-50"
          onClick={() => !isLast && !isBusy && onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" aria-label={`Remove ${name}`} disabled={isBusy} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}
