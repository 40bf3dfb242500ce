import { useApiErrorToast } from '../../../components/data/call-failure';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { toast } from '../../../components/toast/toast';
import { saveFile, type ApiFile } from '../../../lib/api-file';
import { fetchCreditNote, fetchInvoice, type Order, type Shipment } from '../api';
import { useCountryName } from '../../../i18n/use-formatters';
import { useDateFormatter, useRenewalText } from '../hooks/use-payment-format';
import { wasPaid } from '../products';
import { OrderDisputes, OrderHistory } from './order-history';
import { PriceTable } from './price-breakdown';
import { TrackingLink } from './shipment-tracking';
import { TextWithId } from './text-with-id';

interface OrderDetailsProps {
  order: Order;
  /** Ends the renewal after the confirmation; resolves when done, rejects when it failed (the caller says why). */
  onCancelSubscription: (order: Order) => Promise<unknown>;
  /** Undoes a cancelled automatic renewal (canResumeSubscription). */
  onResumeSubscription?: (order: Order) => Promise<unknown>;
}

/**
 * The breakdown of an order, its payment (and disputes), its shipment, the invoice and the credit
 * notes of its refunds, its history and the subscription's cancellation.
 */
export function OrderDetails({ order, onCancelSubscription, onResumeSubscription }: OrderDetailsProps) {
  const { t } = useTranslation('payment');
  const date = useDateFormatter();
  const renewal = useRenewalText();
  const showError = useApiErrorToast('payment');
  /** The file being downloaded: 'invoice' or a credit note's number. */
  const [downloading, setDownloading] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { currency } = order;

  async function download(which: string, fetchFile: () => Promise<ApiFile>) {
    setDownloading(which);
    try {
      const file = await fetchFile();
      saveFile(file);
      toast.success(t('orders.downloaded', { file: file.fileName }));
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(null);
    }
  }

  const creditNotes = order.creditNotes.filter((note) => note.url);

  async function resume() {
    if (!onResumeSubscription) return;
    setCancelling(true);
    try {
      await onResumeSubscription(order);
    } catch {
      // The caller has said why.
    } finally {
      setCancelling(false);
    }
  }

  async function cancel() {
    setCancelling(true);
    try {
      await onCancelSubscription(order);
    } catch {
      // The caller has said why; the subscription stays.
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  }

  return (
    <div className="pay-order__details">
      <PriceTable
        caption={t('orders.breakdown')}
        currency={currency}
        lines={order.items.map((item) => ({
          key: item.id,
          productName: item.productName,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          details: [
            ...(item.deviceId ? [t('orders.forDevice', { device: item.deviceId })] : []),
            ...(item.renews ? [renewal(item.renews) ?? ''] : []),
            ...(item.refunded ? [t('orders.itemRefunded')] : []),
          ],
        }))}
        subtotal={order.subtotal}
        discount={order.discount > 0 ? { label: t('orders.discount'), amount: order.discount } : null}
        shipping={order.shipping > 0 || order.shipment ? order.shipping : null}
        total={order.amount}
      />
      <dl className="data-fields pay-facts">
        <div className="data-field">
          <dt>{t('orders.number')}</dt>
          <dd>
            <span className="pay-mono">{order.purchaseId}</span>
          </dd>
        </div>
        {order.invoiceNumber ? (
          <div className="data-field">
            <dt>{t('orders.invoiceNumber')}</dt>
            <dd>
              <span className="pay-mono">{order.invoiceNumber}</span>
            </dd>
          </div>
        ) : null}
        {order.paidAt ? (
          <div className="data-field">
            <dt>{t('orders.paidAt')}</dt>
            <dd>
              <time dateTime={order.paidAt}>{date(order.paidAt)}</time>
            </dd>
          </div>
        ) : null}
        <div className="data-field">
          {/* "Paid with" once the money arrived; before (or when it never did), only the method chosen. */}
          <dt>{wasPaid(order.status) ? t('orders.provider') : t('orders.method')}</dt>
          <dd>{t(`providerName.${order.provider}`)}</dd>
        </div>
        <OrderDisputes disputes={order.disputes} currency={currency} />
      </dl>
      {order.shipment ? <ShipmentFacts shipment={order.shipment} /> : null}
      <OrderHistory order={order} />
      {order.invoiceUrl || creditNotes.length > 0 || order.canCancelSubscription || order.canResumeSubscription ? (
        <p className="data-links">
          {order.invoiceUrl ? (
            <button
              type="button"
              className="data-button"
              onClick={() => void download('invoice', () => fetchInvoice(order))}
              disabled={downloading !== null}
              aria-busy={downloading === 'invoice' || undefined}
            >
              {t('orders.invoice')}
            </button>
          ) : null}
          {creditNotes.map((note) => (
            <button
              key={note.number}
              type="button"
              className="data-button"
              onClick={() => void download(note.number, () => fetchCreditNote(order, note))}
              disabled={downloading !== null}
              aria-busy={downloading === note.number || undefined}
            >
              <TextWithId id={note.number} text={(number) => t('orders.creditNote', { number })} />
            </button>
          ))}
          {order.canCancelSubscription ? (
            <button type="button" className="data-button" onClick={() => setConfirming(true)}>
              {t('orders.cancel.button')}
            </button>
          ) : null}
          {order.canResumeSubscription && onResumeSubscription ? (
            <button
              type="button"
              className="data-button"
              disabled={cancelling}
              aria-busy={cancelling || undefined}
              onClick={() => void resume()}
            >
              {t('renewal.resume')}
            </button>
          ) : null}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('orders.cancel.title')}
        confirmLabel={t('orders.cancel.confirm')}
        danger
        pending={cancelling}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('orders.cancel.body')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The address of a shipment, as given at checkout. */
function addressLines(address: NonNullable<Shipment['address']>, countryName: (code: string) => string): string[] {
  return [
    [address.name, address.surname].filter(Boolean).join(' '),
    address.company ?? '',
    address.street,
    [address.zip, address.city, address.province ?? ''].filter(Boolean).join(' '),
    address.country ? countryName(address.country) : '',
  ].filter(Boolean);
}

function ShipmentFacts({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('payment');
  const countryName = useCountryName();
  const date = useDateFormatter();
  const lines = shipment.address ? addressLines(shipment.address, countryName) : [];
  return (
    <section className="pay-shipment" aria-label={t('orders.shipment.title')}>
      <h3 className="pay-card__subtitle">{t('orders.shipment.title')}</h3>
      <dl className="data-fields pay-facts">
        <div className="data-field">
          <dt>{t('orders.shipment.status')}</dt>
          <dd>{t(`orders.shipment.states.${shipment.status}`)}</dd>
        </div>
        {shipment.carrier ? (
          <div className="data-field">
            <dt>{t('orders.shipment.carrier')}</dt>
            <dd>{shipment.carrier}</dd>
          </div>
        ) : null}
        {shipment.trackingNumber ? (
          <div className="data-field">
            <dt>{t('orders.shipment.tracking')}</dt>
            <dd>
              <TrackingLink shipment={shipment} />
            </dd>
          </div>
        ) : null}
        {shipment.shippedAt ? (
          <div className="data-field">
            <dt>{t('orders.shipment.shipped')}</dt>
            <dd>
              <time dateTime={shipment.shippedAt}>{date(shipment.shippedAt)}</time>
            </dd>
          </div>
        ) : null}
        {shipment.deliveredAt ? (
          <div className="data-field">
            <dt>{t('orders.shipment.delivered')}</dt>
            <dd>
              <time dateTime={shipment.deliveredAt}>{date(shipment.deliveredAt)}</time>
            </dd>
          </div>
        ) : null}
        {shipment.boxSerial ? (
          <div className="data-field">
            <dt>{t('orders.shipment.serial')}</dt>
            <dd>
              <span className="pay-mono">{shipment.boxSerial}</span>
            </dd>
          </div>
        ) : null}
        {lines.length > 0 ? (
          <div className="data-field data-field--wide">
            <dt>{t('orders.shipment.address')}</dt>
            <dd>
              <address>
                {lines.map((line) => (
                  <span key={line} className="pay-address-line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
