import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/data/list-states';
import { buyBoxState } from '../../catalog/pricing';
import { useProfile } from '../../account/use-profile';
import { boxOffers } from '../../shop/box';
import { signedInFlow } from '../checkout-flows';
import { useBuyerPrices } from '../hooks/use-buyer-prices';
import { useDurationLabel } from '../hooks/use-payment-format';
import type { PlanSearch } from '../search';
import { AddressPicker, defaultShippingAddress } from './address-picker';
import { CheckoutPanel } from './checkout-panel';
import { initialPlan, PlanPicker } from './plan-picker';
import '../payment.css';

/**
 * The purchase part of /dashboard/box/boxNew: a box with its subscription (VPNBOX-*-HW), one of my
 * shipping addresses, and the checkout with shipping priced for it. Spec 2's rules of the menu's
 * Buy VPN Box apply: not offered without hardware prices or when shipping is excluded, and only
 * an out-of-stock notice when the first box is sold out.
 */
export function BoxPurchase({ search }: { search: PlanSearch }) {
  const { t } = useTranslation('payment');
  const duration = useDurationLabel();
  const prices = useBuyerPrices();
  const { profile } = useProfile();
  const offers = useMemo(() => boxOffers(prices.data), [prices.data]);
  const addresses = useMemo(
    () => (profile?.addresses ?? []).filter((address) => address.isShipping),
    [profile?.addresses],
  );
  const [chosenPlan, setChosenPlan] = useState<string | undefined>(undefined);
  const [chosenAddress, setChosenAddress] = useState<string | undefined>(undefined);
  const plan = chosenPlan ?? initialPlan(offers, search.plan);
  const addressId = addresses.some((address) => address.id === chosenAddress)
    ? chosenAddress
    : defaultShippingAddress(addresses)?.id;
  const flow = useMemo(
    () =>
      plan
        ? signedInFlow([{ productName: plan, quantity: 1 }], {
            addressId,
            ready: addressId !== undefined,
            renewable: true,
          })
        : undefined,
    [plan, addressId],
  );

  if (prices.isPending) return <LoadingState label={t('plans.loading')} />;
  const state = buyBoxState(prices.data);
  if (state === 'hidden') {
    return (
      <p className="pay-note" data-testid="box-not-offered">
        {t('boxNew.unavailable')}
      </p>
    );
  }
  if (state === 'outOfStock' || !flow) {
    return (
      <p className="pay-note" role="status" data-testid="box-out-of-stock">
        {t('boxNew.outOfStock')}
      </p>
    );
  }

  return (
    <div className="pay-columns">
      <div className="pay-stack">
        <PlanPicker
          legend={t('boxNew.planLegend')}
          offers={offers}
          value={plan}
          onChange={setChosenPlan}
          title={(offer) => t('boxNew.planTitle', { duration: duration(offer.months) })}
          showPerMonth={false}
        />
        <AddressPicker addresses={addresses} value={addressId} onChange={setChosenAddress} />
      </div>
      <CheckoutPanel flow={flow} notReadyText={t('boxNew.addressFirst')} />
    </div>
  );
}
