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
import type { CheckoutItem } from '../api';
import type { PlanSearch } from '../search';

/** The target of a renewal of `?renewPass=` / `?renewBox=` (none: a new pass). */
function renewalTarget(renewPass: string | undefined, renewBox: string | undefined): Pick<CheckoutItem, 'target'> {
  if (renewPass) return { target: { passId: renewPass } };
  if (renewBox) return { target: { boxId: renewBox } };
  return {};
}

/**
 * /dashboard/pass/passNew: a duration from the VPN pass price list (`?plan=` preselects one), then
 * the checkout. With `?renewPass=` or `?renewBox=` the duration renews that pass or box instead of
 * buying a new pass (the summary names it and the period it runs to).
 */
export function PassNewPage({ search }: { search: PlanSearch }) {
  const { t } = useTranslation('payment');
  const duration = useDurationLabel();
  const prices = useBuyerPrices();
  const offers = useMemo(() => planOffers(prices.data?.vpnPassPriceList ?? [], VPN_PASS_NAMES), [prices.data]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const plan = chosen ?? initialPlan(offers, search.plan, VPN_PASS_NAMES[12]);
  const { renewPass, renewBox, autoRenew } = search;
  const renewing = Boolean(renewPass ?? renewBox);
  const flow = useMemo(
    () =>
      plan
        ? signedInFlow([{ productName: plan, quantity: 1, ...renewalTarget(renewPass, renewBox) }], {
            renewable: autoRenew ? 'ticked' : true,
          })
        : undefined,
    [plan, renewPass, renewBox, autoRenew],
  );

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
              {renewing ? t('passNew.renewTitle') : t('passNew.chooseTitle')}
            </h2>
            <p className="pay-muted" data-testid={renewing ? 'renewal-intro' : undefined}>
              {renewPass
                ? t('passNew.renewPassIntro')
                : renewBox
                  ? t('passNew.renewBoxIntro')
                  : t('passNew.chooseIntro')}
            </p>
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
