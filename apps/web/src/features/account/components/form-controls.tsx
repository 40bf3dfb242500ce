import { useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, type FieldLook } from '../../../components/forms/field-shell';
import type { Translated } from '../translated';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation';

/** The account screens' look of the shared field. */
const ACCOUNT_FIELD: FieldLook = {
  field: 'account-field',
  invalid: 'account-field--invalid',
  hint: 'account-hint',
  error: 'account-error',
};

/** The field's label, "(optional)" after it when it may stay empty. */
function FieldLabel({ label, optional }: { label: string; optional?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <>
      {label}
      {optional && <span className="account-optional"> {t('fields.optional')}</span>}
    </>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
  optional?: boolean;
};

/** A text-like input of a react-hook-form form; its error message is a translation key of `account` or a translated text. */
export function TextField({ label, registration, error, hint, optional, ...input }: InputProps) {
  const id = useId();
  const message = useFieldMessage(error);
  return (
    <FieldShell
      id={id}
      look={ACCOUNT_FIELD}
      label={<FieldLabel label={label} optional={optional} />}
      hint={hint}
      error={message}
    >
      {(control) => (
        <input
          {...control}
          className="account-input"
          aria-required={optional ? undefined : true}
          // Addresses and codes read left to right in Arabic pages too.
          dir={input.type === 'email' || input.inputMode === 'numeric' ? 'ltr' : undefined}
          {...input}
          {...registration}
        />
      )}
    </FieldShell>
  );
}

/** The 6-digit authenticator code field (login second step and the 2FA settings share it). */
export function PinField({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('fields.pin')}
      hint={t('fields.pinHint')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      className="account-input account-input--pin"
      registration={registration}
      error={error}
    />
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
};

export function SelectField({ label, registration, error, options, placeholder, ...select }: SelectProps) {
  const id = useId();
  const message = useFieldMessage(error);
  return (
    <FieldShell id={id} look={ACCOUNT_FIELD} label={label} error={message}>
      {(control) => (
        <select {...control} className="account-input" aria-required {...select} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The values the rule texts quote. */
const RULE_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, nameMax: NAME_MAX_LENGTH };

/** Schema errors carry a key of the `account` namespace; server errors arrive translated (type "server"). */
function useFieldMessage(error: FieldError | undefined): string | undefined {
  const { t } = useTranslation('account');
  if (!error) return undefined;
  if (!error.message) return t('validation.required');
  if (error.type === 'server') return error.message;
  return t(error.message as Translated, RULE_VALUES);
}

interface SubmitButtonProps {
  pending: boolean;
  /** Not ready to be sent yet (a confirmation still missing), besides while pending. */
  disabled?: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  testId?: string;
}

/** Disabled while its call runs, saying so (aria-busy and the pending label). */
export function SubmitButton({
  pending,
  disabled = false,
  label,
  pendingLabel,
  className = 'account-button',
  testId,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      data-testid={testId}
    >
      {pending && <span className="account-spinner" aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </button>
  );
}

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  passwordError?: FieldError;
  confirm: UseFormRegisterReturn;
  confirmError?: FieldError;
  /** "New password" wording (password change and reset) rather than "Password" (registration). */
  renewal?: boolean;
}

/** A new password with its rule shown, and its repetition. */
export function NewPasswordFields({
  password,
  passwordError,
  confirm,
  confirmError,
  renewal = false,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        label={renewal ? t('fields.newPassword') : t('fields.password')}
        hint={t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        registration={password}
        error={passwordError}
      />
      <TextField
        label={renewal ? t('fields.newPasswordConfirm') : t('fields.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        registration={confirm}
        error={confirmError}
      />
    </>
  );
}
