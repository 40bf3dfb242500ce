import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeText, errorToast, waitPhrase, type FormAlertState } from '../../components/data/call-failure';
import { SESSION_EXPIRED_TOAST_ID, toast } from '../../components/toast/toast';
import { currentLanguage } from '../../i18n/i18n';
import { intlLocale } from '../../i18n/locale';
import { isApiError, type CallErrorCode } from '../../lib/api';
import { sessionStore } from '../session/session';
import { useExpireSession } from '../session/use-logout';
import { CaptchaUnavailableError } from './captcha';

// The error catalogue of spec 8: a message is the call's context tag plus a translated text for
// the HTTP status, with the hints and special outcomes the spec lists per call; and the hook that
// shows it (toast, fields, the form's line, the session). One module, one chunk for every form.
// Its texts are errors.json's `account` (tags, statuses, hints) and the codes' texts there.

/** The account call that failed; its tag starts the message. */
export type AccountContext =
  | 'login'
  | 'loginTfa'
  | 'passwordReset'
  | 'newPassword'
  | 'tfaReset'
  | 'tfaEnable'
  | 'tfaDisable'
  | 'tfaKey'
  | 'changePassword'
  | 'register'
  | 'confirmAccount'
  | 'updateProfile'
  | 'addAddress'
  | 'editAddress'
  | 'removeAddress';

/** Which tag each context shows: the second login step is still "Login", a new password a "Password reset". */
const TAGS = {
  login: 'login',
  loginTfa: 'login',
  passwordReset: 'passwordReset',
  newPassword: 'passwordReset',
  tfaReset: 'tfaReset',
  tfaEnable: 'tfaEnable',
  tfaDisable: 'tfaDisable',
  tfaKey: 'tfaKey',
  changePassword: 'changePassword',
  register: 'register',
  confirmAccount: 'confirmAccount',
  updateProfile: 'updateProfile',
  addAddress: 'addAddress',
  editAddress: 'editAddress',
  removeAddress: 'removeAddress',
} as const satisfies Record<AccountContext, string>;

const STATUSES = ['400', '401', '402', '403', '404', '409', '500', '501', '502', '503', '504'] as const;
type StatusKey = (typeof STATUSES)[number] | 'general' | 'network';

type Hint =
  'checkFields' | 'wrongTfaCode' | 'checkEmail' | 'emailNotPresent' | 'wrongPassword' | 'userExists' | 'sessionExpired';
/** A call's own status text, where the generic one would not say what happened ("Wrong e-mail or password"). */
type Said = 'wrongCredentials' | 'wrongCode';

/** These beat the spec's per-status hints: the hint would point the user at the wrong cause. */
const FIRST_CODES: readonly CallErrorCode[] = ['CAPTCHA_FAILED', 'TOO_MANY_REQUESTS', 'TFA_CHALLENGE_INVALID'];
/**
 * What the session does after the failure: nothing, the session-expired message only (remove
 * address), or the forced logout with that message (password change, add or edit address).
 */
export type SessionEffect = 'keep' | 'expired' | 'logout';

export interface AccountErrorOutcome {
  /** The toast: "<tag>: <text>". */
  message: string;
  /** The same without the tag, for the form's own error line (the form says which call it was). */
  text: string;
  /** Translated messages for the server's `fields` (form field name -> text). */
  fields: Record<string, string>;
  session: SessionEffect;
  /** The 2FA login challenge is gone (expired, used up): the login has to start again. */
  restartLogin: boolean;
}

/**
 * Spec 8, per context and status: `hint` is added to the status text (the call's own one when
 * `said` names it), `only` says it all by itself, `session` ends or reports the session.
 */
type Rule = { hint: Hint; said?: Said } | { only: Hint } | { session: Exclude<SessionEffect, 'keep'> };

const LOGOUT = { session: 'logout' } as const;
const EXPIRED = { session: 'expired' } as const;
const WRONG_CODE = { said: 'wrongCode', hint: 'wrongTfaCode' } as const;

const RULES: Partial<Record<AccountContext, Partial<Record<number, Rule>>>> = {
  login: { 404: { said: 'wrongCredentials', hint: 'checkFields' } },
  loginTfa: { 400: WRONG_CODE },
  // Spec 8 gives the password reset's 400 the authenticator-code hint of the original screen,
  // which asked for a code; ours asks for the e-mail address only, so the hint names that.
  passwordReset: { 400: { hint: 'checkEmail' }, 404: { only: 'emailNotPresent' } },
  changePassword: { 401: LOGOUT, 403: LOGOUT, 404: { only: 'wrongPassword' } },
  register: { 409: { only: 'userExists' } },
  addAddress: { 401: LOGOUT, 403: LOGOUT },
  editAddress: { 401: LOGOUT, 403: LOGOUT },
  removeAddress: { 401: EXPIRED, 403: EXPIRED },
  tfaEnable: { 400: WRONG_CODE },
  tfaDisable: { 400: WRONG_CODE },
};

function statusKey(status: number | undefined): StatusKey {
  if (status === undefined) return 'network';
  const key = String(status);
  return (STATUSES as readonly string[]).includes(key) ? (key as StatusKey) : 'general';
}

/**
 * Translates one failed account call. `t` is bound to the `errors` namespace; `locale` (Intl)
 * words a wait, the active language's unless given.
 */
export function describeAccountError(
  context: AccountContext,
  error: unknown,
  t: TFunction<'errors'>,
  locale = intlLocale(currentLanguage()),
): AccountErrorOutcome {
  const tag = t(`account.tags.${TAGS[context]}`);
  const outcome = (text: string, extra: Partial<AccountErrorOutcome> = {}): AccountErrorOutcome => ({
    message: t('account.format', { tag, text }),
    text,
    fields: {},
    session: 'keep',
    restartLogin: false,
    ...extra,
  });

  if (error instanceof CaptchaUnavailableError) return outcome(t('account.captchaUnavailable'));
  if (!isApiError(error)) return outcome(t('account.status.general'));

  const { status, code, retryAfter } = error;
  const fields = translateFields(error.body?.fields, t);
  const own = (name: CallErrorCode) =>
    name === 'TOO_MANY_REQUESTS' && retryAfter
      ? t('account.codes.TOO_MANY_REQUESTS_WAIT', { wait: waitPhrase(retryAfter, t, locale) })
      : codeText(t, 'account', name);

  if (status === 429 || FIRST_CODES.includes(code)) {
    const first = status === 429 ? 'TOO_MANY_REQUESTS' : code;
    return outcome(own(first) ?? t('account.status.general'), {
      fields,
      restartLogin: first === 'TFA_CHALLENGE_INVALID',
    });
  }

  const rule = status === undefined ? undefined : RULES[context]?.[status];
  if (rule && 'session' in rule) return outcome(t('account.hints.sessionExpired'), { session: rule.session });
  if (rule && 'only' in rule) {
    const withField =
      rule.only === 'wrongPassword' ? { oldPassword: t('account.hints.wrongPassword'), ...fields } : fields;
    return outcome(t(`account.hints.${rule.only}`), { fields: withField });
  }
  const statusText = t(`account.status.${statusKey(status)}`);
  if (rule) {
    const said = rule.said ? t(`account.said.${rule.said}`) : statusText;
    return outcome(t('account.withHint', { text: said, hint: t(`account.hints.${rule.hint}`) }), { fields });
  }

  return outcome(own(code) ?? statusText, { fields });
}

/** The server's `fields` (name -> messages or codes) as one translated text per field. */
function translateFields(fields: Record<string, string[]> | undefined, t: TFunction<'errors'>): Record<string, string> {
  // Field texts are keyed by the codes that name a field's fault (PASSWORD_TOO_SHORT...).
  const fieldText = (message: string) =>
    /^[A-Z_]+$/.test(message)
      ? (t as unknown as (key: string, options: { defaultValue: string }) => string)(`account.fields.${message}`, {
          defaultValue: '',
        })
      : '';
  const translated: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields ?? {})) {
    // Nested paths ("addresses.0.zip") are shown on their last segment's field.
    const field = name.split('.').at(-1) ?? name;
    const known = messages.map(fieldText).find(Boolean);
    translated[field] = known || t('account.fields.invalid');
  }
  return translated;
}

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
export function useAccountError<T extends FieldValues = FieldValues>(
  context: AccountContext,
  options: AccountErrorOptions<T> = {},
) {
  const { t } = useTranslation('errors');
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
