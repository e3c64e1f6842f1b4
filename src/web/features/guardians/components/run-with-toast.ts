import { toast } from '#web/lib/toast.ts';

/** Runs a confirmed action for ConfirmDeleteButton: a toast either way, true when it worked. */
export async function runWithToast(action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(error instanceof Error ? error.message : failure);
    return false;
  }
}
