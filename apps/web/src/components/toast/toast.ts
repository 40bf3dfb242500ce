// The app's toasts. react-toastify (and the styles it injects) is downloaded with the first toast,
// not at start-up; the shell mounts its container once it is here (toast-host.tsx). A toast raised
// before the container mounts is queued by react-toastify and shown then.
import type { ToastOptions as ToastifyOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');
type ToastKind = 'success' | 'error' | 'info';
export type ToastOptions = Pick<ToastifyOptions, 'toastId'>;

/** The one toast that says the session ended (a refused refresh, a forced logout): never shown twice. */
export const SESSION_EXPIRED_TOAST_ID = 'session-expired';

let toastify: Toastify | undefined;
const listeners = new Set<() => void>();

/** Downloads react-toastify (once); the host then mounts its container. */
export function loadToastify(): Promise<Toastify> {
  return import('react-toastify').then((library) => {
    if (!toastify) {
      toastify = library;
      for (const listener of listeners) listener();
    }
    return library;
  });
}

function show(kind: ToastKind, message: string, options?: ToastOptions): void {
  if (toastify) toastify.toast[kind](message, options);
  else void loadToastify().then((library) => library.toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

/** react-toastify once downloaded, else undefined (read by the host through useSyncExternalStore). */
export const loadedToastify = (): Toastify | undefined => toastify;

export function subscribeToToastify(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
