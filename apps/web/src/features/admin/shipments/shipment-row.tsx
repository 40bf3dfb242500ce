import { canMoveShipment } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiErrorToast } from '../../../components/data/call-failure';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { toast } from '../../../components/toast/toast';
import { useCountryName, useDateFormatter } from '../../../i18n/use-formatters';
import { isApiError } from '../../../lib/api';
import { useAdminT } from '../use-admin-texts';
import { markDelivered, markReturned, shipmentKeys, type AdminShipment } from './api';
import { MarkShippedForm } from './mark-shipped-form';

type Confirmed = 'delivered' | 'returned';

/** One shipment: the order, who and where, what, how far it got, and what may be done next (SHIPMENT_MOVES). */
export function ShipmentRow({ shipment }: { shipment: AdminShipment }) {
  const t = useAdminT();
  const date = useDateFormatter();
  const countryName = useCountryName();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const [shipping, setShipping] = useState(false);
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const move = useMutation({
    mutationFn: (to: Confirmed) => (to === 'delivered' ? markDelivered(shipment.id) : markReturned(shipment.id)),
    onSuccess: (_answer, to) => toast.success(t(`shipments.${to}.done`, { purchaseId: shipment.purchaseId })),
    onError: (error) => void showError(error),
    onSettled: (_answer, error) => {
      setConfirming(null);
      // A refusal (409) means someone moved it meanwhile: the list shows where it is now.
      if (!error || (isApiError(error) && error.status === 409))
        void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
    },
  });
  const address = shipment.address;
  const label = (key: 'order' | 'customer' | 'address' | 'items' | 'state' | 'actions') => t(`shipments.${key}`);

  return (
    <>
      <tr data-testid="shipment-row">
        <td data-label={label('order')}>
          <code>{shipment.purchaseId}</code>
          <div className="admin-muted">
            {shipment.paidAt ? t('shipments.paidOn', { date: date(shipment.paidAt) }) : t('shipments.notPaid')}
          </div>
        </td>
        <td data-label={label('customer')}>
          {shipment.customer.name || '–'}
          {shipment.customer.email ? <div className="ship-break">{shipment.customer.email}</div> : null}
        </td>
        <td data-label={label('address')}>
          {address ? (
            <address className="ship-address">
              <span>{[address.name, address.surname].filter(Boolean).join(' ')}</span>
              {address.company ? <span>{address.company}</span> : null}
              <span>{address.street}</span>
              <span>{[address.zip, address.city, address.province].filter(Boolean).join(' ')}</span>
              <span>{address.country ? countryName(address.country) : ''}</span>
              {address.phone ? <span dir="ltr">{address.phone}</span> : null}
            </address>
          ) : (
            '–'
          )}
        </td>
        <td data-label={label('items')}>
          <ul className="ship-items">
            {shipment.items.map((item, index) => (
              <li key={`${item.productName}-${index}`}>
                {item.quantity} × {item.productName}
              </li>
            ))}
          </ul>
          {shipment.boxSerial ? <code>{shipment.boxSerial}</code> : null}
        </td>
        <td data-label={label('state')}>
          <strong className={`ship-status ship-status--${shipment.status}`}>
            {t(`shipments.filter.${shipment.status}`)}
          </strong>
          {shipment.carrier ? <div>{shipment.carrier}</div> : null}
          {shipment.trackingNumber ? (
            <div dir="ltr">
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {shipment.trackingNumber}
                  <span className="visually-hidden"> {t('shipments.opensCarrier')}</span>
                </a>
              ) : (
                <code>{shipment.trackingNumber}</code>
              )}
            </div>
          ) : null}
          {shipment.shippedAt ? (
            <div className="admin-muted">{t('shipments.shippedOn', { date: date(shipment.shippedAt) })}</div>
          ) : null}
          {shipment.deliveredAt ? (
            <div className="admin-muted">{t('shipments.deliveredOn', { date: date(shipment.deliveredAt) })}</div>
          ) : null}
        </td>
        <td data-label={label('actions')}>
          <div className="ship-actions">
            {canMoveShipment('markShipped', shipment.status) && !shipping ? (
              <button
                type="button"
                className="data-button data-button--small data-button--primary"
                onClick={() => setShipping(true)}
                aria-label={t('shipments.ship.open', { purchaseId: shipment.purchaseId })}
              >
                {t('shipments.ship.button')}
              </button>
            ) : null}
            {canMoveShipment('markDelivered', shipment.status) ? (
              <button
                type="button"
                className="data-button data-button--small"
                onClick={() => setConfirming('delivered')}
              >
                {t('shipments.delivered.button')}
              </button>
            ) : null}
            {canMoveShipment('markReturned', shipment.status) ? (
              <button
                type="button"
                className="data-button data-button--small"
                onClick={() => setConfirming('returned')}
              >
                {t('shipments.returned.button')}
              </button>
            ) : null}
          </div>
          {/* In the cell: a table body holds rows only. */}
          <ConfirmDialog
            open={confirming !== null}
            title={confirming ? t(`shipments.${confirming}.title`, { purchaseId: shipment.purchaseId }) : ''}
            confirmLabel={confirming ? t(`shipments.${confirming}.button`) : undefined}
            danger={confirming === 'returned'}
            pending={move.isPending}
            onConfirm={() => confirming && move.mutate(confirming)}
            onCancel={() => setConfirming(null)}
          >
            {confirming ? <p>{t(`shipments.${confirming}.body`)}</p> : null}
          </ConfirmDialog>
        </td>
      </tr>
      {shipping ? (
        <tr className="ship-form-row">
          <td colSpan={6}>
            <MarkShippedForm shipment={shipment} onClose={() => setShipping(false)} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
