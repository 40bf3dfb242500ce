import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { useApiErrorToast } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { useDateFormatter } from '../../../i18n/use-formatters';
import type { components } from '../../../lib/api-schema.gen';
import { billSandboxRenewal, cancelSubscription, resumeSubscription } from '../api';
import { useMoney } from '../hooks/use-payment-format';
import '../payment.css';

/** The automatic renewal of a pass or a box, as the API answers it on the pass, the box and the home. */
export type Renewal = components['schemas']['RenewalResponse'];

interface RenewalStatusProps {
  renewal: Renewal;
  /** The card's title, which says what renews. */
  describedBy: string;
}

type Busy = 'cancel' | 'resume' | 'bill' | null;

/**
 * Whether a pass or box renews by itself and what it will cost ("Renews on 12 March for €9.99"),
 * has been cancelled ("Ends on 12 March": resumable until then), or could not be paid (kept until
 * the end of its grace days); with the button that changes it. Outside production a sandbox
 * renewal can be billed now, to watch a renewal arrive.
 */
export function RenewalStatus({ renewal, describedBy }: RenewalStatusProps) {
  const { t } = useTranslation('payment');
  const date = useDateFormatter();
  const money = useMoney();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast('payment');
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);

  async function run(what: Exclude<Busy, null>, call: () => Promise<unknown>, done: string) {
    setBusy(what);
    try {
      await call();
      toast.success(done);
    } catch (error) {
      showError(error);
    } finally {
      // Passes, boxes, the home and the orders all show the renewal: each reads it again.
      await queryClient.invalidateQueries();
      setBusy(null);
      setConfirming(false);
    }
  }

  const amount = money(renewal.amount, renewal.currency);
  const text =
    renewal.state === 'active'
      ? t('renewal.active', { date: date(renewal.renewsOn), amount })
      : renewal.state === 'cancelled'
        ? t('renewal.cancelled', { date: date(renewal.renewsOn) })
        : t('renewal.pastDue', { date: date(renewal.graceUntil ?? renewal.renewsOn) });

  return (
    <div className="pay-renewal" data-testid="renewal-status" data-state={renewal.state}>
      <p className={renewal.state === 'past-due' ? 'pay-renewal__text pay-renewal__text--warn' : 'pay-renewal__text'}>
        {text}
      </p>
      <p className="data-links">
        {renewal.state === 'cancelled' ? (
          <button
            type="button"
            className="data-button data-button--small"
            aria-describedby={describedBy}
            disabled={busy !== null}
            aria-busy={busy === 'resume' || undefined}
            data-testid="renewal-resume"
            onClick={() => void run('resume', () => resumeSubscription(renewal.purchaseId), t('renewal.resumed'))}
          >
            {t('renewal.resume')}
          </button>
        ) : (
          <button
            type="button"
            className="data-button data-button--small"
            aria-describedby={describedBy}
            disabled={busy !== null}
            data-testid="renewal-cancel"
            onClick={() => setConfirming(true)}
          >
            {t('renewal.cancel')}
          </button>
        )}
        {renewal.provider === 'sandbox' && renewal.state !== 'cancelled' ? (
          <button
            type="button"
            className="data-button data-button--small"
            aria-describedby={describedBy}
            disabled={busy !== null}
            aria-busy={busy === 'bill' || undefined}
            data-testid="renewal-bill-now"
            onClick={() =>
              void run('bill', () => billSandboxRenewal(renewal.subscriptionId, 'paid'), t('renewal.billed'))
            }
          >
            {t('renewal.billNow')}
          </button>
        ) : null}
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('renewal.cancelTitle')}
        confirmLabel={t('renewal.cancelConfirm')}
        danger
        pending={busy === 'cancel'}
        onConfirm={() => void run('cancel', () => cancelSubscription(renewal.purchaseId), t('renewal.cancelDone'))}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {renewal.state === 'past-due'
            ? t('renewal.cancelPastDueBody', { date: date(renewal.graceUntil ?? renewal.renewsOn) })
            : t('renewal.cancelBody', { date: date(renewal.renewsOn) })}
        </p>
      </ConfirmDialog>
    </div>
  );
}

/**
 * "Renew automatically" on the card of a pass or box that does not renew by itself: its renewal
 * checkout with the choice already ticked (the next period is paid now, then it renews).
 */
export function AutoRenewLink({
  renew,
  describedBy,
}: {
  renew: { renewPass: string } | { renewBox: string };
  describedBy: string;
}) {
  const { t } = useTranslation('payment');
  return (
    <Link
      to="/dashboard/pass/passNew"
      search={{ ...renew, autoRenew: true }}
      className="data-button data-button--small"
      aria-describedby={describedBy}
      data-testid="auto-renew-link"
    >
      {t('autoRenew.label')}
    </Link>
  );
}
