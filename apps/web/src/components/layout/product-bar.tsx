import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_BAR_THRESHOLD_PX, productBarFor } from './layout-rules';
import { useIsNarrow, useScrolledPast } from './use-viewport';

/**
 * Small screens, player and VPN pages (not the buy pages), scrolled past 300 px: a fixed bar with
 * the product's name and a Buy now link (spec 2).
 */
export function ProductBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const narrow = useIsNarrow();
  const scrolled = useScrolledPast(PRODUCT_BAR_THRESHOLD_PX);
  const product = productBarFor(pathname);
  if (!product || !narrow || !scrolled) return null;

  return (
    <aside className="product-bar" data-testid="product-bar" aria-label={t('productBar.label')}>
      <span className="product-bar__name">{product === 'player' ? t('productBar.player') : t('productBar.vpn')}</span>
      <Link to={product === 'player' ? '/player/active-licence' : '/vpn/buy'} className="button button--small" data-testid="product-bar-buy">
        {t('productBar.buyNow')}
      </Link>
    </aside>
  );
}
