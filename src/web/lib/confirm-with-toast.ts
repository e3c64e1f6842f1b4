import { toast } from './toast.ts';

/**
 * A confirm dialog's `onConfirm`: runs the action, then toasts `success` and answers true (the dialog closes), or
 * hands the error to `onError` (which reports it) and answers false (the dialog stays open for another try).
 */
export async function confirmWithToast(action: () => Promise<unknown>, success: string, onError: (error: unknown) => void): Promise<boolean> {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    onError(error);
    return false;
  }
}
