import { useTranslation } from 'react-i18next';
import type { Summary } from '../api';
import { usePercentFormatter } from '../../shop/hooks/use-formatters';
import { useDateFormatter, useMoney, useProductLabel } from '../hooks/use-payment-format';

/** The prices of a summary: each product, the subtotal, the discount, shipping and the total. */
export function PriceBreakdown({ summary }: { summary: Summary }) {
  const { t } = useTranslation('payment');
  const money = useMoney();
  const label = useProductLabel();
  const date = useDateFormatter();
  const percent = usePercentFormatter();
  const { currency } = summary;
  const hasBox = summary.items.some((line) => line.productType === 'VPN-BOX-HW');
  const discounted = summary.discountValue > 0;
  const discountLabel =
    summary.percentOff != null
      ? t('checkout.discountPercent', { code: summary.code ?? '', percent: percent(summary.percentOff / 100) })
      : t('checkout.discount', { code: summary.code ?? '' });

  return (
    <>
      <table className="pay-summary" data-testid="checkout-summary">
        <caption className="visually-hidden">{t('checkout.summaryLabel')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('checkout.item')}</th>
            <th scope="col">{t('checkout.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.items.map((line, index) => (
            <tr key={`${line.productName}-${line.target ?? index}`}>
              <th scope="row">
                {label(line.productName)}
                {line.quantity > 1 ? (
                  <span className="pay-summary__detail">{t('checkout.quantity', { count: line.quantity, price: money(line.unitPrice, currency) })}</span>
                ) : null}
              </th>
              <td>{money(line.unitPrice * line.quantity, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {discounted || hasBox ? (
            <tr>
              <th scope="row">{t('checkout.subtotal')}</th>
              <td>{money(summary.priceValue, currency)}</td>
            </tr>
          ) : null}
          {discounted ? (
            <tr className="pay-summary__discount">
              <th scope="row">{discountLabel}</th>
              <td data-testid="checkout-discount">{money(-summary.discountValue, currency)}</td>
            </tr>
          ) : null}
          {hasBox ? (
            <tr>
              <th scope="row">{t('checkout.shipping')}</th>
              <td data-testid="checkout-shipping">{summary.priceShipVpnBox > 0 ? money(summary.priceShipVpnBox, currency) : t('checkout.free')}</td>
            </tr>
          ) : null}
          <tr className="pay-summary__total">
            <th scope="row">{t('checkout.total')}</th>
            <td data-testid="checkout-total">{money(summary.finalPrice, currency)}</td>
          </tr>
        </tfoot>
      </table>
      {summary.startAt && summary.endAt ? (
        <p className="pay-muted">{t('checkout.period', { start: date(summary.startAt), end: date(summary.endAt) })}</p>
      ) : null}
      {summary.description ? <p className="pay-muted">{t('checkout.device', { name: summary.description })}</p> : null}
    </>
  );
}
