import type { ReactNode } from 'react';
import { summarizeAvailability } from '#shared/recruiting/availability-summary.ts';
import type { ProfileGame } from '#shared/contracts/player-profile.ts';
import { gameBySlug } from '#shared/recruiting/game-catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCalendarDate, RANK_SOURCE_LABELS } from './profile-labels.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** One game tab: rank with its source and as-of date, peak, roles, mains, availability. */
export function GameDetails({ game, timeZone }: { game: ProfileGame; timeZone: string | null }) {
  const roles = [game.primaryRole, game.secondaryRole].filter(Boolean).join(' / ');
  const availability = summarizeAvailability(game.availability);
  const confirmed = game.rankSource === 'coach_confirmed';
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Detail label="Current rank">
        <span className="text-lg font-bold">{game.currentRank?.name ?? 'Unranked'}</span>{' '}
        <span
          className={cn(
            'ml-1 inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold',
            confirmed ? 'border-success/40 text-success' : 'border-border text-muted-foreground',
          )}
        >
          {RANK_SOURCE_LABELS[game.rankSource]}
        </span>
        {game.rankAsOf ? <span className="mt-1 block text-xs text-muted-foreground">As of {formatCalendarDate(game.rankAsOf)}</span> : null}
      </Detail>
      <Detail label="Peak rank">{game.peakRank?.name ?? 'Not set'}</Detail>
      <Detail label="Roles">{roles || 'Not set'}</Detail>
      <Detail label={gameBySlug(game.titleSlug)?.mainsLabel ?? 'Mains'}>{game.mains.length > 0 ? game.mains.join(', ') : 'Not set'}</Detail>
      <Detail label="Availability">
        {availability ?? 'Not set'}
        {availability && timeZone ? <span className="block text-xs text-muted-foreground">{timeZone}</span> : null}
      </Detail>
      <Detail label="In-game name">
        {game.inGameName ?? 'Not set'}
        {game.region ? <span className="block text-xs text-muted-foreground">{game.region}</span> : null}
      </Detail>
      {game.hoursPerWeek !== null ? <Detail label="Hours per week">{game.hoursPerWeek}</Detail> : null}
    </dl>
  );
}
