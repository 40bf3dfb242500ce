import { useTranslation } from 'react-i18next';
import type { PlanOffer } from '../../shop/plans';
import { useMoney } from '../hooks/use-payment-format';

export interface PickableOffer extends PlanOffer {
  /** False: shown, but cannot be chosen. */
  inStock?: boolean;
}

interface PlanPickerProps {
  legend: string;
  offers: readonly PickableOffer[];
  /** The chosen product name. */
  value: string | undefined;
  onChange: (productName: string) => void;
  /** The option's name ("12 months"). */
  title: (offer: PickableOffer) => string;
  /** Hardware bundles have no meaningful monthly price. */
  showPerMonth?: boolean;
  disabled?: boolean;
}

/** The durations on sale as radio buttons, with their catalogue price (the checkout's summary has the final one). */
export function PlanPicker({
  legend,
  offers,
  value,
  onChange,
  title,
  showPerMonth = true,
  disabled = false,
}: PlanPickerProps) {
  const { t } = useTranslation('payment');
  const money = useMoney();
  return (
    <fieldset className="pay-plans" disabled={disabled}>
      <legend className="pay-label">{legend}</legend>
      {offers.map((offer) => {
        const soldOut = offer.inStock === false;
        return (
          <label key={offer.entry.productName} className="pay-plan" data-testid={`plan-${offer.entry.productName}`}>
            <input
              type="radio"
              name="plan"
              value={offer.entry.productName}
              checked={value === offer.entry.productName}
              disabled={soldOut}
              onChange={() => onChange(offer.entry.productName)}
            />
            <span className="pay-plan__name">{title(offer)}</span>
            <span className="pay-plan__price">{money(offer.entry.price, offer.entry.currency)}</span>
            {soldOut ? (
              <span className="pay-plan__note">{t('plans.outOfStock')}</span>
            ) : showPerMonth && offer.months > 1 ? (
              <span className="pay-plan__note">
                {t('plans.perMonth', { price: money(offer.perMonth, offer.entry.currency) })}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The plan to start with: the one asked for when it is on sale, else `fallback`, else the first that can be bought. */
export function initialPlan(
  offers: readonly PickableOffer[],
  asked: string | undefined,
  fallback?: string,
): string | undefined {
  const buyable = offers.filter((offer) => offer.inStock !== false);
  const pick = (name: string | undefined) =>
    buyable.find((offer) => offer.entry.productName === name)?.entry.productName;
  return pick(asked) ?? pick(fallback) ?? buyable[0]?.entry.productName;
}
