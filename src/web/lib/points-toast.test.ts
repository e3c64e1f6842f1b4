/** The "+N points" toast only when points were awarded. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#web/lib/toast.ts';
import { showPointsToast } from './points-toast.ts';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.mocked(toast.success).mockClear());

describe('points toast', () => {
  it('shows "+N points" only for points awarded', () => {
    showPointsToast(0);
    showPointsToast(undefined);
    expect(toast.success).not.toHaveBeenCalled();
    showPointsToast(1);
    showPointsToast(15);
    expect(vi.mocked(toast.success).mock.calls).toEqual([['+1 point'], ['+15 points']]);
  });
});
