import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogPrices } from '../../catalog/hooks/use-catalog';
import { useSession } from '../../session/session';
import type { CatalogPrices } from '../../catalog/pricing';
import { boxAvailability, boxOffers, type BoxOffer } from '../box';
import { planLabelKey } from '../plans';
import { useCountryName, useListFormatter, usePriceFormatter } from '../hooks/use-formatters';
import { PlanCard } from './plan-card';
import { PricesLoading, UnavailableNotice } from './price-state';

/** VPN Box bundles with their prices, stock and shipping, or why the box cannot be ordered. */
export function BoxOffers() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const { data, isPending } = useCatalogPrices();
  const availability = boxAvailability(data, isPending);

  if (availability === 'loading') return <PricesLoading />;
  if (availability === 'unavailable') return <UnavailableNotice />;
  if (availability === 'notShipped') {
    return (
      <div data-testid="box-not-shipped">
        <UnavailableNotice title={t('box.notShippedTitle')} text={t('box.notShippedText')} />
        <p className="cta-row">
          <Link to="/vpn/buy" className="button">
            {tc('links.seePlans')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      {availability === 'outOfStock' ? (
        <div data-testid="box-out-of-stock">
          <UnavailableNotice title={t('box.outOfStock')} text={t('box.outOfStockText')} />
        </div>
      ) : null}
      <ul className="shop-plans">
        {boxOffers(data).map((offer) => (
          <BoxCard key={offer.months} offer={offer} />
        ))}
      </ul>
      {data ? <Shipping prices={data} /> : null}
    </>
  );
}

function BoxCard({ offer }: { offer: BoxOffer }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const signedIn = useSession().isAuthenticated;
  const plan = tc(planLabelKey(offer.months));

  return (
    <PlanCard
      offer={offer}
      title={t('box.planTitle', { plan })}
      showPerMonth={false}
      testId={`box-plan-${offer.months}`}
    >
      {offer.inStock ? (
        signedIn ? (
          <Link to="/dashboard/box/boxNew" search={{ plan: offer.entry.productName }} className="button">
            {t('box.order', { plan })}
          </Link>
        ) : (
          <Link
            to="/vpn/box"
            search={{ plan: offer.entry.productName }}
            hash="checkout"
            resetScroll={false}
            className="button"
          >
            {t('box.order', { plan })}
          </Link>
        )
      ) : (
        <p className="shop-plan__stock">{t('box.outOfStock')}</p>
      )}
    </PlanCard>
  );
}

function Shipping({ prices }: { prices: CatalogPrices }) {
  const { t } = useTranslation('shop');
  const formatPrice = usePriceFormatter();
  const countryName = useCountryName();
  const formatList = useListFormatter();

  return (
    <div className="shop-shipping">
      <p className="shop-shipping__price" data-testid="box-shipping">
        {prices.shipping ? t('box.shipping', { price: formatPrice(prices.shipping) }) : t('box.shippingAtCheckout')}
      </p>
      <p>{t('box.shippingNote')}</p>
      {prices.shipmentCountries.length > 0 ? (
        <p>
          <strong>{t('box.shipsToTitle')}</strong>{' '}
          {formatList(prices.shipmentCountries.map((country) => countryName(country.code)))}
        </p>
      ) : null}
    </div>
  );
}
