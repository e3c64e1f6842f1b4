import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import { useTrackSearch } from './use-track-search.ts';

type Props = { filters: string; count: number | undefined };

describe('useTrackSearch', () => {
  it('counts filters once they stayed the same for the pause and have their answer: typing is one search', async () => {
    consentToAnalytics();
    vi.useFakeTimers();
    const { rerender } = renderHook(({ filters, count }: Props) => useTrackSearch('players', filters, count, 500), {
      initialProps: { filters: '', count: 3 } as Props,
    });
    for (const filters of ['game=valorant', 'game=valorant&state=T', 'game=valorant&state=TX']) {
      rerender({ filters, count: undefined });
      act(() => void vi.advanceTimersByTime(200));
    }
    rerender({ filters: 'game=valorant&state=TX', count: 7 });
    act(() => void vi.advanceTimersByTime(500));
    vi.useRealTimers();
    await vi.waitFor(() => expect(trackedEvents('search')).toHaveLength(1));
    expect(trackedEvents('search')[0]).toMatchObject({ scope: 'players', query: 'game=valorant&state=TX', resultCount: 7 });
    // The same filters answered again (a refetch) are not a new search; other filters are.
    rerender({ filters: 'game=valorant&state=TX', count: 8 });
    rerender({ filters: 'game=valorant', count: 9 });
    await vi.waitFor(() => expect(trackedEvents('search')).toHaveLength(2));
    expect(trackedEvents('search')[1]).toMatchObject({ query: 'game=valorant', resultCount: 9 });
  });

});
