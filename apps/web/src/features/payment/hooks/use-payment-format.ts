import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceFormatter } from '../../shop/hooks/use-formatters';
import { useDurationLabel } from '../../../i18n/use-formatters';
import type { Renews } from '../api';
import { productKind } from '../products';

export { useDateFormatter, useDurationLabel } from '../../../i18n/use-formatters';

/** Integer cents of a currency in the user's language ("€39.99", "39,99 €"). */
export function useMoney(): (cents: number, currency: string) => string {
  const formatPrice = usePriceFormatter();
  return useCallback((cents: number, currency: string) => formatPrice({ price: cents, currency }), [formatPrice]);
}

/** A product name of spec 3 in the user's words ("VPN pass, 12 months"); unknown names as they are. */
export function useProductLabel(): (productName: string) => string {
  const { t } = useTranslation('payment');
  const duration = useDurationLabel();
  return useCallback(
    (productName: string) => {
      const product = productKind(productName);
      switch (product.kind) {
        case 'pass':
          return t('product.pass', { duration: duration(product.months) });
        case 'box':
          return t('product.box', { duration: duration(product.months) });
        case 'licence':
          return t('product.licence', { platform: t(`product.platform.${product.platform}`) });
        case 'coupon':
          return t('product.coupon', { platform: t(`product.platform.${product.platform}`) });
        case 'shipping':
          return t('product.shipping');
        default:
          return productName;
      }
    },
    [t, duration],
  );
}

/** What a renewal extends, in the user's words: "Renewal of pass K7MX-3QPA-9RTD", "Renewal of box NOVA-BOX-…". */
export function useRenewalText(): (renews: Renews | null | undefined) => string | null {
  const { t } = useTranslation('payment');
  return useCallback(
    (renews: Renews | null | undefined) => (renews ? t(`renewal.${renews.kind}`, { name: renews.name }) : null),
    [t],
  );
}
