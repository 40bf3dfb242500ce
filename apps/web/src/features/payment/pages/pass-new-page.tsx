import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '../../../components/data/list-states';
import { VPN_PASS_NAMES } from '../../catalog/product-names';
import { planOffers } from '../../shop/plans';
import { signedInFlow } from '../checkout-flows';
import { CheckoutPanel } from '../components/checkout-panel';
import { PaymentPage } from '../components/payment-page';
import { initialPlan, PlanPicker } from '../components/plan-picker';
import { useBuyerPrices } from '../hooks/use-buyer-prices';
import { useDurationLabel } from '../hooks/use-payment-format';
import type { PlanSearch } from '../search';

/** /dashboard/pass/passNew: a duration from the VPN pass price list (`?plan=` preselects one), then the checkout. */
export function PassNewPage({ search }: { search: PlanSearch }) {
  const { t } = useTranslation('payment');
  const duration = useDurationLabel();
  const prices = useBuyerPrices();
  const offers = useMemo(() => planOffers(prices.data?.vpnPassPriceList ?? [], VPN_PASS_NAMES), [prices.data]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const plan = chosen ?? initialPlan(offers, search.plan, VPN_PASS_NAMES[12]);
  const flow = useMemo(() => (plan ? signedInFlow([{ productName: plan, quantity: 1 }]) : undefined), [plan]);

  return (
    <PaymentPage
      page="passNew"
      actions={
        <Link to="/dashboard/pass/passList" className="data-button">
          {t('passNew.myPasses')}
        </Link>
      }
    >
      {prices.isPending ? (
        <LoadingState label={t('plans.loading')} />
      ) : offers.length === 0 || !flow ? (
        <EmptyState message={t('passNew.unavailable')}>
          <Link to="/dashboard/pass/passList">{t('passNew.myPasses')}</Link>
        </EmptyState>
      ) : (
        <div className="pay-columns">
          <section className="pay-card" aria-labelledby="pay-plan-title">
            <h2 id="pay-plan-title" className="pay-card__title">
              {t('passNew.chooseTitle')}
            </h2>
            <p className="pay-muted">{t('passNew.chooseIntro')}</p>
            <PlanPicker
              legend={t('plans.duration')}
              offers={offers}
              value={plan}
              onChange={setChosen}
              title={(offer) => duration(offer.months)}
            />
          </section>
          <CheckoutPanel flow={flow} />
        </div>
      )}
    </PaymentPage>
  );
}
