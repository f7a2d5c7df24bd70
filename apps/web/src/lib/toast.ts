import type { ReactNode } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'warning';
export type ToastId = string | number;

/**
 * The toasts of the app, with sonner's calls, without sonner on a page's way to its first paint
 * (decision 071). Sonner's module (~9 KB compressed, with the toaster) is imported on the first
 * toast or when the toaster mounts after the first page (app/toaster-host.tsx), whichever comes
 * first. A toast raised before it has come is shown as soon as it has, in order; its id is given
 * here, so `dismiss` works on it at once.
 */
let sonner: Sonner | undefined;
let waiting: ((t: Sonner) => void)[] = [];
let loading: Promise<void> | undefined;
let lastId = 0;
let raised = false;
const raisedListeners = new Set<() => void>();

/** Whether a toast has been raised yet, for the toaster to mount at once then (app/toaster-host.tsx). */
export const toastRaised = () => raised;

export function subscribeToastRaised(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}

/** Loads sonner once; a failed load is tried again on the next toast, the waiting ones kept. */
export function loadToasts(): Promise<void> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module.toast;
      const queued = waiting;
      waiting = [];
      for (const use of queued) use(module.toast);
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

function withSonner(use: (t: Sonner) => void): void {
  if (sonner) {
    use(sonner);
    return;
  }
  waiting.push(use);
  void loadToasts();
}

function show(kind: Kind, message: ReactNode, options?: ExternalToast): ToastId {
  lastId += 1;
  const id = options?.id ?? `toast-${lastId}`;
  if (!raised) {
    raised = true;
    for (const listener of raisedListeners) listener();
  }
  withSonner((t) => t[kind](message, { ...options, id }));
  return id;
}

export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
  info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
  warning: (message: ReactNode, options?: ExternalToast) => show('warning', message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: ToastId) => withSonner((t) => t.dismiss(id)),
};
