import { useTranslation } from 'react-i18next';
import type { Summary } from '../api';
import { usePercentFormatter } from '../../shop/hooks/use-formatters';
import { useDateFormatter, useMoney, useProductLabel, useRenewalText } from '../hooks/use-payment-format';

/** One product line of a price table; `details` are small print under its name (e.g. the device). */
export interface PriceLine {
  key: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  details?: string[];
}

interface PriceTableProps {
  caption: string;
  currency: string;
  lines: PriceLine[];
  /** Null: no subtotal row. */
  subtotal: number | null;
  discount: { label: string; amount: number } | null;
  /** Null: no shipping row; 0: shipping is free. */
  shipping: number | null;
  total: number;
  /** Test ids of the checkout's summary (its table, discount, shipping and total). */
  checkoutIds?: boolean;
}

/** Products with their amounts, then subtotal, discount, shipping and total: the checkout's summary and an order's breakdown. */
export function PriceTable({
  caption,
  currency,
  lines,
  subtotal,
  discount,
  shipping,
  total,
  checkoutIds,
}: PriceTableProps) {
  const { t } = useTranslation('payment');
  const money = useMoney();
  const label = useProductLabel();
  const id = (name: string) => (checkoutIds ? `checkout-${name}` : undefined);
  return (
    <table className="pay-summary" data-testid={id('summary')}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('checkout.item')}</th>
          <th scope="col">{t('checkout.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">
              {label(line.productName)}
              {line.quantity > 1 ? (
                <span className="pay-summary__detail">
                  {t('checkout.quantity', { count: line.quantity, price: money(line.unitPrice, currency) })}
                </span>
              ) : null}
              {line.details?.map((detail) => (
                <span key={detail} className="pay-summary__detail">
                  {detail}
                </span>
              ))}
            </th>
            <td>{money(line.unitPrice * line.quantity, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {subtotal !== null ? (
          <tr>
            <th scope="row">{t('checkout.subtotal')}</th>
            <td>{money(subtotal, currency)}</td>
          </tr>
        ) : null}
        {discount ? (
          <tr className="pay-summary__discount">
            <th scope="row">{discount.label}</th>
            <td data-testid={id('discount')}>{money(-discount.amount, currency)}</td>
          </tr>
        ) : null}
        {shipping !== null ? (
          <tr>
            <th scope="row">{t('checkout.shipping')}</th>
            <td data-testid={id('shipping')}>{shipping > 0 ? money(shipping, currency) : t('checkout.free')}</td>
          </tr>
        ) : null}
        <tr className="pay-summary__total">
          <th scope="row">{t('checkout.total')}</th>
          <td data-testid={id('total')}>{money(total, currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The prices of a summary: each product, the subtotal, the discount, shipping and the total. */
export function PriceBreakdown({ summary }: { summary: Summary }) {
  const { t } = useTranslation('payment');
  const date = useDateFormatter();
  const renewal = useRenewalText();
  const percent = usePercentFormatter();
  const hasBox = summary.items.some((line) => line.productType === 'VPN-BOX-HW');
  const discounted = summary.discountValue > 0;
  const discountLabel =
    summary.percentOff != null
      ? t('checkout.discountPercent', { code: summary.code ?? '', percent: percent(summary.percentOff / 100) })
      : t('checkout.discount', { code: summary.code ?? '' });

  return (
    <>
      <PriceTable
        caption={t('checkout.summaryLabel')}
        currency={summary.currency}
        lines={summary.items.map((line, index) => ({
          key: `${line.productName}-${line.target ?? index}`,
          productName: line.productName,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          details: line.renews ? [renewal(line.renews) ?? ''] : undefined,
        }))}
        subtotal={discounted || hasBox ? summary.priceValue : null}
        discount={discounted ? { label: discountLabel, amount: summary.discountValue } : null}
        shipping={hasBox ? summary.priceShipVpnBox : null}
        total={summary.finalPrice}
        checkoutIds
      />
      {summary.startAt && summary.endAt ? (
        <p className="pay-muted">{t('checkout.period', { start: date(summary.startAt), end: date(summary.endAt) })}</p>
      ) : null}
      {summary.description ? <p className="pay-muted">{t('checkout.device', { name: summary.description })}</p> : null}
    </>
  );
}
