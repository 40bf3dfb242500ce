import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormAlertState } from '../../components/form-alert/form-alert';
import { errorToast } from '../../components/toast/form-toasts';
import { toast } from '../../components/toast/toast';
import { SESSION_EXPIRED_TOAST_ID } from '../session/end-session';
import { sessionStore } from '../session/session';
import { useExpireSession } from '../session/use-logout';
import { describeAccountError, type AccountContext, type AccountErrorOutcome } from './error-messages';

export interface AccountErrorOptions<T extends FieldValues> {
  /** The form whose inputs show the server's `fields`. */
  form?: UseFormReturn<T>;
  /** Server field names that are called otherwise in the form (ChangePassword's `password` is `newPassword`). */
  aliases?: Partial<Record<string, Path<T>>>;
  /** Do not move focus to a field (the 2FA step blurs after a failure instead). */
  noFocus?: boolean;
  /** The form's error line (components/form-alert): the failure is said there too. */
  alert?: Pick<FormAlertState, 'show'>;
}

/**
 * Shows a failed account call the spec 8 way: the toast, the server's field messages next to the
 * inputs (focus on the first), and the session outcome (session-expired only, or forced logout);
 * with `alert`, the failure's text next to the form as well.
 */
export function useAccountError<T extends FieldValues = FieldValues>(context: AccountContext, options: AccountErrorOptions<T> = {}) {
  const { t } = useTranslation('account');
  const expireSession = useExpireSession();
  const { form, aliases, noFocus, alert } = options;

  return useCallback(
    (error: unknown): AccountErrorOutcome => {
      const outcome = describeAccountError(context, error, t);
      // A text said next to its field already is not repeated in the form's line.
      let saidAtField = false;
      if (form) {
        const known = form.getValues();
        const fields = Object.entries(outcome.fields)
          .map(([name, text]) => [aliases?.[name] ?? name, text] as const)
          .filter(([name]) => Object.hasOwn(known, name));
        fields.forEach(([name, text], index) => {
          form.setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: !noFocus && index === 0 });
        });
        saidAtField = fields.some(([, text]) => text === outcome.text);
      }
      const line = saidAtField ? null : outcome.text;
      // When a refused refresh has ended the session already, it has said so.
      const signedIn = sessionStore().getSnapshot().isAuthenticated;
      if (outcome.session === 'logout') {
        if (signedIn) void expireSession(outcome.message);
        alert?.show({ text: line });
        return outcome;
      }
      if (outcome.session === 'expired') {
        if (signedIn) toast.error(outcome.message, { toastId: SESSION_EXPIRED_TOAST_ID });
        alert?.show({ text: line });
        return outcome;
      }
      const toastId = errorToast(outcome.message);
      alert?.show({ text: line, toastId });
      return outcome;
    },
    [context, t, form, aliases, noFocus, alert, expireSession],
  );
}
