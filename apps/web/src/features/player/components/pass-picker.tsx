import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { FormAlert, alertedField, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { vpnKeys } from '../../vpn/api';
import { attachPass, passChoicesQueryOptions, type PassChoice, type PlayerDevice } from '../api';
import { usePlayerError } from '../hooks/use-player-error';
import { useDateFormatter } from '../hooks/use-player-format';
import { replaceCachedDevice } from './device-cache';

/** The VPN pass of a device: which one is attached, and a choice among my passes (or none). */
export function PassPicker({ device }: { device: PlayerDevice }) {
  const { t } = useTranslation('player');
  const id = useId();
  const date = useDateFormatter();
  const queryClient = useQueryClient();
  const showError = usePlayerError();
  const alert = useFormAlert();
  const passes = useQuery(passChoicesQueryOptions());
  const [choice, setChoice] = useState(device.pass?.passId ?? '');
  const save = useMutation({ mutationFn: (passId: string | null) => attachPass(device.deviceId, passId) });

  const label = (pass: PassChoice) => {
    const values = { name: pass.description?.trim() || pass.code, date: date(pass.endsAt) };
    if (pass.status === 'ended') return t('pass.optionEnded', values);
    // Attaching it here takes it off the other device (one device per pass).
    if (pass.deviceId !== null && pass.deviceId !== device.deviceId) return t('pass.optionElsewhere', values);
    return t('pass.option', values);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const passId = choice || null;
    try {
      const updated = await save.mutateAsync(passId);
      replaceCachedDevice(queryClient, updated);
      void queryClient.invalidateQueries({ queryKey: vpnKeys.passes() });
      alert.succeed();
      toast.success(passId ? t('pass.attached') : t('pass.detached'));
    } catch (error) {
      const outcome = showError(error);
      alert.show({ text: outcome.message, toastId: outcome.toastId });
    }
  }

  const current = device.pass;
  return (
    <div className="player-pass" data-testid="pass-picker">
      <p aria-live="polite">
        {current
          ? t('pass.current', { name: current.description?.trim() || t('pass.unnamed'), date: date(current.endsAt) })
          : t('pass.none')}
      </p>
      {passes.isPending ? <LoadingState label={t('pass.loading')} /> : null}
      {passes.isError ? <ErrorState message={t('pass.loadFailed')} onRetry={() => void passes.refetch()} /> : null}
      {passes.data && passes.data.items.length === 0 && !current ? (
        <EmptyState message={t('pass.empty')}>
          <Link to="/dashboard/pass/passNew" className="data-button">
            {t('pass.buy')}
          </Link>
        </EmptyState>
      ) : null}
      {passes.data && (passes.data.items.length > 0 || current) ? (
        <form
          className="player-form player-form--inline"
          onSubmit={(event) => void submit(event)}
          onInput={alert.clear}
        >
          <div className="player-field">
            <label htmlFor={`${id}-pass`}>{t('pass.label')}</label>
            <div className="player-inline-row">
              <select
                id={`${id}-pass`}
                className="data-input"
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
                disabled={save.isPending}
                {...alertedField(alert, `${id}-hint`)}
              >
                <option value="">{t('pass.noneOption')}</option>
                {passes.data.items.map((pass) => (
                  <option
                    key={pass.id}
                    value={pass.id}
                    disabled={pass.status === 'ended' && pass.id !== current?.passId}
                  >
                    {label(pass)}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                className="data-button data-button--primary"
                disabled={save.isPending || choice === (current?.passId ?? '')}
                aria-busy={save.isPending || undefined}
              >
                {t('pass.save')}
              </button>
            </div>
            <p id={`${id}-hint`} className="player-hint">
              {t('pass.hint')}
            </p>
            <FormAlert alert={alert} />
          </div>
        </form>
      ) : null}
    </div>
  );
}
