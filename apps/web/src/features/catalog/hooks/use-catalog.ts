import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/use-language';
import { newsQueryOptions, pricingQueryOptions } from '../api';
import { selectMaintenanceNotice } from '../changelog';
import { selectCatalogPrices } from '../pricing';

/** Prices for the visitor's language/country, derived into the spec's global price state. */
export function useCatalogPrices() {
  const language = useLanguage();
  return useQuery({ ...pricingQueryOptions(language), select: selectCatalogPrices });
}

/** The maintenance notice in the current language, or null. */
export function useMaintenanceNotice() {
  const language = useLanguage();
  const { data } = useQuery(newsQueryOptions());
  return data ? selectMaintenanceNotice(data, language) : null;
}
