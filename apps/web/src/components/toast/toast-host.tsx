import { useSyncExternalStore } from 'react';
import { loadedToastify, subscribeToToastify } from './toast';
import './toast-host.css';

/** Toasts of spec 4: 6 s, progress bar, coloured theme. */
export const TOAST_DURATION_MS = 6000;

/** The toast container, mounted once the first toast has brought the library. */
export function ToastHost() {
  const toastify = useSyncExternalStore(subscribeToToastify, loadedToastify, loadedToastify);
  if (!toastify) return null;
  return (
    <toastify.ToastContainer
      position="top-right"
      autoClose={TOAST_DURATION_MS}
      hideProgressBar={false}
      theme="colored"
    />
  );
}
