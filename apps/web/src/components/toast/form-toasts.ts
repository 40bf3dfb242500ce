// A form's error toasts, which it takes back when it is tried again or succeeds: a later success
// never shows beside an earlier failure, and failures of one form do not pile up. Kept apart from
// toast.ts, which the start-up bundle carries: only forms need this.
import { loadToastify, toast } from './toast';

let count = 0;

/** Shows an error toast under a new id and answers the id, to dismiss it later. */
export function errorToast(message: string): string {
  const toastId = `form-error-${++count}`;
  toast.error(message, { toastId });
  return toastId;
}

/** Takes these toasts away (shown or still queued). */
export function dismissToasts(ids: readonly string[]): void {
  if (ids.length === 0) return;
  void loadToastify().then((library) => {
    for (const id of ids) library.toast.dismiss(id);
  });
}
