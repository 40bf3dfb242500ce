import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_EXPIRED_TOAST_ID } from '../../features/session/end-session';
import { currentLanguage } from '../../i18n/i18n';
import { intlLocale } from '../../i18n/locale';
import { isApiError, type ApiError, type CallErrorCode } from '../../lib/api';
import { relativeWait, waitSpan } from '../../lib/wait-time';
import { errorToast } from '../toast/form-toasts';
import { toast } from '../toast/toast';

/** A screen's own text for a code (its namespace's wording), or undefined for the generic one. */
export type ErrorTextOf = (code: CallErrorCode, error: ApiError) => string | undefined;

export interface ApiErrorOutcome {
  /** The toast's text. */
  message: string;
  /** NETWORK_ERROR when no answer came, UNKNOWN_ERROR for what was not an API error at all. */
  code: CallErrorCode;
  /** VALIDATION_FAILED: the server's failing field names (the last segment of nested paths). */
  fields: string[];
  /** The toast that said it (useApiErrorToast), for a form to take back once it succeeds. */
  toastId?: string;
}

/**
 * Generic texts, for the codes a screen has no word of its own for. `t` is the common namespace's;
 * `locale` (Intl) words a wait, the active language's unless given.
 */
export function describeApiError(error: unknown, textOf: ErrorTextOf | undefined, t: TFunction, locale = intlLocale(currentLanguage())): ApiErrorOutcome {
  if (!isApiError(error)) return { message: t('errors.unknown'), code: 'UNKNOWN_ERROR', fields: [] };
  const code = error.code;
  const fields = Object.keys(error.body?.fields ?? {}).map((name) => name.split('.').at(-1) ?? name);
  const own = textOf?.(code, error);
  if (own) return { message: own, code, fields };
  return { message: genericText(error, t, locale), code, fields };
}

function genericText(error: ApiError, t: TFunction, locale: string): string {
  if (error.status === undefined) return t('errors.network');
  if (error.status === 429 || error.code === 'TOO_MANY_REQUESTS') {
    return error.retryAfter ? t('data.errors.tooManyWait', { wait: relativeWait(waitSpan(error.retryAfter), locale) }) : t('data.errors.tooMany');
  }
  if (error.code === 'VALIDATION_FAILED' || error.status === 400) return t('data.errors.validation');
  if (error.status === 401) return t('errors.sessionExpired');
  if (error.status >= 500) return t('data.errors.server');
  // 403, 404, 409... say nothing a user can act on by themselves: screens name their codes (textOf).
  return t('errors.unknown');
}

/**
 * Turns a failed call into an error toast: the screen's text for its code when `textOf` has one,
 * else a generic text (network, wait 10 minutes, invalid fields, server trouble). Answers what it
 * showed and the toast's id, so a form can also mark its fields, say it next to itself
 * (components/form-alert) and take the toast back once it succeeds.
 */
export function useApiErrorToast(textOf?: ErrorTextOf) {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): ApiErrorOutcome => {
      const outcome = describeApiError(error, textOf, t);
      // A 401 here means the refresh was refused: the session handler has said so under this id.
      const sessionOver = isApiError(error) && error.status === 401 && outcome.message === t('errors.sessionExpired');
      if (sessionOver) {
        toast.error(outcome.message, { toastId: SESSION_EXPIRED_TOAST_ID });
        return outcome;
      }
      return { ...outcome, toastId: errorToast(outcome.message) };
    },
    [textOf, t],
  );
}
