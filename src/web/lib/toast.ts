/**
 * toast.success / toast.error / toast.info, with the toast library (sonner) and its
 * Toaster loaded on the first toast rather than with every page: most page
 * views never show one, and the landing page must stay small. A toast asked
 * for before the Toaster is on screen is shown as soon as it is.
 */
import type { ExternalToast } from 'sonner';

type Message = string;
type Listener = () => void;

const listeners = new Set<Listener>();
let isRequested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For the Toaster host: re-render when the first toast asks for the Toaster. */
export function subscribeToToasterRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return isRequested;
}

/** Called by the Toaster once it is mounted and listening. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: 'success' | 'error' | 'info', message: Message, data?: ExternalToast) {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner.toast[kind](message, data));
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
};
