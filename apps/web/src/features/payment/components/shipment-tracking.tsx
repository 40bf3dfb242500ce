import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../i18n/use-formatters';
import type { ShipmentTracking } from '../api';

// Inline: the box list and the account home show it without the payment pages' stylesheet.
const LAYOUT: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.25rem 0.75rem' };

/**
 * Where a box is on its way, as the order, the box and the account home show it: the status, the
 * carrier, the tracking number (a link to the carrier's tracking page when the shop knows it) and
 * the dates. Texts of the payment namespace (`orders.shipment`).
 */
export function ShipmentTrackingFacts({ shipment, status = true }: { shipment: ShipmentTracking; status?: boolean }) {
  const { t } = useTranslation('payment');
  const date = useDateFormatter();
  return (
    <span style={LAYOUT} data-testid="shipment-tracking">
      {status ? <span>{t(`orders.shipment.states.${shipment.status}`)}</span> : null}
      {shipment.carrier ? <span>{t('orders.shipment.with', { carrier: shipment.carrier })}</span> : null}
      {shipment.trackingNumber ? (
        <span>
          {t('orders.shipment.tracking')}: <TrackingLink shipment={shipment} />
        </span>
      ) : null}
      {shipment.shippedAt ? <span>{t('orders.shipment.shippedOn', { date: date(shipment.shippedAt) })}</span> : null}
      {shipment.deliveredAt ? (
        <span>{t('orders.shipment.deliveredOn', { date: date(shipment.deliveredAt) })}</span>
      ) : null}
    </span>
  );
}

/** The tracking number, a link to the carrier's page when there is one (a new tab: the shop stays open). */
export function TrackingLink({ shipment }: { shipment: ShipmentTracking }) {
  const { t } = useTranslation('payment');
  if (!shipment.trackingNumber) return null;
  return shipment.trackingUrl ? (
    <a
      href={shipment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="pay-mono"
      dir="ltr"
      data-testid="tracking-link"
    >
      {shipment.trackingNumber}
      <span className="visually-hidden"> {t('orders.shipment.opensCarrier')}</span>
    </a>
  ) : (
    <span className="pay-mono" dir="ltr">
      {shipment.trackingNumber}
    </span>
  );
}
