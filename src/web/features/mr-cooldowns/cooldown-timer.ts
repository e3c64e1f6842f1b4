/**
 * The cooldown board's timers as pure functions of timestamps
 * (docs/decisions/045): a timer is the times an ability was seen used, and
 * its state at any moment is computed from them and the clock, never by
 * counting ticks, so a background tab whose intervals are throttled still
 * shows the right time when it looks again.
 *
 * Charges recharge one at a time: a use takes a charge, and a charge comes
 * back one cooldown after its recharge started (the next one starts then,
 * if charges are still missing). A use seen with no charge left means the
 * timer was behind the game: the recharge restarts from that use.
 */

/** How long before readiness the board warns (sound or vibration). */
export const WARN_BEFORE_MS = 3000;

export interface AbilityTimer {
  cooldownMs: number;
  /** Charges the ability holds (1 for a single use). */
  charges: number;
  /** Clock times (ms) of the uses seen, oldest first. */
  uses: readonly number[];
}

export interface TimerState {
  /** Charges ready now. */
  available: number;
  charges: number;
  /** Time until the next charge is back; 0 when every charge is ready. */
  remainingMs: number;
  /** At least one charge ready. */
  isReady: boolean;
  /** Waiting with no charge left and the last WARN_BEFORE_MS to go. */
  isNearlyReady: boolean;
}

export function newTimer(cooldownSeconds: number, charges: number | null): AbilityTimer {
  return { cooldownMs: Math.round(cooldownSeconds * 1000), charges: Math.max(1, charges ?? 1), uses: [] };
}

export function timerState(timer: AbilityTimer, now: number): TimerState {
  const { cooldownMs, charges } = timer;
  let available = charges;
  let rechargeEndsAt: number | null = null;
  const advance = (time: number) => {
    while (rechargeEndsAt !== null && rechargeEndsAt <= time) {
      available += 1;
      rechargeEndsAt = available < charges ? rechargeEndsAt + cooldownMs : null;
    }
  };
  for (const use of timer.uses) {
    advance(use);
    if (available > 0) {
      available -= 1;
      rechargeEndsAt ??= use + cooldownMs;
    } else {
      rechargeEndsAt = use + cooldownMs;
    }
    advance(use);
  }
  advance(now);
  const remainingMs = rechargeEndsAt === null ? 0 : Math.max(0, rechargeEndsAt - now);
  return {
    available,
    charges,
    remainingMs,
    isReady: available > 0,
    isNearlyReady: available === 0 && remainingMs <= WARN_BEFORE_MS,
  };
}

/** The timer after a use seen at `now`; the history is dropped once every charge was back. */
export function recordUse(timer: AbilityTimer, now: number): AbilityTimer {
  const before = timerState(timer, now);
  const uses = before.available === before.charges ? [now] : [...timer.uses, now];
  return { ...timer, uses };
}

/** The timer stopped: every charge ready, nothing counting. */
export function stopTimer(timer: AbilityTimer): AbilityTimer {
  return { ...timer, uses: [] };
}

export function isRunning(timer: AbilityTimer, now: number): boolean {
  return timerState(timer, now).remainingMs > 0;
}

export type TimerEvent = 'warn' | 'ready';

/**
 * What happened between two looks at a timer: `warn` when it entered the
 * last WARN_BEFORE_MS with no charge ready (crossing into it: an ability
 * shorter than the warning does not warn on use), `ready` when a charge came back
 * after none was ready. A look that skips the warning window (a throttled
 * background tab) reports only `ready`.
 */
export function timerEvents(previous: TimerState, next: TimerState): TimerEvent[] {
  if (previous.available === 0 && next.available > 0) return ['ready'];
  const wasWaiting = previous.available === 0 && previous.remainingMs > WARN_BEFORE_MS;
  if (wasWaiting && next.isNearlyReady) return ['warn'];
  return [];
}

/** "12s" from 10 s up (rounded up), "4.2s" below, "Ready" at 0. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return 'Ready';
  if (ms >= 10_000) return `${Math.ceil(ms / 1000)}s`;
  return `${(Math.ceil(ms / 100) / 10).toFixed(1)}s`;
}

/** The single keys the board binds to abilities, in board order (your team's, then the enemy team's). */
export const SHORTCUT_KEYS = [...'1234567890qwertyuiopasdfghjklzxcvbnm'];
