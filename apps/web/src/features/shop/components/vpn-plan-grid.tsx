import { PLAN_MONTHS, type PlanMonths } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogPrices } from '../../catalog/hooks/use-catalog';
import { useSession } from '../../session/session';
import { VPN_PASS_NAMES } from '../../catalog/product-names';
import { bestValuePlan, planLabelKey, planOffers } from '../plans';
import { PlanCard } from './plan-card';
import { PricesLoading, UnavailableNotice } from './price-state';

interface VpnPlanGridProps {
  months?: readonly PlanMonths[];
  /** Adds a "Choose" link to each card: the pass checkout in the dashboard, or this page's for a visitor without a session. */
  withActions?: boolean;
}

/** VPN pass plans in the visitor's country, with loading and not-available states. */
export function VpnPlanGrid({ months = PLAN_MONTHS, withActions = false }: VpnPlanGridProps) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const { data, isPending } = useCatalogPrices();
  const signedIn = useSession().isAuthenticated;

  if (isPending) return <PricesLoading />;
  const offers = planOffers(data?.vpnPassPriceList ?? [], VPN_PASS_NAMES, months);
  if (offers.length === 0) return <UnavailableNotice />;
  const best = bestValuePlan(offers);

  return (
    <ul className={offers.length === 4 ? 'shop-plans shop-plans--four' : 'shop-plans'}>
      {offers.map((offer) => {
        const label = tc(planLabelKey(offer.months));
        return (
          <PlanCard
            key={offer.months}
            offer={offer}
            title={label}
            highlight={offer.months === best}
            testId={`vpn-plan-${offer.months}`}
          >
            {withActions ? (
              signedIn ? (
                <Link to="/dashboard/pass/passNew" search={{ plan: offer.entry.productName }} className="button">
                  {t('buy.choose', { plan: label })}
                </Link>
              ) : (
                <Link
                  to="/vpn/buy"
                  search={{ plan: offer.entry.productName }}
                  hash="checkout"
                  resetScroll={false}
                  className="button"
                >
                  {t('buy.choose', { plan: label })}
                </Link>
              )
            ) : null}
          </PlanCard>
        );
      })}
    </ul>
  );
}
