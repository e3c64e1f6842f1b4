import { describe, expect, it } from 'vitest';
import { WARN_BEFORE_MS, formatRemaining, isRunning, newTimer, recordUse, stopTimer, timerEvents, timerState } from './cooldown-timer.ts';

describe('a single-use ability', () => {
  const timer = newTimer(12, null);

  it('is ready before any use and counts down from the use, by the clock', () => {
    expect(timerState(timer, 1_000)).toMatchObject({ available: 1, remainingMs: 0, isReady: true });
    const used = recordUse(timer, 1_000);
    expect(timerState(used, 1_000)).toMatchObject({ available: 0, remainingMs: 12_000, isReady: false, isNearlyReady: false });
    expect(timerState(used, 9_500)).toMatchObject({ remainingMs: 3_500, isNearlyReady: false });
    expect(timerState(used, 10_000)).toMatchObject({ remainingMs: 3_000, isNearlyReady: true });
    expect(timerState(used, 13_000)).toMatchObject({ available: 1, remainingMs: 0, isReady: true, isNearlyReady: false });
    expect(isRunning(used, 12_999)).toBe(true);
    expect(isRunning(used, 13_000)).toBe(false);
  });

  it('a look long after the use (a background tab) is right without any tick in between', () => {
    const used = recordUse(timer, 0);
    expect(timerState(used, 11_999.5).remainingMs).toBeCloseTo(0.5);
    expect(timerState(used, 60 * 60_000)).toMatchObject({ available: 1, remainingMs: 0 });
  });

  it('a use seen while counting restarts from it; a use after readiness starts afresh', () => {
    const restarted = recordUse(recordUse(timer, 0), 5_000);
    expect(timerState(restarted, 5_000).remainingMs).toBe(12_000);
    const again = recordUse(recordUse(timer, 0), 20_000);
    expect(again.uses).toEqual([20_000]);
    expect(timerState(again, 21_000).remainingMs).toBe(11_000);
  });

  it('stops', () => {
    expect(timerState(stopTimer(recordUse(timer, 0)), 1)).toMatchObject({ available: 1, remainingMs: 0 });
  });

  it('a zero cooldown is always ready', () => {
    expect(timerState(recordUse(newTimer(0, null), 5), 5)).toMatchObject({ available: 1, remainingMs: 0 });
  });
});

describe('an ability with charges', () => {
  const timer = newTimer(6, 2);

  it('recharges one charge at a time', () => {
    const twice = recordUse(recordUse(timer, 0), 1_000);
    expect(timerState(twice, 1_000)).toMatchObject({ available: 0, remainingMs: 5_000, isReady: false });
    // The first charge is back at 6 s; the second recharge starts then and ends at 12 s.
    expect(timerState(twice, 6_000)).toMatchObject({ available: 1, remainingMs: 6_000, isReady: true, isNearlyReady: false });
    expect(timerState(twice, 12_000)).toMatchObject({ available: 2, remainingMs: 0 });
  });

  it('one use leaves a charge ready while the other recharges', () => {
    const once = recordUse(timer, 0);
    expect(timerState(once, 2_000)).toMatchObject({ available: 1, remainingMs: 4_000, isReady: true });
  });

  it('a use after a charge came back takes it and keeps the running recharge', () => {
    const uses = recordUse(recordUse(recordUse(timer, 0), 1_000), 7_000);
    expect(timerState(uses, 7_000)).toMatchObject({ available: 0, remainingMs: 5_000 });
    expect(timerState(uses, 12_000)).toMatchObject({ available: 1, remainingMs: 6_000 });
  });
});

describe('timerEvents', () => {
  const used = recordUse(newTimer(10, null), 0);
  const at = (now: number) => timerState(used, now);

  it('warns once when entering the last seconds, then says ready', () => {
    expect(timerEvents(at(0), at(6_000))).toEqual([]);
    expect(timerEvents(at(6_000), at(10_000 - WARN_BEFORE_MS))).toEqual(['warn']);
    expect(timerEvents(at(7_000), at(8_000))).toEqual([]);
    expect(timerEvents(at(9_900), at(10_000))).toEqual(['ready']);
    expect(timerEvents(at(10_000), at(11_000))).toEqual([]);
  });

  it('a look that skips the warning window says ready only', () => {
    expect(timerEvents(at(1_000), at(30_000))).toEqual(['ready']);
  });

  it('an ability shorter than the warning does not warn on use', () => {
    const short = newTimer(2, null);
    expect(timerEvents(timerState(short, 0), timerState(recordUse(short, 0), 0))).toEqual([]);
  });
});

describe('formatRemaining', () => {
  it.each([
    [0, 'Ready'],
    [12_000, '12s'],
    [10_001, '11s'],
    [9_999, '10.0s'],
    [4_210, '4.3s'],
    [100, '0.1s'],
  ])('%d ms: %s', (ms, text) => expect(formatRemaining(ms)).toBe(text));
});
