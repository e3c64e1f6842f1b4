/** A failed conversation change: toasted, and returned for the open dialog to show too (a modal hides toasts from screen readers). */
import { toast } from '#web/lib/toast.ts';

export interface WriteFailure {
  title: string;
  description?: string;
}

/** The spec's failure text as the title and the server's reason, when it gave one, as the description. */
export function showWriteFailure(error: unknown, failure: string): WriteFailure {
  const reason = error instanceof Error && error.message && error.message !== failure ? error.message : undefined;
  toast.error(failure, reason ? { description: reason } : undefined);
  return { title: failure, description: reason };
}
