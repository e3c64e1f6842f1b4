/** The "+N points" toast only when points were awarded; process-points failures go to the console only (spec 8). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#web/lib/toast.ts';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { reportPointsEvent } from './api/points.ts';
import { showPointsToast } from '#web/lib/points-toast.ts';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.restoreAllMocks();
});

const BODY = { event_type: 'page_view', event_category: 'navigation', page_path: '/colleges' };

describe('points toast', () => {
  it('shows "+N points" only for points awarded', () => {
    showPointsToast(0);
    showPointsToast(undefined);
    expect(toast.success).not.toHaveBeenCalled();
    showPointsToast(1);
    showPointsToast(15);
    expect(vi.mocked(toast.success).mock.calls).toEqual([['+1 point'], ['+15 points']]);
  });

  it('reportPointsEvent: a toast for an award, none for a replay', async () => {
    let awarded = 1;
    const calls = stubFetch((call) =>
      call.path === '/api/points/events'
        ? json(200, { success: true, points_awarded: awarded, message: awarded ? 'Awarded 1 point for page_view' : 'Recorded page_view; it was already counted' })
        : undefined,
    );
    expect(await reportPointsEvent(BODY)).toMatchObject({ success: true, points_awarded: 1 });
    awarded = 0;
    expect(await reportPointsEvent(BODY)).toMatchObject({ success: true, points_awarded: 0 });
    awarded = 1;
    expect(await reportPointsEvent(BODY, { toast: false })).toMatchObject({ points_awarded: 1 });
    expect(vi.mocked(toast.success).mock.calls).toEqual([['+1 point']]);
    expect(calls.filter((call) => call.method === 'POST')[0]?.body).toEqual(BODY);
  });

  it('reportPointsEvent: an error answer gives success false, 0 points and the server\u2019s message, logged only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch((call) => (call.path === '/api/points/events' ? apiError(429, 'rate_limited', 'Too many points events. Please wait a minute and try again.') : undefined));
    expect(await reportPointsEvent(BODY)).toEqual({ success: false, points_awarded: 0, message: 'Too many points events. Please wait a minute and try again.' });
    stubFetch((call) => (call.path === '/api/points/events' ? json(200, { success: false, points_awarded: 0, message: 'Failed to process points' }) : undefined));
    expect(await reportPointsEvent(BODY)).toEqual({ success: false, points_awarded: 0, message: 'Failed to process points' });
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('reportPointsEvent: no answer (a network failure, an unreadable body) gives "Failed to process points", logged only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await reportPointsEvent(BODY)).toEqual({ success: false, points_awarded: 0, message: 'Failed to process points' });
    stubFetch((call) => (call.path === '/api/points/events' ? new Response('<html>', { status: 200 }) : undefined));
    expect(await reportPointsEvent(BODY)).toEqual({ success: false, points_awarded: 0, message: 'Failed to process points' });
    expect(toast.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
