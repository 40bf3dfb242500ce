import type { TFunction } from 'i18next';
import { useCallback, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { intlLocale } from '../../i18n/locale';
import { isApiError, type ApiError, type CallErrorCode } from '../../lib/api';
import { loadToastify, SESSION_EXPIRED_TOAST_ID, toast } from '../toast/toast';

// How a failed call is said to the user: the toast (spec 4, 8) in the screen's words or generic
// ones (a code's words are in locales/<language>/errors.json, read by useErrorText and nowhere else), a wait said the way a person says it ("in 10 minutes"), and the form's own error line
// next to it, which goes when the user edits; a form takes its error toasts back when it is tried
// again or succeeds, so a later success never shows beside an earlier failure. One module: each
// module of its own would be one more file in every form page's list, which the start-up bundle
// carries (the toasts themselves stay in toast.ts, loaded at start-up).

// ---- Waits: "in 30 seconds", "in 10 minutes", "in about an hour", in the page's language.

export interface WaitSpan {
  unit: 'second' | 'minute' | 'hour';
  value: number;
}

/**
 * Rounds a wait sensibly: under 90 seconds in seconds; then whole minutes, rounded up, while that
 * is under 50 minutes; beyond that about so many hours (3592 s is "about an hour", not 60 minutes).
 */
export function waitSpan(seconds: number): WaitSpan {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return { unit: 'second', value: whole };
  const minutes = Math.ceil(whole / 60);
  if (minutes < 50) return { unit: 'minute', value: minutes };
  return { unit: 'hour', value: Math.max(1, Math.round(whole / 3600)) };
}

/** "in 30 seconds" / "in 10 minutes" / "in 2 hours" in `locale` (Intl: no texts of our own). */
export function relativeWait(span: WaitSpan, locale: string): string {
  const text = new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(span.value, span.unit);
  // Arabic's "in" is "خلال" ("within"): "try again within 10 minutes" would say the opposite of a
  // wait. A wait is "بعد" ("after"), which takes the same case ("بعد دقيقتين"), as "بعد ساعة تقريبًا".
  return locale === 'ar' ? text.replace(/^خلال /u, 'بعد ') : text;
}

/**
 * "in 10 minutes", "in about an hour": the wait a 429 asked for, in the page's language, for the
 * generic texts and the account screens' alike. Hours have texts of their own ("about" is not
 * Intl's), in the common namespace whichever namespace `t` is bound to.
 */
export function waitPhrase(seconds: number, t: TFunction<'common'> | TFunction<'errors'>, locale: string): string {
  const span = waitSpan(seconds);
  if (span.unit !== 'hour') return relativeWait(span, locale);
  const common = t as TFunction<'common'>;
  return span.value === 1
    ? common('data.errors.wait.aboutAnHour', { ns: 'common' })
    : common('data.errors.wait.aboutHours', { ns: 'common', hours: hoursText(span.value, locale) });
}

/** "2 hours" in `locale`, for texts that put a word such as "about" around the number. */
export function hoursText(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours);
}

// ---- A form's error toasts.

let toastCount = 0;

/** Shows an error toast under a new id and answers the id, to dismiss it later. */
export function errorToast(message: string): string {
  const toastId = `form-error-${++toastCount}`;
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

// ---- A code's text: errors.json `codes.<CODE>`, or a screen's own wording of it (`<scope>.codes.<CODE>`).

/** A screen's own text for a code, or undefined for the generic one. */
export type ErrorTextOf = (code: CallErrorCode, error: ApiError) => string | undefined;

/** The screens whose wording of a code may differ from the code's own text (errors.json `<scope>`). */
export type ErrorScope = 'payment' | 'player' | 'vpn' | 'account';

/** Placeholders of the texts (#max#). */
export type ErrorTextValues = Record<string, string | number>;

/** errors.json read by keys made of codes and field names, which its typed `t` cannot know. */
type ErrorsLookup = (key: string, options: ErrorTextValues & { defaultValue: string }) => string;

/** The text under the first of `keys` that errors.json has (in the language, else in English). */
function firstText(t: TFunction<'errors'>, keys: readonly string[], values?: ErrorTextValues): string | undefined {
  const lookup = t as unknown as ErrorsLookup;
  for (const key of keys) {
    const text = lookup(key, { ...values, defaultValue: '' });
    if (text) return text;
  }
  return undefined;
}

/** The text of `code` on `scope`'s screens: their own wording, else the code's; undefined when it has none. */
export function codeText(
  t: TFunction<'errors'>,
  scope: ErrorScope | undefined,
  code: string | null | undefined,
  values?: ErrorTextValues,
): string | undefined {
  if (!code) return undefined;
  return firstText(t, scope ? [`${scope}.codes.${code}`, `codes.${code}`] : [`codes.${code}`], values);
}

/**
 * A screen's texts for describeApiError: the code's, and for a validation failure the text of the
 * first refused field that `scope` words (errors.json `<scope>.fields`, the player's forms).
 */
export function errorTextOf(t: TFunction<'errors'>, scope?: ErrorScope, values?: ErrorTextValues): ErrorTextOf {
  return (code, error) => {
    const own = codeText(t, scope, code, values);
    if (own || code !== 'VALIDATION_FAILED' || !scope) return own;
    const fields = Object.keys(error.body?.fields ?? {}).map((name) => name.split('.').at(-1) ?? name);
    return firstText(
      t,
      fields.map((field) => `${scope}.fields.${field}`),
      values,
    );
  };
}

export interface ErrorTexts {
  /** The text of a code on these screens, or undefined (the generic text applies). */
  ofCode: (code: string | null | undefined) => string | undefined;
  /** For describeApiError. */
  textOf: ErrorTextOf;
  /** The text of a failure, for an error block on the page (no toast). */
  messageOf: (error: unknown) => string;
}

/**
 * The one reader of error texts, for every screen: a code's text in `scope`'s words, else the
 * shared generic one (network, wait 10 minutes, invalid fields, server trouble). `values` fill the
 * texts' placeholders; pass a constant, it is a dependency.
 */
export function useErrorText(scope?: ErrorScope, values?: ErrorTextValues): ErrorTexts {
  const { t } = useTranslation('errors');
  const { t: common } = useTranslation();
  return useMemo(() => {
    const textOf = errorTextOf(t, scope, values);
    return {
      ofCode: (code) => codeText(t, scope, code, values),
      textOf,
      messageOf: (error) => describeApiError(error, textOf, common).message,
    };
  }, [t, common, scope, values]);
}

// ---- The toast of a failed call.

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
export function describeApiError(
  error: unknown,
  textOf: ErrorTextOf | undefined,
  t: TFunction,
  locale = intlLocale(currentLanguage()),
): ApiErrorOutcome {
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
    return error.retryAfter
      ? t('data.errors.tooManyWait', { wait: waitPhrase(error.retryAfter, t, locale) })
      : t('data.errors.tooMany');
  }
  if (error.code === 'VALIDATION_FAILED' || error.status === 400) return t('data.errors.validation');
  if (error.status === 401) return t('errors.sessionExpired');
  if (error.status >= 500) return t('data.errors.server');
  // 403, 404, 409... say nothing a user can act on by themselves: screens name their codes (textOf).
  return t('errors.unknown');
}

/**
 * Turns a failed call into an error toast: the text of its code on `scope`'s screens when it has
 * one (useErrorText), else a generic text (network, wait 10 minutes, invalid fields, server
 * trouble). Answers what it showed and the toast's id, so a form can also mark its fields, say it
 * next to itself (useFormAlert) and take the toast back once it succeeds.
 */
export function useApiErrorToast(scope?: ErrorScope, values?: ErrorTextValues) {
  const { t } = useTranslation();
  const { textOf } = useErrorText(scope, values);
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

// ---- The form's error line.

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
  return useMemo(
    () => ({ id: `${id}-alert`, text, shown, show, clear, succeed }),
    [id, text, shown, show, clear, succeed],
  );
}

// Its look, here rather than in a stylesheet of its own: every form's chunk would list one more
// file, and the start-up bundle carries that list. Logical properties keep Arabic (rtl) right.
const LOOK: CSSProperties = {
  boxSizing: 'border-box',
  inlineSize: '100%',
  margin: 0,
  padding: '0.6rem 0.85rem',
  border: '1px solid #b3261e',
  borderInlineStartWidth: 4,
  borderRadius: 8,
  background: '#fce8e6',
  color: '#8c1d18',
  fontWeight: 600,
  overflowWrap: 'anywhere',
};

const SPACED: CSSProperties = { ...LOOK, marginBlock: '0.5rem' };

/**
 * A submit button is disabled while its call runs, which drops the focus to the page: the error
 * line then takes it, so a keyboard user goes on from the form (Tab reaches the button again)
 * instead of from the top of the page. Focus still in a field (Enter pressed there) stays put.
 */
function catchLostFocus(line: HTMLParagraphElement | null): void {
  const active = line?.ownerDocument.activeElement;
  if (line && (!active || active === line.ownerDocument.body)) line.focus({ preventScroll: true });
}

/**
 * A form's error line: an alert, so screen readers say it as it appears (each failure anew).
 * `spaced` where no form's gap sets it apart (a card's action button).
 */
export function FormAlert({
  alert,
  spaced = false,
}: {
  alert: Pick<FormAlertState, 'id' | 'text' | 'shown'>;
  spaced?: boolean;
}) {
  if (!alert.text) return null;
  return (
    <p
      key={alert.shown}
      id={alert.id}
      ref={catchLostFocus}
      tabIndex={-1}
      role="alert"
      className="form-alert"
      style={spaced ? SPACED : LOOK}
      data-testid="form-alert"
    >
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
