import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import type { BoxSubscription, VpnBox } from '../api';
import { useDateFormatter, useDurationLabel } from '../../../i18n/use-formatters';
import { AutoRenewLink, RenewalStatus } from '../../payment/components/renewal-status';
import { ShipmentTrackingFacts } from '../../payment/components/shipment-tracking';
import { RenewLink } from './renew-link';
import { StatusBadge } from './status-badge';

interface BoxCardProps {
  box: VpnBox;
  /** Whether the details (the subscription history, `dataBox`) are open. */
  expanded: boolean;
  onToggle: () => void;
  /** Unpairs after the confirmation; resolves when done, rejects when it failed (the caller says why). */
  onUnpair: (serial: string) => Promise<unknown>;
}

/** One box of /dashboard/box/boxList: serial, pairing date, current subscription, details, unpair. */
export function BoxCard({ box, expanded, onToggle, onUnpair }: BoxCardProps) {
  const { t } = useTranslation('vpn');
  const id = useId();
  const formatDate = useDateFormatter();
  const durationLabel = useDurationLabel();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const current = box.subscription;

  async function unpair() {
    setPending(true);
    try {
      await onUnpair(box.serial);
    } catch {
      // The caller has said why; the box stays.
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <article className="vpn-card" aria-labelledby={`${id}-title`} data-testid="vpn-box">
      <header className="vpn-card__head">
        <h2 id={`${id}-title`} className="vpn-card__title">
          {t('box.heading', { serial: box.serial })}
        </h2>
        <div className="vpn-card__actions">
          <RenewLink
            renew={{ renewBox: box.id }}
            describedBy={`${id}-title`}
            label={t('box.renew')}
            testId="vpn-box-renew"
          />
          {box.renewal ? null : <AutoRenewLink renew={{ renewBox: box.id }} describedBy={`${id}-title`} />}
          <button
            type="button"
            className="data-button data-button--small"
            aria-describedby={`${id}-title`}
            onClick={() => setConfirming(true)}
          >
            {t('box.unpair')}
          </button>
        </div>
      </header>
      <dl className="data-fields">
        <div className="data-field">
          <dt>{t('box.pairedAt')}</dt>
          <dd>{box.pairedAt ? <time dateTime={box.pairedAt}>{formatDate(box.pairedAt)}</time> : '—'}</dd>
        </div>
        {current ? (
          <>
            <div className="data-field">
              <dt>{t('pass.status')}</dt>
              <dd>
                <StatusBadge status={current.status} />
              </dd>
            </div>
            <div className="data-field">
              <dt>{t('pass.duration')}</dt>
              <dd>{durationLabel(current.durationMonths)}</dd>
            </div>
            <div className="data-field">
              <dt>{t('pass.startsAt')}</dt>
              <dd>
                <time dateTime={current.startsAt}>{formatDate(current.startsAt)}</time>
              </dd>
            </div>
            <div className="data-field">
              <dt>{t('pass.endsAt')}</dt>
              <dd>
                <time dateTime={current.endsAt}>{formatDate(current.endsAt)}</time>
              </dd>
            </div>
            {box.renewal ? (
              <div className="data-field data-field--wide">
                <dt>{t('pass.renewal')}</dt>
                <dd>
                  <RenewalStatus renewal={box.renewal} describedBy={`${id}-title`} />
                </dd>
              </div>
            ) : null}
            {box.endsAt && box.endsAt !== current.endsAt ? (
              <div className="data-field" data-testid="vpn-box-renewed-until">
                <dt>{t('box.renewedUntil')}</dt>
                <dd>
                  <time dateTime={box.endsAt}>{formatDate(box.endsAt)}</time>
                </dd>
              </div>
            ) : null}
          </>
        ) : (
          <div className="data-field">
            <dt>{t('box.subscription')}</dt>
            <dd className="vpn-muted">{t('box.noSubscription')}</dd>
          </div>
        )}
        {box.shipment ? (
          <div className="data-field data-field--wide" data-testid="vpn-box-shipment">
            <dt>{t('box.shipment')}</dt>
            <dd>
              <ShipmentTrackingFacts shipment={box.shipment} />
            </dd>
          </div>
        ) : null}
      </dl>
      <button
        type="button"
        className="vpn-disclosure"
        aria-expanded={expanded}
        aria-controls={`${id}-details`}
        onClick={onToggle}
      >
        {expanded ? t('box.hideDetails') : t('box.showDetails')}
      </button>
      <div id={`${id}-details`} className="vpn-card__section" hidden={!expanded}>
        {expanded ? <SubscriptionHistory subscriptions={box.subscriptions} /> : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('box.unpairTitle', { serial: box.serial })}
        confirmLabel={t('box.unpair')}
        danger
        pending={pending}
        onConfirm={() => void unpair()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('box.unpairBody')}</p>
      </ConfirmDialog>
    </article>
  );
}

/** Every subscription of the box, newest first. */
function SubscriptionHistory({ subscriptions }: { subscriptions: BoxSubscription[] }) {
  const { t } = useTranslation('vpn');
  const formatDate = useDateFormatter();
  const durationLabel = useDurationLabel();
  if (subscriptions.length === 0) return <p className="vpn-muted">{t('box.noHistory')}</p>;
  return (
    <div className="vpn-table-wrap">
      <table className="vpn-table">
        <caption>{t('box.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pass.duration')}</th>
            <th scope="col">{t('pass.startsAt')}</th>
            <th scope="col">{t('pass.endsAt')}</th>
            <th scope="col">{t('pass.status')}</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((subscription) => (
            <tr key={`${subscription.startsAt}-${subscription.endsAt}`}>
              <td data-label={t('pass.duration')}>{durationLabel(subscription.durationMonths)}</td>
              <td data-label={t('pass.startsAt')}>
                <time dateTime={subscription.startsAt}>{formatDate(subscription.startsAt)}</time>
              </td>
              <td data-label={t('pass.endsAt')}>
                <time dateTime={subscription.endsAt}>{formatDate(subscription.endsAt)}</time>
              </td>
              <td data-label={t('pass.status')}>
                <StatusBadge status={subscription.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
