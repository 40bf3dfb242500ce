import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/data/list-states';
import { buyBoxState } from '../../catalog/pricing';
import { useCatalogPrices } from '../../catalog/hooks/use-catalog';
import { VPN_PASS_NAMES } from '../../catalog/product-names';
import { boxOffers } from '../../shop/box';
import { planOffers } from '../../shop/plans';
import { useProductLabel } from '../hooks/use-payment-format';
import { RegisterCheckout } from './register-checkout';
import '../../../components/data/data.css';
import '../payment.css';

export interface PlanCheckoutProps {
  /** A VPN pass (/vpn/buy) or a VPN box (/vpn/box). */
  kind: 'pass' | 'box';
  /** ?plan= of the page (validatePlanSearch): a product name, or '' for one that cannot be. */
  plan: string;
}

/**
 * The plan a visitor without a session chose on /vpn/buy or /vpn/box: log in and pay in the
 * dashboard (the plan stays chosen), or register and pay here.
 */
export function PlanCheckout({ kind, plan }: PlanCheckoutProps) {
  const { t } = useTranslation('payment');
  const label = useProductLabel();
  const prices = useCatalogPrices();
  if (prices.isPending) return <LoadingState label={t('plans.loading')} />;

  const offers =
    kind === 'pass' ? planOffers(prices.data?.vpnPassPriceList ?? [], VPN_PASS_NAMES) : boxOffers(prices.data);
  const offer = offers.find((item) => item.entry.productName === plan);
  const boxState = kind === 'box' ? buyBoxState(prices.data) : 'available';
  const soldOut = offer && 'inStock' in offer && offer.inStock === false;
  if (!offer || boxState !== 'available' || soldOut) {
    return (
      <p className="pay-note" role="status" data-testid="plan-not-on-sale">
        {boxState === 'outOfStock' || soldOut ? t('boxNew.outOfStock') : t('shopCheckout.notOnSale')}
      </p>
    );
  }

  const productName = offer.entry.productName;
  const dashboard = kind === 'pass' ? '/dashboard/pass/passNew' : '/dashboard/box/boxNew';
  const loginRedirect = `${dashboard}?plan=${encodeURIComponent(productName)}`;

  return (
    <div className="pay-stack" data-testid="plan-checkout">
      <p className="pay-chosen">{t('shopCheckout.chosen', { product: label(productName) })}</p>
      <div className="pay-columns">
        <section className="pay-card" aria-labelledby="pay-login-title">
          <h3 id="pay-login-title" className="pay-card__title">
            {t('shopCheckout.loginTitle')}
          </h3>
          <p className="pay-muted">{t('shopCheckout.loginText')}</p>
          <p className="data-links">
            <Link to="/login" search={{ redirect: loginRedirect }} className="data-button data-button--primary">
              {t('shopCheckout.login')}
            </Link>
          </p>
        </section>
        <RegisterCheckout productName={productName} shipping={kind === 'box'} loginRedirect={loginRedirect} />
      </div>
    </div>
  );
}
