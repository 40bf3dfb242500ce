import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { toast } from '../../../components/toast/toast';
import { vpnKeys } from '../../vpn/api';
import { playerKeys, unpairDevice } from '../api';
import { usePlayerError } from '../hooks/use-player-error';

/** Removes a device from my account, after a confirmation; its licences and playlists stay on the device. */
export function UnpairButton({
  deviceId,
  name,
  onUnpaired,
}: {
  deviceId: string;
  name: string;
  onUnpaired: () => void;
}) {
  const { t } = useTranslation('player');
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const showError = usePlayerError();
  const unpair = useMutation({ mutationFn: () => unpairDevice(deviceId) });

  async function confirm() {
    try {
      await unpair.mutateAsync();
      setAsking(false);
      toast.success(t('unpair.done', { name }));
      onUnpaired();
      void queryClient.invalidateQueries({ queryKey: playerKeys.all });
      void queryClient.invalidateQueries({ queryKey: vpnKeys.passes() });
    } catch (error) {
      setAsking(false);
      showError(error);
    }
  }

  return (
    <>
      <button type="button" className="data-button player-danger-link" onClick={() => setAsking(true)}>
        {t('unpair.button')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('unpair.title', { name })}
        confirmLabel={t('unpair.confirm')}
        danger
        pending={unpair.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('unpair.text')}</p>
      </ConfirmDialog>
    </>
  );
}
