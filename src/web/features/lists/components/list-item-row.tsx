/**
 * One item of the open list: the player (linked to their profile) or "No
 * longer available", the note, Move up / Move down and Remove.
 */
import { ArrowDown, ArrowUp, UserX } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { LIST_TEXTS, type ListItem } from '#shared/contracts/lists.ts';
import { AccountAvatar } from '#web/components/layout/account-avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
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

export function ListItemRow({ item, isFirst, isLast, isBusy, onMove, onRemove, note, dragProps }: ListItemRowProps) {
  const name = item.player?.displayName ?? LIST_TEXTS.noLongerAvailable;
  return (
    <li {...dragProps} className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid min-w-0 gap-2">
        {item.player ? (
          <div className="flex min-w-0 items-center gap-3">
            <AccountAvatar name={item.player.displayName} avatarUrl={item.player.avatarUrl} />
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
