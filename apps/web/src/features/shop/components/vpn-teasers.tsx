import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogPrices } from '../../catalog/hooks/use-catalog';
import { VPN_PASS_NAMES } from '../../catalog/product-names';
import { useCountryName, usePriceFormatter } from '../hooks/use-formatters';
import { lowestPerMonth, planOffers } from '../plans';
import { VPN_LOCATIONS, VPN_REGIONS } from '../vpn-locations';
import { HeroArt } from './hero-art';
import { PricesLoading, UnavailableNotice } from './price-state';

/** "Plans from ... per month" with a link to all plans. */
export function VpnPlansTeaser() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const formatPrice = usePriceFormatter();
  const { data, isPending } = useCatalogPrices();

  if (isPending) return <PricesLoading />;
  const lowest = lowestPerMonth(planOffers(data?.vpnPassPriceList ?? [], VPN_PASS_NAMES));
  return (
    <div className="shop-teaser">
      {lowest ? (
        <p className="shop-teaser__price" data-testid="vpn-from-price">
          {t('vpn.fromPerMonth', { price: formatPrice(lowest) })}
        </p>
      ) : (
        <UnavailableNotice />
      )}
      <Link to="/vpn/buy" className="button">
        {tc('links.seePlans')}
      </Link>
    </div>
  );
}

/** The VPN Box in one card, linking to its page. */
export function VpnBoxTeaser() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  return (
    <div className="shop-teaser shop-teaser--art">
      <div>
        <p>{t('vpn.boxText')}</p>
        <Link to="/vpn/box" className="button button--secondary">
          {tc('links.discoverBox')}
        </Link>
      </div>
      <HeroArt kind="box" />
    </div>
  );
}

/** Server countries grouped by region, named in the visitor's language. */
export function VpnLocations() {
  const { t } = useTranslation('shop');
  const countryName = useCountryName();
  return (
    <div className="shop-locations">
      {VPN_REGIONS.map((region) => (
        <section key={region} className="shop-locations__region" aria-labelledby={`vpn-region-${region}`}>
          <h3 id={`vpn-region-${region}`}>{t(`vpn.regions.${region}`)}</h3>
          <ul>
            {VPN_LOCATIONS[region].map((code) => (
              <li key={code}>{countryName(code)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
