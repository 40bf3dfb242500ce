import type { PricingEntryResponse } from '../../../lib/api-types';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogPrices } from '../../catalog/hooks/use-catalog';
import { usePriceFormatter } from '../hooks/use-formatters';
import { Icon } from './icon';
import { PricesLoading, UnavailableNotice } from './price-state';

const PLATFORMS = [
  { key: 'web', icon: 'globe' },
  { key: 'android', icon: 'android' },
  { key: 'ios', icon: 'apple' },
] as const;

type Platform = (typeof PLATFORMS)[number];

/**
 * Lifetime licence price of each platform, each with a Buy button. A licence is bought for the
 * device that shows a code (with or without an account), so Buy leads to that code's field on
 * /player/active-licence, not to a login.
 */
export function PlatformPrices() {
  const { data, isPending } = useCatalogPrices();

  if (isPending) return <PricesLoading />;
  const prices = data?.playerPrices ?? {};
  const hasAny = PLATFORMS.some((platform) => prices[platform.key]);
  if (!data || data.excluded.player || !hasAny) return <UnavailableNotice />;

  return (
    <ul className="shop-plans shop-plans--three">
      {PLATFORMS.map((platform) => (
        <PlatformCard key={platform.key} platform={platform} entry={prices[platform.key]} />
      ))}
    </ul>
  );
}

function PlatformCard({ platform, entry }: { platform: Platform; entry: PricingEntryResponse | undefined }) {
  const { t } = useTranslation('shop');
  const formatPrice = usePriceFormatter();
  const name = t(`platforms.${platform.key}.name`);

  return (
    <li className="shop-plan" data-testid={`player-price-${platform.key}`}>
      <span className="shop-feature__icon">
        <Icon name={platform.icon} />
      </span>
      <h3 className="shop-plan__title">{name}</h3>
      <p className="shop-plan__text">{t(`platforms.${platform.key}.text`)}</p>
      <p className="shop-plan__price">{entry ? formatPrice(entry) : t('price.notAvailable')}</p>
      {entry ? <p className="shop-plan__per-month">{t('price.lifetime')}</p> : null}
      {entry ? (
        <div className="shop-plan__action">
          <Link
            to="/player/active-licence"
            hash="licence-device"
            className="button"
            data-testid={`player-buy-${platform.key}`}
          >
            {t('platforms.buy', { platform: name })}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
