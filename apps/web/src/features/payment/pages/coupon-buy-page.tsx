import { useErrorText } from '../../../components/data/call-failure';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { usePageSize } from '../../../components/data/pagination';
import { couponPageQueryOptions } from '../api';
import { signedInFlow } from '../checkout-flows';
import { CheckoutPanel } from '../components/checkout-panel';
import { PaymentPage } from '../components/payment-page';
import { useMoney, useProductLabel } from '../hooks/use-payment-format';

/** Most codes in one order (CheckoutItemDto). */
export const MAX_COUPONS = 100;

/** A whole number of coupons from 1 to 100, else undefined. */
export function couponQuantity(value: string): number | undefined {
  const quantity = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_COUPONS
    ? quantity
    : undefined;
}

/** /dashboard/coupon/buy-coupon: a coupon product of my price list, how many codes, and the checkout. */
export function CouponBuyPage() {
  const { t } = useTranslation('payment');
  const id = useId();
  const money = useMoney();
  const label = useProductLabel();
  const errorText = useErrorText('payment').messageOf;
  // The first page of my codes comes with the products; the list page shares it.
  const coupons = useQuery(couponPageQueryOptions({ page: 1, pageSize: usePageSize() }));
  const products = coupons.data?.products ?? [];
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [typed, setTyped] = useState('1');
  const product = products.find((item) => item.productName === chosen) ?? products[0];
  const quantity = couponQuantity(typed);
  const productName = product?.productName;
  const flow = useMemo(
    () =>
      productName
        ? signedInFlow([{ productName, quantity: quantity ?? 1 }], { ready: quantity !== undefined })
        : undefined,
    [productName, quantity],
  );

  return (
    <PaymentPage
      page="couponBuy"
      actions={
        <Link to="/dashboard/coupon/list-coupon" className="data-button">
          {t('coupons.buy.myCoupons')}
        </Link>
      }
    >
      {coupons.isPending ? (
        <LoadingState label={t('coupons.buy.loading')} />
      ) : coupons.isError ? (
        <ErrorState
          message={`${t('coupons.buy.loadFailed')} ${errorText(coupons.error)}`}
          onRetry={() => void coupons.refetch()}
        />
      ) : !flow ? (
        <EmptyState message={t('coupons.buy.none')} />
      ) : (
        <div className="pay-columns">
          <section className="pay-card" aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className="pay-card__title">
              {t('coupons.buy.chooseTitle')}
            </h2>
            <p className="pay-muted">{t('coupons.buy.intro')}</p>
            <fieldset className="pay-plans">
              <legend className="pay-label">{t('coupons.buy.product')}</legend>
              {products.map((item) => (
                <label key={item.productName} className="pay-plan" data-testid={`coupon-product-${item.platform}`}>
                  <input
                    type="radio"
                    name="couponProduct"
                    value={item.productName}
                    checked={item.productName === productName}
                    onChange={() => setChosen(item.productName)}
                  />
                  <span className="pay-plan__name">{label(item.productName)}</span>
                  <span className="pay-plan__price">{money(item.price, item.currency)}</span>
                  <span className="pay-plan__note">{t('coupons.buy.each')}</span>
                </label>
              ))}
            </fieldset>
            <div className="pay-quantity">
              <label htmlFor={`${id}-quantity`} className="pay-label">
                {t('coupons.buy.quantity')}
              </label>
              <input
                id={`${id}-quantity`}
                className="data-input pay-quantity__input"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_COUPONS}
                step={1}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-invalid={quantity === undefined || undefined}
                aria-describedby={`${id}-quantity-hint`}
              />
              <p id={`${id}-quantity-hint`} className={quantity === undefined ? 'pay-field-error' : 'pay-muted'}>
                {t('coupons.buy.quantityHint', { max: MAX_COUPONS })}
              </p>
            </div>
          </section>
          <CheckoutPanel flow={flow} notReadyText={t('coupons.buy.quantityFirst')} />
        </div>
      )}
    </PaymentPage>
  );
}
