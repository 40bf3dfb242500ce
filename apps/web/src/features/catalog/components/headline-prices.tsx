import type { PricingEntry } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../shop/components/feature-grid';
import { Icon, type IconName } from '../../shop/components/icon';
import { usePriceFormatter } from '../../shop/hooks/use-formatters';
import '../../shop/shop-styles';
import { useCatalogPrices } from '../hooks/use-catalog';

/** The two products on the home page, with the player lifetime and one-month VPN prices of the visitor's country. */
export function HeadlinePrices() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shop');
  const { data, isPending } = useCatalogPrices();
  const player = data?.excluded.player ? undefined : data?.playerPrices.web;

  return (
    <ul className="shop-products" aria-busy={isPending}>
      <ProductCard
        icon="tv"
        title={ts('home.player.title')}
        text={ts('home.player.text')}
        points={[ts('home.player.point1'), ts('home.player.point2'), ts('home.player.point3')]}
        price={{ label: t('prices.playerLifetime'), entry: player, pending: isPending, testId: 'price-player' }}
      >
        <Link to="/player/active-licence" className="button">
          {ts('links.buyLicence')}
        </Link>
        <Link to="/player">{ts('links.discoverPlayer')}</Link>
      </ProductCard>
      <ProductCard
        icon="shield"
        title={ts('home.vpn.title')}
        text={ts('home.vpn.text')}
        points={[ts('home.vpn.point1'), ts('home.vpn.point2'), ts('home.vpn.point3')]}
        price={{ label: t('prices.vpnOneMonth'), entry: data?.vpnPass[1], pending: isPending, testId: 'price-vpn' }}
      >
        <Link to="/vpn/buy" className="button">
          {ts('links.seePlans')}
        </Link>
        <Link to="/vpn">{ts('links.discoverVpn')}</Link>
      </ProductCard>
    </ul>
  );
}

interface ProductCardProps {
  icon: IconName;
  title: string;
  text: string;
  points: string[];
  price: PriceProps;
  children: ReactNode;
}

function ProductCard({ icon, title, text, points, price, children }: ProductCardProps) {
  return (
    <li className="shop-product">
      <span className="shop-product__icon">
        <Icon name={icon} />
      </span>
      <h3>{title}</h3>
      <p>{text}</p>
      <CheckList items={points} />
      <PriceLine {...price} />
      <div className="shop-product__actions">{children}</div>
    </li>
  );
}

interface PriceProps {
  label: string;
  entry: PricingEntry | undefined;
  pending: boolean;
  testId: string;
}

/** The headline price; its text is exactly the formatted price once loaded (a browser test reads its digits). */
function PriceLine({ label, entry, pending, testId }: PriceProps) {
  const { t } = useTranslation();
  const formatPrice = usePriceFormatter();
  let value = t('prices.unavailable');
  if (pending) value = t('prices.loading');
  else if (entry) value = formatPrice(entry);

  return (
    <dl className="shop-product__price">
      <dt>{label}</dt>
      <dd data-testid={testId} data-loaded={!pending && Boolean(entry)}>
        {value}
      </dd>
    </dl>
  );
}
