import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmWithToast } from './confirm-with-toast.ts';
import { toast } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

describe('confirmWithToast', () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it('toasts the success and answers true once the action is done', async () => {
    const onError = vi.fn();
    await expect(confirmWithToast(() => Promise.resolve('ok'), 'Deleted', onError)).resolves.toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Deleted');
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands a failure to onError, toasts no success and answers false', async () => {
    const failure = new Error('nope');
    const onError = vi.fn();
    await expect(confirmWithToast(() => Promise.reject(failure), 'Deleted', onError)).resolves.toBe(false);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
