import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/data/list-states';
import { loadNamespace } from '../../i18n/i18n';
import type { PlanCheckoutProps } from './components/plan-checkout';

// The checkouts that public pages show only on demand (a plan chosen, a device's code resolved):
// downloaded with their texts when first shown, so the pages themselves stay light.

const PlanCheckout = lazy(() =>
  Promise.all([import('./components/plan-checkout'), loadNamespace('payment'), loadNamespace('account')]).then(([module]) => ({ default: module.PlanCheckout })),
);

const LicencePurchase = lazy(() =>
  Promise.all([import('./components/licence-purchase'), loadNamespace('payment')]).then(([module]) => ({ default: module.LicencePurchase })),
);

/** Log in or register and pay, for the plan chosen on /vpn/buy or /vpn/box. */
export function LazyPlanCheckout(props: PlanCheckoutProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <PlanCheckout {...props} />
    </Suspense>
  );
}

/** Buying the licence of the device showing `code`, on /player/active-licence/$otp. */
export function LazyLicencePurchase({ code }: { code: string }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LicencePurchase code={code} />
    </Suspense>
  );
}
