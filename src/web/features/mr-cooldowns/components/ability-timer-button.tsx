/** One ability on the board: a big button that starts or restarts its timer, the countdown, and Stop while it runs. */
import type { MrAbility } from '#shared/contracts/mr-cooldowns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatRemaining, type TimerState } from '../cooldown-timer.ts';

export interface AbilityTimerButtonProps {
  heroName: string;
  teamLabel: string;
  ability: MrAbility;
  /** Null until the timer is first started. */
  state: TimerState | null;
  shortcut: string | null;
  onStart: () => void;
  onStop: () => void;
}

/** The state in words, for the button's accessible name (whole seconds: a name is read on focus, not every tick). */
export function abilityStateText(state: TimerState | null, charges: number | null): string {
  if (!state || state.remainingMs === 0) return 'ready';
  const seconds = Math.ceil(state.remainingMs / 1000);
  if (charges && charges > 1) {
    return `${state.available} of ${state.charges} charges ready, next in ${seconds} seconds`;
  }
  return `${seconds} seconds left`;
}

export function AbilityTimerButton({ heroName, teamLabel, ability, state, shortcut, onStart, onStop }: AbilityTimerButtonProps) {
  const running = state !== null && state.remainingMs > 0;
  const cooldownMs = ability.cooldownSeconds * 1000;
  const progress = running && cooldownMs > 0 ? Math.min(1, state.remainingMs / cooldownMs) : 0;
  const stateText = abilityStateText(state, ability.charges);
  const label = `${heroName} ${ability.name} (${teamLabel.toLowerCase()}): ${stateText}. ${running ? 'Restart timer' : 'Start timer'}`;
  return (
    <div className="flex items-stretch gap-2">
      <button
        type="button"
        onClick={onStart}
        aria-label={label}
        aria-keyshortcuts={shortcut ?? undefined}
        data-state={running ? (state.isReady ? 'charging' : state.isNearlyReady ? 'nearly-ready' : 'cooling') : 'ready'}
        className={cn(
          'relative flex min-h-16 flex-1 flex-col justify-center overflow-hidden rounded-lg border px-3 py-2 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          running && !state.isReady ? 'border-input bg-muted' : 'border-primary/60 bg-primary/10 hover:bg-primary/20',
          state?.isNearlyReady && 'border-amber-500',
        )}
      >
        {running ? (
          <span aria-hidden="true" className="absolute inset-y-0 left-0 bg-foreground/10" style={{ width: `${progress * 100}%` }} />
        ) : null}
        <span className="relative flex items-center justify-between gap-2">
          <span className="font-semibold">{ability.name}</span>
          {shortcut ? (
            <kbd aria-hidden="true" className="rounded border bg-background px-1.5 font-mono text-xs uppercase">
              {shortcut}
            </kbd>
          ) : null}
        </span>
        <span aria-hidden="true" className="relative flex items-center justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            {ability.slot} · {ability.cooldownSeconds}s{ability.charges ? ` · ${ability.charges} charges` : ''}
          </span>
          <span className={cn('font-mono text-base font-bold tabular-nums', running && !state.isReady ? 'text-foreground' : 'text-primary')}>
            {running ? (ability.charges ? `${state.available}/${state.charges} · ${formatRemaining(state.remainingMs)}` : formatRemaining(state.remainingMs)) : 'Ready'}
          </span>
        </span>
      </button>
      {running ? (
        <Button variant="outline" className="h-auto min-h-11 min-w-11 px-3" onClick={onStop} aria-label={`Stop ${heroName} ${ability.name} (${teamLabel.toLowerCase()})`}>
          Stop
        </Button>
      ) : null}
    </div>
  );
}
