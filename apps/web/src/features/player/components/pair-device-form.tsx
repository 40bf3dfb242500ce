import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, alertedField, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { hasMisreadCharacter, isDeviceCode, normalizeDeviceCode } from '../../shop/device-code';
import { pairDevice, playerKeys, type PlayerDevice } from '../api';
import { usePlayerError } from '../hooks/use-player-error';

/** "Add a device": the code the device shows makes it mine. */
export function PairDeviceForm({ onPaired }: { onPaired: (device: PlayerDevice) => void }) {
  const { t } = useTranslation('player');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<'shape' | 'misread' | null>(null);
  const queryClient = useQueryClient();
  const showError = usePlayerError();
  const alert = useFormAlert();
  const pair = useMutation({ mutationFn: (code: string) => pairDevice(code) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pair.isPending) return;
    const code = normalizeDeviceCode(value);
    if (!isDeviceCode(code)) {
      setProblem(hasMisreadCharacter(code) ? 'misread' : 'shape');
      alert.clear();
      input.current?.focus();
      return;
    }
    setProblem(null);
    try {
      const device = await pair.mutateAsync(code);
      alert.succeed();
      setValue('');
      toast.success(t('pairing.done'));
      await queryClient.invalidateQueries({ queryKey: playerKeys.devices() });
      void queryClient.invalidateQueries({ queryKey: playerKeys.licences() });
      void queryClient.invalidateQueries({ queryKey: playerKeys.allPlaylists() });
      onPaired(device);
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
      data-testid="pair-device-form"
    >
      <div className={problem ? 'player-field player-field--invalid' : 'player-field'}>
        <label htmlFor={`${id}-code`}>{t('pairing.codeLabel')}</label>
        <div className="player-inline-row">
          <input
            ref={input}
            id={`${id}-code`}
            name="otp"
            className="data-input player-code-input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            maxLength={12}
            readOnly={pair.isPending}
            {...(problem
              ? { 'aria-invalid': true, 'aria-describedby': `${id}-hint ${id}-error` }
              : alertedField(alert, `${id}-hint`))}
          />
          <button
            type="submit"
            className="data-button data-button--primary"
            disabled={pair.isPending}
            aria-busy={pair.isPending || undefined}
          >
            {pair.isPending ? t('pairing.pairing') : t('pairing.add')}
          </button>
        </div>
        <p id={`${id}-hint`} className="player-hint">
          {t('pairing.codeHint')}
        </p>
        {problem ? (
          <p id={`${id}-error`} className="player-error">
            {problem === 'misread' ? t('code.misread') : t('code.invalid')}
          </p>
        ) : null}
        <FormAlert alert={alert} />
      </div>
    </form>
  );
}
