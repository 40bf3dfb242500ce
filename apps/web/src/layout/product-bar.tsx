import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_BAR_THRESHOLD_PX, productBarFor, type BarProduct } from '../lib/layout-rules';
import { useIsNarrow, useScrolledPast } from './use-viewport';

/** The bar's height, kept free below the footer (and under the scroll-to-top button) while it shows. */
const HEIGHT_PROPERTY = '--product-bar-height';

/**
 * Small screens, player and VPN pages (not the buy pages), scrolled past 300 px: a fixed bar with
 * the product's name and a Buy now link (spec 2).
 */
export function ProductBar({ pathname }: { pathname: string }) {
  const narrow = useIsNarrow();
  const scrolled = useScrolledPast(PRODUCT_BAR_THRESHOLD_PX);
  const product = productBarFor(pathname);
  if (!product || !narrow || !scrolled) return null;
  return <Bar product={product} />;
}

function Bar({ product }: { product: BarProduct }) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);

  // The page gets the bar's height as room below its footer, so the bar never covers its last row.
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`));
    observer.observe(element);
    root.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);

  return (
    <aside ref={bar} className="product-bar" data-testid="product-bar" aria-label={t('productBar.label')}>
      <span className="product-bar__name">{product === 'player' ? t('productBar.player') : t('productBar.vpn')}</span>
      <Link
        to={product === 'player' ? '/player/active-licence' : '/vpn/buy'}
        className="button button--small"
        data-testid="product-bar-buy"
      >
        {t('productBar.buyNow')}
      </Link>
    </aside>
  );
}
