import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newMilestones, scrollPercent, watchScroll } from './scroll-depth.ts';

describe('scrollPercent', () => {
  it('is the share of the page above the bottom of the viewport, 0-100', () => {
    expect(scrollPercent(0, 500, 2000)).toBe(25);
    expect(scrollPercent(1000, 500, 2000)).toBe(75);
    expect(scrollPercent(1800, 500, 2000)).toBe(100);
    expect(scrollPercent(0, 500, 0)).toBe(0);
  });
});

describe('newMilestones', () => {
  it('answers the milestones 25, 50, 75, 90 reached and not reported yet, smallest first', () => {
    expect(newMilestones(10, new Set())).toEqual([]);
    expect(newMilestones(25, new Set())).toEqual([25]);
    expect(newMilestones(80, new Set([25]))).toEqual([50, 75]);
    expect(newMilestones(100, new Set([25, 50, 75]))).toEqual([90]);
    expect(newMilestones(100, new Set([25, 50, 75, 90]))).toEqual([]);
    expect(newMilestones(89, new Set())).toEqual([25, 50, 75]);
  });
});

describe('watchScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  };

  it('measures once scrolling has paused for 100 ms, and stops when asked', () => {
    const seen: number[] = [];
    const stop = watchScroll((percent) => seen.push(percent));
    scrollTo(500);
    vi.advanceTimersByTime(60);
    scrollTo(1000);
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([50]);
    scrollTo(3000);
    stop();
    vi.advanceTimersByTime(500);
    scrollTo(2000);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([50]);
  });
});
