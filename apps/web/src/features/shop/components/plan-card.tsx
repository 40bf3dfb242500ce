import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePercentFormatter, usePriceFormatter } from '../hooks/use-formatters';
import type { PlanOffer } from '../plans';

interface PlanCardProps {
  offer: PlanOffer;
  title: string;
  /** Marks the plan with the lowest monthly cost. */
  highlight?: boolean;
  /** Hardware bundles have no meaningful monthly price. */
  showPerMonth?: boolean;
  testId?: string;
  /** The card's call to action or stock state. */
  children?: ReactNode;
}

/** One plan of a price grid: its length, total price, monthly price and saving. */
export function PlanCard({ offer, title, highlight = false, showPerMonth = true, testId, children }: PlanCardProps) {
  const { t } = useTranslation('shop');
  const formatPrice = usePriceFormatter();
  const formatPercent = usePercentFormatter();
  const perMonth = formatPrice({ price: offer.perMonth, currency: offer.entry.currency });

  return (
    <li className={highlight ? 'shop-plan shop-plan--highlight' : 'shop-plan'} data-testid={testId}>
      <h3 className="shop-plan__title">{title}</h3>
      {highlight ? <p className="shop-plan__badge">{t('price.bestValue')}</p> : null}
      <p className="shop-plan__price" data-testid={testId ? `${testId}-price` : undefined}>
        {formatPrice(offer.entry)}
      </p>
      {showPerMonth ? (
        <p className="shop-plan__per-month" data-testid={testId ? `${testId}-per-month` : undefined}>
          {t('price.perMonth', { price: perMonth })}
        </p>
      ) : null}
      {offer.saving > 0 ? (
        <p className="shop-plan__saving">{t('price.save', { percent: formatPercent(offer.saving) })}</p>
      ) : null}
      {children ? <div className="shop-plan__action">{children}</div> : null}
    </li>
  );
}
