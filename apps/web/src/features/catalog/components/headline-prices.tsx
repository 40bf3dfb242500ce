import type { PricingEntry } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';
import { useCatalogPrices } from '../hooks/use-catalog';
import { formatPrice } from '../pricing';

/** Player lifetime and one-month VPN prices in the visitor's country. */
export function HeadlinePrices() {
  const { t } = useTranslation();
  const { data, isPending } = useCatalogPrices();

  return (
    <dl className="headline-prices" aria-busy={isPending}>
      <PriceCard label={t('prices.playerLifetime')} entry={data?.playerPrices.web} pending={isPending} testId="price-player" />
      <PriceCard label={t('prices.vpnOneMonth')} entry={data?.vpnPass[1]} pending={isPending} testId="price-vpn" />
    </dl>
  );
}

function PriceCard(props: { label: string; entry: PricingEntry | undefined; pending: boolean; testId: string }) {
  const { t } = useTranslation();
  const locale = intlLocale(useLanguage());
  let value = t('prices.unavailable');
  if (props.pending) value = t('prices.loading');
  else if (props.entry) value = formatPrice(props.entry, locale);

  return (
    <div className="price-card">
      <dt>{props.label}</dt>
      <dd data-testid={props.testId} data-loaded={!props.pending && Boolean(props.entry)}>
        {value}
      </dd>
    </div>
  );
}
