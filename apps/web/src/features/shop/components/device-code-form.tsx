import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMisreadCharacter, isDeviceCode, normalizeDeviceCode } from '../device-code';

/** Where a valid code leads: playlist management, or licence activation for that device. */
export type DeviceCodeTarget = 'manage' | 'activate';

interface DeviceCodeFormProps {
  target?: DeviceCodeTarget;
  initialCode?: string;
}

/** The form for the 6-character code a player device shows; shared by every page that asks for it. */
export function DeviceCodeForm({ target = 'manage', initialCode = '' }: DeviceCodeFormProps) {
  const { t } = useTranslation('shop');
  const { t: tp } = useTranslation('player');
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialCode);
  const [invalid, setInvalid] = useState(false);
  const misread = invalid && hasMisreadCharacter(normalizeDeviceCode(value));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const otp = normalizeDeviceCode(value);
    if (!isDeviceCode(otp)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    if (target === 'activate') void navigate({ to: '/player/active-licence/$otp', params: { otp } });
    else void navigate({ to: '/player/manage-your-app/$otp', params: { otp } });
  }

  function onChange(next: string) {
    setValue(next);
    // Clear the error as soon as the code is right, but do not nag while the visitor is still typing.
    if (invalid && isDeviceCode(normalizeDeviceCode(next))) setInvalid(false);
  }

  return (
    <form className="shop-code-form" onSubmit={onSubmit} noValidate data-testid="device-code-form">
      <label htmlFor={`${id}-code`}>{t('code.label')}</label>
      <p id={hintId} className="shop-code-form__hint">
        {t('code.hint')}
      </p>
      <div className="shop-code-form__row">
        <input
          ref={inputRef}
          id={`${id}-code`}
          name="otp"
          type="text"
          className="shop-code-form__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size={8}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        />
        <button type="submit" className="button">
          {t('code.submit')}
        </button>
      </div>
      {invalid ? (
        <p id={errorId} className="shop-code-form__error" role="alert">
          {misread ? tp('code.misread') : t('code.invalid')}
        </p>
      ) : null}
    </form>
  );
}
