import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/data/list-states';
import { loadNamespace } from '../../../i18n/i18n';
import { useSession } from '../../session/session';

// Downloaded with its texts when a plan is chosen: the page itself stays light.
const PlanCheckout = lazy(() =>
  Promise.all([import('./plan-checkout'), loadNamespace('payment'), loadNamespace('account')]).then(([module]) => ({
    default: module.PlanCheckout,
  })),
);

interface PlanCheckoutSectionProps {
  kind: 'pass' | 'box';
  /** ?plan= of the page (validatePlanSearch): the plan whose card was chosen; undefined when none was. */
  plan: string | undefined;
}

/**
 * Where a visitor without a session lands after choosing a plan on /vpn/buy or /vpn/box
 * (#checkout): logging in, or registering and paying. Signed-in visitors go to the dashboard's
 * checkout instead, so they never see it.
 */
export function PlanCheckoutSection({ kind, plan }: PlanCheckoutSectionProps) {
  const { t } = useTranslation('shop');
  const signedIn = useSession().isAuthenticated;
  const section = useRef<HTMLElement>(null);
  const shown = !signedIn && plan !== undefined;

  // A card's link changes only the search: bring the checkout into view and give it the focus.
  useEffect(() => {
    if (!shown) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [shown, plan]);

  if (!shown) return null;
  return (
    <section
      ref={section}
      id="checkout"
      className="shop-section shop-checkout"
      aria-labelledby="checkout-title"
      tabIndex={-1}
    >
      <h2 id="checkout-title">{t('buy.checkoutTitle')}</h2>
      <Suspense fallback={<LoadingState />}>
        <PlanCheckout kind={kind} plan={plan} />
      </Suspense>
    </section>
  );
}
