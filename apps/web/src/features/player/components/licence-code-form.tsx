import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, alertedField, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { activateLicenceCode, type DeviceTarget, type PlayerDevice } from '../api';
import { usePlayerError } from '../hooks/use-player-error';
import { isLicenceCodeShape, normalizeLicenceCode } from '../player-rules';

interface LicenceCodeFormProps {
  target: DeviceTarget;
  onActivated: (device: PlayerDevice) => void;
}

/** Activates a lifetime licence with a licence code (a coupon a reseller sold); each code works once. */
export function LicenceCodeForm({ target, onActivated }: LicenceCodeFormProps) {
  const { t } = useTranslation('player');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const showError = usePlayerError(target);
  const alert = useFormAlert();
  const activate = useMutation({ mutationFn: (value: string) => activateLicenceCode(target, value) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (activate.isPending) return;
    const value = normalizeLicenceCode(code);
    if (!isLicenceCodeShape(value)) {
      setInvalid(true);
      alert.clear();
      input.current?.focus();
      return;
    }
    setInvalid(false);
    try {
      const device = await activate.mutateAsync(value);
      alert.succeed();
      setCode('');
      toast.success(t('licence.activated'));
      onActivated(device);
    } catch (error) {
      const outcome = showError(error);
      alert.show({ text: outcome.message, toastId: outcome.toastId });
      input.current?.focus();
    }
  }

  return (
    <form
      className="player-form player-form--inline"
      onSubmit={(event) => void submit(event)}
      onInput={alert.clear}
      noValidate
      data-testid="licence-code-form"
    >
      <div className={invalid ? 'player-field player-field--invalid' : 'player-field'}>
        <label htmlFor={`${id}-code`}>{t('licence.codeLabel')}</label>
        <div className="player-inline-row">
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            className="data-input player-code-input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            maxLength={64}
            readOnly={activate.isPending}
            {...(invalid
              ? { 'aria-invalid': true, 'aria-describedby': `${id}-hint ${id}-error` }
              : alertedField(alert, `${id}-hint`))}
          />
          <button
            type="submit"
            className="data-button data-button--primary"
            disabled={activate.isPending}
            aria-busy={activate.isPending || undefined}
          >
            {activate.isPending ? t('licence.activating') : t('licence.activate')}
          </button>
        </div>
        <p id={`${id}-hint`} className="player-hint">
          {t('licence.codeHint')}
        </p>
        {invalid ? (
          <p id={`${id}-error`} className="player-error">
            {t('licence.codeInvalid')}
          </p>
        ) : null}
        <FormAlert alert={alert} />
      </div>
    </form>
  );
}
