import { useApiErrorToast } from '../../../components/data/call-failure';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { toast } from '../../../components/toast/toast';
import type { VpnPass } from '../api';
import { usePassActions } from '../hooks/use-pass-actions';

/** "New code", after a confirmation that says the old code and every config stop working. */
export function RotateCodeButton({ pass }: { pass: VpnPass }) {
  const { t } = useTranslation('vpn');
  const { rotate } = usePassActions();
  const showError = useApiErrorToast('vpn');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      const next = await rotate(pass.id);
      toast.success(t('rotate.done', { code: next.code }));
      setOpen(false);
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button type="button" className="data-button data-button--small" onClick={() => setOpen(true)}>
        {t('pass.newCode')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('rotate.title')}
        confirmLabel={t('rotate.confirm')}
        danger
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>{t('rotate.body', { code: pass.code })}</p>
        <p>{t('rotate.after')}</p>
      </ConfirmDialog>
    </>
  );
}
