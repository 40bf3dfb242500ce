import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { toast } from '../../../components/toast/toast';
import { startFreeTrial, type DeviceTarget, type PlayerDevice } from '../api';
import { usePlayerError } from '../hooks/use-player-error';

/** Starts the device's one free 7-day trial, after saying it cannot be had twice. */
export function FreeTrialButton({
  target,
  onStarted,
}: {
  target: DeviceTarget;
  onStarted: (device: PlayerDevice) => void;
}) {
  const { t } = useTranslation('player');
  const [asking, setAsking] = useState(false);
  const showError = usePlayerError(target);
  const start = useMutation({ mutationFn: () => startFreeTrial(target) });

  async function confirm() {
    try {
      const device = await start.mutateAsync();
      toast.success(t('trial.started'));
      onStarted(device);
    } catch (error) {
      showError(error);
    } finally {
      setAsking(false);
    }
  }

  return (
    <>
      <button type="button" className="data-button" onClick={() => setAsking(true)} data-testid="free-trial-button">
        {t('trial.start')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('trial.confirmTitle')}
        confirmLabel={t('trial.confirm')}
        pending={start.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('trial.confirmText')}</p>
      </ConfirmDialog>
    </>
  );
}
