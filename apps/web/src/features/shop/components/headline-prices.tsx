import type { PricingEntryResponse } from '../../../lib/api-types';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckList } from './feature-grid';
import { Icon, type IconName } from './icon';
import { usePriceFormatter } from '../hooks/use-formatters';
import '../shop-styles';
import { useCatalogPrices } from '../../catalog/hooks/use-catalog';

/** The two products on the home page, with the player lifetime and one-month VPN prices of the visitor's country. */
export function HeadlinePrices() {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const { data, isPending } = useCatalogPrices();
  const player = data?.excluded.player ? undefined : data?.playerPrices.web;

  return (
    <ul className="shop-products" aria-busy={isPending}>
      <ProductCard
        icon="tv"
        title={th('player.title')}
        text={th('player.text')}
        points={[th('player.point1'), th('player.point2'), th('player.point3')]}
        price={{ label: t('prices.playerLifetime'), entry: player, pending: isPending, testId: 'price-player' }}
      >
        <Link to="/player/active-licence" className="button">
          {t('links.buyLicence')}
        </Link>
        <Link to="/player">{t('links.discoverPlayer')}</Link>
      </ProductCard>
      <ProductCard
        icon="shield"
        title={th('vpn.title')}
        text={th('vpn.text')}
        points={[th('vpn.point1'), th('vpn.point2'), th('vpn.point3')]}
        price={{ label: t('prices.vpnOneMonth'), entry: data?.vpnPass[1], pending: isPending, testId: 'price-vpn' }}
      >
        <Link to="/vpn/buy" className="button">
          {t('links.seePlans')}
        </Link>
        <Link to="/vpn">{t('links.discoverVpn')}</Link>
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
  entry: PricingEntryResponse | undefined;
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
