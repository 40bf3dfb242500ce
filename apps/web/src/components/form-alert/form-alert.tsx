import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { dismissToasts } from '../toast/form-toasts';
import './form-alert.css';

/** What a failed call showed: its text for the form's line (null: said at a field), and its toast. */
export interface ShownError {
  text: string | null;
  toastId?: string;
}

export interface FormAlertState {
  /** The id of the error line, for `aria-describedby` of the form or of the one field it is about. */
  id: string;
  /** The error shown next to the form, or null. */
  text: string | null;
  /** How many failures it has shown (a new one re-announces the same text). */
  shown: number;
  /** A failure: said next to the form; the form's earlier error toast goes (they do not pile up). */
  show: (error: ShownError) => void;
  /** The user edits: the line is stale. */
  clear: () => void;
  /** The call succeeded: the line and every error toast of this form go. */
  succeed: () => void;
}

/**
 * The error line of a form (spec 8's toasts stay): the failure's text next to the form until the
 * user edits or the next attempt succeeds. Forms put `onInput={alert.clear}` on the <form> and
 * <FormAlert alert={alert} /> next to their submit button.
 */
export function useFormAlert(): FormAlertState {
  const id = useId();
  // `shown` counts the failures: the same text twice is a new line, announced again.
  const [line, setLine] = useState<{ text: string; shown: number } | null>(null);
  const toasts = useRef<string[]>([]);

  const takeBackToasts = useCallback(() => {
    if (toasts.current.length === 0) return;
    dismissToasts(toasts.current);
    toasts.current = [];
  }, []);
  const show = useCallback(
    (error: ShownError) => {
      takeBackToasts();
      if (error.toastId) toasts.current.push(error.toastId);
      const { text } = error;
      setLine((current) => (text ? { text, shown: (current?.shown ?? 0) + 1 } : null));
    },
    [takeBackToasts],
  );
  const clear = useCallback(() => setLine((current) => (current ? null : current)), []);
  const succeed = useCallback(() => {
    takeBackToasts();
    setLine(null);
  }, [takeBackToasts]);

  const text = line?.text ?? null;
  const shown = line?.shown ?? 0;
  return useMemo(() => ({ id: `${id}-alert`, text, shown, show, clear, succeed }), [id, text, shown, show, clear, succeed]);
}

/** A form's error line: an alert, so screen readers say it as it appears (each failure anew). */
export function FormAlert({ alert }: { alert: Pick<FormAlertState, 'id' | 'text' | 'shown'> }) {
  if (!alert.text) return null;
  return (
    <p key={alert.shown} id={alert.id} role="alert" className="form-alert" data-testid="form-alert">
      {alert.text}
    </p>
  );
}

/**
 * A failure already shown as a toast, thrown on to a component that says it next to itself (the
 * inline editor): it carries what was shown.
 */
export class ShownFailure extends Error {
  constructor(readonly shown: ShownError) {
    super(shown.text ?? 'failed');
  }
}

/** aria props of the one field a form-level error is about (single-field forms). */
export function alertedField(alert: Pick<FormAlertState, 'id' | 'text'>, describedBy?: string) {
  const ids = [describedBy, alert.text ? alert.id : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': alert.text ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
