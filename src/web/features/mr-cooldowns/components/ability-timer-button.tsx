/** One ability on the board: a big button that starts or restarts its timer, the countdown, and Stop while it runs. */
import { useId } from 'react';
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

/**
 * The state in words for the button's accessible name: it changes only when
 * the state does (a name is re-read when it changes, so no seconds here).
 */
export function abilityStateText(state: TimerState | null, charges: number | null): string {
  if (!state || state.remainingMs === 0) return 'ready';
  if (charges && charges > 1) return `${state.available} of ${state.charges} charges ready`;
  return 'on cooldown';
}

/** The seconds to go, for the button's description (read on focus, not announced on every change). */
export function remainingText(state: TimerState | null): string {
  if (!state || state.remainingMs === 0) return 'Ready now';
  const seconds = Math.ceil(state.remainingMs / 1000);
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'} ${state.isReady ? 'to the next charge' : 'left'}`;
}

/**
 * The button's own text is the ability name only, so its accessible name
 * ("<hero> <ability> (<team>): <state>. Start timer") contains all of its
 * visible text (WCAG 2.5.3, label in name); the key, slot, cooldown and
 * countdown are drawn over it, hidden from assistive technology, and given
 * to it as aria-keyshortcuts and the description instead.
 */
export function AbilityTimerButton({ heroName, teamLabel, ability, state, shortcut, onStart, onStop }: AbilityTimerButtonProps) {
  const descriptionId = useId();
  const running = state !== null && state.remainingMs > 0;
  const waiting = running && !state.isReady;
  const cooldownMs = ability.cooldownSeconds * 1000;
  const progress = running && cooldownMs > 0 ? Math.min(1, state.remainingMs / cooldownMs) : 0;
  const team = teamLabel.toLowerCase();
  const label = `${heroName} ${ability.name} (${team}): ${abilityStateText(state, ability.charges)}. ${running ? 'Restart timer' : 'Start timer'}`;
  return (
    <div className="flex items-stretch gap-2">
      <div className="relative flex-1">
        <button
          type="button"
          onClick={onStart}
          aria-label={label}
          aria-describedby={descriptionId}
          aria-keyshortcuts={shortcut ?? undefined}
          data-state={running ? (state.isReady ? 'charging' : state.isNearlyReady ? 'nearly-ready' : 'cooling') : 'ready'}
          className={cn(
            'relative flex min-h-16 w-full flex-col justify-start overflow-hidden rounded-lg border px-3 pt-2 pb-8 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            waiting ? 'border-input bg-muted' : 'border-primary/60 bg-primary/10 hover:bg-primary/20',
            state?.isNearlyReady && 'border-amber-500',
          )}
        >
          {running ? <span className="absolute inset-y-0 left-0 bg-foreground/10" style={{ width: `${progress * 100}%` }} /> : null}
          <span className="relative pr-8 font-semibold">{ability.name}</span>
        </button>
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 px-3 py-2 text-sm">
          {shortcut ? (
            <kbd className="absolute top-2 right-3 rounded border bg-background px-1.5 font-mono text-xs uppercase">{shortcut}</kbd>
          ) : null}
          <span className="absolute right-3 bottom-2 left-3 flex items-center justify-between gap-2">
            <span className="text-muted-foreground">
              {ability.slot} · {ability.cooldownSeconds}s{ability.charges ? ` · ${ability.charges} charges` : ''}
            </span>
            <span className="font-mono text-base font-bold tabular-nums text-foreground">
              {running ? (ability.charges ? `${state.available}/${state.charges} · ${formatRemaining(state.remainingMs)}` : formatRemaining(state.remainingMs)) : 'Ready'}
            </span>
          </span>
        </div>
        <span id={descriptionId} className="sr-only">
          {remainingText(state)}
        </span>
      </div>
      {running ? (
        <Button variant="outline" className="h-auto min-h-11 min-w-11 px-3" onClick={onStop} aria-label={`Stop ${heroName} ${ability.name} (${team})`}>
          Stop
        </Button>
      ) : null}
    </div>
  );
}
