import { useTranslation } from 'react-i18next';
import { planLabelKey } from '../../shop/plans';
import type { Purchase } from '../purchase-return';

/** "the VPN pass for 1 month": the purchase a login or registration was asked for, in words. */
export function usePurchaseName(): (purchase: Purchase) => string {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (purchase) => {
    if (purchase.kind === 'coupons') return t('purchase.products.coupons');
    if (!purchase.months) return t(purchase.kind === 'pass' ? 'purchase.products.passAny' : 'purchase.products.boxAny');
    return t(`purchase.products.${purchase.kind}`, { duration: tc(planLabelKey(purchase.months)) });
  };
}

/** Why the login is asked for: "Log in or create an account to buy the VPN pass for 1 month." */
export function usePurchaseReason(purchase: Purchase | undefined): string | undefined {
  const { t } = useTranslation('account');
  const name = usePurchaseName();
  return purchase ? t('purchase.login', { product: name(purchase) }) : undefined;
}
