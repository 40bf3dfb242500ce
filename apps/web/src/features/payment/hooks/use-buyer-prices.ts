import { LANGUAGE_COUNTRY } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/use-language';
import { pricingQueryOptions } from '../../catalog/api';
import { selectCatalogPrices } from '../../catalog/pricing';
import { useSession } from '../../session/session';

/**
 * The price list a signed-in buyer's summary is priced from: their country's, not the language's
 * (an Italian customer reading English pays in euros), so the plans offered show the prices the
 * checkout then asks.
 */
export function useBuyerPrices() {
  const language = useLanguage();
  const country = useSession().user?.country || LANGUAGE_COUNTRY[language];
  return useQuery({ ...pricingQueryOptions(country), select: selectCatalogPrices });
}
